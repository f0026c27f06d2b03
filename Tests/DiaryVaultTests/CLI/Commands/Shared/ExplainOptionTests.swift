import Foundation
import Testing
@testable import DiaryVault

/// `--explain` of every command that has it, in each language of the catalogue: the rules of time
/// with the settings of `.vault/config` in force (here `day-end = 04:00` and `leap-day = mar1`;
/// `counting` is the language's default), then the rules of the figures, all in the view's
/// language. Exact text in `Fixtures/Snapshots/Explain/`.
@Suite struct ExplainOptionTests {
    /// The commands that have `--explain`.
    static let commands = ["stats", "heatmap", "on-this-day", "dday"]
    /// The catalogue's languages, by a locale of each.
    static let locales = ["en_US", "ko_KR", "de_DE", "ja_JP", "zh_CN"]

    /// Paragraph openings of the English rules, which no other language's text may hold.
    static let englishOpenings = ["Day: an entry", "Day end", "29 February", "Counting (", "Days written:", "Streak:",
                                  "Without weekends:", "Words: runs", "Characters: user", "Moods: each", "Heatmap: a day's"]

    static func explain(_ command: String, locale: String) throws -> CLIRun {
        let vault = try TemporaryVault()
        try vault.write(".vault/config", "day-end = 04:00\nleap-day = mar1\n")
        try vault.write("2026/11/2026-11-29-walk.md", "---\ndate: 2026-11-29\n---\n# Walk\n")
        return vault.run([command, "--explain", "--locale", locale])
    }

    @Test(arguments: commands, locales)
    func explainsInTheViewsLanguage(command: String, locale: String) throws {
        let run = try Self.explain(command, locale: locale)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        try EndToEnd.expectSnapshot(run.stdout, named: "Explain/\(command)-\(locale).txt")
        if locale != "en_US" {
            for opening in Self.englishOpenings {
                #expect(!run.stdout.contains(opening), "\(command) \(locale) holds the English '\(opening)'")
            }
        }
    }

    /// The Korean default counts from one, the others from zero; `counting` in the config wins.
    @Test func statesTheCountingInForce() throws {
        #expect(try Self.explain("dday", locale: "ko_KR").stdout.contains("세는 법 (counting = from-one)"))
        #expect(try Self.explain("dday", locale: "ja_JP").stdout.contains("数え方 (counting = from-zero)"))
        #expect(try Self.explain("dday", locale: "zh_CN").stdout.contains("计数方式 (counting = from-zero)"))
    }

    /// `--explain` prints the rules whatever the selection options say; a command without the
    /// option cannot be asked.
    @Test func ignoresTheSelectionAndIsRefusedWhereNotDeclared() throws {
        let vault = try TemporaryVault()
        #expect(vault.run(["stats", "--explain", "--where", "mood >> good"]).status == 0)
        #expect(vault.run(["heatmap", "--explain", "--monday", "--sunday"]).status == 0)
        #expect(vault.run(["list", "--explain"]).status == 64)
    }
}
