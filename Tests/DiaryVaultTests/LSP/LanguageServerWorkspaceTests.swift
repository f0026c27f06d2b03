import Foundation
import Testing
@testable import DiaryVault

/// What `vault lsp` knows of the vault on disk and of a new entry: files changed by git or
/// another editor read again one by one, the registration for watched files, and the front
/// matter offered in a blank entry.
@Suite struct LanguageServerWorkspaceTests {
    /// The tags the server completes after `#` in the open entry (line 7, after `and #`).
    static func tags(_ client: LSPClient, _ path: String) throws -> [String] {
        LanguageServerFeatureTests.labels(try client.request("textDocument/completion", LanguageServerFeatureTests.at(path, 7, 47)))
    }

    static func changed(_ client: LSPClient, _ paths: [String], type: Int) {
        client.notify("workspace/didChangeWatchedFiles", .object([("changes", .array(paths.map { path in
            .object([("uri", .string(LanguageServer.uri(ofPath: path))), ("type", .int(type))])
        }))]))
    }

    @Test func filesChangedOnDiskAreReadAgainOneByOne() throws {
        let (vault, client, path) = try LanguageServerFeatureTests.start()
        defer { withExtendedLifetime(vault) {} }
        #expect(try Self.tags(client, path) == ["walk", "rain", "산책"])
        // A new entry (created), then the other entry gone (deleted).
        try vault.write("2026/12/2026-12-01.md", "---\nuuid: 6F1C0D2E-3A4B-4C5D-8E6F-000000000009\ndate: 2026-12-01\ntags: [sea, walk]\n---\nWaves\n")
        Self.changed(client, [vault.root + "/2026/12/2026-12-01.md"], type: 1)
        #expect(try Self.tags(client, path) == ["walk", "rain", "sea", "산책"])
        try FileManager.default.removeItem(atPath: vault.root + "/2026/11/2026-11-01.md")
        Self.changed(client, [vault.root + "/2026/11/2026-11-01.md", vault.root + "/2026/11/photo.jpg"], type: 3)
        #expect(try Self.tags(client, path) == ["walk", "sea", "산책"])
        // A saved file is read again too: the open entry's tags as saved.
        try vault.write("2026/11/2026-11-29.md", LanguageServerFeatureTests.entry.replacingOccurrences(of: "[walk, 산책]", with: "[walk]"))
        client.notify("textDocument/didSave", .object([("textDocument", .object([("uri", .string(LanguageServer.uri(ofPath: path)))]))]))
        #expect(try Self.tags(client, path) == ["walk", "sea"])
        // A folder (a checkout that moved a month) reads the whole vault again.
        try vault.write("2026/10/2026-10-05.md", "---\ndate: 2026-10-05\ntags: [autumn]\n---\nLeaves\n")
        Self.changed(client, [vault.root + "/2026/10"], type: 1)
        #expect(try Self.tags(client, path) == ["walk", "autumn", "sea"])
        #expect(try client.shutDown() == 0)
    }

    @Test func refreshKeepsVaultOrderHoldersAndTagCounts() throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/2026-11-01.md", "---\nuuid: 6F1C0D2E-3A4B-4C5D-8E6F-000000000001\ndate: 2026-11-01\ntags: [a]\n---\nOne\n")
            try vault.write("2026/11/2026-11-03.md", "---\nuuid: 6F1C0D2E-3A4B-4C5D-8E6F-000000000003\ndate: 2026-11-03\ntags: [a, b]\n---\nThree\n")
            let opened = try Vault.discover(explicit: vault.root, environment: [:], currentDirectory: vault.root)
            var index = WorkspaceIndex(vault: opened)
            #expect(index.entries.map(\.path) == ["2026/11/2026-11-01.md", "2026/11/2026-11-03.md"])
            // A new entry between them holding the first one's uuid; the third one changed.
            try vault.write("2026/11/2026-11-02.md", "---\nuuid: 6F1C0D2E-3A4B-4C5D-8E6F-000000000001\ndate: 2026-11-02\ntags: [c]\n---\nTwo\n")
            try vault.write("2026/11/2026-11-03.md", "---\nuuid: 6F1C0D2E-3A4B-4C5D-8E6F-000000000003\ndate: 2026-11-03\n---\nThree\n")
            index.refresh(paths: ["2026/11/2026-11-02.md", "2026/11/2026-11-03.md"], reader: VaultReader(vault: opened))
            #expect(index.entries.map(\.path) == ["2026/11/2026-11-01.md", "2026/11/2026-11-02.md", "2026/11/2026-11-03.md"])
            #expect(index.tagCounts.map(\.tag) == ["a", "c"])
            #expect(index.tagCounts.map(\.count) == [1, 1])
            let uuid = try #require(EntryID(parsing: "6F1C0D2E-3A4B-4C5D-8E6F-000000000001"))
            #expect(index.otherHolders(of: uuid, excluding: "2026/11/2026-11-01.md").map(\.path) == ["2026/11/2026-11-02.md"])
            // The same as reading the vault whole.
            let whole = WorkspaceIndex(vault: opened)
            #expect(whole.entries.map(\.path) == index.entries.map(\.path))
            #expect(whole.tagCounts.map(\.tag) == index.tagCounts.map(\.tag))
        }
    }

    @Test func asksToWatchMarkdownFilesWhenTheClientCanRegister() throws {
        try TemporaryVault.with { vault in
            let executable = try #require(ConcurrentWriteTests.executable, "build the vault executable first: swift build")
            let watching = try LSPClient(executable: executable, directory: vault.base, environment: vault.environment([:]))
            try watching.initialize(root: vault.root, capabilities: [("workspace", .object([
                ("didChangeWatchedFiles", .object([("dynamicRegistration", .bool(true))])),
            ]))])
            let registration = try watching.waitForNotification("client/registerCapability")
            let first = registration["params"]?["registrations"]?.array?.first
            #expect(first?["method"]?.string == "workspace/didChangeWatchedFiles")
            #expect(first?["registerOptions"]?["watchers"]?.array?.first?["globPattern"]?.string == "**/*.md")
            // The client's answer is taken without a word.
            watching.send(.object([("jsonrpc", .string("2.0")), ("id", registration["id"] ?? .null), ("result", .null)]))
            #expect(try watching.shutDown() == 0)
            #expect(watching.notifications.allSatisfy { $0["method"]?.string != "client/registerCapability" })

            // A client that cannot register is not asked.
            let plain = try LSPClient(executable: executable, directory: vault.base, environment: vault.environment([:]))
            try plain.initialize(root: vault.root)
            try plain.request("shutdown", .null)
            #expect(plain.notifications.allSatisfy { $0["method"]?.string != "client/registerCapability" })
            plain.notify("exit")
            #expect(try plain.waitForExit() == 0)
        }
    }

    static let template = """
        ---
        # Notes for the template's author, not for entries.
        tags: [daily]
        ---
        # {{weekday}}

        {{text}}

        ## What went well? {{prompt:What went well?}}

        """

    @Test func aBlankEntryCompletesToTheTemplatesFrontMatter() throws {
        try TemporaryVault.with { vault in
            try vault.write(".vault/templates/daily.md", Self.template)
            try vault.write(".vault/config", "default-template = daily\n")
            let executable = try #require(ConcurrentWriteTests.executable, "build the vault executable first: swift build")
            let path = vault.root + "/2026/11/2026-11-30.md"
            for snippets in [true, false] {
                let client = try LSPClient(executable: executable, directory: vault.base, environment: vault.environment([:]))
                try client.initialize(root: vault.root, capabilities: [("textDocument", .object([("completion", .object([
                    ("completionItem", .object([("snippetSupport", .bool(snippets))])),
                ]))]))])
                client.open(path, text: "\n")
                let items = try client.request("textDocument/completion", LanguageServerFeatureTests.at(path, 0, 0))["result"]?["items"]?.array ?? []
                #expect(items.count == 1)
                let item = try #require(items.first)
                #expect(item["insertTextFormat"]?.integer == (snippets ? 2 : 1))
                #expect(item["textEdit"]?["range"] == LanguageServer.json(.init(line: 0, character: 0), .init(line: 1, character: 0)))
                let text = try #require(item["textEdit"]?["newText"]?.string)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                #expect(lines[0] == "---")
                #expect(EntryID(parsing: String(lines[1].dropFirst("uuid: ".count))) != nil)
                #expect(lines[2].hasPrefix("date: 2026-11-30T"))
                #expect(EntryDate(parsing: String(lines[2].dropFirst("date: ".count)))?.time != nil)
                let rest = lines[3...].joined(separator: "\n")
                let heading = "# Monday 2026-11-30 " + String(lines[2].dropFirst("date: 2026-11-30T".count).prefix(5))
                #expect(rest == (snippets
                    ? "tags: [daily]\n---\n\(heading)\n\n$0\n\n## What went well? ${1:What went well?}\n"
                    : "tags: [daily]\n---\n\(heading)\n\n\n\n## What went well? \n"))
                #expect(try client.shutDown() == 0)
            }
        }
    }
}
