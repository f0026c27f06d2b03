import Foundation
import Testing
@testable import DiaryVault

/// Day One exports beyond the sample: unpacked folders, several journals, shared and missing
/// media, Android entries, pinned entries, and the escape rule.
@Suite struct DayOneSourceTests {
    /// A Day One entry object as JSON text.
    static func entry(_ uuid: String, date: String = "2026-11-29T14:50:00Z", zone: String? = "Asia/Seoul", os: String = "iOS",
                      text: String, extra: String = "") -> String {
        #"{"uuid":"\#(uuid)","creationDate":"\#(date)",\#(zone.map { #""timeZone":"\#($0)","# } ?? "")"creationOSName":"\#(os)","text":"\#(text)"\#(extra)}"#
    }

    /// Reads a zip of these members with the Day One source.
    static func read(_ members: [TestZip.Member], zone: String = "UTC") throws -> ImportBatch {
        let folder = try TemporaryVault()
        let path = folder.base + "/export.zip"
        try Data(TestZip.make(members)).write(to: URL(fileURLWithPath: path))
        return try DayOneSource().read(ImportOptions(displayPath: "export.zip", path: path, timeZone: TimeZone(identifier: zone)!))
    }

    @Test func unescapesOnlyWhatAppleEscapes() {
        #expect(DayOneText.unescape(#"Hi\. Wow\! well\-known \(yes\) 1\+1"#).0 == "Hi. Wow! well-known (yes) 1+1")
        #expect(DayOneText.unescape(##"\* \# \_ \[ \\ \\. a\b"##).0 == ##"\* \# \_ \[ \\ \\. a\b"##)
        #expect(DayOneText.unescape("\\- not a list\n\\+ nor this\n2026\\. a year\n  12\\) x\n-\\- a").0
            == "\\- not a list\n\\+ nor this\n2026\\. a year\n  12\\) x\n-- a")
        #expect(DayOneText.unescape("a\\-b\n\\-x\n3\\.5").0 == "a-b\n-x\n3.5")
        #expect(DayOneText.unescape("no escapes").1 == false)
        #expect(DayOneText.unescape("end\\").0 == "end\\")
    }

    @Test func findsMomentLinksOfEveryKind() {
        let text = "![](dayone-moment://AB12) and ![](dayone-moment:/video/CD34) [pdf](dayone-moment:/pdfAttachment/EF56)"
        #expect(DayOneText.momentLinks(in: text).map(\.identifier) == ["AB12", "CD34", "EF56"])
    }

    @Test func readsSeveralJournalsWithSharedAndMissingMedia() throws {
        let photo = TestZip.Member(name: "photos/0123456789abcdef0123456789abcdef.jpeg", bytes: [0xFF, 0xD8, 1])
        let video = TestZip.Member(name: "videos/fedcba9876543210fedcba9876543210.mov", bytes: [0, 0, 0, 0x14], deflated: false)
        let media = #","photos":[{"identifier":"P1","md5":"0123456789abcdef0123456789abcdef","type":"jpeg"}],"videos":[{"identifier":"V1","md5":"fedcba9876543210fedcba9876543210","type":"mov"}]"#
        let journal = #"{"metadata":{"version":"1.0"},"entries":[\#(Self.entry("11111111111111111111111111111111", text: "Own ![](dayone-moment://P1) ![](dayone-moment:/video/V1)", extra: media))]}"#
        let travel = #"{"entries":[\#(Self.entry("22222222222222222222222222222222", date: "2026-10-02T10:00:00Z", zone: "Europe/Berlin", text: "Shared ![](dayone-moment://P1) lost ![](dayone-moment://NOPE)"))]}"#
        let batch = try Self.read([.init(name: "Journal.json", bytes: Array(journal.utf8)), .init(name: "Travel.json", bytes: Array(travel.utf8)), photo, video])
        #expect(batch.entries.count == 2)
        let own = batch.entries[0], shared = batch.entries[1]
        #expect(own.body == "Own ![](attachments/0123456789abcdef0123456789abcdef.jpeg) ![](attachments/fedcba9876543210fedcba9876543210.mov)")
        #expect(own.attachments.map(\.sourcePath) == ["photos/0123456789abcdef0123456789abcdef.jpeg", "videos/fedcba9876543210fedcba9876543210.mov"])
        #expect(own.extra.first == ImportedField("journal", .string("Journal")))
        #expect(shared.extra.first == ImportedField("journal", .string("Travel")))
        #expect(shared.date.text == "2026-10-02T12:00:00+02:00")
        #expect(shared.body == "Shared ![](../../2026/11/attachments/0123456789abcdef0123456789abcdef.jpeg) lost ![](dayone-moment://NOPE)")
        #expect(shared.attachments.isEmpty)
        #expect(batch.warnings == ["22222222222222222222222222222222: a dayone-moment link to NOPE, which no media item of the export lists, is kept as it is"])
    }

    @Test func keepsAndroidTextAndPinsWithoutStarring() throws {
        let journal = #"{"entries":[\#(Self.entry("33333333333333333333333333333333", zone: nil, os: "Android", text: "Hi\\\\. there", extra: #","pinned":true,"starred":false"#))]}"#
        let batch = try Self.read([.init(name: "Journal.json", bytes: Array(journal.utf8))])
        let entry = try #require(batch.entries.first)
        #expect(entry.body == "Hi\\. there")
        #expect(entry.date.text == "2026-11-29T14:50:00Z")
        #expect(entry.starred == false)
        #expect(entry.extra == [ImportedField("journal", .string("Journal")), ImportedField("pinned", .bool(true))])
    }

    @Test func readsAnUnpackedExport() throws {
        let vault = try TemporaryVault()
        let sample = try ImportSample.load("dayone")
        let folder = vault.base + "/unpacked"
        let unzip = Process()
        unzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        unzip.arguments = ["unzip", "-q", sample.path("DayOne-export.zip"), "-d", folder]
        try unzip.run()
        unzip.waitUntilExit()
        try #require(unzip.terminationStatus == 0)
        let batch = try DayOneSource().read(ImportOptions(displayPath: "unpacked", path: folder, timeZone: TemporaryVault.seoul))
        let entries = ImportSampleHarness.check(batch, against: sample)
        let run = vault.run(["import", "dayone", folder])
        #expect(run.status == 0, "\(run.stderr)")
        try ImportSampleHarness.checkVault(entries, vault, sample: sample)
        let journal = vault.run(["import", "dayone", folder + "/Journal.json"])
        #expect(journal.stdout.contains("0 new, 13 already present, 0 conflicts; 0 attachments copied\n"), "\(journal.stdout)")
    }

    @Test func anEntryWithoutADateNamesItsPlace() throws {
        let journal = #"{"entries":[\#(Self.entry("44444444444444444444444444444444", text: "a")),{"uuid":"55555555555555555555555555555555","text":"b"}]}"#
        #expect(throws: ImportError(path: "export.zip", place: "Journal.json, $.entries[1].creationDate (entry 2)", "no creationDate")) {
            try Self.read([.init(name: "Journal.json", bytes: Array(journal.utf8))])
        }
        #expect(throws: ImportError(path: "export.zip", "no Day One journal in it (a .json file with 'entries', or Day One Classic's entries/*.doentry)")) {
            try Self.read([.init(name: "notes.txt", bytes: [1])])
        }
    }

    /// A `richText` whose Day One JSON holds a heading, a bulleted line and a photo.
    static let richText = #"{\"meta\":{\"version\":1},\"contents\":[{\"attributes\":{\"line\":{\"header\":1}},\"text\":\"Harbor\\n\"},{\"text\":\"Gulls. \"},{\"text\":\"Wind\\n\"},{\"attributes\":{\"line\":{\"listStyle\":\"bulleted\"}},\"text\":\"tea\\n\"},{\"embeddedObjects\":[{\"type\":\"photo\",\"identifier\":\"P9\"}]}]}"#

    @Test func takesTheTextFromRichTextWhenTextIsEmpty() throws {
        let photo = TestZip.Member(name: "photos/99999999999999999999999999999999.jpeg", bytes: [0xFF, 0xD8, 9])
        let media = #","photos":[{"identifier":"P9","md5":"99999999999999999999999999999999","type":"jpeg"}],"richText":"\#(Self.richText)""#
        let plain = #","richText":"Just words \\. here""#
        let journal = #"{"entries":[\#(Self.entry("66666666666666666666666666666666", text: "", extra: media)),\#(Self.entry("77777777777777777777777777777777", date: "2026-11-30T01:00:00Z", text: "", extra: plain)),\#(Self.entry("88888888888888888888888888888888", date: "2026-11-30T02:00:00Z", text: "Own text", extra: plain))]}"#
        let batch = try Self.read([.init(name: "Journal.json", bytes: Array(journal.utf8)), photo])
        #expect(batch.entries.map(\.body) == [
            "# Harbor\nGulls. Wind\n- tea\n![](attachments/99999999999999999999999999999999.jpeg)\n",
            "Just words \\. here",
            "Own text",
        ])
        #expect(batch.entries[0].attachments.map(\.name) == ["99999999999999999999999999999999.jpeg"])
        #expect(batch.fidelity.counts.filter { $0.outcome.field == "richText" }.map { "\($0.count) \($0.outcome.fate)" } == ["1 converted", "1 converted", "1 dropped"])
        #expect(batch.warnings.isEmpty)
    }

    @Test func linksMediaThatTheTextLinksNowhereAtTheEndOfTheBody() throws {
        let first = TestZip.Member(name: "photos/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpeg", bytes: [1])
        let second = TestZip.Member(name: "photos/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpeg", bytes: [2])
        let media = #","photos":[{"identifier":"A1","md5":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","type":"jpeg"},{"identifier":"B1","md5":"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb","type":"jpeg"}]"#
        let journal = #"{"entries":[\#(Self.entry("12121212121212121212121212121212", text: "Linked ![](dayone-moment://A1)\\n", extra: media)),\#(Self.entry("13131313131313131313131313131313", text: "", extra: #","photos":[{"identifier":"C1","md5":"cccccccccccccccccccccccccccccccc","type":"jpeg"}]"#))]}"#
        let batch = try Self.read([.init(name: "Journal.json", bytes: Array(journal.utf8)), first, second,
                                   .init(name: "photos/cccccccccccccccccccccccccccccccc.jpg", bytes: [3])])
        #expect(batch.entries[0].body == "Linked ![](attachments/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpeg)\n\n![](attachments/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpeg)")
        #expect(batch.entries[0].attachments.map(\.name) == ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpeg", "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpeg"])
        // A `.jpg` listed as `jpeg` is found, not called missing.
        #expect(batch.entries[1].body == "![](attachments/cccccccccccccccccccccccccccccccc.jpg)")
        #expect(batch.warnings.isEmpty)
    }

    @Test func aWarningNamesOnlyMediaTheExportLacks() throws {
        let journal = #"{"entries":[\#(Self.entry("14141414141414141414141414141414", text: "Gone ![](dayone-moment://D1)", extra: #","photos":[{"identifier":"D1","md5":"dddddddddddddddddddddddddddddddd","type":"jpeg"}]"#))]}"#
        let nested = TestZip.Member(name: "Export/photos/eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee.png", bytes: [4])
        let found = #"{"entries":[\#(Self.entry("15151515151515151515151515151515", text: "Here ![](dayone-moment://E1)", extra: #","photos":[{"identifier":"E1","md5":"eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee","type":"png"}]"#))]}"#
        let batch = try Self.read([.init(name: "Journal.json", bytes: Array(journal.utf8)), .init(name: "Other.json", bytes: Array(found.utf8)), nested])
        #expect(batch.entries[1].body == "Here ![](attachments/eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee.png)")
        // Reported once (found by a new user: the item and its link were two warnings).
        #expect(batch.warnings == [
            "14141414141414141414141414141414: photos item D1: no file photos/dddddddddddddddddddddddddddddddd.jpeg in the export; its links are kept as they are",
        ])
    }

    /// Found by a new user: an entry imported while its photo was missing was a conflict to the
    /// next import of the whole export, so the photo never came in. It is the same entry:
    /// completed (written again with the photo), then present; and an export that lacks a photo
    /// the vault has finds its entry present.
    @Test func anEntryImportedWithoutItsPhotoIsCompletedByTheWholeExport() throws {
        let media = #","photos":[{"identifier":"P9","md5":"99999999999999999999999999999999","type":"jpeg"}]"#
        let journal = #"{"entries":[\#(Self.entry("19191919191919191919191919191919", text: "# River\\n\\n![](dayone-moment://P9) at night", extra: media))]}"#
        let photo = TestZip.Member(name: "photos/99999999999999999999999999999999.jpeg", bytes: [0xFF, 0xD8, 9])
        try TemporaryVault.with { vault in
            let whole = vault.base + "/whole.zip", lacking = vault.base + "/lacking.zip"
            try Data(TestZip.make([.init(name: "Journal.json", bytes: Array(journal.utf8)), photo])).write(to: URL(fileURLWithPath: whole))
            try Data(TestZip.make([.init(name: "Journal.json", bytes: Array(journal.utf8))])).write(to: URL(fileURLWithPath: lacking))
            let path = "2026/11/2026-11-29-river.md"
            let first = vault.run(["import", "dayone", lacking])
            #expect(first.status == 0)
            #expect(first.stderr == "warning: 19191919191919191919191919191919: photos item P9: no file photos/99999999999999999999999999999999.jpeg in the export; its links are kept as they are\n")
            let lackingBytes = try vault.text(path)
            #expect(lackingBytes.contains("![](dayone-moment://P9) at night"))
            // The whole export: the same entry, written again with its photo.
            let second = vault.run(["import", "dayone", whole])
            #expect(second.status == 0, "\(second.stderr)")
            #expect(second.stdout.hasPrefix("completed \(path) (an earlier import lacked its attachments; written again with them)\n0 new, 0 already present, 0 conflicts, 1 completed; 1 attachment copied\n"))
            #expect(try vault.text(path) == lackingBytes.replacing("dayone-moment://P9", with: "attachments/99999999999999999999999999999999.jpeg"))
            #expect(try vault.bytes("2026/11/attachments/99999999999999999999999999999999.jpeg") == [0xFF, 0xD8, 9])
            let json = vault.run(["import", "dayone", whole, "--dry-run", "--json"])
            #expect(json.stdout.contains(#""counts":{"new":0,"present":1,"conflicts":0,"duplicates":0,"skipped":0"#))
            // Again, and with the photo missing again: present, nothing written.
            let completed = try vault.text(path)
            for input in [whole, lacking] {
                let run = vault.run(["import", "dayone", input])
                #expect(run.status == 0)
                #expect(run.stdout.hasPrefix("present   \(path)\n0 new, 1 already present, 0 conflicts; 0 attachments copied\n"), "\(run.stdout)")
                #expect(try vault.text(path) == completed)
            }
            // An entry edited since is the user's: a conflict, left as it is.
            try vault.write(path, lackingBytes + "Edited.\n")
            #expect(vault.run(["import", "dayone", whole]).status == 1)
            #expect(try vault.text(path) == lackingBytes + "Edited.\n")
        }
    }

    @Test func anAllDayEntryGetsADateWithoutATime() throws {
        let journal = #"{"entries":[\#(Self.entry("16161616161616161616161616161616", date: "2026-11-29T15:30:00Z", text: "Holiday", extra: #","isAllDay":true"#)),\#(Self.entry("17171717171717171717171717171717", text: "Timed", extra: #","isAllDay":false"#))]}"#
        let batch = try Self.read([.init(name: "Journal.json", bytes: Array(journal.utf8))])
        // 15:30Z is 00:30 the next day in Seoul: the day is the writer's.
        #expect(batch.entries.map(\.date.text) == ["2026-11-30", "2026-11-29T23:50:00+09:00"])
        #expect(batch.fidelity.counts.filter { $0.outcome.field == "isAllDay" }.map { "\($0.count) \($0.outcome.fate)" } == ["1 converted", "1 kept"])
    }

    @Test func anEntryWithoutAZoneTakesTheGivenOne() throws {
        let journal = #"{"entries":[\#(Self.entry("18181818181818181818181818181818", zone: nil, text: "No zone"))]}"#
        let given = try TemporaryVault.withFolder { folder in
            let path = folder.path + "/export.zip"
            try Data(TestZip.make([.init(name: "Journal.json", bytes: Array(journal.utf8))])).write(to: URL(fileURLWithPath: path))
            var options = ImportOptions(displayPath: "export.zip", path: path, timeZone: TemporaryVault.seoul)
            let utc = try DayOneSource().read(options)
            options.timeZoneGiven = true
            return (utc, try DayOneSource().read(options))
        }
        #expect(given.0.entries[0].date.text == "2026-11-29T14:50:00Z")
        #expect(given.1.entries[0].date.text == "2026-11-29T23:50:00+09:00")
        // The zone was not the entry's: no `timezone` key is made up for it.
        #expect(!given.1.entries[0].extra.contains { $0.key == "timezone" })
    }
}
