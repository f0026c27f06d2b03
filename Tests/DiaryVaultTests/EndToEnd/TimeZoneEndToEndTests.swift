import Foundation
import Testing
@testable import DiaryVault

/// The day of an entry is the date as written, whatever the machine's time zone; only "today"
/// depends on a zone, and that is the CLI context's.
///
/// `.ci/run` runs every `EndToEnd` suite again under `TZ=Pacific/Kiritimati` (UTC+14) and
/// `TZ=America/Adak` (UTC-10, -9 in summer) with the same expectations; the fixture's entries at
/// 23:50+09:00, 22:00-10:00 and a bare date would each move to another day (and the first two to
/// another month) if any code converted them through a time zone.
@Suite struct TimeZoneEndToEndTests {
    /// Guards the CI runs: when `TZ` is set, Foundation really uses it, so the other suites ran in
    /// that zone.
    @Test func runsInTheZoneThatTZNames() {
        guard let zone = ProcessInfo.processInfo.environment["TZ"], !zone.isEmpty else { return }
        #expect(TimeZone.current.identifier == zone)
    }

    /// At 2026-11-29T12:14Z it is already the 30th in Kiritimati and still the 29th in Adak: the
    /// highlight moves with the context's zone, the entries' marks do not.
    @Test(arguments: [("Pacific/Kiritimati", 30), ("America/Adak", 29), ("Asia/Seoul", 29), ("UTC", 29)])
    func highlightsTodayInTheContextsZone(identifier: String, day: Int) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        let run = EndToEnd.run(["--vault", "SampleVault", "calendar", "--color", "always"],
                               in: EndToEnd.sampleVault.deletingLastPathComponent(), timeZone: zone)
        #expect(run.status == 0)
        let highlighted = run.stdout.split(separator: "\n").filter { $0.contains("\u{1B}[7m") }
        #expect(highlighted.count == 1)
        #expect(highlighted.first?.contains("\u{1B}[7m\(day)\u{1B}[0m") == true)
        #expect(CalendarSamples.strippingEscapes(run.stdout).hasSuffix("29* 30\n\n^ Nov 8: Starting again, 1 year\n+ entries  * starred  ^ anniversary\n"))
    }

    /// The edge entries of the fixture on the days they were written, in the index's JSON.
    @Test(arguments: [
        ("2025-12-31T23:50:00+09:00", "2025-12-31"),
        ("2026-01-31T22:00:00-10:00", "2026-01-31"),
        ("2026-01-01T00:30:00+09:00", "2026-01-01"),
        ("2026-01-15", "2026-01-15"),
    ])
    func keepsEachEntryOnTheDayAsWritten(date: String, day: String) {
        let run = EndToEnd.run(["--vault", "SmallVault", "index", "--json"])
        #expect(run.stdout.contains(#""date":"\#(date)","day":"\#(day)","#))
    }
}
