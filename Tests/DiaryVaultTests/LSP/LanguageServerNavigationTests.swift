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
        client.notify("workspace/didChangeWatchedFiles", .object([("changes", .array([]))]))
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
