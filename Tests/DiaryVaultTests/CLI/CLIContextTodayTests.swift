import Foundation
import Testing
@testable import DiaryVault

/// ``CLIContext/today`` by day arithmetic gives what Foundation's Gregorian calendar gives, in
/// time zones far east and west, across offset changes, at midnight and a second before it.
@Suite struct CLIContextTodayTests {
    @Test(arguments: ["Asia/Seoul", "Pacific/Kiritimati", "Pacific/Pago_Pago", "America/New_York", "Europe/Berlin",
                      "Australia/Lord_Howe", "Asia/Kathmandu", "UTC"])
    func agreesWithFoundationsCalendar(identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        // 1583, 1970, leap days, 2026's offset changes, 9999: each instant, and a second and an
        // hour on either side.
        let instants: [TimeInterval] = [-12_212_553_600, -1, 0, 951_782_400, 1_709_164_800, 1_774_746_000,
                                        1_792_375_200, 1_795_954_440, 253_402_300_799 - 86_400 * 2]
        for base in instants {
            for shift in [-3_600.0, -1, 0, 1, 3_600] {
                let now = Date(timeIntervalSince1970: base + shift)
                let parts = calendar.dateComponents([.year, .month, .day], from: now)
                let expected = CivilDate(year: parts.year!, month: parts.month!, day: parts.day!)
                #expect(CLIContext.test(now: now, timeZone: zone).today == expected, "\(identifier) \(now)")
            }
        }
    }

    /// The test clock: 2026-11-29 in Seoul, 2026-11-29 in New York (07:14 there).
    @Test func theTestClocksDay() {
        #expect(CLIContext.test().today == CivilDate(year: 2026, month: 11, day: 29))
        #expect(CLIContext.test(timeZone: TimeZone(identifier: "America/New_York")!).today == CivilDate(year: 2026, month: 11, day: 29))
    }
}
