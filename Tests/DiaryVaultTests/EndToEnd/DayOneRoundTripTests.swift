import Foundation
import Testing
@testable import DiaryVault

/// Round trips through `vault export dayone` and `vault import dayone`: vault -> archive -> an
/// empty vault gives the same files byte for byte; a Day One archive imported, exported and
/// imported again creates and changes nothing; a zone Day One names is written with a numeric
/// offset, GMT too.
@Suite struct DayOneRoundTripTests {
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ImportSamples/dayone/DayOne-export.zip").path

    @Test func vaultToArchiveToAnEmptyVaultGivesTheSameFiles() throws {
        let source = try JSONRoundTripTests.generatedVault()
        let exported = source.run(["export", "dayone", "-o", source.base + "/diary.zip"])
        #expect(exported.status == 0, "\(exported.stderr)")
        let target = try TemporaryVault()
        let imported = target.run(["import", "dayone", source.base + "/diary.zip"])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        let expected = try JSONRoundTripTests.files(source, leavingOut: ["2026/10/2026-10-04-secret.md"])
        let got = try JSONRoundTripTests.files(target)
        #expect(got.keys.sorted() == expected.keys.sorted())
        for (path, bytes) in expected { #expect(got[path] == bytes, "\(path)") }
        let again = target.run(["import", "dayone", source.base + "/diary.zip", "--json"])
        #expect(again.stdout.contains(#""counts":{"new":0,"present":4,"conflicts":0"#), "\(again.stdout.prefix(300))")
        #expect(try JSONRoundTripTests.files(target) == got)
    }

    @Test func importExportImportCreatesAndChangesNothing() throws {
        let vault = try TemporaryVault()
        let first = vault.run(["import", "dayone", Self.sample, "--json"])
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        let before = try vault.snapshot()
        let exported = vault.run(["export", "dayone", "-o", vault.base + "/again.zip", "--include-private"])
        #expect(exported.status == 0, "\(exported.stderr)")
        let second = vault.run(["import", "dayone", vault.base + "/again.zip", "--json"])
        #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
        let entries = before.keys.filter { $0.hasSuffix(".md") }.count
        #expect(second.stdout.contains(#""counts":{"new":0,"present":\#(entries),"conflicts":0"#), "\(second.stdout.prefix(400))")
        #expect(try vault.snapshot() == before)
    }

    @Test func aGMTZoneIsWrittenWithANumericOffset() throws {
        let journal = #"{"metadata":{"version":"1.0"},"entries":[{"uuid":"7D1F4C2E9B3A4E8F8C6D5B4A3F2E1D0C","creationDate":"2026-11-29T12:30:00Z","timeZone":"GMT","text":"In London."},{"uuid":"8D1F4C2E9B3A4E8F8C6D5B4A3F2E1D0C","creationDate":"2026-11-29T12:30:00Z","timeZone":"Asia/Seoul","text":"In Seoul."}]}"#
        var zip = ZipWriter(modified: ZipWriterTests.stamp)
        try zip.add("Journal.json", contents: Array(journal.utf8))
        let vault = try TemporaryVault()
        try vault.write("../tools/gmt.zip", try zip.finish())
        let imported = vault.run(["import", "dayone", vault.base + "/tools/gmt.zip", "--json"])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        #expect(imported.stdout.contains(#""date":"2026-11-29T12:30:00+00:00""#), "\(imported.stdout)")
        #expect(imported.stdout.contains(#""date":"2026-11-29T21:30:00+09:00""#), "\(imported.stdout)")
    }

    /// Day One's `location` and `weather` objects (issue 26) are imported as nested maps with Day
    /// One's member names, and `export dayone` writes the same objects back, member for member and
    /// in order (a `null` member is left out).
    @Test func locationAndWeatherComeBackAsTheSameObjects() throws {
        let location = #"{"placeName":"Dalbit Riverside Park","localityName":"Seoul","administrativeArea":"Seoul","country":"South Korea","latitude":37.529134,"longitude":126.934512,"timeZoneName":"Asia/Seoul","region":{"center":{"latitude":37.529134,"longitude":126.934512},"radius":75,"identifier":"<+37.52913400,+126.93451200> radius 75.00"}}"#
        let weather = #"{"conditionsDescription":"Clear","temperatureCelsius":3.5,"windChillCelsius":-1,"weatherCode":"clear-night","relativeHumidity":61,"sunriseDate":"2026-11-28T22:21:09Z","visibilityKM":16.09344}"#
        let withNull = weather.dropLast() + #","moonPhase":null}"#
        let journal = #"{"metadata":{"version":"1.0"},"entries":[{"uuid":"87A152F460CA36FE3D3DB70B0D99ED20","creationDate":"2026-11-29T14:50:00Z","timeZone":"Asia/Seoul","text":"Night walk.","location":"# + location + #","weather":"# + withNull + #"}]}"#
        var zip = ZipWriter(modified: ZipWriterTests.stamp)
        try zip.add("Journal.json", contents: Array(journal.utf8))
        let vault = try TemporaryVault()
        try vault.write("../tools/nested.zip", try zip.finish())
        let imported = vault.run(["import", "dayone", vault.base + "/tools/nested.zip"])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        let path = try #require(try vault.snapshot().keys.first { $0.hasSuffix(".md") })
        let file = try vault.text(path)
        #expect(file.contains("\nlocation:\n  placeName: Dalbit Riverside Park\n  localityName: Seoul\n"), "\(file)")
        #expect(file.contains("\n  region:\n    center:\n      latitude: 37.529134\n"), "\(file)")
        #expect(file.contains("\nweather:\n  conditionsDescription: Clear\n  temperatureCelsius: 3.5\n"), "\(file)")
        #expect(!file.contains("moonPhase") && !file.contains("\nlatitude:") && !file.contains("\ntemperature:"), "\(file)")
        let entry = try Entry(parsing: Array(file.utf8))
        #expect(entry.document["location"]?.value(at: ["country"]) == .string("South Korea"))
        #expect(entry.document["weather"]?.value(at: ["temperatureCelsius"]) == .float(3.5))

        let exported = vault.run(["export", "dayone", "-o", vault.base + "/again.zip"])
        #expect(exported.status == 0, "\(exported.stderr)")
        let archive = try ZipReader(try vault.bytes("../again.zip"))
        let member = try #require(archive.member(named: "Journal.json"))
        let json = String(decoding: try archive.contents(of: member), as: UTF8.self)
        #expect(json.contains(#""location":"# + location), "\(json)")
        #expect(json.contains(#""weather":"# + weather), "\(json)")
    }
}
