import Testing
@testable import DiaryVault

/// A diagnostic's source line is cut to a window around the column, with the caret still under it.
@Suite struct ExcerptTests {
    /// `count` copies of `text`.
    static func run(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

    @Test func showsAShortLineWhole() {
        let excerpt = TerminalText.excerpt(of: "note: a\u{1}b", caretAtByteColumn: 8)
        #expect(excerpt.source == "note: a\\u{1}b")
        #expect(excerpt.caret == "       ^")
    }

    @Test func showsALineOfExactlyTheWidthWhole() {
        let line = Self.run("a", 100)
        let excerpt = TerminalText.excerpt(of: line, caretAtByteColumn: 100)
        #expect(excerpt.source == line)
        #expect(excerpt.caret == Self.run(" ", 99) + "^")
    }

    @Test func keepsTheStartForAColumnNearIt() {
        let line = "note: x" + Self.run("a", 2_000_000)
        let excerpt = TerminalText.excerpt(of: line, caretAtByteColumn: 7)
        #expect(excerpt.source == "note: x" + Self.run("a", 92) + "…")
        #expect(excerpt.caret == "      ^")
    }

    @Test func keepsFortyColumnsBeforeAColumnInTheMiddle() {
        let line = "note: " + Self.run("a", 1_000_000) + "\u{1}" + Self.run("b", 1_000_000)
        let excerpt = TerminalText.excerpt(of: line, caretAtByteColumn: 1_000_007)
        #expect(excerpt.source == "…" + Self.run("a", 40) + "\\u{1}" + Self.run("b", 53) + "…")
        #expect(excerpt.caret == Self.run(" ", 41) + "^")
    }

    @Test func keepsTheEndForAColumnNearIt() {
        // A 2 MB line whose control character is the last one.
        let line = "note: " + Self.run("a", 2_000_000) + "\u{1}"
        let excerpt = TerminalText.excerpt(of: line, caretAtByteColumn: 2_000_007)
        #expect(excerpt.source == "…" + Self.run("a", 94) + "\\u{1}")
        #expect(excerpt.caret == Self.run(" ", 95) + "^")
    }

    @Test func marksAColumnPastTheEndOfALongLine() {
        let line = "note: " + Self.run("a", 500)
        let excerpt = TerminalText.excerpt(of: line, caretAtByteColumn: 507)
        #expect(excerpt.source == "…" + Self.run("a", 99))
        #expect(excerpt.caret == Self.run(" ", 100) + "^")
    }

    @Test func cutsBetweenWideCharactersAndAlignsTheCaret() {
        // Hangul takes 2 columns and 3 bytes; the tab counts 8. The error is at the first 나.
        let line = "note: " + Self.run("가", 1000) + "\t" + Self.run("나", 1000)
        let excerpt = TerminalText.excerpt(of: line, caretAtByteColumn: 6 + 3 * 1000 + 1 + 1)
        #expect(excerpt.source == "…" + Self.run("가", 16) + "\t" + Self.run("나", 29) + "…")
        #expect(excerpt.caret == " " + Self.run("  ", 16) + "\t^")
    }

    @Test func keepsTheStartOfAWideLine() {
        let line = "note: " + Self.run("한", 100)
        let excerpt = TerminalText.excerpt(of: line, caretAtByteColumn: 7)
        #expect(excerpt.source == "note: " + Self.run("한", 46) + "…")
        #expect(excerpt.caret == "      ^")
    }

    @Test func keepsTheEndOfAWideLine() {
        let line = "note: " + Self.run("한", 100) + "\u{1B}"
        let excerpt = TerminalText.excerpt(of: line, caretAtByteColumn: 6 + 300 + 1)
        #expect(excerpt.source == "…" + Self.run("한", 48) + "\\e")
        #expect(excerpt.caret == " " + Self.run("  ", 48) + "^")
    }

    @Test func checkPrintsAWindowOfATwoMegabyteLine() throws {
        try TemporaryVault.with { vault in
            let path = "2026/11/2026-11-02-x.md"
            try vault.write(path, "---\nuuid: 22222222-2222-4222-8222-222222222222\ndate: 2026-11-02\nnote: "
                            + Self.run("a", 2_000_000) + "\u{1}\n---\n# x\n")
            let run = vault.run(["check"])
            #expect(run == CLIRun(status: 1, stdout: """
                \(path):4:2000007: error: control character U+0001 is not allowed in front matter [control-character]
                …\(Self.run("a", 94))\\u{1}
                \(Self.run(" ", 95))^
                expected: printable text; write control characters as escapes in a double-quoted value, such as "\\t"
                checked 1 entry: 1 problem (1 error, 0 warnings)

                """, stderr: ""))
            let show = vault.run(["show", path])
            #expect(show.stderr == """
                \(path):4:2000007: error: control character U+0001 is not allowed in front matter
                …\(Self.run("a", 94))\\u{1}
                \(Self.run(" ", 95))^
                expected: printable text; write control characters as escapes in a double-quoted value, such as "\\t"

                """)
            #expect(show.status == 1)
        }
    }
}
