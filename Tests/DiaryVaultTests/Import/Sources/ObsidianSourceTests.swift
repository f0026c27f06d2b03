import Foundation
import Testing
@testable import DiaryVault

/// `vault import obsidian`: the daily notes of a vault, found through `.obsidian/daily-notes.json`.
@Suite struct ObsidianSourceTests {
    /// A vault in a temporary folder with `files` (path: text), read by the source.
    static func read(_ files: [String: String]) throws -> ImportBatch {
        try TemporaryVault.withFolder { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(".obsidian"), withIntermediateDirectories: true)
            for (path, text) in files { try TemporaryVault.write(text, to: path, in: folder) }
            return try ObsidianSource().read(ImportOptions(displayPath: "vault", path: folder.path, timeZone: TemporaryVault.seoul))
        }
    }

    /// A folder without `.obsidian/` is not read as a vault: `vault import obsidian vault/Daily`
    /// after `vault import obsidian vault` would make every note a second time (the uuids derive
    /// from paths below the folder given).
    @Test func refusesAFolderThatIsNotTheVaultRoot() throws {
        let sample = try ImportSample.load("obsidian")
        #expect(throws: ImportError(path: "Daily", "expected an Obsidian vault folder (the folder that holds .obsidian/)")) {
            try ObsidianSource().read(ImportOptions(displayPath: "Daily", path: sample.path("Daily"), timeZone: TemporaryVault.seoul))
        }
    }

    @Test func readsTheSampleVaultAsExpected() throws {
        let sample = try ImportSample.load("obsidian")
        let batch = try ObsidianSource().read(ImportOptions(displayPath: "obsidian", path: sample.folder, timeZone: TemporaryVault.seoul))
        ImportSampleHarness.check(batch, against: sample)
        #expect(batch.skipped.map(\.reason) == ["name does not parse with the daily-note format", "outside the daily-notes folder",
                                                "outside the daily-notes folder (it is the template)"])
        let bonfire = try #require(batch.entries.first { $0.sourceFile == "Daily/2026-11-05.md" })
        #expect(bonfire.body.contains("![](attachments/photo.png)\n\nSparklers"))
        let walk = try #require(batch.entries.first { $0.sourceFile == "Daily/2026-11-29.md" })
        #expect(walk.body.contains("![](attachments/canal%20lamps.png)"))
        #expect(walk.attachments.map(\.name) == ["canal lamps.png"])
        #expect(batch.entries.first { $0.sourceFile == "Daily/2026-11-15.md" }?.body.contains("[[The Salt Orchard|the orchard book]]") == true)
    }

    @Test func readsSubfoldersAndNamesFromTheFormat() throws {
        let batch = try Self.read([
            ".obsidian/daily-notes.json": #"{"folder": "/Journal/", "format": "YYYY/MM-MMMM/YYYY-MM-DD dddd"}"#,
            "Journal/2026/11-November/2026-11-29 Sunday.md": "Walk.",
            "Journal/2026/11-November/2026-11-29 Monday.md": "Wrong weekday.",
            "Journal/2026-11-30.md": "Flat.",
        ])
        #expect(batch.entries.map(\.date.text) == ["2026-11-29"])
        #expect(batch.skipped.map(\.path) == ["Journal/2026-11-30.md", "Journal/2026/11-November/2026-11-29 Monday.md"])
    }

    @Test func usesTheDefaultsWithoutSettings() throws {
        let batch = try Self.read(["2026-11-29.md": "---\ncreated: 2026-11-29 21:14:05+09:00\n---\nHi #walk", "Notes.md": "x"])
        #expect(batch.entries.map(\.date.text) == ["2026-11-29T21:14:05+09:00"])
        #expect(batch.entries.map(\.tags) == [["walk"]])
        #expect(batch.skipped.map(\.reason) == ["name does not parse with the daily-note format"])
    }

    @Test func readsInlineTagsAsObsidianDoes() throws {
        let batch = try Self.read(["2026-11-29.md": """
            ---
            tags: [Walk, "#night"]
            ---
            # Heading #1984 #walk
            #night and #family/kids, not a#tag, `#code`
            ```
            #fenced
            ```
            ## Sub
            """])
        #expect(batch.entries[0].tags == ["Walk", "night", "family/kids"])
    }

    @Test func keepsPropertiesAndRenamesADateOnAnotherDay() throws {
        let batch = try Self.read(["2026-11-29.md": "---\ndate: 2026-11-30\nweather: rain\nuuid: nope\nstarred: true\nmood: 4\nid: 7\nreading time: 5\n---\nText"])
        let entry = try #require(batch.entries.first)
        #expect(entry.date.text == "2026-11-29")
        #expect(entry.extra == [ImportedField("obsidian-date", .string("2026-11-30")), ImportedField("weather", .string("rain")),
                                ImportedField("obsidian-uuid", .string("nope")), ImportedField("obsidian-id", .integer(7)),
                                ImportedField("reading_time", .integer(5))])
        #expect(entry.starred)
        #expect(entry.mood == .good)
    }

    @Test func keepsEmbedsOfNotesAndMissingFilesAsText() throws {
        let batch = try Self.read([
            "2026-11-29.md": "![[Other note]] ![[gone.png]] ![[sub/pic.jpg|300]] ![alt](../files/doc%20one.pdf) ![web](https://x.org/a.png)",
            "sub/pic.jpg": "jpg", "files/doc one.pdf": "pdf",
        ])
        let entry = try #require(batch.entries.first)
        #expect(entry.body == "![[Other note]] ![[gone.png]] ![](attachments/pic.jpg) ![alt](../files/doc%20one.pdf) ![web](https://x.org/a.png)")
        #expect(entry.attachments.map(\.sourcePath) == ["sub/pic.jpg"])
        #expect(batch.warnings.count == 1)
    }

    /// Issue 26: embeds of canvases and bases were copied as attachments.
    @Test func keepsEmbedsOfCanvasesAndBasesAsLinks() throws {
        let batch = try Self.read([
            "2026-11-29.md": "![[Board.canvas]] ![[Books.base]] ![[Books.base#Reading]] ![[song.mp3]]",
            "Board.canvas": "{}", "Books.base": "views: []", "song.mp3": "mp3",
        ])
        let entry = try #require(batch.entries.first)
        #expect(entry.body == "![[Board.canvas]] ![[Books.base]] ![[Books.base#Reading]] [song.mp3](attachments/song.mp3)")
        #expect(entry.attachments.map(\.sourcePath) == ["song.mp3"])
        #expect(batch.warnings.isEmpty)
    }

    @Test func rejectsAFormatItCannotRead() throws {
        let error = try #require(throws: ImportError.self) {
            try Self.read([".obsidian/daily-notes.json": #"{"format": "gggg-[W]ww"}"#])
        }
        #expect(error.description.hasPrefix(".obsidian/daily-notes.json: format: \"gggg-[W]ww\": the Moment.js token gggg"))
    }
}

/// Obsidian's `tag` property (the singular Obsidian also reads) gives tags; `tags` does; another
/// unknown property is kept as a property, never read as tags (issue 26: the pattern
/// `.tags?, nil where ...` applied its `where` to the second pattern only).
@Suite struct ObsidianTagPropertyTests {
    @Test func tagAndTagsGiveTagsAndOtherPropertiesStay() throws {
        let batch = try ObsidianSourceTests.read([
            "2026-11-01.md": "---\ntag: walk\nTags: [rain]\nother: family\n---\nBody #inline\n",
        ])
        let entry = try #require(batch.entries.first)
        #expect(entry.tags == ["walk", "rain", "inline"])
        #expect(entry.extra == [ImportedField("other", .string("family"))])
        #expect(batch.fidelity.counts.contains { $0.outcome.field == "inline #tags" && $0.outcome.fate == .converted && $0.count == 1 })
        #expect(batch.fidelity.counts.contains { $0.outcome.field == "other" && $0.outcome.fate == .kept && $0.count == 1 })
    }
}

/// Daily notes filed into subfolders by hand (0918nobita/obsidian: `Daily/2023/2023-10/2023-10-19.md`
/// with the format `YYYY-MM-DD`) are daily notes, as Obsidian reads them (the file name alone with
/// the format's last part); 128 of that vault's notes were skipped.
@Suite struct ObsidianNotesInSubfoldersTests {
    @Test func aNoteInASubfolderIsReadByItsFileName() throws {
        let batch = try ObsidianSourceTests.read([
            ".obsidian/daily-notes.json": #"{"folder": "Daily"}"#,
            "Daily/2023/2023-10/2023-10-19.md": "Archived.\n",
            "Daily/2024-04-02.md": "Top.\n",
            "Daily/2023/notes.md": "Not a day.\n",
        ])
        #expect(batch.entries.map(\.date.text) == ["2023-10-19", "2024-04-02"])
        #expect(batch.skipped.map(\.path) == ["Daily/2023/notes.md"])
    }

    @Test func aFormatWithFoldersStillReadsTheWholePath() throws {
        let batch = try ObsidianSourceTests.read([
            ".obsidian/daily-notes.json": #"{"format": "YYYY/MM/DD"}"#,
            "2026/11/01.md": "By path.\n",
            "old/01.md": "The last part DD names no year: not a daily note.\n",
        ])
        #expect(batch.entries.map(\.date.text) == ["2026-11-01"])
        #expect(batch.skipped.map(\.path) == ["old/01.md"])
    }
}
