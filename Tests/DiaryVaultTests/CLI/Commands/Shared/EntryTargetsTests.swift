import Foundation
import Testing
@testable import DiaryVault

@Suite struct EntryTargetsTests {
    static let spec = CommandSpec(name: "probe", summary: "Probe.", options: [.day])

    /// A command line for the SmallVault fixture, with `--day` when given.
    static func arguments(day: String? = nil) -> ParsedArguments {
        var arguments = ParsedArguments(spec: spec, optionValues: day.map { ["day": [$0]] } ?? [:])
        arguments.globals.vault = "SmallVault"
        return arguments
    }

    /// A context working in the fixtures folder.
    static var context: CLIContext {
        var context = CLIContext.test()
        context.currentDirectory = EndToEnd.fixtures
        return context
    }

    @Test(arguments: [(nil, nil), ("2026-01-10", CivilDate(year: 2026, month: 1, day: 10)),
                      ("yesterday", CivilDate(year: 2026, month: 11, day: 28)), ("3 days ago", CivilDate(year: 2026, month: 11, day: 26))] as [(String?, CivilDate?)])
    func readsTheDayOption(text: String?, day: CivilDate?) throws {
        #expect(try EntryTargets.day(in: Self.arguments(day: text), today: CivilDate(year: 2026, month: 11, day: 29)!) == day)
    }

    /// `star --day 2026-02-30` says what `list --on 2026-02-30` says, in the same words.
    @Test(arguments: [
        ("2026-1-10", EntryTargets.dayForms),
        ("2026-02-30", "a day of the calendar; 2026-02-30 is not a day (February 2026 has 28 days)"),
        ("2026-01-10T10:00", EntryTargets.dayForms),
    ])
    func refusesADayThatIsNotYYYYMMDD(text: String, expected: String) {
        #expect(throws: CLIError.invalidValue(text, for: "--day <date>", expected: expected)) {
            try EntryTargets.day(in: Self.arguments(day: text), today: CivilDate(year: 2026, month: 11, day: 29)!)
        }
    }

    @Test func needsAReferenceOrADay() {
        #expect(throws: CLIError.missingArgument("<ref>")) {
            try EntryTargets([], day: nil, arguments: Self.arguments(), context: Self.context)
        }
    }

    @Test(arguments: ["", "b0", "2026-02-30"])
    func refusesAReferenceThatNamesNothing(text: String) {
        #expect(throws: CLIError.self) { try EntryTargets.reference(text, context: Self.context) }
    }

    @Test func resolvesReferencesThenTheDayEachFileOnce() throws {
        let day = CivilDate(year: 2026, month: 1, day: 10)
        let targets = try EntryTargets(["SmallVault/2026/01/2026-01-10-morning-run.md", "2026-01-15"], day: day,
                                       arguments: Self.arguments(), context: Self.context)
        let paths = try targets.resolve().map { $0.vaultPath ?? "" }
        #expect(paths == ["2026/01/2026-01-10-morning-run.md", "2026/01/2026-01-15-quiet-day.md",
                          "2026/01/2026-01-10-dinner-with-mina.md"])
    }

    /// `set` and `unset` with a selection and no key ask for the key, as without a reference.
    @Test func setWithASelectionAndNoKeyAsksForAKey() throws {
        let vault = try TemporaryVault.recentDays()
        #expect(vault.run(["set", "--tag", "walk", "--yes"]) == CLIRun(status: 64, stdout: "", stderr: """
            error: missing expected argument '<key>=<value>'
            hint: see 'vault help set'

            """))
        #expect(vault.run(["unset", "--day", "today"]).stderr.hasPrefix("error: missing expected argument '<key>'\n"))
        #expect(vault.run(["set"]).stderr.hasPrefix("error: missing expected argument '<ref>'\n"))
        #expect(vault.run(["set", "2026-11-29"]).stderr.hasPrefix("error: missing expected argument '<key>=<value>'\n"))
    }

    /// A reference beside a selection is refused, and nothing is written.
    @Test func setRefusesAReferenceBesideASelection() throws {
        let vault = try TemporaryVault.recentDays()
        let before = try vault.snapshot()
        #expect(vault.run(["set", "2026-11-29", "--tag", "walk", "mood=great"]) == CLIRun(status: 64, stdout: "", stderr: """
            error: the value '2026-11-29' is invalid for '<key>=<value>': expected a <key>=<value>: with --tag <tag> the entries are the ones it selects and every argument is a <key>=<value>; give either an entry (<ref>) or --day and selection options, not both
            hint: see 'vault help set'

            """))
        #expect(vault.run(["unset", "2026-11-29", "--day", "today", "mood"]).stderr.hasPrefix(
            "error: the value '2026-11-29' is invalid for '<key>': expected a <key>: with --day <date> the entries are the ones it selects"))
        #expect(try vault.snapshot() == before)
    }
}
