import Foundation
import Testing
@testable import vault_bench

@Suite struct CorrectnessCheckTests {
    /// The `vault index --json` a correct vault would print for `truth`-like entries.
    static func indexJSON(days: [(String, Bool)], favorites: Int? = nil, problems: String = "") -> Data {
        let byMonth = Dictionary(grouping: days) { String($0.0.prefix(7)) }
        func entry(_ day: (String, Bool)) -> String {
            #"{"uuid":null,"date":"\#(day.0)","day":"\#(day.0)","time":null,"title":"t","mood":null,"moodText":null,"starred":\#(day.1),"tags":[],"path":"\#(day.0.prefix(4))/\#(day.0.dropFirst(5).prefix(2))/\#(day.0)-t.md"}"#
        }
        let months = byMonth.keys.sorted(by: >).map { key in
            let entries = byMonth[key]!
            return #"{"year":\#(Int(key.prefix(4))!),"month":\#(Int(key.suffix(2))!),"count":\#(entries.count),"entries":[\#(entries.map(entry).joined(separator: ","))]}"#
        }
        let starred = days.filter(\.1).prefix(favorites ?? days.count).map(entry)
        return Data(#"{"entryCount":\#(days.count),"months":[\#(months.joined(separator: ","))],"favorites":[\#(starred.joined(separator: ","))],"problems":[\#(problems)]}"#.utf8)
    }

    static let days = [("2026-11-30", true), ("2026-11-30", false), ("2026-11-02", false), ("2026-10-31", true)]

    static var truth: VaultTruth {
        var truth = VaultTruth()
        for (text, starred) in days { truth.add(day: CivilDay(text)!, starred: starred, bytes: 1, quirks: []) }
        return truth
    }

    @Test func passesWhenTheIndexMatches() throws {
        let index = try IndexOutput(json: Self.indexJSON(days: Self.days), command: "index")
        let checks = CorrectnessCheck.compare(index, with: Self.truth)
        #expect(checks.map(\.name) == ["entries", "month groups", "per-month counts", "per-day counts", "favorites", "problems"])
        let failed = checks.filter { !$0.passed }
        #expect(failed.isEmpty, "\(failed)")
    }

    @Test func reportsAnEntryOnTheWrongDay() throws {
        var moved = Self.days
        moved[1].0 = "2026-11-29"
        let index = try IndexOutput(json: Self.indexJSON(days: moved), command: "index")
        let failed = CorrectnessCheck.compare(index, with: Self.truth).filter { !$0.passed }
        #expect(failed.map(\.name) == ["per-day counts"])
        #expect(failed.first?.differences == ["2026-11-30: 1 (expected 2)", "2026-11-29: 1 (expected 0)"])
    }

    @Test func reportsMissingFavoritesAndErrors() throws {
        let problem = #"{"kind":"invalid-date","severity":"error","path":"2026/11/x.md","line":3,"column":7,"message":"bad","hint":null,"fixable":false}"#
        let index = try IndexOutput(json: Self.indexJSON(days: Self.days, favorites: 1, problems: problem), command: "index")
        let failed = CorrectnessCheck.compare(index, with: Self.truth).filter { !$0.passed }
        #expect(failed.map(\.name) == ["favorites", "problems"])
        #expect(failed.last?.differences == ["2026/11/x.md: invalid-date: bad"])
    }

    @Test func reportsAMissingEntry() throws {
        let index = try IndexOutput(json: Self.indexJSON(days: Array(Self.days.dropLast())), command: "index")
        let failed = CorrectnessCheck.compare(index, with: Self.truth).filter { !$0.passed }
        #expect(failed.map(\.name) == ["entries", "per-month counts", "per-day counts", "favorites"])
    }

    @Test func rejectsOutputOfAnotherShape() {
        #expect(throws: BenchError.self) { try IndexOutput(json: Data("[1, 2]".utf8), command: "index") }
    }

    @Test func comparesACalendarMonthAndYear() throws {
        let month = #"{"year":2026,"month":11,"firstWeekday":1,"weeks":[[null,{"date":"2026-11-02","day":2,"entryCount":1},{"date":"2026-11-03","day":3,"entryCount":0}],[{"date":"2026-11-30","day":30,"entryCount":2}]]}"#
        let calendar = try CalendarOutput(json: Data(month.utf8), command: "calendar")
        #expect(CorrectnessCheck.compare(calendar, period: "2026-11", with: Self.truth).passed)
        let year = #"{"year":2026,"firstWeekday":1,"months":[{"month":10,"weeks":[[{"date":"2026-10-31","entryCount":1}]]},\#(month)]}"#
        let yearCalendar = try CalendarOutput(json: Data(year.utf8), command: "calendar")
        #expect(CorrectnessCheck.compare(yearCalendar, period: "2026", with: Self.truth).passed)
        #expect(!CorrectnessCheck.compare(calendar, period: "2026", with: Self.truth).passed)
    }

    @Test func showsWhereTwoOutputsDiffer() {
        let check = Session.sameOutput("warm", Data("{\"a\":1}".utf8), Data("{\"a\":2}".utf8))
        #expect(!check.passed)
        #expect(check.summary == "differ at byte 5 (7 vs 7 bytes)")
        #expect(Session.sameOutput("warm", Data("x".utf8), Data("x".utf8)).passed)
    }
}
