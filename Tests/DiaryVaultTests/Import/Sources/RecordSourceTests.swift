import Foundation
import Testing
@testable import DiaryVault

/// The `json` and `plist` sources beyond the samples: `--map`, dates as numbers and patterns,
/// the 12-hour rule, root objects, extra members, and saved defaults dictionaries.
@Suite struct RecordSourceTests {
    /// Reads JSON text with the `json` source.
    static func json(_ text: String, map: [String: String] = [:], dateFormat: String? = nil, zone: String = "Asia/Seoul") throws -> ImportBatch {
        let folder = try TemporaryVault()
        let path = folder.base + "/store.json"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return try JSONArraySource().read(ImportOptions(displayPath: "store.json", path: path, timeZone: TimeZone(identifier: zone)!,
                                                        fieldMap: map, dateFormat: dateFormat))
    }

    @Test func mapsFieldsNamedWithMap() throws {
        let batch = try Self.json(#"[{"key":"k1","when":"2026-11-29T21:14:00+09:00","heading":"Walk","content":"By the river","feel":"notGreat","fav":true,"labels":["walk","Seoul"]}]"#,
                                  map: ["uuid": "key", "date": "when", "title": "heading", "body": "content", "mood": "feel", "starred": "fav", "tags": "labels"])
        let entry = try #require(batch.entries.first)
        #expect(entry.sourceID == "k1")
        #expect(entry.uuid == ImportedEntry.nameBasedID(source: "json", key: "store.json#k1"))
        #expect(entry.date.text == "2026-11-29T21:14:00+09:00")
        #expect(entry.title == "Walk")
        #expect(entry.body == "By the river")
        #expect(entry.mood == .notGreat)
        #expect(entry.starred)
        #expect(entry.tags == ["walk", "Seoul"])
        #expect(entry.extra == [])
    }

    @Test func readsNumbersAsSecondsSince1970() throws {
        let batch = try Self.json(#"[{"date":1796130000,"text":"a"},{"date":1796130000000,"text":"ms"}]"#)
        #expect(batch.entries.map(\.date.text) == ["2026-12-01T22:00:00+09:00", "2026-12-01T22:00:00+09:00"])
        #expect(try Self.json(#"[{"date":0,"text":"a"}]"#, zone: "UTC").entries[0].date.text == "1970-01-01T00:00:00Z")
    }

    /// Found by a new user: `20240105` was read as seconds (1970-08-23). Eight digits that form a
    /// calendar date are that day; other numbers stay instants.
    @Test func readsAnEightDigitNumberAsTheDayItSpells() throws {
        let batch = try Self.json(#"[{"date":20240105,"text":"a"},{"date":20261129,"text":"b"},{"date":20241301,"text":"c"},{"date":20240105.5,"text":"d"}]"#, zone: "UTC")
        #expect(batch.entries.map(\.date.text) == ["2024-01-05", "2026-11-29", "1970-08-23T06:35:01Z", "1970-08-23T06:15:05Z"])
        #expect(batch.fidelity.counts.contains { $0.outcome == ImportFieldOutcome(field: "date", fate: .converted, reason: "a number YYYYMMDD read as that day, not as seconds since 1970") && $0.count == 2 })
        #expect(RecordDates.calendarDay("20240229") == CivilDate(year: 2024, month: 2, day: 29))
        #expect(RecordDates.calendarDay("20230229") == nil)
        #expect(RecordDates.calendarDay("2024010") == nil)
        #expect(RecordDates.calendarDay("-2024010") == nil)
    }

    @Test func readsPatternsGivenWithDateFormat() throws {
        #expect(try Self.json(#"[{"date":"29.11.2026 21:14","text":"a"}]"#, dateFormat: "dd.MM.yyyy HH:mm").entries[0].date.text == "2026-11-29T21:14:00")
        #expect(try Self.json(#"[{"date":"29.11.2026","text":"a"}]"#, dateFormat: "dd.MM.yyyy").entries[0].date.text == "2026-11-29")
        #expect(try Self.json(#"[{"date":"2026-11-29 09:14 +0100","text":"a"}]"#, dateFormat: "yyyy-MM-dd HH:mm Z").entries[0].date.text == "2026-11-29T17:14:00+09:00")
        let twelve = try Self.json(#"[{"date":"11/29/2026 12:10","text":"a"}]"#, dateFormat: "MM/dd/yyyy hh:mm")
        #expect(twelve.entries[0].date.text == "2026-11-29")
        #expect(twelve.entries[0].extra == [ImportedField("time_12h", .string("12:10:00"))])
        #expect(throws: ImportError(path: "store.json", place: "$[0].date (entry 1)", "'2026-11-29' does not match --date-format 'dd.MM.yyyy'")) {
            try Self.json(#"[{"date":"2026-11-29","text":"a"}]"#, dateFormat: "dd.MM.yyyy")
        }
    }

    @Test func aFileWithAnAfternoonHourIsOnTheTwentyFourHourClock() throws {
        let batch = try Self.json(#"[{"date":"2026-11-29 09:14:00","text":"a"},{"date":"2026-11-28 21:00:00","text":"b"}]"#)
        #expect(batch.entries.map(\.date.text) == ["2026-11-29T09:14:00", "2026-11-28T21:00:00"])
        #expect(batch.entries[0].extra == [])
    }

    @Test func keepsOtherMembersAsKeysAndRenamesThoseVaultReads() throws {
        let batch = try Self.json(#"{"version":3,"diary":[{"date":"2026-11-29","text":"a","weather":"Snow","place":{"city":"Seoul","lat":37.5},"favorite":true,"starred":false,"people":["Mina","Teodor"],"photo":null}]}"#)
        let entry = try #require(batch.entries.first)
        #expect(entry.extra == [
            ImportedField("weather", .string("Snow")), ImportedField("place.city", .string("Seoul")), ImportedField("place.lat", .float(37.5)),
            ImportedField("json-favorite", .bool(true)), ImportedField("people", .sequence([.string("Mina"), .string("Teodor")])),
        ])
        #expect(batch.fidelity.counts.contains { $0.outcome == ImportFieldOutcome(field: "photo", fate: .dropped, reason: "null") })
    }

    @Test func readsASavedDefaultsDictionaryAndBinaryPlists() throws {
        let records: [[String: Any]] = [["contents": "Frost", "date": Date(timeIntervalSince1970: 1_796_130_000), "isStar": true, "title": "", "uuidString": "30F47F35-D038-4CFB-9ADD-40E92C34BF1C"]]
        let defaults: [String: Any] = ["diaryList": records, "lastOpened": Date(), "fontSize": 14]
        let data = try PropertyListSerialization.data(fromPropertyList: defaults, format: .binary, options: 0)
        let folder = try TemporaryVault()
        let path = folder.base + "/com.example.diary.plist"
        try data.write(to: URL(fileURLWithPath: path))
        let batch = try PropertyListSource().read(ImportOptions(displayPath: "com.example.diary.plist", path: path, timeZone: TemporaryVault.seoul))
        let entry = try #require(batch.entries.first)
        #expect(entry.uuid.canonical == "30F47F35-D038-4CFB-9ADD-40E92C34BF1C")
        #expect(entry.date.text == "2026-12-01T22:00:00+09:00")
        #expect(entry.title == nil)
        #expect(entry.shownTitle == "Frost")
        #expect(entry.starred)
    }

    /// Issue 26: a `Z` date is the writer's local time only in the writer's zone: the record's
    /// own `timeZone`, else `--time-zone`, else it stays UTC and the report says so.
    @Test func convertsAUTCDateWithTheRecordsOwnZoneElseTheGivenOne() throws {
        let text = """
            [{"date": "2026-11-29T14:50:00Z", "timeZone": "Asia/Seoul", "text": "a"},
             {"date": "2026-11-29T14:50:00Z", "text": "b"},
             {"date": "2026-11-29T14:50:00+01:00", "timeZone": "Asia/Seoul", "text": "c"}]
            """
        let batch = try TemporaryVault.withFolder { folder in
            try TemporaryVault.write(text, to: "store.json", in: folder)
            var options = ImportOptions(displayPath: "store.json", path: folder.path + "/store.json", timeZone: TimeZone(identifier: "America/Los_Angeles")!)
            let kept = try JSONArraySource().read(options)
            options.timeZoneGiven = true
            return (kept, try JSONArraySource().read(options))
        }
        #expect(batch.0.entries.map(\.date.text) == ["2026-11-29T23:50:00+09:00", "2026-11-29T14:50:00Z", "2026-11-29T14:50:00+01:00"])
        #expect(batch.0.fidelity.counts.contains { $0.outcome.reason == "a UTC time (Z), kept in UTC: the record names no time zone and no --time-zone was given" })
        #expect(batch.1.entries.map(\.date.text) == ["2026-11-29T23:50:00+09:00", "2026-11-29T06:50:00-08:00", "2026-11-29T14:50:00+01:00"])
    }

    @Test func readsAnInstantInTheRecordsOwnZone() throws {
        let batch = try TemporaryVault.withFolder { folder in
            try TemporaryVault.write(#"[{"date": 1795963800, "tz": "Europe/Berlin", "text": "a"}]"#, to: "store.json", in: folder)
            return try JSONArraySource().read(ImportOptions(displayPath: "store.json", path: folder.path + "/store.json", timeZone: TemporaryVault.seoul))
        }
        #expect(batch.entries.map(\.date.text) == ["2026-11-29T15:50:00+01:00"])
    }
}
