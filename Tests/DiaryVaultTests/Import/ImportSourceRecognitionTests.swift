import Testing
@testable import DiaryVault

/// The folder layouts of the import sources, from the one list of sources
/// (`ImportSourceKind.recognizing`): which source a folder's names show, a source that keeps its
/// markdown in place first.
@Suite struct ImportSourceRecognitionTests {
    static func names(_ names: [String], folders: [String] = []) -> UnreadMarkdown.FolderNames {
        UnreadMarkdown.FolderNames(names: Set(names + folders), folders: Set(folders), lowercasedNames: (names + folders).map { $0.lowercased() },
                                   path: "/nonexistent-vault-test-folder")
    }

    @Test(arguments: [
        (names([], folders: [".obsidian"]), "obsidian"), (names([], folders: ["journals"]), "logseq"),
        (names([], folders: ["_posts"]), "posts"), (names(["hugo.toml"], folders: ["content"]), "posts"),
        (names(["Journal.json"]), "dayone"), (names(["My DayOne export.zip"]), "dayone"),
        (names(["journal.txt"]), "jrnl"), (names(["jrnl-export.json"]), "jrnl"),
        // A layout that keeps its markdown in place wins over an export beside it.
        (names(["journal.txt", "Journal.json"], folders: [".obsidian", "journals"]), "obsidian"),
        (names(["Journal.json"], folders: ["_posts"]), "posts"),
        (names(["notes.md"], folders: ["content", "2026"]), nil),
    ] as [(UnreadMarkdown.FolderNames, String?)])
    func recognizesTheSourceOfAFolder(folder: UnreadMarkdown.FolderNames, source: String?) {
        #expect(ImportSourceKind.recognizing(folder)?.rawValue == source)
    }

    /// Every source with a folder layout is one of the import command's sources, by its name.
    @Test func everyLayoutIsASourceOfTheList() {
        let layouts = ImportSourceKind.all.compactMap(\.folder)
        #expect(layouts.map(\.rawValue) == ["dayone", "jrnl", "obsidian", "logseq", "posts"])
        #expect(layouts.allSatisfy { ImportSourceKind.named($0.rawValue) != nil })
        #expect(layouts.filter(\.keepsMarkdownInPlace).map(\.rawValue) == ["obsidian", "logseq", "posts"])
    }
}
