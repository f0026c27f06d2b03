import Testing
@testable import DiaryVault

/// Choosing the editor and splitting its command into words.
@Suite struct EditorTests {
    static let splits: [(command: String, words: [String]?)] = [
        ("vi", ["vi"]),
        ("code --wait", ["code", "--wait"]),
        ("  nvim\t-f  ", ["nvim", "-f"]),
        ("\"/Applications/My Editor.app/edit\" -w", ["/Applications/My Editor.app/edit", "-w"]),
        ("emacsclient -a '' -t", ["emacsclient", "-a", "", "-t"]),
        ("my\\ editor --x", ["my editor", "--x"]),
        ("'it''s'", ["its"]),
        ("'unclosed", nil),
        ("trailing\\", nil),
        ("", []),
    ]

    @Test(arguments: splits)
    func splitsCommandsIntoWords(command: String, words: [String]?) {
        #expect(Editor.split(command) == words)
    }

    @Test func prefersConfigThenVisualThenEditorThenVi() {
        let both = ["VISUAL": "nano", "EDITOR": "ed"]
        #expect(Editor.choose(configured: "code --wait", environment: both).words == ["code", "--wait"])
        #expect(Editor.choose(configured: nil, environment: both).words == ["nano"])
        #expect(Editor.choose(configured: nil, environment: ["EDITOR": "ed"]).words == ["ed"])
        #expect(Editor.choose(configured: nil, environment: ["VISUAL": "  ", "EDITOR": ""]).words == ["vi"])
    }
}
