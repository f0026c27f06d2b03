import Testing
@testable import DiaryVault

/// Conflict markers and mixed line endings, found in the raw text whatever its parse.
@Suite struct TextScanTests {
    static func kindsAndPlaces(_ text: String, _ scan: (TextScan) -> [VaultProblem]) -> [String] {
        scan(TextScan(Array(text.utf8))).map { "\($0.kind)@\($0.location?.description ?? "-"): \($0.message)" }
    }

    @Test func findsAConflictAndItsExtent() {
        let text = "---\ndate: 2026-11-29\n---\nBefore\n<<<<<<< HEAD\nmine\n=======\ntheirs\n>>>>>>> other\nAfter\n"
        #expect(Self.kindsAndPlaces(text) { $0.conflictMarkers(path: "a.md") } == [
            "git-conflict-marker@5:1: unresolved git merge conflict (lines 5-9)",
        ])
    }

    @Test func findsLeftoverMarkersButNotASetextHeading() {
        let text = "Title\n=======\n\nText\n>>>>>>> theirs\n<<<<<<<\n<<<<<<<<this is not a marker\n"
        #expect(Self.kindsAndPlaces(text) { $0.conflictMarkers(path: "a.md") } == [
            "git-conflict-marker@5:1: git conflict marker '>>>>>>>' left from a merge",
            "git-conflict-marker@6:1: git conflict marker '<<<<<<<' left from a merge",
        ])
    }

    /// Git writes eight for a rename/rename conflict and any size `conflict-marker-size` sets;
    /// diff3 style adds a `|||||||` line, and vault's merge driver names a front-matter key.
    @Test func findsMarkersOfEveryLengthAndDiff3Style() {
        let text = "---\nmood: happy\n---\n<<<<<<<< HEAD:a.md\nx\n||||||||\nb\n========\ny\n>>>>>>>> other:b.md\n"
            + "<<<<<<< ours (front matter key mood)\nmood: happy\n||||||| base\nmood: calm\n=======\nmood: sad\n>>>>>>> theirs (front matter key mood)\n"
        #expect(Self.kindsAndPlaces(text) { $0.conflictMarkers(path: "a.md") } == [
            "git-conflict-marker@4:1: unresolved git merge conflict (lines 4-10)",
            "git-conflict-marker@11:1: unresolved git merge conflict (lines 11-17)",
        ])
    }

    @Test func findsMarkersInCRLFFiles() {
        #expect(Self.kindsAndPlaces("<<<<<<< a\r\nx\r\n=======\r\ny\r\n>>>>>>> b\r\n") { $0.conflictMarkers(path: "a.md") } == [
            "git-conflict-marker@1:1: unresolved git merge conflict (lines 1-5)",
        ])
    }

    @Test(arguments: [
        ("a\nb\nc", []),
        ("a\r\nb\r\nc", []),
        ("a\r\nb\nc\r\n", ["mixed-line-endings@2:2: line 2 ends with LF but line 1 ends with CRLF (1 LF, 2 CRLF line endings)"]),
        ("a\nb\rc\n", ["mixed-line-endings@2:2: line 2 ends with CR but line 1 ends with LF (2 LF, 1 CR line endings)"]),
        ("\u{FEFF}ab\r\ncd\n", ["mixed-line-endings@2:3: line 2 ends with LF but line 1 ends with CRLF (1 LF, 1 CRLF line endings)"]),
    ] as [(String, [String])])
    func findsMixedLineEndings(text: String, expected: [String]) {
        #expect(Self.kindsAndPlaces(text) { $0.mixedLineEndings(path: "a.md") } == expected)
    }

    @Test func countsNoBOMBytesInLineOneColumns() {
        let problems = TextScan(Array("\u{FEFF}ab\ncd\r\n".utf8)).mixedLineEndings(path: "a.md")
        #expect(problems.first?.location == SourceLocation(line: 2, column: 3))
        #expect(problems.first?.sourceLine == "cd")
    }
}
