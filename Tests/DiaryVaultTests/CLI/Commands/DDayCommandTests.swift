import Testing
@testable import DiaryVault

/// `vault dday`: exact output in en_US, ko_KR and de_DE, both countings, an entry marked
/// `anniversary: true`, JSON, and names.
@Suite struct DDayCommandTests {
    /// A vault with a leap-day anniversary in its config and one entry marked as an anniversary.
    static func vault(config: String = "anniversary = 2024-02-29 Moved in\n") throws -> TemporaryVault {
        let vault = try TemporaryVault()
        try vault.write(".vault/config", config)
        try vault.write("2025/11/2025-11-08-x.md", "---\ndate: 2025-11-08T10:20:00+09:00\nanniversary: true\n---\n# Starting again\n")
        try vault.write("2025/11/2025-11-09-y.md", "---\ndate: 2025-11-09\nanniversary: false\n---\n# Not one\n")
        return vault
    }

    @Test func countsFromZeroInEnglish() throws {
        let run = try Self.vault().run(["dday"])
        #expect(run.status == 0)
        #expect(run.stdout == """
            Moved in (2024-02-29): D+1004
              2027-02-28  3 years    in 91 days
              2027-03-05  1100 days  in 96 days
              2027-06-13  1200 days  in 196 days

            Starting again (2025-11-08): D+386
              2026-12-13  400 days  in 14 days
              2027-03-23  500 days  in 114 days
              2027-11-08  2 years   in 344 days

            """)
    }

    /// Found by a new user: an anniversary entry whose body (not its front matter) holds git
    /// conflict markers was shown unmarked; it is marked as `index` and `list` mark it.
    @Test func marksAnEntryWhoseBodyIsConflicted() throws {
        let vault = try Self.vault(config: "")
        try vault.write("2025/11/2025-11-08-x.md", "---\ndate: 2025-11-08T10:20:00+09:00\nanniversary: true\n---\n# Starting again\n<<<<<<< ours\nmine\n=======\ntheirs\n>>>>>>> theirs\n")
        let run = vault.run(["dday"])
        #expect(run.stdout.hasPrefix("(conflicted) Starting again (2025-11-08): D+386\n"))
        #expect(vault.run(["list"]).stdout.contains("(conflicted) Starting again"))
        #expect(vault.run(["dday", "--locale", "ko_KR"]).stdout.hasPrefix("(충돌) Starting again (2025-11-08): D+387"))
        #expect(vault.run(["dday", "--json"]).stdout.contains(#""path":"2025/11/2025-11-08-x.md","dday":386,"conflicted":true,"milestones""#))
        // Twice: the second run reads the entries from the anniversary cache.
        #expect(vault.run(["dday"]).stdout == run.stdout)
    }

    /// Under ko_KR the date is day 1: one more everywhere, every 100th day a day sooner.
    @Test func countsFromOneInKorean() throws {
        #expect(try Self.vault().run(["dday", "--locale", "ko_KR"]).stdout == """
            Moved in (2024-02-29): D+1005 (1005일째)
              2027-02-28  3주년   D-91
              2027-03-04  1100일  D-95
              2027-06-12  1200일  D-195

            Starting again (2025-11-08): D+387 (387일째)
              2026-12-12  400일  D-13
              2027-03-22  500일  D-113
              2027-11-08  2주년  D-344

            """)
    }

    @Test func speaksGermanAndTakesTheCountingFromTheConfig() throws {
        let vault = try Self.vault(config: "anniversary = 2024-02-29 Eingezogen\ncounting = from-one\n")
        #expect(vault.run(["dday", "eingezogen", "--locale", "de_DE", "--on", "2024-06-06"]).stdout == """
            Eingezogen (2024-02-29): D+99
              2024-06-07  100 Tage  in 1 Tag
              2024-09-15  200 Tage  in 101 Tagen
              2025-02-28  1 Jahr    in 267 Tagen

            """)
    }

    @Test func countsDownToADateToCome() throws {
        #expect(try Self.vault().run(["dday", "moved in", "--on", "2024-02-17"]).stdout == """
            Moved in (2024-02-29): D-12
              2024-06-08  100 days  in 112 days
              2024-09-16  200 days  in 212 days
              2025-02-28  1 year    in 377 days

            """)
    }

    @Test func printsJSON() throws {
        #expect(try Self.vault().run(["dday", "--json", "--on", "2025-02-28"]).stdout == """
            {"today":"2025-02-28","counting":"from-zero","leapDay":"feb28","anniversaries":[\
            {"name":"Moved in","date":"2024-02-29","path":null,"dday":365,"milestones":[\
            {"kind":"years","count":1,"date":"2025-02-28","daysAway":0},\
            {"kind":"days","count":400,"date":"2025-04-04","daysAway":35},\
            {"kind":"days","count":500,"date":"2025-07-13","daysAway":135}]},\
            {"name":"Starting again","date":"2025-11-08","path":"2025/11/2025-11-08-x.md","dday":-253,"milestones":[\
            {"kind":"days","count":100,"date":"2026-02-16","daysAway":353},\
            {"kind":"days","count":200,"date":"2026-05-27","daysAway":453},\
            {"kind":"years","count":1,"date":"2026-11-08","daysAway":618}]}],"count":2,"problems":[]}

            """)
    }

    @Test func namesTheAnniversariesWhenTheNameIsUnknown() throws {
        let run = try Self.vault().run(["dday", "wedding"])
        #expect(run.status == 64)
        #expect(run.stderr == """
            error: the value 'wedding' is invalid for '<name>': expected one of 'Moved in', 'Starting again'
            hint: see 'vault help dday'

            """)
    }

    @Test func saysHowToAddOneWhenThereAreNone() throws {
        let vault = try TemporaryVault()
        #expect(vault.run(["dday"]).stdout == "No anniversaries: add a line such as 'anniversary = 2021-05-04 We met' to .vault/config.\n")
    }

    @Test func explainsItsRules() throws {
        #expect(try Self.vault().run(["dday", "--explain", "--locale", "ko_KR"]).stdout == """
            날짜: 글은 머리말에 적힌 날짜에 속하며, 다른 시간대로 바꾸지 않습니다.

            세는 법 (counting = from-one): 그날을 1일(D+1)로 셉니다 (만난 지 1일). 기본값은
            한국어에서 from-one, 그 밖에는 from-zero입니다. 주년은 세는 법과 상관없이 같은
            날짜입니다.

            2월 29일 (leap-day = feb28): 평년에는 2월 28일로 봅니다 (3월 1일로 하려면
            leap-day = mar1).

            """)
    }
}
