import Foundation
import Testing
@testable import DiaryVault

/// `vault list --remember`, `--where` with every operator and type, `vault tags`, and the
/// selection options on `vault index` and `vault calendar`.
@Suite struct ListSelectionEndToEndTests {
    /// Three entries with keys of every YAML type: integers, floats, booleans, null, dates, strings.
    static func typedVault() throws -> TemporaryVault {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-01-run.md", """
            ---
            uuid: 11111111-1111-4111-8111-111111111111
            date: 2026-11-01T07:30:00+09:00
            mood: great
            tags: [sport]
            steps: 12000
            hours: 7.5
            outside: true
            place: Han river
            due: 2026-11-03
            ---
            # Run

            """)
        try vault.write("2026/11/2026-11-02-desk.md", """
            ---
            uuid: 22222222-2222-4222-8222-222222222222
            date: 2026-11-02T21:00:00+09:00
            mood: okay
            starred: true
            tags: [work]
            steps: 3000
            hours: 6
            outside: false
            place: Office
            note: null
            due: 2026-12-01
            ---
            # Desk day

            """)
        try vault.write("2026/11/2026-11-03-rain.md", """
            ---
            uuid: 33333333-3333-4333-8333-333333333333
            date: 2026-11-03
            mood: bad
            tags: [work, rain]
            steps: 800
            ---
            # Rain

            """)
        return vault
    }

    static let run = "2026-11-01 Sun 07:30   great     Run  #sport\n"
    static let desk = "2026-11-02 Mon 21:00 * okay      Desk day  #work\n"
    static let rain = "2026-11-03 Tue         bad       Rain  #work #rain\n"

    @Test(arguments: [
        ("steps > 2000", desk + run),                 // integer
        ("steps<=3000", rain + desk),
        ("steps = 800", rain),
        ("hours >= 7", run),                           // float against float
        ("hours < 6.5", desk),                         // integer against float
        ("outside = true", run),                       // boolean
        ("outside != true", rain + desk),              // a missing key is not true
        ("note = null", desk),                         // null
        ("place ~ river", run),                        // contains
        ("place = Office", desk),                      // string
        ("due < 2026-11-15", run),                     // dates as dates
        ("mood>=okay", desk + run),                    // moods in their order
        ("date > 2026-11-01", rain + desk),            // the entry's date
        ("has:note", desk),
        ("!has:place", rain),
    ])
    func whereComparesEachTypeWithEachOperator(_ expression: String, _ expected: String) throws {
        let vault = try Self.typedVault()
        let result = vault.run(["list", "--where", expression])
        #expect(result.stderr == "")
        #expect(result.stdout == expected)
    }

    static let commentedConfig = "# my settings\r\n\r\neditor = nvim   # the editor\r\n# sort = newest\r\nlocale = en_US\r\n"

    @Test func rememberSavesTheOrderKeepingCommentsAndAPlainListUsesIt() throws {
        let vault = try Self.typedVault()
        try vault.write(".vault/config", Self.commentedConfig)
        let saved = vault.run(["list", "--sort", "oldest", "--remember", "-n", "1"])
        #expect(saved.status == 0)
        #expect(saved.stdout == Self.run)
        #expect(saved.stderr == "vault: remembered 'sort = oldest' in .vault/config\n")
        #expect(try vault.bytes(".vault/config") == Array((Self.commentedConfig + "sort = oldest\r\n").utf8))
        #expect(vault.run(["list"]).stdout == Self.run + Self.desk + Self.rain)
        // A second --remember replaces the line in place.
        _ = vault.run(["list", "--sort", "starred", "--remember"])
        #expect(try vault.bytes(".vault/config") == Array((Self.commentedConfig + "sort = starred\r\n").utf8))
        #expect(vault.run(["list"]).stdout == Self.desk + Self.rain + Self.run)
        // --sort still wins over the remembered order.
        #expect(vault.run(["list", "--sort", "newest"]).stdout == Self.rain + Self.desk + Self.run)
    }

    @Test func aRememberedRandomTakesASeed() throws {
        let vault = try Self.typedVault()
        try vault.write(".vault/config", "sort = random\n")
        let seeded = vault.run(["list", "--seed", "7", "--paths"])
        #expect(seeded.status == 0)
        #expect(seeded.stdout == vault.run(["list", "--sort", "random", "--seed", "7", "--paths"]).stdout)
    }

    @Test func aBadRememberedOrderIsAConfigErrorNamingTheLine() throws {
        let vault = try Self.typedVault()
        try vault.write(".vault/config", "# mine\nsort = sideways\n")
        let result = vault.run(["list"])
        #expect(result.status == 1)
        #expect(result.stderr.contains(".vault/config:2:7: error: 'sideways' is not a valid sort; expected newest, oldest, starred, unstarred or random"))
    }

    @Test func tagsCountEntriesByCountThenNameAndNFCEqualTagsAreOne() throws {
        let vault = try Self.typedVault()
        try vault.write("2026/11/2026-11-04-seoul.md", "---\ndate: 2026-11-04\ntags: [서울, work, work]\n---\n# NFC\n")
        try vault.write("2026/11/2026-11-05-seoul.md", "---\ndate: 2026-11-05\ntags: [\("서울".decomposedStringWithCanonicalMapping)]\n---\n# NFD\n")
        let text = vault.run(["tags"])
        #expect(text.stdout == "3  work\n2  서울\n1  rain\n1  sport\n")
        let json = vault.run(["tags", "--json", "--from", "2026-11-03"])
        #expect(json.stdout == """
            {"tags":[{"tag":"work","count":2},{"tag":"서울","count":2},{"tag":"rain","count":1}],"count":3,"problems":[]}

            """)
    }

    /// `tags -n 2` limits the tags printed, not the entries counted.
    @Test func tagsLimitCountsTagsAndCountPrintsHowMany() throws {
        let vault = try Self.typedVault()
        try vault.write("2026/11/2026-11-04-seoul.md", "---\ndate: 2026-11-04\ntags: [서울, work, work]\n---\n# NFC\n")
        #expect(vault.run(["tags", "-n", "2"]).stdout == "3  work\n1  rain\n")
        #expect(vault.run(["tags", "--count"]).stdout == "4\n")
        #expect(vault.run(["tags", "-n", "2", "--count"]).stdout == "2\n")
        #expect(vault.run(["tags", "--count", "--json"]).status == 64)
        #expect(vault.run(["tags", "-n", "1", "--json"]).stdout == #"{"tags":[{"tag":"work","count":3}],"count":1,"problems":[]}"# + "\n")
    }

    @Test func indexTakesTheSelectionButWriteAndCheckRefuseIt() throws {
        let vault = try Self.typedVault()
        #expect(vault.run(["index", "--tag", "work"]).stdout == """
            Favorites (1)
              2026-11-02 Mon 21:00 * okay      Desk day

            November 2026 (2)
              03 Tue         bad       Rain
              02 Mon 21:00 * okay      Desk day

            """)
        let refused = vault.run(["index", "--write", "--tag", "work"])
        #expect(refused.status == 64)
        #expect(refused.stderr == "error: the options '--write' and '--tag' cannot be used together\nhint: see 'vault help index'\n")
        #expect(!vault.exists("INDEX.md"))
        #expect(vault.run(["index", "--tag", "none"]).stdout == "no entries match the selection\n")
    }

    @Test func calendarMarksOnlySelectedDaysAndKeepsItsMoodFlag() throws {
        let vault = try Self.typedVault()
        let result = vault.run(["calendar", "2026-11", "--mood", "--where", "mood>=okay"])
        #expect(result.status == 0)
        #expect(result.stdout.contains(" 1G  2o  3 "))
        let help = vault.run(["help", "calendar"])
        #expect(help.stdout.contains("--where 'mood>=good'"))
        let level = vault.run(["calendar", "--mood", "good"])
        #expect(level.status == 64)
    }

    @Test(arguments: ["list", "tags"])
    func helpHasTheJSONShapeAndExamples(_ command: String) throws {
        let help = try Self.typedVault().run(["help", command])
        #expect(help.status == 0)
        #expect(help.stdout.contains("  Examples:\n    vault \(command)\n"))
        #expect(help.stdout.contains(command == "list" ? "{\"entries\": [ENTRY, ...], \"count\", \"problems\"" : "{\"tags\": [{\"tag\", \"count\"}, ...], \"count\""))
        #expect(help.stdout.contains("Exit status: 0, also when nothing is found;"))
        #expect(help.stdout.contains("--where"))
    }
}
