import Testing
@testable import DiaryVault

/// Messages that quote a huge value stay short: the source line is cut around its column, and
/// the message and the hint quote the value clipped too (a file of a 1 MB value).
@Suite struct ClipTests {
    @Test func keepsShortTextAndCutsTheMiddleOfLongText() {
        let short = String(repeating: "가", count: TerminalText.messageLimit)
        #expect(TerminalText.clipped(short) == short)
        let long = "mood '" + String(repeating: "가", count: 300_000) + "' is not one of bad, not-great, okay, good, great"
        let clipped = TerminalText.clipped(long)
        #expect(clipped == "mood '" + String(repeating: "가", count: 154) + " … " + String(repeating: "가", count: 51)
                + "' is not one of bad, not-great, okay, good, great")
    }

    @Test(arguments: [
        ("mood: " + String(repeating: "가", count: 300_000), "unknown-mood"),
        ("title: " + String(repeating: "a: ", count: 300_000), "colon-in-plain-value"),
        ("starred: " + String(repeating: "y", count: 300_000), "invalid-starred"),
        ("title: \"" + String(repeating: "q", count: 300_000), "unclosed-quoted-value"),
    ])
    func checkPrintsShortProblemsForHugeValues(line: String, kind: String) throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-01-huge.md", "---\nuuid: 12345678-1111-4111-8111-111111111111\ndate: 2026-11-01\n\(line)\n---\nText.\n")
        let text = vault.run(["check"])
        #expect(text.stdout.contains("[\(kind)]"))
        #expect(text.stdout.utf8.count < 2_000)
        let json = vault.run(["check", "--json"])
        #expect(json.stdout.utf8.count < 3_000)
    }
}
