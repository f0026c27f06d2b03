import Foundation
import Testing
@testable import DiaryVault

/// Completion, go-to-definition and tag rename of `vault lsp`, over real pipes (``LSPClient``),
/// and their errors for a position outside the document or a document that is not open.
@Suite struct LanguageServerFeatureTests {
    static let entry = """
        ---
        uuid: 6F1C0D2E-3A4B-4C5D-8E6F-000000000001
        date: 2026-11-29
        mood: good
        tags: [walk, 산책]
        ---
        # 산책 😀 day
        See [[2026-11-01]], [rain](2026-11-01.md) and #walk.

        """
    static let other = "---\nuuid: 6F1C0D2E-3A4B-4C5D-8E6F-000000000002\ndate: 2026-11-01\ntitle: Rain day\ntags:\n  - walk\n  - rain\n---\nRain #walk #walking\n"

    /// A server on a vault holding the two entries, with the first open.
    ///
    /// Keep the returned vault alive for the whole test (`defer { withExtendedLifetime(vault) {} }`):
    /// its `deinit` deletes the folder, and a server whose files are gone answers `null` to
    /// whatever reads them (a link's hover), while answers from its index still look right.
    static func start(environment extra: [String: String] = [:]) throws -> (TemporaryVault, LSPClient, String) {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29.md", entry)
        try vault.write("2026/11/2026-11-01.md", other)
        let executable = try #require(ConcurrentWriteTests.executable, "build the vault executable first: swift build")
        let client = try LSPClient(executable: executable, directory: vault.base, environment: vault.environment(extra))
        try client.initialize(root: vault.root)
        let path = vault.root + "/2026/11/2026-11-29.md"
        client.open(path, text: entry)
        _ = try client.waitForNotification("textDocument/publishDiagnostics")
        return (vault, client, path)
    }

    static func at(_ path: String, _ line: Int, _ character: Int) -> ImportValue {
        .object([
            ("textDocument", .object([("uri", .string(LanguageServer.uri(ofPath: path)))])),
            ("position", LanguageServer.json(.init(line: line, character: character))),
        ])
    }

    static func labels(_ answer: ImportValue) -> [String] {
        answer["result"]?["items"]?.array?.compactMap { $0["label"]?.string } ?? []
    }

    @Test func completesKeysMoodsStarredTagsDatesAndLinks() throws {
        let (vault, client, path) = try Self.start()
        defer { withExtendedLifetime(vault) {} }
        #expect(Self.labels(try client.request("textDocument/completion", Self.at(path, 3, 6)))
            == ["bad", "not-great", "okay", "good", "great"])
        let moods = try client.request("textDocument/completion", Self.at(path, 3, 6))["result"]?["items"]?.array ?? []
        #expect(moods.first?["detail"]?.string == "level 1 of 5, calendar mark 'b'")
        #expect(moods.first?["textEdit"]?["range"] == LanguageServer.json(.init(line: 3, character: 6), .init(line: 3, character: 6)))
        #expect(Self.labels(try client.request("textDocument/completion", Self.at(path, 3, 0)))
            == SemanticKey.allCases.map(\.name))
        // In the flow list after a comma, and after '#' in the body (after Hangul and emoji).
        #expect(Self.labels(try client.request("textDocument/completion", Self.at(path, 4, 13))) == ["walk", "rain", "산책"])
        let hash = try client.request("textDocument/completion", Self.at(path, 7, 47))
        #expect(Self.labels(hash) == ["walk", "rain", "산책"])
        #expect(hash["result"]?["items"]?.array?.first?["detail"]?.string == "2 entries")
        // [[ offers the other entries by title, inserting the file name.
        let link = try client.request("textDocument/completion", Self.at(path, 7, 6))
        #expect(Self.labels(link) == ["Rain day"])
        #expect(link["result"]?["items"]?.array?.first?["textEdit"]?["newText"]?.string == "2026-11-01]]")
        #expect(try client.shutDown() == 0)
    }

    @Test func datesCompleteToTodayYesterdayAndRelativeDays() throws {
        let (vault, client, path) = try Self.start()
        defer { withExtendedLifetime(vault) {} }
        let items = try client.request("textDocument/completion", Self.at(path, 2, 6))["result"]?["items"]?.array ?? []
        #expect(items.compactMap { $0["detail"]?.string }.prefix(2) == ["today", "yesterday"])
        let today = try #require(items.first?["label"]?.string)
        #expect(EntryDate(parsing: today) != nil)
        #expect(try client.shutDown() == 0)
    }

    @Test func definitionOfWikilinksAndMarkdownLinks() throws {
        let (vault, client, path) = try Self.start()
        defer { withExtendedLifetime(vault) {} }
        let target = LanguageServer.uri(ofPath: vault.root + "/2026/11/2026-11-01.md")
        #expect(try client.request("textDocument/definition", Self.at(path, 7, 8))["result"]?["uri"]?.string == target)
        #expect(try client.request("textDocument/definition", Self.at(path, 7, 30))["result"]?["uri"]?.string == target)
        #expect(try client.request("textDocument/definition", Self.at(path, 6, 2))["result"] == .null)
        #expect(try client.shutDown() == 0)
    }

    @Test func renamingATagEditsEveryEntryThatHasItAndWritesNothing() throws {
        let (vault, client, path) = try Self.start()
        defer { withExtendedLifetime(vault) {} }
        let prepared = try client.request("textDocument/prepareRename", Self.at(path, 4, 8))
        #expect(prepared["result"] == LanguageServer.json(.init(line: 4, character: 7), .init(line: 4, character: 11)))
        var params = Self.at(path, 7, 48)
        if case .object(var members) = params {
            members.append(("newName", .string("stroll")))
            params = .object(members)
        }
        let changes = try #require(try client.request("textDocument/rename", params)["result"]?["changes"]?.members)
        let edits = Dictionary(uniqueKeysWithValues: changes.map { ($0.key, $0.value.array?.map { LSPRange($0) } ?? []) })
        #expect(edits[LanguageServer.uri(ofPath: path)] == [LSPRange(4, 7, 4, 11), LSPRange(7, 47, 7, 51)])
        #expect(edits[LanguageServer.uri(ofPath: vault.root + "/2026/11/2026-11-01.md")] == [LSPRange(5, 4, 5, 8), LSPRange(8, 6, 8, 10)])
        #expect(changes.count == 2)
        #expect(try vault.text("2026/11/2026-11-01.md") == Self.other)
        // No tag under the cursor, and a new name a tag cannot have.
        #expect(try client.request("textDocument/rename", Self.at(path, 6, 3))["error"]?["code"]?.integer == -32602)
        #expect(try client.request("textDocument/prepareRename", Self.at(path, 6, 3))["result"] == .null)
        #expect(try client.shutDown() == 0)
    }

    @Test func positionsOutsideTheDocumentAndUnopenedDocumentsAreInvalidParams() throws {
        let (vault, client, path) = try Self.start()
        defer { withExtendedLifetime(vault) {} }
        for method in ["textDocument/completion", "textDocument/definition", "textDocument/rename"] {
            let answer = try client.request(method, Self.at(path, 99, 0))
            #expect(answer["error"]?["code"]?.integer == -32602)
            #expect(answer["error"]?["message"]?.string == "position 99:0 is outside the document (9 lines)")
            #expect(try client.request(method, Self.at(vault.root + "/nope.md", 0, 0))["error"]?["code"]?.integer == -32602)
            #expect(try client.request(method, .object([]))["error"]?["code"]?.integer == -32602)
        }
        #expect(try client.shutDown() == 0)
    }
}

extension LanguageServerFeatureTests {
    static func hover(_ client: LSPClient, _ path: String, _ line: Int, _ character: Int) throws -> String? {
        try client.request("textDocument/hover", at(path, line, character))["result"]?["contents"]?["value"]?.string
    }

    @Test func hoverShowsMoodsTagsDatesAndLinkedEntries() throws {
        let (vault, client, path) = try Self.start(environment: ["LANG": "en_US.UTF-8"])
        defer { withExtendedLifetime(vault) {} }
        #expect(try Self.hover(client, path, 3, 7) == "good · 4/5 · 'g'")
        #expect(try Self.hover(client, path, 4, 8) == "#walk: 2 entries · Nov 1, 2026 – Nov 29, 2026")
        #expect(try Self.hover(client, path, 2, 8)?.hasPrefix("Nov 29, 2026 (Su) · ") == true)
        // On a wikilink and on a markdown link. (This was null while the test dropped its vault,
        // which deleted the files: the wikilink resolved from the index, then the read failed.)
        #expect(try Self.hover(client, path, 7, 9) == "**Rain day**\n\nRain #walk #walking")
        #expect(try Self.hover(client, path, 7, 30) == "**Rain day**\n\nRain #walk #walking")
        #expect(try client.request("textDocument/hover", Self.at(path, 1, 2))["result"] == .null)
        #expect(try client.shutDown() == 0)
    }

    @Test func hoverSpeaksTheUsersLanguage() throws {
        let (vault, client, path) = try Self.start(environment: ["LANG": "ko_KR.UTF-8"])
        defer { withExtendedLifetime(vault) {} }
        #expect(try Self.hover(client, path, 3, 7)?.hasPrefix("좋음") == true)
        // Code actions' titles too, with the command that does the same.
        let actions = try client.request("textDocument/codeAction", .object([
            ("textDocument", .object([("uri", .string(LanguageServer.uri(ofPath: path)))])),
            ("range", LanguageServer.json(.init(line: 0, character: 0), .init(line: 0, character: 0))),
            ("context", .object([("diagnostics", .array([]))])),
        ]))["result"]?.array ?? []
        #expect(actions.prefix(2).map { $0["title"]?.string } == ["이 일기에 별표 (vault star)", "기분 설정: 나쁨 (vault set mood=bad)"])
        #expect(try client.shutDown() == 0)
    }

    @Test func codeActionsFixStarAndSetTheMoodWithOneLineEdits() throws {
        let (vault, client, path) = try Self.start()
        defer { withExtendedLifetime(vault) {} }
        let document = ImportValue.object([
            ("textDocument", .object([("uri", .string(LanguageServer.uri(ofPath: path)))])),
            ("range", LanguageServer.json(.init(line: 0, character: 0), .init(line: 0, character: 0))),
            ("context", .object([("diagnostics", .array([]))])),
        ])
        var actions = try client.request("textDocument/codeAction", document)["result"]?.array ?? []
        #expect(actions.map { $0["title"]?.string } == ["Star this entry (vault star)", "Set the mood to bad (vault set mood=bad)",
                                                         "Set the mood to not-great (vault set mood=not-great)",
                                                         "Set the mood to okay (vault set mood=okay)", "Set the mood to great (vault set mood=great)"])
        let star = try #require(actions.first?["edit"]?["changes"]?[LanguageServer.uri(ofPath: path)]?.array)
        #expect(star.map { LSPRange($0) } == [LSPRange(5, 0, 5, 0)])
        #expect(star.first?["newText"]?.string == "starred: true\n")
        // A legacy key: vault check --fix's rename, as one edit of its line.
        let legacy = vault.root + "/2026/11/2026-11-02.md"
        client.open(legacy, text: "---\nuuid: 6F1C0D2E-3A4B-4C5D-8E6F-000000000003\ndate: 2026-11-02\nisStar: yes\n---\nText\n")
        _ = try client.waitForNotification("textDocument/publishDiagnostics")
        var params = document
        if case .object(var members) = params {
            members[0] = ("textDocument", .object([("uri", .string(LanguageServer.uri(ofPath: legacy)))]))
            params = .object(members)
        }
        actions = try client.request("textDocument/codeAction", params)["result"]?.array ?? []
        let fix = try #require(actions.first)
        #expect(fix["kind"]?.string == "quickfix")
        #expect(fix["title"]?.string?.hasPrefix("Fix: ") == true)
        #expect(fix["title"]?.string?.hasSuffix(" (vault check --fix)") == true)
        let edit = try #require(fix["edit"]?["changes"]?[LanguageServer.uri(ofPath: legacy)]?.array?.first)
        #expect(LSPRange(edit) == LSPRange(3, 0, 4, 0))
        #expect(edit["newText"]?.string == "starred: true\n")
        #expect(try client.shutDown() == 0)
    }

    @Test func documentSymbolsAreHeadingsAndDocumentLinksLeadToExistingFiles() throws {
        let (vault, client, path) = try Self.start()
        defer { withExtendedLifetime(vault) {} }
        let document = ImportValue.object([("textDocument", .object([("uri", .string(LanguageServer.uri(ofPath: path)))]))])
        let symbols = try client.request("textDocument/documentSymbol", document)["result"]?.array ?? []
        #expect(symbols.map { $0["name"]?.string } == ["산책 😀 day"])
        #expect(symbols.first.map { LSPRange(.object([("range", $0["range"] ?? .null)])) } == LSPRange(6, 0, 6, 11))
        let links = try client.request("textDocument/documentLink", document)["result"]?.array ?? []
        let target = LanguageServer.uri(ofPath: vault.root + "/2026/11/2026-11-01.md")
        #expect(links.map { $0["target"]?.string } == [target, target])
        #expect(links.map { LSPRange(.object([("range", $0["range"] ?? .null)])) } == [LSPRange(7, 6, 7, 16), LSPRange(7, 27, 7, 40)])
        #expect(try client.shutDown() == 0)
    }
}

/// An LSP range as four numbers, for comparing text edits.
struct LSPRange: Equatable, CustomStringConvertible {
    var numbers: [Int]

    init(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) {
        numbers = [startLine, startCharacter, endLine, endCharacter]
    }

    init(_ edit: ImportValue) {
        let range = edit["range"]
        numbers = [range?["start"]?["line"], range?["start"]?["character"], range?["end"]?["line"], range?["end"]?["character"]]
            .map { $0?.integer ?? -1 }
    }

    var description: String { numbers.map(String.init).joined(separator: ",") }
}
