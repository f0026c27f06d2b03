import Testing
@testable import DiaryVault

@Suite struct EntryQueryTests {
    /// Six entries, with extra keys for `--where`; newest first they are titled Unknown mood,
    /// Quiet, Seoul, Rainy, Leap walk, Feb.
    static let sources: [(path: String, text: String)] = [
        ("2024/02/2024-02-29-leap.md", """
            uuid: 00000000-0000-4000-8000-000000000001
            date: 2024-02-29T08:00
            mood: good
            starred: true
            tags: [walk, family]
            title: Leap walk
            weather: sunny
            rating: 5
            due: 2024-03-01
            """),
        ("2025/11/2025-11-29-rainy.md", """
            uuid: 00000000-0000-4000-8000-000000000002
            date: 2025-11-29
            mood: bad
            tags: [work]
            title: Rainy
            weather: rain
            rating: 2
            """),
        ("2026/11/2026-11-29-seoul.md", """
            uuid: 00000000-0000-4000-8000-000000000003
            date: 2026-11-29T21:14+09:00
            mood: great
            starred: true
            tags: [walk]
            title: Seoul
            weather: Sunny and cold
            rating: 4.5
            """),
        ("2026/11/2026-11-30-quiet.md", """
            uuid: 00000000-0000-4000-8000-000000000004
            date: 2026-11-30
            mood: okay
            title: Quiet
            rating: '3'
            """),
        ("2026/12/2026-12-01-unknown.md", """
            uuid: 00000000-0000-4000-8000-000000000005
            date: 2026-12-01
            mood: meh
            tags: [한국]
            title: Unknown mood
            weather: ~
            """),
        ("2023/02/2023-02-28-feb.md", """
            uuid: 00000000-0000-4000-8000-000000000006
            date: 2023-02-28
            mood: not-great
            tags: [family]
            title: Feb
            """),
    ]

    static let entries: [(entry: Entry, summary: EntrySummary)] = sources.map { source in
        let entry = try! Entry(parsing: Array("---\n\(source.text)\n---\nbody\n".utf8))
        return (entry, EntrySummary(entry, path: source.path)!)
    }

    static var summaries: [EntrySummary] { entries.map(\.summary) }

    /// The titles a query selects, reading front matter when it needs it.
    static func titles(_ query: EntryQuery) -> [String] {
        let byPath = Dictionary(uniqueKeysWithValues: entries.map { ($0.summary.path, $0.entry) })
        return query.apply(to: summaries) { byPath[$0.path]?.document.frontMatter }.map(\.title)
    }

    static func day(_ text: String) -> CivilDate { EntryDate(parsing: text)!.day }

    @Test(arguments: [
        ("mood >= good", ["Seoul", "Leap walk"]),
        ("mood=bad", ["Rainy"]),
        ("mood != good", ["Unknown mood", "Quiet", "Seoul", "Rainy", "Feb"]),
        ("mood < okay", ["Rainy", "Feb"]),
        ("mood <= 3", ["Quiet", "Rainy", "Feb"]),
        ("mood>not-great", ["Quiet", "Seoul", "Leap walk"]),
        ("mood ~ ME", ["Unknown mood"]),
        ("date >= 2026-11-29", ["Unknown mood", "Quiet", "Seoul"]),
        ("date < 2026-11-29T21:00", ["Rainy", "Leap walk", "Feb"]),
        ("date = 2026-11-29", ["Seoul"]),
        ("date ~ T", ["Seoul", "Leap walk"]),
        ("starred = true", ["Seoul", "Leap walk"]),
        ("starred != true", ["Unknown mood", "Quiet", "Rainy", "Feb"]),
        ("tags = walk", ["Seoul", "Leap walk"]),
        ("tags != walk", ["Unknown mood", "Quiet", "Rainy", "Feb"]),
        ("tags ~ FAM", ["Leap walk", "Feb"]),
        ("title ~ walk", ["Leap walk"]),
        ("title > R", ["Unknown mood", "Seoul", "Rainy"]),
        ("uuid = 00000000-0000-4000-8000-000000000002", ["Rainy"]),
        ("weather = sunny", ["Leap walk"]),
        ("weather ~ SUNNY", ["Seoul", "Leap walk"]),
        ("weather != rain", ["Unknown mood", "Quiet", "Seoul", "Leap walk", "Feb"]),
        ("weather = null", ["Unknown mood"]),
        ("weather < s", ["Seoul", "Rainy"]),
        ("rating > 4", ["Seoul", "Leap walk"]),
        ("rating >= 4.5", ["Seoul", "Leap walk"]),
        ("rating = 3", []),
        ("rating = '3'", ["Quiet"]),
        ("rating <= 2", ["Rainy"]),
        ("rating ~ 4", ["Seoul"]),
        ("due < 2024-03-02", ["Leap walk"]),
        ("due > 2024-03-01", []),
        ("has:weather", ["Unknown mood", "Seoul", "Rainy", "Leap walk"]),
        ("!has:weather", ["Quiet", "Feb"]),
        ("!has: tags", ["Quiet"]),
        // Keys with a meaning are read in any case and through their aliases, as set and unset
        // read them (`has:Title`, and `Mood >= good` from the summary without the files).
        ("has:title", ["Unknown mood", "Quiet", "Seoul", "Rainy", "Leap walk", "Feb"]),
        ("has:Title", ["Unknown mood", "Quiet", "Seoul", "Rainy", "Leap walk", "Feb"]),
        ("Mood >= good", ["Seoul", "Leap walk"]),
        ("isStar = true", ["Seoul", "Leap walk"]),
        ("TAGS = walk", ["Seoul", "Leap walk"]),
        ("Weather = sunny", []),
    ])
    func selectsByPredicate(expression: String, titles: [String]) throws {
        var query = EntryQuery()
        query.predicates = [try EntryQuery.predicate(parsing: expression)]
        #expect(Self.titles(query) == titles)
        // Each entry on its own, through the Entry path too.
        let selected = Self.entries.filter { query.matches($0.entry, path: $0.summary.path) }.map(\.summary.title)
        #expect(Set(selected) == Set(titles))
    }

    @Test(arguments: [
        ("mood >= good", false), ("date < 2026-01-01", false), ("starred = true", false), ("tags ~ a", false),
        ("title = x", false), ("uuid != x", false), ("weather = x", true), ("Mood = good", false), ("Weather = x", true),
        ("has:mood", true), ("!has:rating", true),
    ])
    func saysWhenItNeedsTheFrontMatter(expression: String, needs: Bool) throws {
        var query = EntryQuery()
        query.predicates = [try EntryQuery.predicate(parsing: expression)]
        #expect(query.needsFrontMatter == needs)
        if !needs {
            #expect(query.apply(to: Self.summaries).map(\.title) == Self.titles(query))
        }
    }

    @Test(arguments: [
        ("mood >= good", "mood", EntryQuery.Test.compare(.greaterOrEqual, .init(.mood(.good), text: "good"))),
        ("  rating==5 ", "rating", .compare(.equal, .init(.integer(5), text: "5"))),
        ("rating < -1.5e3", "rating", .compare(.less, .init(.float(-1500), text: "-1.5e3"))),
        ("done = TRUE", "done", .compare(.equal, .init(.bool(true), text: "TRUE"))),
        ("w = ~", "w", .compare(.equal, .init(.null, text: "~"))),
        ("w = \"a = b\"", "w", .compare(.equal, .init(.string("a = b"), text: "a = b"))),
        ("due >= 2026-11-29", "due", .compare(.greaterOrEqual, .init(.date(EntryDate(parsing: "2026-11-29")!), text: "2026-11-29"))),
        ("w ~ 5", "w", .compare(.contains, .init(.integer(5), text: "5"))),
        ("tags = 2026", "tags", .compare(.equal, .init(.string("2026"), text: "2026"))),
        ("날씨 = 맑음", "날씨", .compare(.equal, .init(.string("맑음"), text: "맑음"))),
        ("has:날씨", "날씨", .exists),
        ("!has:x", "x", .missing),
    ])
    func parsesPredicates(text: String, key: String, test: EntryQuery.Test) throws {
        let predicate = try EntryQuery.predicate(parsing: text)
        #expect(predicate.key == key)
        #expect(predicate.test == test)
    }

    @Test(arguments: [
        ("", 1, "expected a key, as in 'KEY OP VALUE' ('mood >= good') or 'has:KEY'"),
        (">= good", 1, "expected a key, as in 'KEY OP VALUE' ('mood >= good') or 'has:KEY'"),
        ("mood good", 6, "expected an operator after 'mood': =, !=, <, <=, >, >= or ~"),
        ("mood", 5, "expected an operator after 'mood': =, !=, <, <=, >, >= or ~"),
        ("mood >= ", 9, "expected a value after '>='"),
        ("mood >= goood", 9, "expected a mood: bad, not-great, okay, good or great (or 1 to 5)"),
        ("date < 2026-02-30", 8, "expected a date such as 2026-11-29 or 2026-11-29T21:14"),
        ("starred = yes", 11, "expected true or false"),
        ("w = 'open", 10, "expected a closing ' at the end of the value"),
        ("has:", 5, "expected a key after 'has:'"),
        ("!has:a b", 8, "expected the end after the key of '!has:'"),
        ("날씨 맑음", 8, "expected an operator after '날씨': =, !=, <, <=, >, >= or ~"),
    ])
    func rejectsBadPredicatesWithTheirColumn(text: String, column: Int, message: String) {
        #expect(throws: EntryQuery.ParseError(message, column: column)) { try EntryQuery.predicate(parsing: text) }
    }

    @Test(arguments: [
        ("good", [Mood.good]), (">=good", [.good, .great]), ("> good", [.great]), ("<okay", [.bad, .notGreat]),
        ("<= 2", [.bad, .notGreat]), ("!=okay", [.bad, .notGreat, .good, .great]), ("=not great", [.notGreat]),
        ("<bad", []),
    ])
    func parsesMoodRanges(text: String, moods: [Mood]) throws {
        #expect(try EntryQuery.moods(parsing: text) == Set(moods))
    }

    @Test(arguments: [("goood", 1), (">=goood", 3), ("~good", 1), ("", 1)])
    func rejectsBadMoods(text: String, column: Int) {
        #expect(throws: EntryQuery.ParseError("expected a mood: bad, not-great, okay, good or great (or 1 to 5), optionally after <, <=, >, >= or !=", column: column)) {
            try EntryQuery.moods(parsing: text)
        }
    }

    @Test(arguments: [
        ("2026", EntryQuery.PeriodSelection.within(.year(2026))), ("2026-11", .within(.month(year: 2026, month: 11))),
        ("2024-02-29", .within(.day(CivilDate(year: 2024, month: 2, day: 29)!))),
        ("11-29", .everyYear(month: 11, day: 29)), ("02-29", .everyYear(month: 2, day: 29)),
    ])
    func parsesPeriods(text: String, selection: EntryQuery.PeriodSelection) {
        #expect(EntryQuery.periodSelection(parsing: text) == selection)
    }

    @Test(arguments: ["02-30", "13-01", "11-31", "1-29", "11-9", "2026-02-29", "x"])
    func rejectsBadPeriods(text: String) {
        #expect(EntryQuery.periodSelection(parsing: text) == nil)
    }

    @Test(arguments: [
        (EntryQuery.from(day("2026-11-29")), ["Unknown mood", "Quiet", "Seoul"]),
        (.to(day("2024-02-29")), ["Leap walk", "Feb"]),
        (.with { $0.from = day("2025-01-01"); $0.to = day("2026-11-29") }, ["Seoul", "Rainy"]),
        (.with { $0.period = .within(.year(2026)) }, ["Unknown mood", "Quiet", "Seoul"]),
        (.with { $0.period = .within(.month(year: 2026, month: 11)) }, ["Quiet", "Seoul"]),
        (.with { $0.period = .within(.day(day("2025-11-29"))) }, ["Rainy"]),
        (.with { $0.period = .everyYear(month: 11, day: 29) }, ["Seoul", "Rainy"]),
        (.with { $0.period = .everyYear(month: 2, day: 29) }, ["Leap walk"]),
        (.with { $0.period = .everyYear(month: 2, day: 28) }, ["Feb"]),
        (.with { $0.starred = true }, ["Seoul", "Leap walk"]),
        (.with { $0.starred = false }, ["Unknown mood", "Quiet", "Rainy", "Feb"]),
        (.with { $0.moods = [.good, .great] }, ["Seoul", "Leap walk"]),
        (.with { $0.moods = [] }, []),
        (.with { $0.allTags = ["walk", "family"] }, ["Leap walk"]),
        (.with { $0.anyTags = ["work", "\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}"] }, ["Unknown mood", "Rainy"]),
        (.with { $0.allTags = ["Walk"] }, []),
        (.with { $0.noTags = ["walk"] }, ["Unknown mood", "Quiet", "Rainy", "Feb"]),
        (.with { $0.limit = 2 }, ["Unknown mood", "Quiet"]),
        (.with { $0.limit = 0 }, []),
        (.with { $0.starred = true; $0.moods = [.great]; $0.anyTags = ["walk"] }, ["Seoul"]),
        (EntryQuery(), ["Unknown mood", "Quiet", "Seoul", "Rainy", "Leap walk", "Feb"]),
    ])
    func selectsBySummary(query: EntryQuery, titles: [String]) {
        #expect(!query.needsFrontMatter)
        #expect(query.apply(to: Self.summaries).map(\.title) == titles)
        if query.limit == nil { #expect(Self.summaries.filter(query.matches).count == titles.count) }
    }

    @Test(arguments: [
        (EntryQuery.Order.newest, ["Unknown mood", "Quiet", "Seoul", "Rainy", "Leap walk", "Feb"]),
        (.oldest, ["Feb", "Leap walk", "Rainy", "Seoul", "Quiet", "Unknown mood"]),
        (.starredFirst, ["Seoul", "Leap walk", "Unknown mood", "Quiet", "Rainy", "Feb"]),
        (.unstarredFirst, ["Unknown mood", "Quiet", "Rainy", "Feb", "Seoul", "Leap walk"]),
        (.random(seed: 42), ["Seoul", "Feb", "Rainy", "Quiet", "Unknown mood", "Leap walk"]),
        (.random(seed: 0), ["Quiet", "Rainy", "Leap walk", "Unknown mood", "Seoul", "Feb"]),
    ])
    func ordersEntries(order: EntryQuery.Order, titles: [String]) {
        var query = EntryQuery()
        query.order = order
        // The order does not depend on the order the entries come in.
        #expect(query.apply(to: Self.summaries).map(\.title) == titles)
        #expect(query.apply(to: Self.summaries.reversed()).map(\.title) == titles)
        query.limit = 3
        #expect(query.apply(to: Self.summaries).map(\.title) == Array(titles.prefix(3)))
    }

    @Test func shufflesWithSplitMix64() {
        // The first outputs of Vigna's splitmix64.c for seed 0.
        var shuffle = SeededShuffle(seed: 0)
        #expect(shuffle.next() == 0xE220_A839_7B1D_CDAF)
        #expect(shuffle.next() == 0x6E78_9E6A_A1B9_65F4)
        var bounded = SeededShuffle(seed: 7)
        let draws = (0..<1000).map { _ in bounded.next(below: 6) }
        #expect(draws.allSatisfy { $0 < 6 })
        #expect(Set(draws).count == 6)
        var numbers = Array(0..<10)
        var again = SeededShuffle(seed: 99)
        again.shuffle(&numbers)
        // Checked against an independent Python implementation of the same algorithm.
        #expect(numbers == [7, 4, 3, 9, 5, 1, 8, 6, 0, 2])
    }
}

extension EntryQuery {
    /// A query changed by `change`, for table cases.
    static func with(_ change: (inout EntryQuery) -> Void) -> EntryQuery {
        var query = EntryQuery()
        change(&query)
        return query
    }

    static func from(_ day: CivilDate) -> EntryQuery { with { $0.from = day } }
    static func to(_ day: CivilDate) -> EntryQuery { with { $0.to = day } }
}
