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

    @Test func prefersConfigThenVisualThenEditorThenVi() throws {
        let both = ["VISUAL": "nano", "EDITOR": "ed"]
        #expect(try Editor.choose(configured: "code --wait", environment: both).words == ["code", "--wait"])
        #expect(try Editor.choose(configured: nil, environment: both).words == ["nano"])
        #expect(try Editor.choose(configured: nil, environment: ["EDITOR": "ed"]).words == ["ed"])
        #expect(try Editor.choose(configured: nil, environment: ["VISUAL": "  ", "EDITOR": ""]).words == ["vi"])
    }

    static let malformed: [(configured: String?, environment: [String: String], error: VaultError)] = [
        (nil, ["EDITOR": "\"unclosed"], .editorNotStarted(command: "\"unclosed", reason: "from $EDITOR cannot be split into words: the \" quote is never closed")),
        (nil, ["VISUAL": "vim 'x", "EDITOR": "nano"], .editorNotStarted(command: "vim 'x", reason: "from $VISUAL cannot be split into words: the ' quote is never closed")),
        ("code\\", ["VISUAL": "nano"], .editorNotStarted(command: "code\\", reason: "from 'editor' in .vault/config cannot be split into words: it ends with a backslash")),
    ]

    /// `EDITOR='"unclosed'` is refused with the reason, never a silent fall back to vi.
    @Test(arguments: malformed)
    func refusesACommandThatCannotBeSplitRatherThanFallingBack(configured: String?, environment: [String: String], error: VaultError) {
        #expect(throws: error) { try Editor.choose(configured: configured, environment: environment) }
    }
}
