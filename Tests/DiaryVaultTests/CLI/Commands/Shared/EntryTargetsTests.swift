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

    @Test(arguments: [(nil, nil), ("2026-01-10", CivilDate(year: 2026, month: 1, day: 10))] as [(String?, CivilDate?)])
    func readsTheDayOption(text: String?, day: CivilDate?) throws {
        #expect(try EntryTargets.day(in: Self.arguments(day: text)) == day)
    }

    @Test(arguments: ["2026-1-10", "2026-02-30", "yesterday", "2026-01-10T10:00"])
    func refusesADayThatIsNotYYYYMMDD(text: String) {
        #expect(throws: CLIError.invalidValue(text, for: "--day <date>", expected: "a date YYYY-MM-DD, such as 2026-11-29")) {
            try EntryTargets.day(in: Self.arguments(day: text))
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
