import Foundation
import Testing
@testable import DiaryVault

/// Day One Classic's `Journal.dayone` package (`entries/<UUID>.doentry` property lists,
/// `photos/<UUID>.jpg`), read by `vault import dayone` as the JSON export's entries. The
/// fixture is written here from the format's keys (as Day One 1.x wrote them and jrnl's
/// `DayOne.py` reads them); a real package was tried outside the repository (docs/IMPORT.md).
@Suite struct DayOneClassicTests {
    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>

        """
    }

    static let creator = """
        <key>Creator</key>
        <dict>
            <key>Device Agent</key><string>iPhone/iPhone6,2</string>
            <key>Generation Date</key><date>2014-05-02T12:00:00Z</date>
            <key>Host Name</key><string>Mina's iPhone</string>
            <key>OS Agent</key><string>iOS/7.1.1</string>
            <key>Software Agent</key><string>Day One (iOS)/1.14</string>
        </dict>
        """

    /// The package's files: an entry with every field, one without a time zone, one with its
    /// photo, and a file that is not a property list.
    static let files: [String: [UInt8]] = [
        "entries/0A1B2C3D4E5F40718293A4B5C6D7E8F9.doentry": Array(plist("""
            <key>Creation Date</key><date>2014-05-01T14:50:00Z</date>
            \(creator)
            <key>Entry Text</key><string>Han river at night.

            Cold wind, 강변.</string>
            <key>Location</key>
            <dict>
                <key>Administrative Area</key><string>Seoul</string>
                <key>Country</key><string>South Korea</string>
                <key>Foursquare ID</key><string>4b0588</string>
                <key>Latitude</key><real>37.529134</real>
                <key>Locality</key><string>Seoul</string>
                <key>Longitude</key><real>126.934512</real>
                <key>Place Name</key><string>Yeouido Park</string>
            </dict>
            <key>Starred</key><true/>
            <key>Tags</key><array><string>walk</string><string>Night Sky</string></array>
            <key>Time Zone</key><string>Asia/Seoul</string>
            <key>UUID</key><string>0A1B2C3D4E5F40718293A4B5C6D7E8F9</string>
            <key>Weather</key>
            <dict>
                <key>Celsius</key><string>4</string>
                <key>Description</key><string>Clear</string>
                <key>Fahrenheit</key><string>39</string>
                <key>IconName</key><string>clearn.png</string>
                <key>Pressure MB</key><integer>1021</integer>
            </dict>
            """).utf8),
        "entries/1B2C3D4E5F6041728394A5B6C7D8E9F0.doentry": Array(plist("""
            <key>Creation Date</key><date>2014-05-02T08:00:00Z</date>
            <key>Entry Text</key><string>No zone here.</string>
            <key>Starred</key><false/>
            <key>Tags</key><array/>
            <key>UUID</key><string>1B2C3D4E5F6041728394A5B6C7D8E9F0</string>
            <key>Music</key><dict><key>Track</key><string>x</string></dict>
            """).utf8),
        "entries/2C3D4E5F6A7041829304A5B6C7D8E9F1.doentry": Array(plist("""
            <key>Activity</key><string>Stationary</string>
            <key>Creation Date</key><date>2014-05-03T01:30:00Z</date>
            <key>Entry Text</key><string>With a photo.</string>
            <key>Starred</key><false/>
            <key>Time Zone</key><string>Europe/Berlin</string>
            <key>UUID</key><string>2C3D4E5F6A7041829304A5B6C7D8E9F1</string>
            """).utf8),
        "photos/2C3D4E5F6A7041829304A5B6C7D8E9F1.jpg": Array("JFIF photo".utf8),
        "entries/3D4E5F6A7B8041929304A5B6C7D8E9F2.doentry": Array("<dict>not a plist".utf8),
    ]

    static let expected: [String: String] = [
        "2014/05/2014-05-01-han-river-at-night.md": """
            ---
            uuid: 0A1B2C3D-4E5F-4071-8293-A4B5C6D7E8F9
            date: 2014-05-01T23:50:00+09:00
            starred: true
            tags: [walk, Night Sky]
            journal: Journal
            timezone: Asia/Seoul
            location:
              administrativeArea: Seoul
              country: South Korea
              foursquareID: 4b0588
              latitude: 37.529134
              localityName: Seoul
              longitude: 126.934512
              placeName: Yeouido Park
            weather:
              temperatureCelsius: "4"
              conditionsDescription: Clear
              temperatureFahrenheit: "39"
              iconName: clearn.png
              pressureMB: 1021
            ---
            Han river at night.

            Cold wind, 강변.

            """,
        "2014/05/2014-05-02-no-zone-here.md": """
            ---
            uuid: 1B2C3D4E-5F60-4172-8394-A5B6C7D8E9F0
            date: 2014-05-02T08:00:00Z
            starred: false
            journal: Journal
            ---
            No zone here.

            """,
        "2014/05/2014-05-03-with-a-photo.md": """
            ---
            uuid: 2C3D4E5F-6A70-4182-9304-A5B6C7D8E9F1
            date: 2014-05-03T03:30:00+02:00
            starred: false
            journal: Journal
            timezone: Europe/Berlin
            ---
            With a photo.

            ![](attachments/2C3D4E5F6A7041829304A5B6C7D8E9F1.jpg)

            """,
        "2014/05/attachments/2C3D4E5F6A7041829304A5B6C7D8E9F1.jpg": "JFIF photo",
    ]

    @Test(arguments: [false, true])
    func aPackageImportsAsTheJSONExportWould(zipped: Bool) throws {
        let vault = try TemporaryVault()
        let input: String
        if zipped {
            input = vault.base + "/Journal.dayone.zip"
            let zip = TestZip.make(Self.files.sorted { $0.key < $1.key }.map { TestZip.Member(name: "Journal.dayone/" + $0.key, bytes: $0.value) })
            try Data(zip).write(to: URL(fileURLWithPath: input))
        } else {
            input = vault.base + "/Journal.dayone"
            for (path, bytes) in Self.files { try TemporaryVault.write(bytes, to: path, in: URL(fileURLWithPath: input)) }
        }
        let imported = vault.run(["import", "dayone", input])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        let got = try vault.snapshot()
        #expect(got.keys.sorted() == Self.expected.keys.sorted())
        for (path, text) in Self.expected { #expect(got[path].map { String(decoding: $0, as: UTF8.self) } == text, "\(path)") }
        // The file that is not a property list is skipped, named; the dropped keys are counted.
        #expect(imported.stdout.contains("3D4E5F6A7B8041929304A5B6C7D8E9F2.doentry"), "\(imported.stdout)")
        #expect(imported.stdout.contains("not a property list"), "\(imported.stdout)")
        #expect(imported.stdout.contains("Creator"), "\(imported.stdout)")
        #expect(imported.stdout.contains("Music"), "\(imported.stdout)")
        // The report names the fields as Classic does.
        #expect(imported.stdout.contains("Creation Date "), "\(imported.stdout)")
        #expect(imported.stdout.contains("Location.Place Name "), "\(imported.stdout)")
        #expect(imported.stdout.contains("Weather.Celsius "), "\(imported.stdout)")
        #expect(!imported.stdout.contains("creationDate"), "\(imported.stdout)")
        // Importing again creates nothing, and `vault check` passes.
        let again = vault.run(["import", "dayone", input, "--json"])
        #expect(again.stdout.contains(#""counts":{"new":0,"present":3,"conflicts":0"#), "\(again.stdout)")
        let check = vault.run(["check"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test func classicKeysAreNamedAsTheJSONExportNamesThem() {
        #expect(DayOneClassic.memberName("Place Name") == "placeName")
        #expect(DayOneClassic.memberName("Pressure MB") == "pressureMB")
        #expect(DayOneClassic.memberName("Wind Speed KPH") == "windSpeedKPH")
        #expect(DayOneClassic.memberName("Locality") == "localityName")
        #expect(DayOneClassic.memberName("ID") == "id")
        #expect(DayOneClassic.entryFiles(["a/entries/x.doentry", "entries/y.doentry", "x.doentry", "photos/x.jpg"]) == ["a/entries/x.doentry", "entries/y.doentry"])
        #expect(DayOneClassic.packageFolder(of: "My Journal.dayone/entries/x.doentry") == "My Journal.dayone/")
        #expect(DayOneClassic.journalName(of: "entries/x.doentry", input: "/tmp/Work.dayone") == "Work")
    }

    /// A package whose `entries/` holds no entry (jrnl's `dayone_empty.dayone` shape) imports as
    /// zero entries with a warning, as jrnl reads it.
    @Test func aPackageWithoutEntriesImportsNothing() throws {
        let vault = try TemporaryVault()
        try TemporaryVault.write("", to: "Empty.dayone/entries/empty.txt", in: URL(fileURLWithPath: vault.base))
        let imported = vault.run(["import", "dayone", vault.base + "/Empty.dayone"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("a Day One Classic package without entries"), "\(imported.stderr)")
        #expect(try vault.snapshot().isEmpty)
    }
}
