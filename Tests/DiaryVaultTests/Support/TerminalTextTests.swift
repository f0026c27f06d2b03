import Testing
@testable import DiaryVault

/// Text from files is made safe for the terminal.
@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("plain 한글 🌧️", "plain 한글 🌧️"),
        ("\u{1B}[31mred", "\\e[31mred"),
        ("a\u{202E}b", "a\\u{202E}b"),
        ("zero\u{200B}width", "zero\\u{200B}width"),
        ("mark\u{200F}", "mark\\u{200F}"),
        ("family 👨‍👩‍👧", "family 👨‍👩‍👧"),
        ("tab\there", "tab\\there"),
    ])
    func escapesWhatCouldHideOrDriveText(text: String, expected: String) {
        #expect(TerminalText.safe(text) == expected)
    }
}

/// A conflict marker in the front matter is named as one by the index too.
@Suite struct ConflictMarkerProblemTests {
    @Test func namesAConflictMarker() throws {
        let text = "---\n<<<<<<< HEAD\nmood: good\n=======\nmood: bad\n>>>>>>> theirs\ndate: 2026-11-29\n---\nBody\n"
        #expect {
            try EntryDocument(parsing: text, path: "x.md")
        } throws: { error in
            guard let error = error as? FrontMatterError else { return false }
            let problem = VaultProblem(error, path: "2026/11/x.md")
            return problem.kind == "git-conflict-marker" && problem.location?.line == 2
                && problem.message == "unresolved git merge conflict"
        }
    }
}
