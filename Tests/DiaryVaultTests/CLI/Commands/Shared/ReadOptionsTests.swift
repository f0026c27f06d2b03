import Foundation
import Testing
@testable import DiaryVault

/// The read options of a command, read in one place: the query (none when nothing selects), the
/// clock's seed, `--no-cache`, `--explain`, `--json`, and the options a command does not declare.
@Suite struct ReadOptionsTests {
    /// A read command with every shared read option and a period.
    static let read = Command(
        name: "read", summary: "Read entries.",
        options: [.json(help: "JSON."), .explain, .flag("count", help: "Count.")] + SelectionOptions.specs + [.noCache],
        arguments: [.optional("period", help: "A period.")], run: { _, _ in .success })
    /// A read command with none of them.
    static let bare = Command(name: "bare", summary: "Read everything.", run: { _, _ in .success })

    /// Parses `vault <command> <arguments>` and reads the options.
    static func options(_ arguments: [String], command: Command = read, defaultSort: String? = nil,
                        conflicts: [String] = []) throws -> ReadOptions {
        var parser = ArgumentParser(registry: CommandRegistry(abstract: "Test.", commands: [command]))
        guard case .run(_, let parsed) = try parser.parse(["vault", command.spec.name] + arguments) else {
            Issue.record("not a run request")
            return try ReadOptions(ParsedArguments(spec: command.spec), context: .test())
        }
        let period = parsed.spec.argument(named: "period") == nil ? nil : parsed.positional("period")
        return try ReadOptions(parsed, context: .test(), period: period, defaultSort: defaultSort, conflicts: conflicts)
    }

    /// Nothing selected reads every entry of the scope without a query (the same entries, in the
    /// same order, as an empty one), through the cache, as text.
    @Test func readsNothingAsNoQuery() throws {
        let options = try Self.options([])
        #expect(options.query == nil)
        #expect(options.useCache)
        #expect(!options.explain.isRequested)
        #expect(options.format == .text)
        #expect(options.scope == .all && options.buildsIndex && !options.reportsUnreadMarkdown)
    }

    @Test func readsTheSelectionAndThePeriod() throws {
        var expected = EntryQuery()
        expected.period = .within(.year(2026))
        expected.starred = true
        #expect(try Self.options(["2026", "--starred"]).query == expected)
        expected.starred = nil
        #expect(try Self.options(["2026"]).query == expected)
    }

    /// A command's default order applies without `--sort` (and lets `--seed` go with a remembered
    /// random order); `--sort` wins.
    @Test func takesTheDefaultOrderUnlessSortIsGiven() throws {
        #expect(try Self.options([], defaultSort: "oldest").query?.order == .oldest)
        #expect(try Self.options(["--sort", "starred"], defaultSort: "oldest").query?.order == .starredFirst)
        #expect(try Self.options(["--seed", "3"], defaultSort: "random").query?.order == .random(seed: 3))
    }

    /// `--sort random` without `--seed` shuffles by the clock (microseconds), the same for every
    /// command that reads.
    @Test func seedsRandomOrderWithTheClock() throws {
        let seed = ReadOptions.clockSeed(CLIContext.testNow)
        #expect(seed == UInt64(CLIContext.testNow.timeIntervalSince1970 * 1_000_000))
        #expect(try Self.options(["--sort", "random"]).query?.order == .random(seed: seed))
        #expect(try Self.options(["--sort", "random", "--seed", "9"]).query?.order == .random(seed: 9))
    }

    @Test func readsNoCacheExplainAndJSON() throws {
        #expect(try !Self.options(["--no-cache"]).useCache)
        #expect(try Self.options(["--json"]).format == .json)
        #expect(try Self.options(["--explain"]).explain.isRequested)
    }

    /// `--explain` prints the rules whatever the selection says, so the selection is not read.
    @Test func leavesTheSelectionAloneWithExplain() throws {
        let options = try Self.options(["--explain", "--where", "mood >> good"])
        #expect(options.explain.isRequested)
        #expect(options.query == nil)
        #expect(throws: CLIError.self) { try Self.options(["--where", "mood >> good"]) }
    }

    @Test func refusesJSONWithAConflictingFlag() throws {
        #expect(throws: CLIError.conflictingOptions("--json", "--count")) {
            try Self.options(["--json", "--count"], conflicts: ["count"])
        }
    }

    /// A command that declares none of the options gets the defaults.
    @Test func givesTheDefaultsForUndeclaredOptions() throws {
        let options = try Self.options([], command: Self.bare)
        #expect(options.query == nil)
        #expect(options.useCache)
        #expect(!options.explain.isRequested)
        #expect(options.format == .text)
    }
}
