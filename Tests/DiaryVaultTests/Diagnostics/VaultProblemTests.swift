import Foundation
import Testing
@testable import DiaryVault

/// What a problem keeps of its message and hint: vault's own words and paths whole, outside text
/// clipped where it is quoted: a hint over 260 characters, such as a `vault import` command under
/// a deep vault path, comes out whole, in text and in JSON.
@Suite struct VaultProblemTests {
    /// A vault folder 16 levels deep, with a Day One export at its root: the hint names it whole.
    @Test func aHintWithADeepPathComesOutWhole() throws {
        let vault = try TemporaryVault()
        let deep = vault.base + "/" + (1...16).map { String(format: "deep-folder-name-%02d", $0) }.joined(separator: "/") + "/v"
        try FileManager.default.createDirectory(atPath: deep + "/.vault", withIntermediateDirectories: true)
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: deep + "/Journal.json"))
        let hint = "bring its entries in with 'vault import dayone \(deep)'"
        #expect(hint.count > 400)
        let base = URL(fileURLWithPath: vault.base, isDirectory: true)
        let text = TemporaryVault.run(["--vault", deep, "check"], in: base)
        #expect(text == CLIRun(status: 1, stdout: """
            \(deep): warning: the vault root holds a Day One export, which vault does not read as it is [unread-markdown]
            hint: \(hint)
            checked 0 entries: 1 problem (0 errors, 1 warning)

            """, stderr: ""))
        let json = TemporaryVault.run(["--vault", deep, "check", "--json"], in: base)
        #expect(json.stdout == """
            {"entriesChecked":0,"dryRun":false,"problems":[{"kind":"unread-markdown","severity":"warning","path":".","line":null,"column":null,\
            "message":"the vault root holds a Day One export, which vault does not read as it is","hint":"\(hint)","fixable":false}],"fixes":[],"failures":[]}

            """)
    }

    /// A problem keeps what it is given up to the backstop, far above any path.
    @Test func keepsLongMessagesAndHintsWholeUpToTheBackstop() {
        let path = String(repeating: "a/", count: 2_048)
        let problem = VaultProblem(.unreadMarkdown, path: ".", message: "in \(path) and \(path)", hint: "run 'vault import obsidian \(path)'")
        #expect(problem.message == "in \(path) and \(path)")
        #expect(problem.hint == "run 'vault import obsidian \(path)'")
        let huge = String(repeating: "가", count: 100_000)
        let bounded = VaultProblem(.invalidDate, path: "x.md", message: "'\(huge)' is not a date").message
        #expect(bounded == "'" + String(repeating: "가", count: 7_999) + " … " + String(repeating: "가", count: 7_985) + "' is not a date")
    }

    /// The outside text is clipped where it is quoted; the words around it stay whole.
    @Test func clipsTheQuotedValueNotTheMessage() throws {
        let vault = try TemporaryVault()
        let mood = String(repeating: "가", count: 300_000)
        try vault.write("2026/11/2026-11-01-huge.md", "---\nuuid: 12345678-1111-4111-8111-111111111111\ndate: 2026-11-01\nmood: \(mood)\n---\nText.\n")
        let json = vault.run(["check", "--json"])
        let clipped = String(repeating: "가", count: 160) + " … " + String(repeating: "가", count: 100)
        #expect(json.stdout.contains(#""message":"mood '\#(clipped)' is not one of bad, not-great, okay, good, great","hint":"the text is kept and shown, but the calendar shows no mood for it""#),
                "\(json.stdout.prefix(2_000))")
    }

    /// A huge invalid date read by `index` (whose reader does not clip) stays bounded.
    @Test func indexBoundsAHugeDateValue() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-01-huge.md", "---\ndate: \(String(repeating: "x", count: 1_000_000))\n---\nText.\n")
        let run = vault.run(["index", "--no-cache"])
        #expect(run.stderr.utf8.count < 20_000)
        #expect(run.stderr.contains(" … "))
    }
}
