import Testing
@testable import DiaryVault

/// The unified diff of `vault check --dry-run`: hunks, headers, endings, escaping.
@Suite struct UnifiedDiffTests {
    static func diff(_ old: String, _ new: String, from oldPath: String = "a.md", to newPath: String = "a.md") -> String {
        UnifiedDiff.render(old: Array(old.utf8), new: Array(new.utf8), oldPath: oldPath, newPath: newPath)
    }

    @Test func showsOneChangedLineWithThreeLinesOfContext() {
        let old = "1\n2\n3\n4\n5\n6\n7\n8\n9\n"
        #expect(Self.diff(old, old.replacing("5\n", with: "five\n")) == """
            diff --git a/a.md b/a.md
            --- a/a.md
            +++ b/a.md
            @@ -2,7 +2,7 @@
             2
             3
             4
            -5
            +five
             6
             7
             8

            """)
    }

    @Test func joinsChangesCloseTogetherAndSplitsOnesFarApart() {
        let old = (1...20).map { "\($0)\n" }.joined()
        let near = old.replacing("3\n", with: "c\n").replacing("9\n", with: "i\n")
        #expect(Self.diff(old, near).split(separator: "\n").filter { $0.hasPrefix("@@ ") }.count == 1)
        let far = old.replacing("\n2\n", with: "\nb\n").replacing("19\n", with: "s\n")
        #expect(Self.diff(old, far) == """
            diff --git a/a.md b/a.md
            --- a/a.md
            +++ b/a.md
            @@ -1,5 +1,5 @@
             1
            -2
            +b
             3
             4
             5
            @@ -16,5 +16,5 @@
             16
             17
             18
            -19
            +s
             20

            """)
    }

    @Test func addsALineAtTheStartAndInAnEmptyFile() {
        #expect(Self.diff("b\n", "a\nb\n") == """
            diff --git a/a.md b/a.md
            --- a/a.md
            +++ b/a.md
            @@ -1 +1,2 @@
            +a
             b

            """)
        #expect(Self.diff("", "a\n") == """
            diff --git a/a.md b/a.md
            --- a/a.md
            +++ b/a.md
            @@ -0,0 +1 @@
            +a

            """)
    }

    @Test func marksALastLineWithoutNewline() {
        #expect(Self.diff("a\nb", "a\nc") == """
            diff --git a/a.md b/a.md
            --- a/a.md
            +++ b/a.md
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +c
            \\ No newline at end of file

            """)
    }

    @Test func keepsCRLFEndingsAndCountsAChangedEndingAsAChange() {
        #expect(Self.diff("a\r\nb\r\n", "a\r\nb\n") == "diff --git a/a.md b/a.md\n--- a/a.md\n+++ b/a.md\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+b\n")
    }

    @Test func showsAMoveAsARename() {
        #expect(Self.diff("a\n", "a\n", from: "2026/10/x.md", to: "2026/11/x.md") == """
            diff --git a/2026/10/x.md b/2026/11/x.md
            rename from 2026/10/x.md
            rename to 2026/11/x.md

            """)
        #expect(Self.diff("a\n", "a\n") == "")
    }

    @Test func escapesControlCharactersInLinesAndQuotesOddPaths() {
        let diff = Self.diff("title: x\n", "title: \u{1B}[31mred\u{202E}\n", from: "2026/11/\u{1B}]0;pwned\u{7}.md", to: "2026/11/\u{1B}]0;pwned\u{7}.md")
        #expect(diff == """
            diff --git "a/2026/11/\\033]0;pwned\\007.md" "b/2026/11/\\033]0;pwned\\007.md"
            --- "a/2026/11/\\033]0;pwned\\007.md"
            +++ "b/2026/11/\\033]0;pwned\\007.md"
            @@ -1 +1 @@
            -title: x
            +title: \\e[31mred\\u{202E}

            """)
        #expect(!diff.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
    }

    @Test func keepsHangulPathsReadable() {
        #expect(UnifiedDiff.quoted("2026/11/2026-11-14-감기.md") == "2026/11/2026-11-14-감기.md")
        #expect(UnifiedDiff.quoted("a \"b\".md") == "\"a \\\"b\\\".md\"")
    }

    @Test func staysLinearOnAHugeFileWithAFrontMatterChange() {
        let body = String(repeating: "line of the body\n", count: 200_000)
        let old = "---\ndate: 2026-11-29\n---\n" + body
        let new = "---\ndate: 2026-11-29\nuuid: X\n---\n" + body
        let diff = Self.diff(old, new)
        #expect(diff.hasSuffix("@@ -1,5 +1,6 @@\n ---\n date: 2026-11-29\n+uuid: X\n ---\n line of the body\n line of the body\n"))
    }

    @Test func showsAChangedRegionTooLargeToCompareAsRemovedAndAdded() {
        let old = (0..<1100).map { "old \($0)\n" }.joined()
        let new = (0..<1100).map { "new \($0)\n" }.joined()
        let lines = Self.diff(old, new).split(separator: "\n")
        #expect(lines[3] == "@@ -1,1100 +1,1100 @@")
        #expect(lines[4] == "-old 0" && lines[1104] == "+new 0")
    }
}
