import Foundation
import Testing
@testable import DiaryVault

/// `vault export dayone`: instants and zones, the text and its links, the keys turned back into
/// Day One's fields, and the archive as Python reads it.
@Suite struct DayOneExportTests {
    static let seoul = TimeZone(identifier: "Asia/Seoul")!

    static func moment(_ date: String, zone: String? = nil, fallback: TimeZone = seoul) -> DayOneExport.Moment {
        DayOneExport.moment(of: EntryDate(parsing: date)!, zoneKey: zone, fallback: fallback)
    }

    @Test func instantsAreUTCAndZonesNamed() {
        // Seoul 23:50 is 14:50Z the same day; the zone key names the zone when its offset agrees.
        let river = Self.moment("2026-11-29T23:50:00+09:00", zone: "Asia/Seoul")
        #expect(DayOneExport.utcText(river.seconds) == "2026-11-29T14:50:00Z")
        #expect(river.zoneName == "Asia/Seoul")
        #expect(!river.isAllDay)
        // Seoul 08:10 is 23:10Z the day before.
        #expect(DayOneExport.utcText(Self.moment("2026-11-29T08:10:00+09:00").seconds) == "2026-11-28T23:10:00Z")
        #expect(Self.moment("2026-11-29T08:10:00+09:00").zoneName == "GMT+0900")
        // A zone key whose offset disagrees with the date's is not used: the offset is the truth.
        #expect(Self.moment("2026-11-29T08:10:00+01:00", zone: "Asia/Seoul").zoneName == "GMT+0100")
        #expect(Self.moment("2026-11-12T16:30:00-08:00").zoneName == "GMT-0800")
        #expect(Self.moment("2026-01-05T10:00:00+05:45").zoneName == "GMT+0545")
        #expect(Self.moment("2026-01-05T10:00:00Z").zoneName == "GMT")
        #expect(DayOneExport.utcText(Self.moment("2026-11-12T16:30:00-08:00").seconds) == "2026-11-13T00:30:00Z")
    }

    @Test func berlinsRepeatedHourKeepsItsTwoOffsets() {
        let first = Self.moment("2026-10-25T02:30:00+02:00", zone: "Europe/Berlin")
        let second = Self.moment("2026-10-25T02:30:00+01:00", zone: "Europe/Berlin")
        #expect(DayOneExport.utcText(first.seconds) == "2026-10-25T00:30:00Z")
        #expect(DayOneExport.utcText(second.seconds) == "2026-10-25T01:30:00Z")
        #expect([first.zoneName, second.zoneName] == ["Europe/Berlin", "Europe/Berlin"])
    }

    @Test func localTimesAndDatesAloneUseTheZoneKeyElseTheMachinesZone() {
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        let floating = Self.moment("2026-11-29T08:10:00", fallback: berlin)
        #expect(DayOneExport.utcText(floating.seconds) == "2026-11-29T07:10:00Z")
        #expect(floating.zoneName == "Europe/Berlin")
        let keyed = Self.moment("2026-11-29T08:10:00", zone: "Asia/Seoul", fallback: berlin)
        #expect(DayOneExport.utcText(keyed.seconds) == "2026-11-28T23:10:00Z")
        #expect(keyed.zoneName == "Asia/Seoul")
        let day = Self.moment("2026-10-25")
        #expect(DayOneExport.utcText(day.seconds) == "2026-10-25T03:00:00Z")
        #expect(day.isAllDay)
        #expect(DayOneExport.utcText(Self.moment("0001-01-01T00:00:00+01:00").seconds) == "0000-12-31T23:00:00Z")
    }

    @Test func textStartsWithTheTitleKeyAndLinksBecomeMoments() throws {
        let coffee = try Entry(parsing: Array(ExportFixture.coffee.utf8))
        #expect(DayOneExport.text(of: coffee) == "# Morning coffee\n\nMina says the pastries are better on Mondays. @coffee\n")
        let river = try Entry(parsing: Array(ExportFixture.river.utf8))
        #expect(DayOneExport.text(of: river).hasPrefix("# 강변 야경\n\n늦은 밤"))
        var asked: [String] = []
        let rewritten = DayOneExport.rewritingLinks("a ![](attachments/river%20night.jpg) b ![x](attachments/gone.png) [doc](attachments/notes.txt) ![](attachments/river%20night.jpg)",
                                                    key: "K") { name in
            asked.append(name)
            return name == "attachments/river night.jpg" ? DayOneExport.MediaFile(source: "/x", md5: MD5.hex([1, 2, 3]), size: 3) : nil
        }
        let identifier = MD5.hex(Array("K\nattachments/river night.jpg".utf8)).uppercased()
        #expect(rewritten.text == "a ![](dayone-moment://\(identifier)) b ![x](attachments/gone.png) [doc](attachments/notes.txt) ![](dayone-moment://\(identifier))")
        #expect(rewritten.missing == ["attachments/gone.png"])
        #expect(rewritten.media.map(\.archivePath) == ["photos/\(MD5.hex([1, 2, 3])).jpeg"])
        #expect(rewritten.media.map(\.filename) == ["river night.jpg"])
        #expect(asked == ["attachments/river night.jpg", "attachments/gone.png", "attachments/river night.jpg"])
    }

    @Test func journalFileNamesAreSafe() {
        #expect(DayOneExport.fileName(journal: "Travel") == "Travel.json")
        #expect(DayOneExport.fileName(journal: "../etc/x") == "_._etc_x.json")
        #expect(DayOneExport.fileName(journal: "") == "Journal.json")
    }

    @Test(.enabled(if: ExternalTool.hasPython, "needs python3 (its zipfile module reads the archive)"))
    func archiveHoldsJournalsAndPhotosAsDayOneWritesThem() throws {
        let vault = try ExportFixture.vault()
        let result = vault.run(["export", "dayone", "-o", "diary.zip", "--include-private"])
        #expect(result.status == 0)
        #expect(result.stderr == """
            vault: Day One has no field for these keys, left out: mood (1 entry)
            vault: exported 4 entries to diary.zip

            """)
        let script = """
            import json, sys, zipfile
            z = zipfile.ZipFile(sys.argv[1])
            assert z.testzip() is None
            out = {i.filename: (json.loads(z.read(i)) if i.filename.endswith('.json') else z.read(i).hex()) for i in z.infolist()}
            print(json.dumps(out, ensure_ascii=False, sort_keys=True))
            """
        let outcome = try #require(try ExternalTool.run("python3", ["-c", script, vault.path("diary.zip")]))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let archive = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let md5 = MD5.hex(ExportFixture.photo)
        #expect(archive.keys.sorted() == ["Journal.json", "Travel.json", "photos/\(md5).jpeg"])
        #expect(archive["photos/\(md5).jpeg"] as? String == ExportFixture.photo.map { String(format: "%02x", $0) }.joined())
        let journal = try #require(archive["Journal.json"] as? [String: Any])
        #expect(journal["metadata"] as? [String: String] == ["version": "1.0"])
        let entries = try #require(journal["entries"] as? [[String: Any]])
        #expect(entries.map { $0["uuid"] as? String } == ["D031F0FBC96D493EB7F9AA9A1DFAC4E1", "FDA536A3A43446F9A7FB3F46C9374388", "87A152F460CA46FEBD3DB70B0D99ED20"])
        #expect(entries.map { $0["creationDate"] as? String } == ["2026-10-25T03:00:00Z", "2026-11-28T23:10:00Z", "2026-11-29T14:50:00Z"])
        #expect(entries.map { $0["timeZone"] as? String } == ["Asia/Seoul", "Asia/Seoul", "Asia/Seoul"])
        #expect(entries.map { $0["isAllDay"] as? Bool } == [true, false, false])
        let river = entries[2]
        #expect(river["starred"] as? Bool == true)
        #expect(river["tags"] as? [String] == ["산책", "night walk"])
        let location = try #require(river["location"] as? [String: Any])
        #expect(location.keys.sorted() == ["latitude", "longitude", "placeName"])
        #expect(location["placeName"] as? String == "Dalbit Riverside Park, Seoul, South Korea")
        #expect(location["latitude"] as? Double == 37.529134)
        #expect(location["longitude"] as? Double == 126.934512)
        let weather = try #require(river["weather"] as? [String: Any])
        #expect(weather.keys.sorted() == ["conditionsDescription", "temperatureCelsius"])
        #expect(weather["conditionsDescription"] as? String == "Clear")
        #expect(weather["temperatureCelsius"] as? Double == 3.5)
        let photos = try #require(river["photos"] as? [[String: Any]])
        let identifier = try #require(photos.first?["identifier"] as? String)
        #expect(photos.map { $0["md5"] as? String } == [md5])
        #expect(photos.map { $0["type"] as? String } == ["jpeg"])
        #expect(river["text"] as? String == "# 강변 야경\n\n늦은 밤, 강변을 따라 걸었다.\n\n![](dayone-moment://\(identifier))\n\n## 다리\n[x] 불빛이 물에 비쳤다.\n")
        let travel = try #require((archive["Travel.json"] as? [String: Any])?["entries"] as? [[String: Any]])
        #expect(travel.map { $0["creationDate"] as? String } == ["2026-10-25T01:30:00Z"])
        #expect(travel.map { $0["timeZone"] as? String } == ["Europe/Berlin"])
        #expect(travel.map { $0["isPinned"] as? Bool } == [true])
    }
}
