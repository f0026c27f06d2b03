import Testing
@testable import DiaryVault

/// Moment.js formats as Obsidian's daily notes use them, read strictly.
@Suite struct MomentFormatTests {
    @Test(arguments: [
        ("YYYY-MM-DD", "2026-11-29", "2026-11-29"),
        ("YYYY/MM/YYYY-MM-DD", "2026/11/2026-11-29", "2026-11-29"),
        ("DD.MM.YY", "29.11.26", "2026-11-29"),
        ("D MMM YYYY", "9 Nov 2026", "2026-11-09"),
        ("dddd, MMMM Do, YYYY", "Sunday, November 29th, 2026", "2026-11-29"),
        ("ddd YYYYMMDD", "sun 20261129", "2026-11-29"),
        ("[Daily] YYYY-MM-DD", "Daily 2026-11-29", "2026-11-29"),
        ("YYYY-[W]-DDDD", "2026-W-333", "2026-11-29"),
        ("M-D-YYYY", "11-2-2026", "2026-11-02"),
        ("[Y]YYYY-MM-DD", "Y2026-11-29", "2026-11-29"),
        ("\\DD YYYY-MM-DD", "DD 2026-11-29", "2026-11-29"),
    ] as [(String, String, String?)])
    func readsNames(format: String, name: String, day: String?) throws {
        let moment = try MomentFormat(format)
        #expect(moment.day(of: name)?.description == day)
    }

    @Test(arguments: [
        ("YYYY-MM-DD", "2026-11-5"), ("YYYY-MM-DD", "2026-11-31"), ("YYYY-MM-DD", "2026-11-29 copy"),
        ("dddd YYYY-MM-DD", "Monday 2026-11-29"), ("Do MMMM YYYY", "29st November 2026"), ("MMM YYYY D", "Novem 2026 2"),
    ])
    func rejectsNamesStrictly(format: String, name: String) throws {
        #expect(try MomentFormat(format).day(of: name) == nil)
    }

    @Test func writesTheNamesItReads() throws {
        let formats = ["YYYY-MM-DD", "dddd, MMMM Do YYYY", "YY/M/D ddd", "[week] DDD YYYY", "Mo DD YYYY dd"]
        var date = try #require(CivilDate(year: 2024, month: 1, day: 1))
        for _ in 0..<400 {
            for format in formats {
                let moment = try MomentFormat(format)
                #expect(moment.day(of: moment.name(of: date)) == date, "\(format) \(moment.name(of: date))")
            }
            date = date.adding(days: 1)
        }
    }

    @Test(arguments: ["YYYY-MM-DD HH:mm", "gggg-ww", "MM-DD", "YYYY-[W]W", "YYYY Q"])
    func rejectsFormatsWithoutADay(format: String) {
        #expect(throws: MomentFormat.UnsupportedToken.self) { try MomentFormat(format) }
    }
}
