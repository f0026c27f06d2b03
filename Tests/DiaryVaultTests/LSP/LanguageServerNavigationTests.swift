import Foundation
import Testing
@testable import DiaryVault

/// Find references, workspace symbols and go-to-definition on a file deleted behind the
/// editor's back, over real pipes, on ``LanguageServerFeatureTests``'s two-entry vault.
@Suite struct LanguageServerNavigationTests {
    static let otherPath = "2026/11/2026-11-01.md"

    static func locations(_ answer: ImportValue) -> [String] {
        (answer["result"]?.array ?? []).map { location in
            let file = (location["uri"]?.string ?? "").split(separator: "/").last.map(String.init) ?? ""
            return file + ":" + LSPRange(location).description
        }
    }

    @Test func referencesOfAnEntryAreTheLinksOfOtherEntriesToIt() throws {
        let (vault, client, path) = try LanguageServerFeatureTests.start()
        defer { withExtendedLifetime(vault) {} }
        let other = vault.root + "/" + Self.otherPath
        client.open(other, text: LanguageServerFeatureTests.other)
        // Anywhere in the entry: the wikilink and the markdown link of the 29th (after Hangul).
        let expected = ["2026-11-29.md:7,4,7,18", "2026-11-29.md:7,20,7,41"]
        #expect(Self.locations(try client.request("textDocument/references", LanguageServerFeatureTests.at(other, 8, 0))) == expected)
        // On a link: the references of its target.
        #expect(Self.locations(try client.request("textDocument/references", LanguageServerFeatureTests.at(path, 7, 8))) == expected)
        // The 29th has no link to it.
        #expect(Self.locations(try client.request("textDocument/references", LanguageServerFeatureTests.at(path, 6, 0))) == [])
        #expect(try client.shutDown() == 0)
    }

    @Test func referencesOfATagAreEveryPlaceAnEntryHasIt() throws {
        let (vault, client, path) = try LanguageServerFeatureTests.start()
        defer { withExtendedLifetime(vault) {} }
        // The other entry is not open: it is read from disk. `#walking` is not `walk`.
        #expect(Self.locations(try client.request("textDocument/references", LanguageServerFeatureTests.at(path, 4, 8)))
            == ["2026-11-01.md:5,4,5,8", "2026-11-01.md:8,6,8,10", "2026-11-29.md:4,7,4,11", "2026-11-29.md:7,47,7,51"])
        // A tag only one entry has, after Hangul in the flow list.
        #expect(Self.locations(try client.request("textDocument/references", LanguageServerFeatureTests.at(path, 4, 14)))
            == ["2026-11-29.md:4,13,4,15"])
        #expect(try client.request("textDocument/references", LanguageServerFeatureTests.at(path, 99, 0))["error"]?["code"]?.integer == -32602)
        #expect(try client.shutDown() == 0)
    }

    @Test func definitionNeverLeadsToAFileDeletedBehindTheEditorsBack() throws {
        let (vault, client, path) = try LanguageServerFeatureTests.start()
        defer { withExtendedLifetime(vault) {} }
        let target = LanguageServer.uri(ofPath: vault.root + "/" + Self.otherPath)
        // The index is read now, with the file there.
        #expect(try client.request("textDocument/definition", LanguageServerFeatureTests.at(path, 7, 8))["result"]?["uri"]?.string == target)
        try FileManager.default.removeItem(atPath: vault.root + "/" + Self.otherPath)
        // No didChangeWatchedFiles came: the index still lists it, the disk does not.
        #expect(try client.request("textDocument/definition", LanguageServerFeatureTests.at(path, 7, 8))["result"] == .null)
        #expect(try client.request("textDocument/definition", LanguageServerFeatureTests.at(path, 7, 30))["result"] == .null)
        #expect(try client.request("textDocument/documentLink", .object([
            ("textDocument", .object([("uri", .string(LanguageServer.uri(ofPath: path)))])),
        ]))["result"] == .array([]))
        #expect(try client.shutDown() == 0)
    }

    static func symbols(_ client: LSPClient, _ query: String) throws -> [String] {
        let answer = try client.request("workspace/symbol", .object([("query", .string(query))]))
        return (answer["result"]?.array ?? []).map { "\($0["name"]?.string ?? "?") \($0["containerName"]?.string ?? "?")" }
    }

    @Test func workspaceSymbolsAreEntriesByTitleAndDateFuzzyAndRanked() throws {
        let (vault, client, _) = try LanguageServerFeatureTests.start()
        defer { withExtendedLifetime(vault) {} }
        try vault.write("2026/11/2026-11-02.md", "---\nuuid: 6F1C0D2E-3A4B-4C5D-8E6F-000000000003\ndate: 2026-11-02\ntitle: Brain dump\n---\nx\n")
        // As an editor does: the created file named (type 1). With an empty list the answer
        // depended on whether the server had read the vault before the file was written.
        LanguageServerWorkspaceTests.changed(client, [vault.root + "/2026/11/2026-11-02.md"], type: 1)
        // The 29th has no title key: its title is its first heading.
        let untitled = "산책 😀 day 2026-11-29"
        // Empty: newest first.
        #expect(try Self.symbols(client, "") == [untitled, "Brain dump 2026-11-02", "Rain day 2026-11-01"])
        // "rain" is whole at the start of one title and inside the other.
        #expect(try Self.symbols(client, "rain") == ["Rain day 2026-11-01", "Brain dump 2026-11-02"])
        // Fuzzy: the letters in order, case folded, spaces ignored.
        // Both words start in "Rain day"; "bRain Dump" holds the letters too, lower.
        #expect(try Self.symbols(client, "RD") == ["Rain day 2026-11-01", "Brain dump 2026-11-02"])
        #expect(try Self.symbols(client, "산책") == [untitled])
        #expect(try Self.symbols(client, "bd") == ["Brain dump 2026-11-02"])
        // By date.
        #expect(try Self.symbols(client, "11-29") == [untitled])
        #expect(try Self.symbols(client, "zzz") == [])
        let first = try client.request("workspace/symbol", .object([("query", .string("rain day"))]))["result"]?.array?.first
        #expect(first?["kind"]?.integer == 1)
        #expect(first?["location"]?["uri"]?.string == LanguageServer.uri(ofPath: vault.root + "/" + Self.otherPath))
        #expect(try client.request("workspace/symbol", .object([]))["error"]?["code"]?.integer == -32602)
        #expect(try client.shutDown() == 0)
    }
}

extension LanguageServerNavigationTests {
    @Test func hoverOnADateCountsEachAnniversaryAsDDayDoes() throws {
        let (vault, client, path) = try LanguageServerFeatureTests.start(environment: ["LANG": "en_US.UTF-8"])
        defer { withExtendedLifetime(vault) {} }
        try vault.write(".vault/config", "anniversary = 2026-11-01 Rain\nanniversary = 2027-01-01 New year\n")
        let hover = try #require(try LanguageServerFeatureTests.hover(client, path, 2, 8))
        let lines = hover.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        // The same numbers as `vault dday --on 2026-11-29`.
        let dday = vault.run(["dday", "--on", "2026-11-29"], environment: ["LANG": "en_US.UTF-8"])
        #expect(dday.stdout.contains("Rain (2026-11-01): D+28"))
        #expect(lines.dropFirst() == [
            "- Rain (2026-11-01): D+28 · 100 days, in 72 days",
            "- New year (2027-01-01): D-33 · 100 days, in 133 days",
        ])
        #expect(try client.shutDown() == 0)
    }
}

extension LanguageServerNavigationTests {
    @Test func keysTheVaultUsesFollowTheSemanticKeysByCount() throws {
        let vault = try TemporaryVault()
        defer { withExtendedLifetime(vault) {} }
        try vault.write("2026/11/2026-11-29.md", LanguageServerFeatureTests.entry)
        try vault.write("2026/11/2026-11-01.md", "---\nuuid: 6F1C0D2E-3A4B-4C5D-8E6F-000000000002\ndate: 2026-11-01\nweather: rain\nplace: home\n---\nx\n")
        try vault.write("2026/11/2026-11-02.md", "---\nuuid: 6F1C0D2E-3A4B-4C5D-8E6F-000000000003\ndate: 2026-11-02\nweather: sun\n---\ny\n")
        let executable = try #require(ConcurrentWriteTests.executable, "build the vault executable first: swift build")
        let client = try LSPClient(executable: executable, directory: vault.base, environment: vault.environment([:]))
        try client.initialize(root: vault.root)
        let path = vault.root + "/2026/11/2026-11-29.md"
        client.open(path, text: LanguageServerFeatureTests.entry)
        let items = try client.request("textDocument/completion", LanguageServerFeatureTests.at(path, 3, 0))["result"]?["items"]?.array ?? []
        #expect(items.compactMap { $0["label"]?.string } == SemanticKey.allCases.map(\.name) + ["weather", "place"])
        #expect(items.last?["detail"]?.string == "1 entry")
        #expect(items.last?["textEdit"]?["newText"]?.string == "place: ")
        #expect(try client.shutDown() == 0)
    }

    @Test func linkCompletionOffersTheAttachmentsBesideTheEntry() throws {
        let (vault, client, path) = try LanguageServerFeatureTests.start()
        defer { withExtendedLifetime(vault) {} }
        try vault.write("2026/11/attachments/photo.jpg", [0xFF, 0xD8])
        try vault.write("2026/11/map.png", [0x89])
        // After `[[` and after `](`: the entries, then the files beside the entry, then in attachments/.
        let wikilink = try client.request("textDocument/completion", LanguageServerFeatureTests.at(path, 7, 6))["result"]?["items"]?.array ?? []
        #expect(wikilink.compactMap { $0["label"]?.string } == ["Rain day", "map.png", "attachments/photo.jpg"])
        #expect(wikilink.last?["textEdit"]?["newText"]?.string == "attachments/photo.jpg]]")
        let markdown = try client.request("textDocument/completion", LanguageServerFeatureTests.at(path, 7, 27))["result"]?["items"]?.array ?? []
        #expect(markdown.compactMap { $0["label"]?.string } == ["Rain day", "map.png", "attachments/photo.jpg"])
        #expect(markdown[2]["textEdit"]?["newText"]?.string == "attachments/photo.jpg)")
        #expect(try client.shutDown() == 0)
    }
}
