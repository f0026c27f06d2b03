import Foundation
import Testing
@testable import DiaryVault

/// `vault import logseq`: the journal pages of a graph, with page properties as front matter.
@Suite struct LogseqSourceTests {
    /// A graph in a temporary folder with `files` (path: text), read by the source.
    static func read(_ files: [String: String]) throws -> ImportBatch {
        try TemporaryVault.withFolder { folder in
            for (path, text) in files { try TemporaryVault.write(text, to: path, in: folder) }
            return try LogseqSource().read(ImportOptions(displayPath: "graph", path: folder.path, timeZone: TemporaryVault.seoul))
        }
    }

    @Test func readsTheSampleGraphAsExpected() throws {
        let sample = try ImportSample.load("logseq")
        let batch = try LogseqSource().read(ImportOptions(displayPath: "logseq", path: sample.folder, timeZone: TemporaryVault.seoul))
        ImportSampleHarness.check(batch, against: sample)
        #expect(batch.skipped.map(\.reason) == ["only an empty bullet (Logseq creates today's journal file on open)", "a page, not a journal"])
        let library = try #require(batch.entries.first { $0.sourceFile == "journals/2026_11_25.md" })
        #expect(library.body == "- Long day at the library desk.\n- Ideas for the pottery class\n\t- handles\n\t- glaze tests\n")
        let pottery = try #require(batch.entries.first { $0.sourceFile == "journals/2026_11_26.md" })
        #expect(pottery.body == "- Pottery class: my first handle stayed on! #pottery\n- ![mug](attachments/mug_1764154800000_0.png)\n")
    }

    @Test func readsTheConfiguredFormatAndTheDefault() throws {
        let batch = try Self.read([
            "logseq/config.edn": """
                {:meta/version 1
                 ;; :journal/file-name-format "yyyy-MM-dd"
                 :journal/file-name-format "EEE, MMM do yyyy" ; not retroactive
                 :journals-directory "daily"}
                """,
            "daily/Sun, Nov 29th 2026.md": "- new name",
            "daily/2026_11_28.md": "- old name",
            "daily/2026-11-27.md": "- neither",
            "journals/2026_11_26.md": "- not the journals folder",
        ])
        #expect(batch.entries.map(\.date.text) == ["2026-11-28", "2026-11-29"])
        #expect(batch.skipped.map(\.reason) == ["name does not parse with the journal file-name format", "a page, not a journal"])
    }

    @Test func readsPropertiesTagsAndDropsBlockIDs() throws {
        let batch = try Self.read(["journals/2026_11_29.md": """
            title:: Canal
            tags:: #walk, [[night walk]]
            mood:: 5
            date:: the day after
            id:: 6560a1b2-0000-4000-8000-000000000000

            - Walk #canal and #[[old town]] with [[Mina]]
              id:: 6560a1b2-0000-4000-8000-000000000001
            \t- lamps:: many
            """])
        let entry = try #require(batch.entries.first)
        #expect(entry.tags == ["walk", "night walk", "canal", "old town"])
        #expect(entry.mood == .great)
        #expect(entry.title == "Canal")
        #expect(entry.extra == [ImportedField("logseq-date", .string("the day after"))])
        #expect(entry.body == "- Walk #canal and #[[old town]] with [[Mina]]\n\t- lamps:: many")
    }

    @Test func keepsAnEmptyBulletPageWithProperties() throws {
        let batch = try Self.read(["journals/2026_11_29.md": "mood:: good\n\n- \n", "journals/2026_11_30.md": ""])
        #expect(batch.entries.map(\.mood) == [.good])
        #expect(batch.skipped.map(\.reason) == ["empty"])
    }

    @Test func rejectsAFormatItCannotRead() throws {
        let error = try #require(throws: ImportError.self) {
            try Self.read(["logseq/config.edn": "{:journal/file-name-format \"yyyy-ww\"}"])
        }
        #expect(error.description.hasPrefix("logseq/config.edn: :journal/file-name-format: the date letter w"))
    }

    @Test func aFirstHeadingBlockGivesTheTitleWithoutItsMarks() throws {
        let vault = try TemporaryVault()
        try TemporaryVault.write("- ## Harbor day\n\t- Gulls.\n", to: "journals/2026_11_29.md", in: vault.outside)
        let run = vault.run(["import", "logseq", vault.outside.path, "--json"])
        #expect(run.stdout.contains("\"title\":\"Harbor day\""), "\(run.stdout)")
        #expect(vault.run(["list", "--json"]).stdout.contains("\"title\":\"Harbor day\""))
    }
}
