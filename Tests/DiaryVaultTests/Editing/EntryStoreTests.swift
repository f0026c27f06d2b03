import Foundation
import Testing
@testable import DiaryVault

/// Safe read-modify-write of entry files.
@Suite struct EntryStoreTests {
    static let entry = """
        ---
        uuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F
        date: 2026-11-29T21:14:00+09:00
        mood: good   # after dinner
        ---
        # Evening walk

        By the river.

        """

    /// An entry of 50,000 keys: the check before writing looks each key up once, not every key
    /// by name (which took 16.5 s where `vault index` takes 0.28 s). The edit must be
    /// right; how fast it is is not a unit test's business (a timed test fails on a busy machine):
    /// a quadratic check would make this test take minutes, which the suite's time shows.
    @Test func editsAnEntryOfFiftyThousandKeys() throws {
        try TemporaryVault.with { vault in
            let keys = (0..<50_000).map { "key\($0): value \($0)\n" }.joined()
            let text = "---\ndate: 2026-11-02\n" + keys + "---\n# Many keys\n"
            try vault.write("2026/11/keys.md", text)
            let update = try EntryStore().update(vault.path("2026/11/keys.md"), displayPath: "keys.md",
                                                 edits: [.star(true), .setText(key: "key49999", text: "changed")])
            #expect(update.changes.map(\.key) == ["starred", "key49999"])
            let written = try vault.text("2026/11/keys.md")
            let expected = text.replacing("key49999: value 49999\n", with: "key49999: changed\nstarred: true\n")
            let changedTwoLines = written == expected
            #expect(changedTwoLines)
        }
    }

    @Test func changesOnlyTheEditedLines() throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/walk.md", Self.entry)
            let update = try EntryStore().update(vault.path("2026/11/walk.md"), displayPath: "walk.md",
                                                 edits: [.star(true), .set(key: "mood", value: .string("great"))])
            #expect(update.changes == [EntryEdit.Change(key: "starred", value: .bool(true)),
                                       EntryEdit.Change(key: "mood", value: .string("great"))])
            #expect(try vault.text("2026/11/walk.md") == """
                ---
                uuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F
                date: 2026-11-29T21:14:00+09:00
                mood: great   # after dinner
                starred: true
                ---
                # Evening walk

                By the river.

                """)
        }
    }

    @Test func writesNothingWhenNothingChanges() throws {
        try TemporaryVault.with { vault in
            try vault.write("walk.md", Self.entry)
            let before = FileSystem.status(vault.path("walk.md"))
            let update = try EntryStore(beforeWrite: { _ in Issue.record("nothing should be written") })
                .update(vault.path("walk.md"), displayPath: "walk.md", edits: [.star(false), .set(key: "mood", value: .string("good"))])
            #expect(!update.changed)
            #expect(FileSystem.status(vault.path("walk.md")) == before)
        }
    }

    @Test func refusesAFileChangedAfterItWasRead() throws {
        try TemporaryVault.with { vault in
            try vault.write("walk.md", Self.entry)
            let theirs = Self.entry.replacing("By the river.", with: "By the river, in the rain.")
            let store = EntryStore(beforeWrite: { path in try Data(theirs.utf8).write(to: URL(fileURLWithPath: path)) })
            let error = #expect(throws: VaultError.self) {
                try store.update(vault.path("walk.md"), displayPath: "walk.md", edits: [.star(true)])
            }
            #expect(error == .changedOnDisk(path: "walk.md"))
            #expect(error?.errorDescription == """
                walk.md: error: the file changed on disk since vault read it; nothing was written
                hint: run the command again to apply it to the new version
                """)
            #expect(try vault.text("walk.md") == theirs)
            #expect(vault.files() == ["walk.md"])
        }
    }

    @Test func keepsPermissions() throws {
        try TemporaryVault.with { vault in
            try vault.write("walk.md", Self.entry)
            chmod(vault.path("walk.md"), 0o600)
            _ = try EntryStore().update(vault.path("walk.md"), displayPath: "walk.md", edits: [.star(true)])
            #expect(FileSystem.status(vault.path("walk.md"))?.permissions == 0o600)
        }
    }

    @Test func refusesToTouchTheUUIDOrRemoveTheDate() throws {
        try TemporaryVault.with { vault in
            try vault.write("walk.md", Self.entry.replacing("uuid:", with: "id:"))
            let store = EntryStore()
            for edit: EntryEdit in [.set(key: "uuid", value: .string("x")), .unset(key: "id"), .unset(key: "date")] {
                let error = #expect(throws: VaultError.self) {
                    try store.update(vault.path("walk.md"), displayPath: "walk.md", edits: [edit])
                }
                guard case .protectedKey(let path, _, _)? = error else { Issue.record("\(edit): \(String(describing: error))"); continue }
                #expect(path == "walk.md")
            }
            #expect(try vault.text("walk.md") == Self.entry.replacing("uuid:", with: "id:"))
        }
    }

    @Test func createsNewNamesForClashes() throws {
        try TemporaryVault.with { vault in
            let opened = try Vault(root: vault.root, currentDirectory: "/")
            let date = try #require(EntryDate(parsing: "2026-11-29T21:14:00+09:00"))
            var paths: [String] = []
            for _ in 1...3 {
                let entry = Entry.canonical(uuid: .random(), date: date, text: "# Evening walk\n")
                paths.append(try EntryStore().create(entry, in: opened))
            }
            #expect(paths == ["2026/11/2026-11-29-evening-walk.md", "2026/11/2026-11-29-evening-walk-2.md",
                              "2026/11/2026-11-29-evening-walk-3.md"])
            #expect(vault.files() == paths.sorted())
        }
    }

    @Test func movesWithoutOverwriting() throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/2026-11-29-walk.md", Self.entry)
            try vault.write("2026/10/2026-10-05-walk.md", "someone else's\n")
            let day = try #require(CivilDate(year: 2026, month: 10, day: 5))
            let moved = try EntryStore().move(vault.path("2026/11/2026-11-29-walk.md"), expectedOriginal: Array(Self.entry.utf8),
                                              toFolder: vault.path("2026/10"), day: day)
            #expect(moved == vault.path("2026/10/2026-10-05-walk-2.md"))
            #expect(vault.files() == ["2026/10/2026-10-05-walk-2.md", "2026/10/2026-10-05-walk.md"])
            #expect(try vault.text("2026/10/2026-10-05-walk.md") == "someone else's\n")
            #expect(try vault.text("2026/10/2026-10-05-walk-2.md") == Self.entry)
        }
    }

    @Test func deletesOnlyWhatWasRead() throws {
        try TemporaryVault.with { vault in
            try vault.write("walk.md", Self.entry)
            let error = #expect(throws: VaultError.self) {
                try EntryStore().delete(vault.path("walk.md"), expectedOriginal: Array("older text".utf8), displayPath: "walk.md")
            }
            #expect(error == .changedOnDisk(path: "walk.md"))
            try EntryStore().delete(vault.path("walk.md"), expectedOriginal: Array(Self.entry.utf8), displayPath: "walk.md")
            #expect(vault.files().isEmpty)
        }
    }
}
