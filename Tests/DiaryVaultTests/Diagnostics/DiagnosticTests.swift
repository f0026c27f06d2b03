import Testing
@testable import DiaryVault

@Suite struct DiagnosticTests {
    @Test func rendersLocationSourceLineCaretAndNotes() {
        let diagnostic = Diagnostic(
            path: "2026/11/2026-11-03-cold.md", location: SourceLocation(line: 5, column: 10), severity: .warning,
            message: "'starred' is 'yes'", kind: .starredNotBoolean, sourceLine: "starred: yes",
            notes: ["hint: vault check --fix writes 'starred: true'"])
        #expect(diagnostic.rendered == """
            2026/11/2026-11-03-cold.md:5:10: warning: 'starred' is 'yes' [starred-not-boolean]
            starred: yes
                     ^
            hint: vault check --fix writes 'starred: true'
            """)
    }

    @Test func putsTheCaretUnderWideCharactersByTheirWidth() {
        // "title: " is 7 bytes, each Hangul syllable 3 bytes and 2 columns: byte column 15 is "ok".
        let diagnostic = Diagnostic(path: "a.md", location: SourceLocation(line: 2, column: 15),
                                    message: "unexpected text 'ok'", sourceLine: "title: 안녕 ok", notes: ["expected: the end of the line"])
        #expect(diagnostic.rendered == """
            a.md:2:15: error: unexpected text 'ok'
            title: 안녕 ok
                        ^
            expected: the end of the line
            """)
    }

    @Test func printsNoPlaceAndNoExcerptWithoutALocation() {
        let diagnostic = Diagnostic(path: "2026/11/x.md", message: "the entry has no body text",
                                    kind: .emptyBody, sourceLine: "ignored without a location")
        #expect(diagnostic.rendered == "2026/11/x.md: error: the entry has no body text [empty-body]")
    }

    @Test func escapesFileTextInEveryPart() {
        let diagnostic = Diagnostic(path: "a\u{1B}.md", location: SourceLocation(line: 1, column: 1),
                                    message: "bad \u{202E}value", sourceLine: "x\u{7}", notes: ["hint: \u{1B}[2J"])
        #expect(diagnostic.rendered == "a\\e.md:1:1: error: bad \\u{202E}value\nx\\u{7}\n^\nhint: \\e[2J")
    }

    @Test func aProblemRendersAsItsDiagnostic() {
        let problem = VaultProblem(.invalidDate, path: "2026/11/x.md", location: SourceLocation(line: 3, column: 7),
                                   sourceLine: "date: someday", message: "'someday' is not a date",
                                   hint: "expected: YYYY-MM-DD")
        #expect(problem.rendered(displayPath: "vault/2026/11/x.md") == """
            vault/2026/11/x.md:3:7: error: 'someday' is not a date
            date: someday
                  ^
            expected: YYYY-MM-DD
            """)
        #expect(CheckRenderer.render(problem, displayPath: "x.md").hasPrefix("x.md:3:7: error: 'someday' is not a date [invalid-date]\n"))
    }

    @Test(arguments: [
        ("<<<<<<< HEAD", ConflictMarker.opening), ("<<<<<<<", .opening), ("=======", .separator),
        (">>>>>>> theirs", .closing), (">>>>>>>\r", .closing), ("<<<<<<<<", .opening), ("========", .separator),
        ("<<<<<<<< HEAD:2026/11/a.md", .opening), ("||||||| base", .base), ("|||||||", .base), (">>>>>>>>>> theirs", .closing),
    ])
    func recognisesConflictMarkers(line: String, marker: ConflictMarker) {
        #expect(ConflictMarker(line: line.utf8) == marker)
    }

    @Test(arguments: ["<<<<<<", "<<<<<<<HEAD", "<<<<<<<<HEAD", " <<<<<<< HEAD", "", "== title", "||||||", "<<<<<<<=", "|||||||x"])
    func rejectsLinesThatAreNotMarkers(line: String) {
        #expect(ConflictMarker(line: line.utf8) == nil)
    }

    @Test func everyKindHasAUniqueIdentifierAndParseErrorsAreUnfixableErrors() {
        #expect(Set(ProblemKind.allCases.map(\.rawValue)).count == ProblemKind.allCases.count)
        for kind in ProblemKind.parseErrorKinds {
            #expect(kind.severity == .error && !kind.isFixable, "\(kind)")
        }
        #expect("\(ProblemKind.duplicateUUID)" == "duplicate-uuid")
    }

    /// Every invalid byte of the source line is shown as `\xXX` (none as U+FFFD), by check and by
    /// index, with and without the cache.
    @Test func showsEveryInvalidByteAsAnEscape() throws {
        let vault = try TemporaryVault()
        let bytes = Array("---\nuuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F\ndate: 2026-11-29\ntitle: caf".utf8)
            + [0xFF] + Array(" and ".utf8) + [0xFE] + Array(" more ".utf8) + [0xC3] + Array("\n---\nText\n".utf8)
        try vault.write("2026/11/2026-11-29-a.md", bytes)
        let line = "title: caf\\xFF and \\xFE more \\xC3\n          ^\n"
        #expect(vault.run(["check"]).stdout.contains("[invalid-utf8]\n" + line))
        for _ in 0..<2 { #expect(vault.run(["index"]).stderr.contains("offset 74\n" + line)) }
    }
}
