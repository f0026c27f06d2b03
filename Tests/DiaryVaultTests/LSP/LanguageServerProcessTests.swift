import Foundation
import Testing
@testable import DiaryVault

/// `vault lsp` driven over real pipes by a test client (``LSPClient``): the lifecycle, every bad
/// input of the base protocol answered with a JSON-RPC error and no crash or hang, and the
/// diagnostics of open entries, which are `vault check`'s.
@Suite struct LanguageServerProcessTests {
    static let entry = """
        ---
        uuid: 6F1C0D2E-3A4B-4C5D-8E6F-000000000001
        date: 2026-11-29
        title: 산책 🌿
        mood: grate
        ---
        # 산책

        Text.

        """

    static func client(_ vault: TemporaryVault) throws -> LSPClient {
        let executable = try #require(ConcurrentWriteTests.executable, "build the vault executable first: swift build")
        return try LSPClient(executable: executable, directory: vault.base, environment: vault.environment())
    }

    static func code(_ answer: ImportValue) -> Int? { answer["error"]?["code"]?.integer }

    @Test func requestsBeforeInitializeAreRefusedAndShutdownThenExitEndsWithZero() throws {
        let vault = try TemporaryVault()
        let client = try Self.client(vault)
        #expect(Self.code(try client.request("textDocument/hover")) == -32002)
        let answer = try client.initialize(root: vault.root)
        #expect(answer["result"]?["capabilities"]?["positionEncoding"]?.string == "utf-16")
        #expect(answer["result"]?["capabilities"]?["textDocumentSync"]?["change"]?.integer == 2)
        #expect(Self.code(try client.request("initialize")) == -32600)
        try client.request("shutdown", .null)
        #expect(Self.code(try client.request("textDocument/hover")) == -32600)
        client.notify("exit")
        #expect(try client.waitForExit() == 0)
    }

    @Test func utf8IsNegotiatedWhenOffered() throws {
        let vault = try TemporaryVault()
        let client = try Self.client(vault)
        let answer = try client.initialize(root: vault.root, encodings: ["utf-8", "utf-16"])
        #expect(answer["result"]?["capabilities"]?["positionEncoding"]?.string == "utf-8")
        #expect(try client.shutDown() == 0)
    }

    @Test func exitWithoutShutdownIsOneAndTheEndOfInputEndsTheServer() throws {
        let vault = try TemporaryVault()
        let first = try Self.client(vault)
        try first.initialize(root: vault.root)
        first.notify("exit")
        #expect(try first.waitForExit() == 1)
        let second = try Self.client(vault)
        try second.initialize(root: vault.root)
        second.closeInput()
        #expect(try second.waitForExit() == 1)
    }

    @Test func badInputGetsJSONRPCErrorsAndTheServerGoesOn() throws {
        let vault = try TemporaryVault()
        let client = try Self.client(vault)
        try client.initialize(root: vault.root)
        client.writeContent(Array("{bad json".utf8))
        var answer = try client.receive()
        #expect(Self.code(answer) == -32700)
        #expect(answer["id"] == .null)
        client.writeContent(Array("[]".utf8))
        #expect(Self.code(try client.receive()) == -32600)
        client.writeContent(Array("{\"jsonrpc\":\"2.0\",\"id\":7} ".utf8))
        answer = try client.receive()
        #expect(Self.code(answer) == -32600)
        #expect(answer["id"]?.integer == 7)
        client.writeRaw(Array("Content-Type: x\r\n\r\n".utf8))
        #expect(Self.code(try client.receive()) == -32700)
        client.writeRaw(Array("Content-Length: 1x\r\n\r\n".utf8))
        #expect(Self.code(try client.receive()) == -32700)
        client.writeContent([0x22, 0xFF, 0x22])
        #expect(Self.code(try client.receive()) == -32700)
        answer = try client.request("vault/noSuchMethod")
        #expect(Self.code(answer) == -32601)
        #expect(answer["error"]?["message"]?.string == "unknown method 'vault/noSuchMethod'")
        client.notify("vault/noSuchNotification")
        // The id is echoed as given, a string as a string.
        client.send(.object([("jsonrpc", .string("2.0")), ("id", .string("abc")), ("method", .string("x"))]))
        answer = try client.waitForAnswer(id: .string("abc"))
        #expect(Self.code(answer) == -32601)
        #expect(try client.shutDown() == 0)
    }

    @Test func aMessageOverTheLimitIsSkippedWithAnError() throws {
        let vault = try TemporaryVault()
        let client = try Self.client(vault)
        try client.initialize(root: vault.root)
        let length = (32 << 20) + 1
        client.writeRaw(Array("Content-Length: \(length)\r\n\r\n".utf8))
        let chunk = [UInt8](repeating: 0x20, count: 1 << 20)
        for _ in 0..<32 { client.writeRaw(chunk) }
        client.writeRaw([0x20])
        let answer = try client.receive()
        #expect(Self.code(answer) == -32600)
        #expect(answer["error"]?["message"]?.string == "the message is \(length) bytes, more than the limit of \(32 << 20)")
        #expect(try client.shutDown() == 0)
    }

    static func diagnostics(_ notification: ImportValue) -> [ImportValue] {
        notification["params"]?["diagnostics"]?.array ?? []
    }

    static func range(_ diagnostic: ImportValue) -> [Int] {
        let range = diagnostic["range"]
        return [range?["start"]?["line"], range?["start"]?["character"], range?["end"]?["line"], range?["end"]?["character"]]
            .map { $0?.integer ?? -1 }
    }

    @Test func openingAnEntryPublishesVaultChecksProblemsWithUTF16Ranges() throws {
        let vault = try TemporaryVault()
        let path = "2026/11/2026-11-29.md"
        let text = Self.entry.replacingOccurrences(of: "date: 2026-11-29", with: "date: 2026-11-31")
        try vault.write(path, text)
        let client = try Self.client(vault)
        try client.initialize(root: vault.root)
        client.open(vault.root + "/" + path, text: text)
        let published = try client.waitForNotification("textDocument/publishDiagnostics")
        #expect(published["params"]?["uri"]?.string == LanguageServer.uri(ofPath: vault.root + "/" + path))
        let diagnostics = Self.diagnostics(published)
        // The same kinds and messages as vault check on the saved file.
        let report = VaultChecker(vault: try Vault(root: vault.root, currentDirectory: "/")).check(scope: [path])
        #expect(diagnostics.map { $0["code"]?.string } == report.problems.map(\.kind.rawValue))
        #expect(diagnostics.map { $0["message"]?.string?.split(separator: "\n").first.map(String.init) }
            == report.problems.map(\.message))
        let date = try #require(diagnostics.first { $0["code"]?.string == "invalid-date" })
        #expect(Self.range(date) == [2, 6, 2, 16])
        #expect(date["severity"]?.integer == 1)
        let mood = try #require(diagnostics.first { $0["code"]?.string == "unknown-mood" })
        #expect(Self.range(mood) == [4, 6, 4, 11])
        #expect(mood["severity"]?.integer == 2)
        #expect(mood["source"]?.string == "vault")
        #expect(try client.shutDown() == 0)
    }

    @Test func rangesOnHangulAndEmojiLinesCountUTF16UnitsOrUTF8Bytes() throws {
        let vault = try TemporaryVault()
        let path = vault.root + "/2026/11/2026-11-29.md"
        let text = Self.entry.replacingOccurrences(of: "mood: grate", with: "mood: 기쁨😀")
        for (encoding, end) in [("utf-16", 10), ("utf-8", 16)] {
            let client = try Self.client(vault)
            try client.initialize(root: vault.root, encodings: [encoding])
            client.open(path, text: text)
            let diagnostics = Self.diagnostics(try client.waitForNotification("textDocument/publishDiagnostics"))
            let mood = try #require(diagnostics.first { $0["code"]?.string == "unknown-mood" })
            #expect(Self.range(mood) == [4, 6, 4, end])
            #expect(try client.shutDown() == 0)
        }
    }

    @Test func changesArePublishedWithTheirVersion() throws {
        let vault = try TemporaryVault()
        let path = vault.root + "/2026/11/2026-11-29.md"
        let client = try Self.client(vault)
        try client.initialize(root: vault.root)
        client.open(path, text: Self.entry)
        #expect(Self.diagnostics(try client.waitForNotification("textDocument/publishDiagnostics")).count == 1)
        let uri = ImportValue.string(LanguageServer.uri(ofPath: path))
        // mood: grate -> mood: great (a UTF-16 range on the line after the Hangul title).
        client.notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", uri), ("version", .int(2))])),
            ("contentChanges", .array([.object([
                ("range", LanguageServer.json(.init(line: 4, character: 8), .init(line: 4, character: 11))),
                ("text", .string("eat")),
            ])])),
        ]))
        var published = try client.waitForNotification("textDocument/publishDiagnostics")
        #expect(published["params"]?["version"]?.integer == 2)
        #expect(Self.diagnostics(published).isEmpty)
        // A date in another month: misplaced in its folder, and the file name's date differs.
        client.notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", uri), ("version", .int(3))])),
            ("contentChanges", .array([.object([("text", .string(Self.entry.replacingOccurrences(of: "2026-11-29", with: "2026-12-01")))])])),
        ]))
        published = try client.waitForNotification("textDocument/publishDiagnostics")
        #expect(published["params"]?["version"]?.integer == 3)
        #expect(Self.diagnostics(published).map { $0["code"]?.string } == ["file-name-date-mismatch", "misplaced-entry", "unknown-mood"])
        // A change outside the text is ignored (logged), the text kept.
        client.notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", uri), ("version", .int(4))])),
            ("contentChanges", .array([.object([
                ("range", LanguageServer.json(.init(line: 99, character: 0), .init(line: 99, character: 1))), ("text", .string("x")),
            ])])),
        ]))
        #expect(try client.waitForNotification("window/logMessage")["params"]?["message"]?.string?.contains("outside the document") == true)
        published = try client.waitForNotification("textDocument/publishDiagnostics")
        #expect(Self.diagnostics(published).count == 3)
        #expect(try client.shutDown() == 0)
    }

    @Test func vaultWideProblemsTheEditCausesAndCloseGoesBackToTheDisk() throws {
        let vault = try TemporaryVault()
        let older = Self.entry.replacingOccurrences(of: "2026-11-29", with: "2026-11-01").replacingOccurrences(of: "mood: grate\n", with: "")
        try vault.write("2026/11/2026-11-01.md", older)
        let path = "2026/11/2026-11-29.md"
        let saved = Self.entry.replacingOccurrences(of: "000000000001", with: "000000000002").replacingOccurrences(of: "grate", with: "good")
        try vault.write(path, saved)
        let client = try Self.client(vault)
        try client.initialize(root: vault.root)
        // The uuid of the older entry, and a git conflict marker.
        let edited = Self.entry.replacingOccurrences(of: "mood: grate\n", with: "") + "<<<<<<< HEAD\n"
        client.open(vault.root + "/" + path, text: edited)
        // The vault's index is not read yet: the file's own problems come at once, then all.
        let first = Self.diagnostics(try client.waitForNotification("textDocument/publishDiagnostics"))
        #expect(first.map { $0["code"]?.string } == ["git-conflict-marker"])
        let diagnostics = Self.diagnostics(try client.waitForNotification("textDocument/publishDiagnostics"))
        #expect(diagnostics.map { $0["code"]?.string } == ["duplicate-uuid", "git-conflict-marker"])
        #expect(diagnostics.first?["message"]?.string?.hasPrefix(
            "uuid 6F1C0D2E-3A4B-4C5D-8E6F-000000000001 is also the uuid of 2026/11/2026-11-01.md, an older entry") == true)
        #expect(Self.range(diagnostics[0]) == [1, 6, 1, 42])
        #expect(Self.range(diagnostics[1]) == [8, 0, 8, 12])
        client.notify("textDocument/didClose", .object([("textDocument", .object([("uri", .string(LanguageServer.uri(ofPath: vault.root + "/" + path)))]))]))
        #expect(Self.diagnostics(try client.waitForNotification("textDocument/publishDiagnostics")).isEmpty)
        #expect(try vault.text(path) == saved)
        #expect(try client.shutDown() == 0)
    }
}
