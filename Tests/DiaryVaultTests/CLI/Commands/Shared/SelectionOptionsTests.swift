import Foundation
import Testing
@testable import DiaryVault

@Suite struct SelectionOptionsTests {
    /// A command that takes the selection options and a period.
    static let pick = Command(
        name: "pick", summary: "Pick entries.", options: SelectionOptions.specs,
        arguments: [.optional("period", help: "A period.")], run: { _, _ in .success })

    /// 2026-11-29T12:00:00Z, in Seoul: today is 2026-11-29.
    static let now = Date(timeIntervalSince1970: 1_795_953_600)
    static let seoul = TimeZone(identifier: "Asia/Seoul")!

    /// Parses `vault pick <arguments>` and reads the query.
    static func query(_ arguments: [String], seed: UInt64 = 7) throws -> EntryQuery {
        var parser = ArgumentParser(registry: CommandRegistry(abstract: "Test.", commands: [pick]))
        guard case .run(_, let parsed) = try parser.parse(["vault", "pick"] + arguments) else {
            Issue.record("not a run request")
            return EntryQuery()
        }
        return try SelectionOptions.query(from: parsed, period: parsed.positional("period"), now: now, timeZone: seoul, randomSeed: seed)
    }

    static func day(_ text: String) -> CivilDate { EntryDate(parsing: text)!.day }

    @Test func readsNothingAsEveryEntryNewestFirst() throws {
        #expect(try Self.query([]) == EntryQuery())
    }

    @Test func readsEveryOption() throws {
        let query = try Self.query([
            "--from", "2026-01-01", "--to=yesterday", "--in", "11-29", "--starred",
            "--mood", "bad", "--mood", ">=good", "--tag", "walk", "--tag", "family", "--any-tag", "a", "--any-tag", "b",
            "--not-tag", "work", "--where", "mood>=good", "--where", "has:weather", "-n", "5", "--sort", "random", "--seed", "42",
        ])
        var expected = EntryQuery()
        expected.from = Self.day("2026-01-01")
        expected.to = Self.day("2026-11-28")
        expected.period = .everyYear(month: 11, day: 29)
        expected.starred = true
        expected.moods = [.bad, .good, .great]
        expected.allTags = ["walk", "family"]
        expected.anyTags = ["a", "b"]
        expected.noTags = ["work"]
        expected.predicates = [try EntryQuery.predicate(parsing: "mood >= good"), EntryQuery.Predicate(key: "weather", test: .exists)]
        expected.limit = 5
        expected.order = .random(seed: 42)
        #expect(query == expected)
    }

    @Test(arguments: [
        (["--on", "today"], "2026-11-29", "2026-11-29"),
        (["--from", "3 days ago"], "2026-11-26", nil),
        (["--to", "2026-11-30"], nil, "2026-11-30"),
    ] as [([String], String?, String?)])
    func readsDaysAsDateAcceptsThem(arguments: [String], from: String?, to: String?) throws {
        let query = try Self.query(arguments)
        #expect(query.from?.description == from)
        #expect(query.to?.description == to)
    }

    /// A time where a day is taken (`--from 2026-11-01T10:00`) is a usage error that says what to
    /// write instead, never the whole day with the time dropped without a word.
    @Test(arguments: [("--on", "2026-11-29T23:30+09:00", "2026-11-29"), ("--from", "2026-11-01T10:00", "2026-11-01")])
    func refusesATimeItWouldIgnore(option: String, text: String, day: String) {
        #expect(throws: CLIError.invalidValue(text, for: "\(option) <date>", expected: "a day YYYY-MM-DD or " + RelativeDay.forms
            + " without a time: --from, --to and --on select whole days (write \(day); for a time, use --where 'date >= \(text)')")) {
            try Self.query([option, text])
        }
    }

    /// `list --tag ''` is refused: an empty tag would match nothing.
    @Test(arguments: ["--tag", "--any-tag", "--not-tag"])
    func refusesAnEmptyTag(option: String) {
        #expect(throws: CLIError.invalidValue("", for: "\(option) <tag>", expected: "a tag, not an empty text")) {
            try Self.query([option, ""])
        }
    }

    /// `--where date > yesterday`: a day named relative to today compares as that day.
    @Test func readsRelativeDaysInWhere() throws {
        let query = try Self.query(["--where", "date > yesterday"])
        #expect(query.predicates.first?.test == .compare(.greater, .init(.date(EntryDate(parsing: "2026-11-28")!), text: "yesterday")))
        #expect(try Self.query(["--where", "Date >= 2 days ago"]).predicates.first?.key == "date")
    }

    @Test(arguments: [
        (["2026-11"], EntryQuery.PeriodSelection.within(.month(year: 2026, month: 11))),
        (["--in", "2026"], .within(.year(2026))),
        (["02-29"], .everyYear(month: 2, day: 29)),
    ])
    func readsThePeriod(arguments: [String], period: EntryQuery.PeriodSelection) throws {
        #expect(try Self.query(arguments).period == period)
    }

    @Test(arguments: [
        ([], EntryQuery.Order.newest), (["--sort", "newest"], .newest), (["--sort", "oldest"], .oldest),
        (["--sort", "starred"], .starredFirst), (["--sort", "unstarred"], .unstarredFirst),
        (["--sort", "random"], .random(seed: 7)), (["--sort=random", "--seed", "18446744073709551615"], .random(seed: .max)),
    ])
    func readsTheOrder(arguments: [String], order: EntryQuery.Order) throws {
        #expect(try Self.query(arguments).order == order)
    }

    @Test(arguments: [
        (["--unstarred"], false), (["--starred"], true), ([], nil),
    ] as [([String], Bool?)])
    func readsTheStar(arguments: [String], starred: Bool?) throws {
        #expect(try Self.query(arguments).starred == starred)
    }

    @Test(arguments: [
        (["--starred", "--unstarred"], CLIError.conflictingOptions("--starred", "--unstarred")),
        (["--on", "today", "--from", "2026-01-01"], .conflictingOptions("--on", "--from")),
        (["--on", "today", "--to", "2026-01-01"], .conflictingOptions("--on", "--to")),
        (["2026", "--in", "2025"], .conflictingOptions("<period>", "--in")),
        (["--from", "2026-11-30", "--to", "2026-11-29"],
         .invalidValue("2026-11-29", for: "--to <date>", expected: "a day on or after --from (2026-11-30)")),
        (["--from", "2026-02-29"],
         .invalidValue("2026-02-29", for: "--from <date>", expected: "a day of the calendar; 2026-02-29 is not a day (2026 is not a leap year)")),
        (["--on", "soon"], .invalidValue("soon", for: "--on <date>", expected: "a day YYYY-MM-DD or " + RelativeDay.forms)),
        (["--in", "2026-13"],
         .invalidValue("2026-13", for: "--in <period>", expected: "a year YYYY, a month YYYY-MM, a day YYYY-MM-DD, or MM-DD for that day of every year")),
        (["11-31"],
         .invalidValue("11-31", for: "<period>", expected: "a year YYYY, a month YYYY-MM, a day YYYY-MM-DD, or MM-DD for that day of every year")),
        (["-n", "-1"], .invalidValue("-1", for: "--limit <count>", expected: "a whole number, 0 or more")),
        (["--limit", "many"], .invalidValue("many", for: "--limit <count>", expected: "a whole number, 0 or more")),
        (["--sort", "random", "--seed", "-3"],
         .invalidValue("-3", for: "--seed <number>", expected: "a whole number from 0 to 18446744073709551615")),
        (["--seed", "3"], .argumentNeedsOption(argument: "--seed", option: "--sort random")),
        (["--sort", "shuffled"], .invalidValue("shuffled", for: "--sort <order>", expected: "'newest', 'oldest', 'starred', 'unstarred' or 'random'")),
        (["--where", "mood >= goood"],
         .invalidQuery(option: "--where <expression>", text: "mood >= goood", column: 9,
                       expected: "expected a mood: bad, not-great, okay, good or great (or 1 to 5)")),
        (["--mood", ">=great", "--mood", ">=grand"],
         .invalidQuery(option: "--mood <level>", text: ">=grand", column: 3,
                       expected: "expected a mood: bad, not-great, okay, good or great (or 1 to 5), optionally after <, <=, >, >= or !=")),
    ])
    func rejectsBadSelections(arguments: [String], error: CLIError) {
        #expect(throws: error) { try Self.query(arguments) }
    }

    @Test func repeatsOnlyTheRepeatableOptions() {
        #expect(throws: CLIError.repeatedOption("--from")) { try Self.query(["--from", "2026-01-01", "--from", "2026-01-02"]) }
        #expect(throws: CLIError.repeatedOption("-n")) { try Self.query(["--limit", "1", "-n", "2"]) }
    }

    @Test func pointsAtTheBadPartWithACaret() throws {
        let error = CLIError.invalidQuery(option: "--where <expression>", text: "mood >= goood", column: 9,
                                          expected: "expected a mood: bad, not-great, okay, good or great (or 1 to 5)")
        #expect(CLI.usageReport(error, command: "list") == """
            error: the value of '--where <expression>' is invalid at column 9: expected a mood: bad, not-great, okay, good or great (or 1 to 5)
              mood >= goood
                      ^
            hint: see 'vault help list'

            """)
    }

    @Test func putsTheCaretUnderWideAndEscapedText() {
        let error = CLIError.invalidQuery(option: "--where <expression>", text: "날씨\u{1B} 맑음", column: 8,
                                          expected: "expected an operator after '날씨\u{1B}': =, !=, <, <=, >, >= or ~")
        let lines = (error.errorDescription ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.dropFirst() == ["  날씨\\e 맑음", "        ^"])
    }

    @Test func readsAWhereErrorFromTheCommandLine() throws {
        do {
            _ = try Self.query(["--where", "날씨 맑음"])
            Issue.record("no error")
        } catch let error as CLIError {
            #expect(error.errorDescription == """
                the value of '--where <expression>' is invalid at column 8: expected an operator after '날씨': =, !=, <, <=, >, >= or ~
                  날씨 맑음
                       ^
                """)
        }
    }

    /// An operator written backwards in `--where` (`=<`) is refused with the right one suggested.
    @Test func anOperatorWrittenBackwardsSuggestsTheRightOne() throws {
        #expect(try TemporaryVault.recentDays().run(["list", "--where", "mood =< good"]) == CLIRun(status: 64, stdout: "", stderr: """
            error: the value of '--where <expression>' is invalid at column 6: expected an operator (=, !=, <, <=, >, >= or ~), not '=<' (did you mean '<='?); a value that starts with '<' goes in quotes, as in mood = '<...'
              mood =< good
                   ^
            hint: see 'vault help list'

            """))
        #expect(try TemporaryVault.recentDays().run(["list", "--where", "title = '<3'", "--count"]).stdout == "0\n")
    }

    /// Keys in `--where` match in any case, as `set` and `unset` read them.
    @Test func whereKeysFollowSetAndUnset() throws {
        let vault = try TemporaryVault.recentDays()
        #expect(vault.run(["list", "--where", "Mood >= good", "--paths"]).stdout == "2026/11/2026-11-29-today.md\n")
        #expect(vault.run(["list", "--where", "TAGS = walk", "--count"]).stdout == "2\n")
    }

    @Test func anEmptyTagIsAUsageError() throws {
        #expect(try TemporaryVault.recentDays().run(["list", "--tag", ""]) == CLIRun(status: 64, stdout: "", stderr: """
            error: the value '' is invalid for '--tag <tag>': expected a tag, not an empty text
            hint: see 'vault help list'

            """))
    }
}
