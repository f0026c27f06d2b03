import Testing
@testable import DiaryVault

/// `vault on-this-day`: exact output in en_US, ko_KR and de_DE, 29 February both ways, the
/// window, JSON, nothing found and bad arguments.
@Suite struct OnThisDayCommandTests {
    /// A vault with entries near 29 November and 29 February in several years.
    static func vault(config: String = "") throws -> TemporaryVault {
        let vault = try TemporaryVault()
        try vault.write(".vault/config", config)
        for (day, time, title, extra) in [
            ("2026-11-29", "09:00", "Today itself", ""),
            ("2025-11-29", "21:14", "A year ago", "starred: true\nmood: good\n"),
            ("2023-11-28", "08:00", "The day before", ""),
            ("2021-11-29", "23:59", "Five years", "mood: okay\n"),
            ("2024-02-29", "12:00", "Leap day", ""),
            ("2025-02-28", "12:00", "Common day", ""),
        ] {
            let (year, month) = (day.prefix(4), day.dropFirst(5).prefix(2))
            try vault.write("\(year)/\(month)/\(day)-x.md", "---\ndate: \(day)T\(time):00+09:00\n\(extra)---\n# \(title)\n")
        }
        return vault
    }

    @Test func listsEarlierYearsNewestFirstInEnglish() throws {
        let run = try Self.vault().run(["on-this-day"])
        #expect(run.status == 0)
        #expect(run.stdout == """
            November 29 in earlier years

            1 year ago (2025)
              2025-11-29 Sat 21:14 * good      A year ago

            5 years ago (2021)
              2021-11-29 Mon 23:59   okay      Five years

            """)
        #expect(run.stderr.isEmpty)
    }

    @Test func speaksKoreanAndGermanWithAWindow() throws {
        let vault = try Self.vault()
        #expect(vault.run(["on-this-day", "11-29", "--window", "1", "--locale", "ko_KR"]).stdout == """
            지난 해의 11월 29일 ±1일

            1년 전 (2025)
              2025-11-29 토 21:14 * 좋음 A year ago

            3년 전 (2023)
              2023-11-28 화 08:00        The day before (1일 전)

            5년 전 (2021)
              2021-11-29 월 23:59   보통 Five years

            """)
        #expect(vault.run(["on-this-day", "2026-11-29", "--window", "1", "--locale", "de_DE"]).stdout == """
            29. November ± 1 Tag in früheren Jahren

            vor 1 Jahr (2025)
              2025-11-29 Sa. 21:14 * gut      A year ago

            vor 3 Jahren (2023)
              2023-11-28 Di. 08:00            The day before (1 Tag davor)

            vor 5 Jahren (2021)
              2021-11-29 Mo. 23:59   okay     Five years

            """)
    }

    /// 28 February 2026 (a common year) shows 29 February 2024; with leap-day = mar1, 1 March does.
    @Test func showsTwentyNinthFebruaryByTheLeapDayRule() throws {
        #expect(try Self.vault().run(["on-this-day", "2026-02-28"]).stdout == """
            February 28 in earlier years

            1 year ago (2025)
              2025-02-28 Fri 12:00             Common day

            2 years ago (2024)
              2024-02-29 Thu 12:00             Leap day

            """)
        // 02-29 in 2026 (the test clock's year) is the day it falls on: 28 February.
        #expect(try Self.vault().run(["on-this-day", "02-29"]).stdout.hasPrefix("February 28 in earlier years\n"))
        let mar1 = try Self.vault(config: "leap-day = mar1\n")
        #expect(mar1.run(["on-this-day", "2026-02-28"]).stdout.contains("Leap day") == false)
        #expect(mar1.run(["on-this-day", "2026-03-01"]).stdout == """
            March 1 in earlier years

            2 years ago (2024)
              2024-02-29 Thu 12:00             Leap day

            """)
        // In a leap year 29 February shows on its own day only.
        #expect(try Self.vault().run(["on-this-day", "2028-02-28"]).stdout.contains("Leap day") == false)
    }

    @Test(arguments: [
        ("en_US", "No entries on May 5 in earlier years.\n"),
        ("ko_KR", "지난 해의 5월 5일에 쓴 글이 없습니다.\n"),
        ("de_DE", "Keine Einträge am 5. Mai in früheren Jahren.\n"),
    ])
    func saysSoWhenNothingIsFound(locale: String, line: String) throws {
        let run = try Self.vault().run(["on-this-day", "05-05", "--locale", locale])
        #expect(run.status == 0)
        #expect(run.stdout == line)
    }

    @Test func printsEntriesAsJSON() throws {
        let run = try Self.vault().run(["on-this-day", "2026-11-29", "--window", "1", "--json"])
        #expect(run.stdout == """
            {"date":"2026-11-29","window":1,"leapDay":"feb28","entries":[\
            {"uuid":null,"date":"2025-11-29T21:14:00+09:00","day":"2025-11-29","time":"21:14:00","offset":"+09:00","title":"A year ago","mood":"good","moodText":"good","starred":true,"tags":[],"path":"2025/11/2025-11-29-x.md","yearsAgo":1,"daysFromDate":0},\
            {"uuid":null,"date":"2023-11-28T08:00:00+09:00","day":"2023-11-28","time":"08:00:00","offset":"+09:00","title":"The day before","mood":null,"moodText":null,"starred":false,"tags":[],"path":"2023/11/2023-11-28-x.md","yearsAgo":3,"daysFromDate":-1},\
            {"uuid":null,"date":"2021-11-29T23:59:00+09:00","day":"2021-11-29","time":"23:59:00","offset":"+09:00","title":"Five years","mood":"okay","moodText":"okay","starred":false,"tags":[],"path":"2021/11/2021-11-29-x.md","yearsAgo":5,"daysFromDate":0}],"count":3,"problems":[]}

            """)
    }

    @Test func explainsItsRules() throws {
        let run = try Self.vault(config: "leap-day = mar1\n").run(["on-this-day", "--explain"])
        #expect(run.stdout == """
            Day: an entry belongs to the date written in its front matter, never converted
            to another time zone.

            29 February (leap-day = mar1): in common years it falls on 1 March (set
            leap-day = feb28 for 28 February).

            """)
    }

    @Test(arguments: [
        (["on-this-day", "2026-13-01"], "error: the value '2026-13-01' is invalid for '<date>': expected a day MM-DD or YYYY-MM-DD, such as 11-29 or 2026-11-29, or " + RelativeDay.forms + "\n"),
        (["on-this-day", "2-3"], "error: the value '2-3' is invalid for '<date>': expected a day MM-DD or YYYY-MM-DD, such as 11-29 or 2026-11-29, or " + RelativeDay.forms + "\n"),
        (["on-this-day", "--window", "61"], "error: the value '61' is invalid for '--window <days>': expected a number of days from 0 to 60\n"),
    ])
    func refusesBadArguments(arguments: [String], message: String) throws {
        let run = try Self.vault().run(arguments)
        #expect(run.status == 64)
        #expect(run.stderr == message + "hint: see 'vault help on-this-day'\n")
    }
}
