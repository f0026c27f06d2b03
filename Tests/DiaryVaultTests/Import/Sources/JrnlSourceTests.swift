import Foundation
import Testing
@testable import DiaryVault

/// `vault import jrnl`: jrnl's JSON export and its text file give the sample's entries.
@Suite struct JrnlSourceTests {
    /// Reads `text` as a jrnl file named `name` in a temporary folder.
    static func read(_ text: String, name: String = "journal.txt") throws -> ImportBatch {
        try TemporaryVault.withFolder { folder in
            try TemporaryVault.write(text, to: name, in: folder)
            let path = folder.appendingPathComponent(name).path
            return try JrnlSource().read(ImportOptions(displayPath: name, path: path, timeZone: TemporaryVault.seoul))
        }
    }

    /// Options for reading `path`, named as given.
    static func options(_ path: String) -> ImportOptions {
        ImportOptions(displayPath: path, path: path, timeZone: TemporaryVault.seoul)
    }

    @Test func readsTheJSONExportAsExpected() throws {
        let sample = try ImportSample.load("jrnl")
        let batch = try JrnlSource().read(Self.options(sample.path("export.json")))
        ImportSampleHarness.check(batch, against: sample)
        #expect(batch.entries[2].title == "Finished reading The Salt Orchard!")
        #expect(batch.entries[2].body == "Three weeks, one library fine, zero regrets. @books")
        #expect(batch.warnings == [])
    }

    @Test func readsTheTextFileAsTheSameEntries() throws {
        let sample = try ImportSample.load("jrnl")
        let text = try JrnlSource().read(Self.options(sample.path("journal.txt")))
        let json = try JrnlSource().read(Self.options(sample.path("export.json")))
        ImportSampleHarness.check(text, against: sample, matchSourceFile: false)
        #expect(text.entries.map(\.sourceFile) == Array(repeating: "journal.txt", count: 10))
        #expect(text.entries.map(\.uuid) == json.entries.map(\.uuid))
        #expect(text.entries.map(\.body) == json.entries.map(\.body))
        #expect(text.entries.map(\.title) == json.entries.map(\.title))
        #expect(text.entries.map(\.tags) == json.entries.map(\.tags))
        #expect(text.entries.map(\.starred) == json.entries.map(\.starred))
    }

    @Test func readsTwelveHourHeadersAsJrnlFourWritesThem() throws {
        // jrnl 4's default timeformat is `%F %r`.
        let batch = try Self.read("""
            [2026-11-29 09:14:00 PM] Evening walk. *
            Lamps on the water.

            [2026-11-30 12:05:00 AM] After midnight
            [2026-11-30 12:30:00 pm] Lunch.
            """)
        #expect(batch.entries.map(\.date.text) == ["2026-11-29T21:14:00", "2026-11-30T00:05:00", "2026-11-30T12:30:00"])
        #expect(batch.entries.map(\.starred) == [true, false, false])
        #expect(batch.entries.map(\.title) == ["Evening walk.", "After midnight", "Lunch."])
        #expect(batch.entries[0].body == "Lamps on the water.")
    }

    @Test(arguments: [
        ("[09.06.2013 15:39] A", "2013-06-09T15:39:00"),
        ("[06/09/2013 3:39 PM] A", "2013-06-09T15:39:00"),
        ("[2013/06/09 15:39] A", "2013-06-09T15:39:00"),
        ("[Sun 09 Jun 2013 15:39] A", "2013-06-09T15:39:00"),
        ("[June 9, 2013 at 3:39 p.m.] A", "2013-06-09T15:39:00"),
        ("[2013-06-09T15:39] A", "2013-06-09T15:39:00"),
        ("[09.06.13 15:39:27] A", "2013-06-09T15:39:27"),
        ("[2013-06-09] A", "2013-06-09T00:00:00"),
    ])
    func readsHeaderFormats(header: String, date: String) throws {
        let batch = try Self.read(header + "\nbody")
        #expect(batch.entries.map(\.date.text) == [date])
    }

    @Test func decidesDayOrMonthFirstForTheWholeFile() throws {
        let batch = try Self.read("[03/04/2026 10:00] A\n\n[03/25/2026 10:00] B\n")
        #expect(batch.entries.map(\.date.text) == ["2026-03-04T10:00:00", "2026-03-25T10:00:00"])
        let dotted = try Self.read("[03.04.2026 10:00] A\n\n[25.03.2026 10:00] B\n")
        #expect(dotted.entries.map(\.date.text) == ["2026-04-03T10:00:00", "2026-03-25T10:00:00"])
    }

    @Test func keepsBracketLinesThatAreNotDatesInTheBody() throws {
        let batch = try Self.read("[2019-07-08 05:42] Entry subject\n[1] line starting with 1\n[13:00 PM] not a date\n")
        #expect(batch.entries.count == 1)
        #expect(batch.entries[0].body == "[1] line starting with 1\n[13:00 PM] not a date")
    }

    @Test func splitsTheFirstSentenceOnlyWhenTheTextHasNoNewline() throws {
        // jrnl splits at the first newline, and at the first sentence only when there is none.
        let batch = try Self.read("[2026-11-29 21:14] Walked home. It rained!\n\n[2026-11-30 08:00] 아침 산책。비가 왔다")
        #expect(batch.entries.map(\.title) == ["Walked home. It rained!", "아침 산책。"])
        #expect(batch.entries.map(\.body) == ["", "비가 왔다"])
        let english = try Self.read("[2026-11-29 21:14] Walked home. It rained!")
        #expect(english.entries.map(\.title) == ["Walked home."])
        #expect(english.entries.map(\.body) == ["It rained!"])
    }

    @Test func readsTagsAsJrnlDoes() throws {
        let batch = try Self.read("[2026-11-29 21:14] With @Mina.\nSee #Garden, e-mail a@b.c and ## heading @mina @가족 과\n")
        #expect(batch.entries[0].tags == ["mina", "garden", "가족"])
    }

    @Test func derivesTheUUIDFromTheMinuteTheTitleAndTheOccurrence() throws {
        let batch = try Self.read("[2026-11-29 21:14] A\n\n[2026-11-29 21:14] B\n\n[2026-11-29 21:14] A\n")
        #expect(batch.entries.map(\.uuid) == [
            ImportedEntry.nameBasedID(source: "jrnl", key: "2026-11-29T21:14:00\nA"),
            ImportedEntry.nameBasedID(source: "jrnl", key: "2026-11-29T21:14:00\nB"),
            ImportedEntry.nameBasedID(source: "jrnl", key: "2026-11-29T21:14:00\nA#2"),
        ])
        // The rule before (date-time and occurrence alone), by which earlier imports are found.
        #expect(batch.entries.map(\.formerUUID) == [
            ImportedEntry.nameBasedID(source: "jrnl", key: "2026-11-29T21:14:00"),
            ImportedEntry.nameBasedID(source: "jrnl", key: "2026-11-29T21:14:00#2"),
            ImportedEntry.nameBasedID(source: "jrnl", key: "2026-11-29T21:14:00#3"),
        ])
    }

    @Test func twoJournalsWithEntriesInTheSameMinuteKeepBoth() throws {
        let vault = try TemporaryVault()
        try TemporaryVault.write("[2026-11-29 21:14] Standup notes.\nShip it.\n", to: "work.txt", in: vault.outside)
        try TemporaryVault.write("[2026-11-29 21:14] Walk by the river.\nCold.\n", to: "journal.txt", in: vault.outside)
        #expect(vault.run(["import", "jrnl", vault.outside.path + "/work.txt"]).status == 0)
        let second = vault.run(["import", "jrnl", vault.outside.path + "/journal.txt"])
        #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
        #expect(second.stdout.contains("1 new, 0 already present, 0 conflicts"), "\(second.stdout)")
        #expect(vault.files().filter { $0.hasSuffix(".md") }.count == 2)
    }

    @Test func findsAnEntryImportedUnderTheFormerUUID() throws {
        let vault = try TemporaryVault()
        try TemporaryVault.write("[2026-11-29 21:14] Walk.\nCold.\n", to: "journal.txt", in: vault.outside)
        #expect(vault.run(["import", "jrnl", vault.outside.path + "/journal.txt"]).status == 0)
        // The file as the import before this rule wrote it: the uuid of the date-time alone.
        let path = try #require(vault.files().first { $0.hasSuffix(".md") })
        let batch = try JrnlSource().read(Self.options(vault.outside.path + "/journal.txt"))
        let (now, former) = (batch.entries[0].uuid.canonical, try #require(batch.entries[0].formerUUID).canonical)
        try vault.write(path, try vault.text(path).replacingOccurrences(of: now, with: former))
        let again = vault.run(["import", "jrnl", vault.outside.path + "/journal.txt"])
        #expect(again.stdout.contains("0 new, 1 already present, 0 conflicts"), "\(again.stdout)")
        #expect(vault.files().filter { $0.hasSuffix(".md") }.count == 1)
    }

    @Test func listsJSONTagsInTheOrderTheTextHasThem() throws {
        let batch = try Self.read(##"{"entries": [{"title": "With @zoe.", "body": "Then #tea and @Ann.", "date": "2026-11-29", "time": "21:14", "tags": ["@ann", "@old", "#tea", "@zoe", "@gone"], "starred": false}]}"##, name: "export.json")
        #expect(batch.entries[0].tags == ["zoe", "tea", "ann", "gone", "old"])
    }

    /// jrnl's JSON lists a markdown heading's `##` among the tags (SampleVault's "Jiwoo's
    /// wedding"); kept as a tag `#`, `export jrnl` wrote `@#` and a re-import through jrnl was a
    /// conflict. The JSON gives the tags the text file gives.
    @Test func ignoresHeadingMarksThatJrnlsJSONListsAsTags() throws {
        let json = try Self.read(####"{"entries": [{"title": "Jiwoo's wedding", "body": "Before.\n\n## The ceremony\n\n### Vows\n\n@wedding @friends", "date": "2026-10-10", "time": "13:30", "tags": ["##", "@friends", "###", "@wedding", "@#"], "starred": true}]}"####, name: "export.json")
        let text = try Self.read("[2026-10-10 13:30] Jiwoo's wedding *\nBefore.\n\n## The ceremony\n\n### Vows\n\n@wedding @friends\n")
        #expect(json.entries[0].tags == ["wedding", "friends"])
        #expect(text.entries[0].tags == json.entries[0].tags)
        #expect(json.entries[0].body == text.entries[0].body)
        #expect(json.fidelity.counts.contains { $0.outcome.field == "tags" && $0.outcome.fate == .dropped && $0.count == 3 })
        #expect(json.fidelity.counts.contains { $0.outcome.field == "tags" && $0.outcome.fate == .converted && $0.count == 2 })
    }

    @Test func refusesAnEncryptedJournalSayingSo() throws {
        let token = "gAAAAABlZ3Q4" + String(repeating: "x_Y-9", count: 30) + "=="
        #expect(throws: ImportError(path: "journal.txt", JrnlSource.encryptedMessage)) { try Self.read(token + "\n") }
        try TemporaryVault.withFolder { folder in
            // jrnl 1: AES-CBC bytes, not text.
            let bytes: [UInt8] = (0..<64).map { UInt8(($0 * 73 + 200) % 256) }
            try TemporaryVault.write(bytes, to: "old.txt", in: folder)
            #expect(throws: ImportError(path: "old.txt", JrnlSource.encryptedMessage)) {
                try JrnlSource().read(ImportOptions(displayPath: "old.txt", path: folder.path + "/old.txt", timeZone: TemporaryVault.seoul))
            }
        }
    }

    /// Headers jrnl 4.6 reads with its fallback parser, and what it gives (run with the real
    /// jrnl by ``partialDatesReadAsTheRealJrnlReadsThem()``).
    static let partialHeaders = "[2019-07 14:23] Partial month.\nTwo.\n\n[2018] Year alone.\n\n[July 2017 08:00] Month name.\n\n"
        + "[2016/07 10:00] Slash.\n\n[07-2015] Month first.\n\n[2014-7 9:05] Short month.\n\n[2013 14:23] Year and time.\n"

    @Test func readsPartialDatesAsJrnlDoes() throws {
        let batch = try Self.read(Self.partialHeaders)
        #expect(batch.entries.map { "\($0.date.text) \($0.title ?? "")" } == [
            "2019-07-01T14:23:00 Partial month.", "2017-07-01T08:00:00 Month name.", "2016-07-01T10:00:00 Slash.",
            "2015-07-01T00:00:00 Month first.", "2014-07-01T09:05:00 Short month.", "2013-01-01T14:23:00 Year and time.",
        ])
        #expect(batch.entries[0].body == "Two.\n\n[2018] Year alone.")
    }

    @Test(.enabled(if: JrnlClientEndToEndTests.hasJrnl, "jrnl is not on PATH: install it with 'python3 -m pip install jrnl'"))
    func partialDatesReadAsTheRealJrnlReadsThem() throws {
        try TemporaryVault.withFolder { folder in
            let base = folder.path
            try Self.partialHeaders.write(toFile: base + "/journal.txt", atomically: true, encoding: .utf8)
            try JrnlClientEndToEndTests.config(journal: base + "/journal.txt").write(toFile: base + "/jrnl.yaml", atomically: true, encoding: .utf8)
            let environment = ["HOME": base, "XDG_CONFIG_HOME": base + "/config", "XDG_DATA_HOME": base + "/data", "NO_COLOR": "1"]
            let exported = try #require(try ExternalTool.run("jrnl", ["--config-file", base + "/jrnl.yaml", "--format", "json"], environment: environment))
            #expect(exported.status == 0, "\(exported.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(exported.stdout.utf8)) as? [String: Any])
            let theirs = (json["entries"] as? [[String: Any]] ?? []).map { "\($0["date"] ?? "")T\($0["time"] ?? ""):00 \($0["title"] ?? "") \($0["body"] ?? "")" }
            let ours = try Self.read(Self.partialHeaders).entries.map { "\($0.date.text) \($0.title ?? "") \($0.body)" }
            // jrnl sorts its entries by date.
            #expect(ours.sorted() == theirs.sorted())
        }
    }

    @Test func readsCRLFAndWarnsAboutTextBeforeTheFirstEntry() throws {
        let batch = try Self.read("notes\r\n[2026-11-29 21:14] A\r\nB\r\n")
        #expect(batch.entries.map(\.body) == ["B"])
        #expect(batch.warnings.count == 1)
    }

    @Test func rejectsAFileWithNoEntry() throws {
        #expect(throws: ImportError.self) { try Self.read("just some text\n") }
    }

    @Test func keepsJrnlsUUIDAndDropsTheCreator() throws {
        let batch = try Self.read("""
            {"entries": [{"title": "A", "body": "", "date": "2020-08-29", "time": "11:11", "tags": [], "starred": false,
              "uuid": "044F3747A38546168B572C2E3F217FA2", "creator": {"os_agent": "iOS"}}]}
            """, name: "export.json")
        #expect(batch.entries[0].uuid.description.uppercased().replacingOccurrences(of: "-", with: "") == "044F3747A38546168B572C2E3F217FA2")
        #expect(batch.fidelity.counts.contains { $0.outcome.field == "creator" && $0.outcome.fate == .dropped })
    }

    @Test(arguments: [
        ("{\"entries\": [{\"title\": \"A\"", "export.json: not valid JSON"),
        ("{\"tags\": {}}", "export.json: $: expected jrnl's export"),
        ("{\"entries\": {}}", "export.json: $.entries: expected an array, found an object"),
        ("{\"entries\": [3]}", "export.json: $.entries[0]: expected an entry object, found a number"),
    ])
    func namesTheFileAndPlaceOfABadExport(text: String, message: String) throws {
        let error = try #require(throws: ImportError.self) { try Self.read(text, name: "export.json") }
        #expect(error.description.hasPrefix(message))
    }

    @Test func skipsAnEntryWithABadDate() throws {
        let batch = try Self.read("""
            {"entries": [{"title": "A", "date": "2026-13-01", "time": "10:00"}, {"title": "B", "date": "2026-11-01", "time": "10:00", "starred": true}]}
            """, name: "export.json")
        #expect(batch.entries.map(\.title) == ["B"])
        #expect(batch.skipped.map(\.reason) == ["$.entries[0].date: not a date and time jrnl writes (YYYY-MM-DD and HH:MM): 2026-13-01 10:00"])
    }

    @Test func readsAFolderJournal() throws {
        try TemporaryVault.withFolder { folder in
            try TemporaryVault.write("[2020-08-29 11:11] Entry\nBody\n", to: "2020/08/29.txt", in: folder)
            try TemporaryVault.write("x", to: "2020/should-be-ignored.txt", in: folder)
            let batch = try JrnlSource().read(Self.options(folder.path))
            #expect(batch.entries.map(\.sourceFile) == ["2020/08/29.txt"])
            #expect(batch.skipped.map(\.path) == ["2020/should-be-ignored.txt"])
        }
    }

    /// Files made by jrnl 4.6 with its default `timeformat: '%F %r'` (`jrnl "2026-11-30 00:05*: After midnight"`,
    /// then `jrnl --format json --file export.json`).
    @Test func readsWhatRealJrnlWritesWithItsDefaultTimeFormat() throws {
        let journal = #"""
[2026-11-29 09:14:00 PM] Evening walk with @Mina.
The lamps were #bright.

[2026-11-30 12:05:00 AM] After midnight *

[2026-11-30 09:00:00 AM] 자정 직전에 쓰는 메모.
오늘은 @가족 과

[2026-11-30 12:30:00 PM] Lunch!
Noodles @work
"""#
        let export = #"""
{
  "tags": {
    "#bright": 1,
    "@mina": 1,
    "@work": 1,
    "@\uac00\uc871": 1
  },
  "entries": [
    {
      "title": "Evening walk with @Mina.",
      "body": "The lamps were #bright.",
      "date": "2026-11-29",
      "time": "21:14",
      "tags": [
        "@mina",
        "#bright"
      ],
      "starred": false
    },
    {
      "title": "After midnight",
      "body": "",
      "date": "2026-11-30",
      "time": "00:05",
      "tags": [],
      "starred": true
    },
    {
      "title": "\uc790\uc815 \uc9c1\uc804\uc5d0 \uc4f0\ub294 \uba54\ubaa8.",
      "body": "\uc624\ub298\uc740 @\uac00\uc871 \uacfc",
      "date": "2026-11-30",
      "time": "09:00",
      "tags": [
        "@\uac00\uc871"
      ],
      "starred": false
    },
    {
      "title": "Lunch!",
      "body": "Noodles @work",
      "date": "2026-11-30",
      "time": "12:30",
      "tags": [
        "@work"
      ],
      "starred": false
    }
  ]
}
"""#
        let text = try Self.read(journal)
        let json = try Self.read(export, name: "export.json")
        #expect(text.entries.map(\.date.text) == ["2026-11-29T21:14:00", "2026-11-30T00:05:00", "2026-11-30T09:00:00", "2026-11-30T12:30:00"])
        #expect(text.entries.map(\.date) == json.entries.map(\.date))
        #expect(text.entries.map(\.title) == json.entries.map(\.title))
        #expect(text.entries.map(\.body) == json.entries.map(\.body))
        #expect(text.entries.map(\.tags) == json.entries.map(\.tags))
        #expect(text.entries.map(\.starred) == [false, true, false, false])
        #expect(json.entries.map(\.starred) == [false, true, false, false])
        #expect(text.entries.map(\.uuid) == json.entries.map(\.uuid))
    }
}

/// jrnl's own test journals (jrnl-org/jrnl, tests/data/journals): the versioned encryption header
/// of `encrypted_v3.journal` is "encrypted", not "no entry found"; the empty `work.journal` is
/// zero entries, as jrnl reads it.
@Suite struct JrnlOwnTestJournalsTests {
    @Test func aVersionedEncryptionHeaderIsEncrypted() {
        #expect(JrnlSource.hasEncryptionHeader("JRNLv3\u{0}0eyJzYWx0IjoiQldrLUU0"))
        #expect(JrnlSource.hasEncryptionHeader("JRNLv3\u{0}#{\"salt\":\"lRkE\"}gAAAA"))
        #expect(!JrnlSource.hasEncryptionHeader("JRNLv3 is a title"))
        let error = #expect(throws: ImportError.self) { try JrnlSourceTests.read("JRNLv3\u{0}0eyJzYWx0IjoiQldrLUU0\n") }
        #expect(error?.message == JrnlSource.encryptedMessage)
    }

    @Test func anEmptyJournalIsZeroEntries() throws {
        let batch = try JrnlSourceTests.read("\n \n")
        #expect(batch.entries.isEmpty)
        #expect(batch.warnings.count == 1)
    }
}
