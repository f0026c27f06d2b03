import Foundation
import Testing
@testable import DiaryVault

/// `vault list` end to end: the line, sort orders, the remembered order, outputs and locales.
@Suite struct ListEndToEndTests {
    /// Runs `vault ARGS` inside a fresh copy of `SampleVault` (the list writes its cache there).
    static func sample(_ arguments: [String], isOutputTerminal: Bool = false, terminalWidth: Int = 80) throws -> CLIRun {
        try TemporaryVault.withFolder { directory in
            let copy = directory.appendingPathComponent("SampleVault")
            try FileManager.default.copyItem(at: EndToEnd.sampleVault, to: copy)
            return EndToEnd.run(arguments, in: copy, isOutputTerminal: isOutputTerminal, terminalWidth: terminalWidth)
        }
    }

    @Test func listsNewestFirstWithDateWeekdayTimeStarMoodTitleAndTags() throws {
        let result = try Self.sample(["list", "2026-11", "-n", "6"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == """
            2026-11-29 Sun 21:14 * good      Evening walk by the river  #walk #family
            2026-11-26 Thu 08:05 * great     First snow  #snow #winter
            2026-11-24 Tue 20:10   good      Rereading old entries  #diary #review
            2026-11-21 Sat 16:45   good      김장  #김장 #family #cooking
            2026-11-18 Wed 22:00   not-great Portfolio review  #work
            2026-11-14 Sat 23:15 * great     Gallery night  #art #friends

            """)
    }

    @Test func starredIsTheFavoritesList() throws {
        let result = try Self.sample(["list", "--starred"])
        #expect(result.stdout == """
            2026-11-29 Sun 21:14 * good      Evening walk by the river  #walk #family
            2026-11-26 Thu 08:05 * great     First snow  #snow #winter
            2026-11-14 Sat 23:15 * great     Gallery night  #art #friends
            2026-10-27 Tue 20:00 * good      Dubu turns four  #dubu #cat
            2026-10-17 Sat 21:30 * great     Gwangalli at night  #travel #busan #sea
            2026-10-10 Sat 13:30 * great     Jiwoo's wedding  #wedding #friends
            2026-09-25 Fri 20:15 * great     Chuseok at home  #family #chuseok
            2026-09-13 Sun 18:40 * great     한강 노을  #산책 #한강
            2026-04-05 Sun 17:20 * great     Cherry blossoms at Yeouido  #spring #walk #friends
            2025-12-31 Wed 23:10 * good      한 해를 보내며  #회고 #연말
            2025-12-24 Wed 21:40 * good      Christmas Eve with Dubu  #dubu #holiday
            2025-11-15 Sat 19:45 * good      Kimchi day at Mom's  #family #cooking

            """)
    }

    @Test(arguments: [
        (["--sort", "oldest"], """
            2026-11-01 Sun 11:20   okay      Sunday laundry  #home
            2026-11-03 Tue 08:30   not-great Sore throat  #health
            2026-11-04 Wed 21:00   bad       Cold, day two  #health
            2026-11-05 Thu         bad       감기  #health
            2026-11-07 Sat 14:00   okay      Better, finally  #health #walk

            """),
        (["--sort", "starred"], """
            2026-11-29 Sun 21:14 * good      Evening walk by the river  #walk #family
            2026-11-26 Thu 08:05 * great     First snow  #snow #winter
            2026-11-14 Sat 23:15 * great     Gallery night  #art #friends
            2026-11-24 Tue 20:10   good      Rereading old entries  #diary #review
            2026-11-21 Sat 16:45   good      김장  #김장 #family #cooking

            """),
        (["--sort", "unstarred"], """
            2026-11-24 Tue 20:10   good      Rereading old entries  #diary #review
            2026-11-21 Sat 16:45   good      김장  #김장 #family #cooking
            2026-11-18 Wed 22:00   not-great Portfolio review  #work
            2026-11-14 Sat 12:50   okay      Lunch with Hyejin
            2026-11-14 Sat 07:40   good      Early light  #morning

            """),
        (["--sort", "random", "--seed", "7"], """
            2026-11-14 Sat 07:40   good      Early light  #morning
            2026-11-26 Thu 08:05 * great     First snow  #snow #winter
            2026-11-07 Sat 14:00   okay      Better, finally  #health #walk
            2026-11-01 Sun 11:20   okay      Sunday laundry  #home
            2026-11-04 Wed 21:00   bad       Cold, day two  #health

            """),
    ])
    func sortsInEachOrder(_ sort: [String], _ expected: String) throws {
        let result = try Self.sample(["list", "2026-11", "-n", "5"] + sort)
        #expect(result.status == 0)
        #expect(result.stdout == expected)
    }

    @Test func aSeedGivesTheSameShuffleEveryRunAndTheLimitTakesItsHead() throws {
        let all = try Self.sample(["list", "2026-11", "--sort", "random", "--seed", "7", "--paths"])
        let five = try Self.sample(["list", "2026-11", "--sort", "random", "--seed", "7", "--paths", "-n", "5"])
        #expect(all.stdout.split(separator: "\n").count == 14)
        #expect(Array(all.stdout.split(separator: "\n").prefix(5)) == five.stdout.split(separator: "\n"))
    }

    @Test(arguments: [("ko_KR", """
            2026-11-29 일 21:14 * 좋음 Evening walk by the river  #walk #family
            2026-11-26 목 08:05 * 최고 First snow  #snow #winter
            2026-11-24 화 20:10   좋음 Rereading old entries  #diary #review
            2026-11-21 토 16:45   좋음 김장  #김장 #family #cooking

            """), ("de_DE", """
            2026-11-29 So. 21:14 * gut      Evening walk by the river  #walk #family
            2026-11-26 Do. 08:05 * sehr gut First snow  #snow #winter
            2026-11-24 Di. 20:10   gut      Rereading old entries  #diary #review
            2026-11-21 Sa. 16:45   gut      김장  #김장 #family #cooking

            """), ("en_US", """
            2026-11-29 Sun 21:14 * good      Evening walk by the river  #walk #family
            2026-11-26 Thu 08:05 * great     First snow  #snow #winter
            2026-11-24 Tue 20:10   good      Rereading old entries  #diary #review
            2026-11-21 Sat 16:45   good      김장  #김장 #family #cooking

            """)])
    func weekdaysFollowTheLocale(_ locale: String, _ expected: String) throws {
        let result = try Self.sample(["--locale", locale, "list", "2026-11", "-n", "4"])
        #expect(result.stdout == expected)
    }

    @Test func pathsWithNulAndCount() throws {
        let paths = try Self.sample(["list", "--tag", "한강", "--paths", "-0"])
        #expect(Array(paths.stdout.utf8) == Array("2026/10/2026-10-03-한강-산책.md\u{0}2026/09/2026-09-13-한강-노을.md\u{0}".utf8))
        let lines = try Self.sample(["list", "--tag", "health", "--paths"])
        #expect(lines.stdout == """
            2026/11/2026-11-07-better-finally.md
            2026/11/2026-11-05-감기.md
            2026/11/2026-11-04-cold-day-two.md
            2026/11/2026-11-03-sore-throat.md

            """)
        let count = try Self.sample(["list", "--mood", "great", "--count"])
        #expect(count.stdout == "8\n")
    }

    @Test func jsonIsAnObjectOfEntriesInTheListsOrder() throws {
        let result = try Self.sample(["list", "--tag", "busan", "--sort", "oldest", "-n", "1", "--json"])
        #expect(result.stdout == """
            {"entries":[{"uuid":"9FF7D0F2-2E31-45EE-A62E-4F3D73E18BA8","date":"2026-10-16T08:40:00+09:00","day":"2026-10-16","time":"08:40:00","offset":"+09:00","title":"KTX to Busan","mood":"good","moodText":"good","starred":false,"tags":["travel","busan"],"path":"2026/10/2026-10-16-ktx-to-busan.md"}],"count":1,"problems":[]}

            """)
    }

    @Test func aBadQueryPointsAtTheBadPartWithACaret() throws {
        let result = try Self.sample(["list", "--where", "steps >"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            error: the value of '--where <expression>' is invalid at column 8: expected a value after '>'
              steps >
                     ^
            hint: see 'vault help list'

            """)
    }

    @Test(arguments: [
        (["--json", "--count"], "error: the options '--json' and '--count' cannot be used together\nhint: see 'vault help list'\n"),
        (["--remember"], "error: the argument '--remember' is only accepted with '--sort'\nhint: see 'vault help list'\n"),
        (["--seed", "3"], "error: the argument '--seed' is only accepted with '--sort random'\nhint: see 'vault help list'\n"),
    ])
    func refusesOptionsThatDoNotGoTogether(_ arguments: [String], _ expected: String) throws {
        let result = try Self.sample(["list"] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr == expected)
    }

    @Test func cutsLongTitlesToTheTerminalWidthInColumns() throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/2026-11-03-rain.md", """
                ---
                date: 2026-11-03
                mood: bad
                tags: [rain]
                ---
                # 오늘은 비가 하루 종일 내렸다 그래서 집에 있었다

                """)
            let result = TemporaryVault.run(["--color", "never", "list"], in: vault.url, environment: vault.environment(),
                                            isOutputTerminal: true, terminalWidth: 50)
            // Too wide: the tags go first, then the title is cut; no line is wider than COLUMNS.
            #expect(result.stdout == "2026-11-03 Tue         bad       오늘은 비가 하...\n")
            #expect(String(result.stdout.dropLast()).displayWidth <= 50)
        }
    }

    @Test func keepsTheTagsWhenTheWholeLineFits() throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/2026-11-03-rain.md", "---\ndate: 2026-11-03\nmood: bad\ntags: [rain]\n---\n# 비\n")
            let result = TemporaryVault.run(["--color", "never", "list"], in: vault.url, environment: vault.environment(),
                                            isOutputTerminal: true, terminalWidth: 50)
            #expect(result.stdout == "2026-11-03 Tue         bad       비  #rain\n")
        }
    }

    @Test func coloursTheStarTheMoodAndDimsTheTags() throws {
        let result = try Self.sample(["--color", "always", "list", "2026-11-26"])
        #expect(result.stdout == "2026-11-26 Thu 08:05 \u{1B}[1;33m*\u{1B}[0m \u{1B}[32mgreat    \u{1B}[0m First snow  \u{1B}[2m#snow #winter\u{1B}[0m\n")
    }
}
