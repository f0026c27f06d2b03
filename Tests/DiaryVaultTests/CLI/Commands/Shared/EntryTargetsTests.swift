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

    /// Fresh-user test: `star --day 2026-02-30` said less than `list --on 2026-02-30`; now the same words.
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
}
