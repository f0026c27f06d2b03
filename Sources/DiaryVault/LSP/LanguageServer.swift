import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `vault lsp`: a Language Server Protocol 3.17 server over standard input and output that
/// knows the diary (live `vault check` problems, and the editing help of the other files of
/// this folder).
///
/// One thread reads messages (``MessageReader``) and handles each in turn on the server's
/// serial queue; diagnostics after a change are published from that queue when no change has
/// come for ``diagnosticsDelay`` (debounced), so a burst of keystrokes costs one check. Every
/// request gets an answer: a result, or a JSON-RPC 2.0 error (section 5.1) for a message that is
/// not JSON (`-32700`), not a request (`-32600`), too large (`-32600`), an unknown method
/// (`-32601`), bad parameters or an out-of-range position (`-32602`), or any request before
/// `initialize` (`-32002`, LSP's `ServerNotInitialized`). The server writes no file itself; it
/// ends at `exit` (status 0 after `shutdown`, else 1, as LSP says) or when its input ends.
final class LanguageServer: @unchecked Sendable {
    /// What the command line gives the server.
    struct Options: Sendable {
        /// `--vault`, when given: it wins over the client's workspace folder.
        var explicitVault: String?
        /// The process environment (`VAULT_DIR` when the client names no folder).
        var environment: [String: String]
        /// The working directory.
        var currentDirectory: String
        /// The locale of the words of hovers (``LocaleResolver``: `LC_ALL`, `LC_TIME`, `LANG`).
        var localeIdentifier = "en_US"
        /// Today's date in the user's time zone, asked at each use (the server runs for days).
        var today: @Sendable () -> CivilDate
        /// The longest message content read, in bytes; a longer one is skipped with an error.
        var maximumContentLength = 32 << 20
    }

    /// JSON-RPC 2.0 and LSP error codes.
    enum ErrorCode: Int {
        /// The content is not JSON.
        case parseError = -32700
        /// The JSON is not a request or notification, or the message is too large.
        case invalidRequest = -32600
        /// No such method.
        case methodNotFound = -32601
        /// The parameters are missing, of the wrong type, or out of range.
        case invalidParams = -32602
        /// A request came before `initialize`.
        case serverNotInitialized = -32002
        /// A valid request the server could not carry out.
        case requestFailed = -32803
    }

    /// An error answer to a request.
    struct Failure: Error {
        /// The code.
        var code: ErrorCode
        /// What was wrong, in one sentence.
        var message: String
    }

    /// Where the server is in the protocol's lifecycle.
    enum Phase {
        /// Before `initialize`.
        case waiting
        /// Between `initialize` and `shutdown`.
        case running
        /// After `shutdown`: only `exit` is expected.
        case shuttingDown
    }

    /// How long after a change the diagnostics are computed, when no other change came.
    static let diagnosticsDelay: DispatchTimeInterval = .milliseconds(150)

    let options: Options
    let writer: MessageWriter
    let queue = DispatchQueue(label: "vault.lsp")
    var phase = Phase.waiting
    var encoding = TextDocument.Encoding.utf16
    var documents: [String: TextDocument] = [:]
    /// The vault, once found at `initialize` (or `nil`: the server still checks single files).
    var vault: Vault?
    /// The vault's entries as on disk, read when first needed and after files change.
    var workspaceCache: WorkspaceIndex?
    /// Per document, the number of the last change, so a debounced check that is no longer the
    /// latest does nothing.
    var changeNumbers: [String: Int] = [:]
    /// The client's capabilities, as sent with `initialize`.
    var clientCapabilities = ImportValue.null
    /// The exit status, once `exit` came.
    var exitStatus: Int32?

    /// Creates a server writing to a file descriptor.
    init(options: Options, output: Int32) {
        self.options = options
        self.writer = MessageWriter(descriptor: output)
    }

    /// Reads and handles messages until `exit` or the end of the input.
    ///
    /// - Parameter input: The file descriptor read, such as 0.
    /// - Returns: The exit status: 0 after `shutdown` then `exit`, or at the end of the input
    ///   after `shutdown`; 1 otherwise.
    func run(input: Int32) -> Int32 {
        // A client that closes its end must not kill the server with SIGPIPE mid-write.
        signal(SIGPIPE, SIG_IGN)
        var reader = MessageReader(descriptor: input, maximumContentLength: options.maximumContentLength)
        while true {
            let event = reader.next()
            queue.sync {
                switch event {
                case .message(let content): handle(content)
                case .badHeader(let reason):
                    sendError(id: .null, Failure(code: .parseError, message: "bad message header: \(reason)"))
                case .tooLarge(let length):
                    sendError(id: .null, Failure(code: .invalidRequest,
                                                 message: "the message is \(length) bytes, more than the limit of \(options.maximumContentLength)"))
                case .end:
                    if exitStatus == nil { exitStatus = phase == .shuttingDown ? 0 : 1 }
                }
            }
            if let status = queue.sync(execute: { exitStatus }) { return status }
        }
    }

    /// Handles one message's content.
    func handle(_ content: [UInt8]) {
        let message: ImportValue
        do {
            message = try JSONReader.parse(content)
        } catch {
            sendError(id: .null, Failure(code: .parseError, message: "the message is not JSON: \(error.description)"))
            return
        }
        guard case .object = message else {
            sendError(id: .null, Failure(code: .invalidRequest, message: "a message must be a JSON object (batches are not used by LSP)"))
            return
        }
        let id = message["id"]
        if let id, !Self.isValidID(id) {
            sendError(id: .null, Failure(code: .invalidRequest, message: "the id must be a string or a number"))
            return
        }
        guard let method = message["method"]?.string else {
            // A response to a request of ours (workspace/applyEdit): nothing waits for it.
            if id != nil, message["result"] != nil || message["error"] != nil { return }
            sendError(id: id ?? .null, Failure(code: .invalidRequest, message: "the message has no method"))
            return
        }
        let params = message["params"] ?? .null
        if let id {
            do {
                let result = try request(method, params: params)
                send(.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)]))
            } catch let failure as Failure {
                sendError(id: id, failure)
            } catch {
                sendError(id: id, Failure(code: .requestFailed, message: "\(error)"))
            }
        } else {
            notification(method, params: params)
        }
    }

    /// Whether a JSON-RPC id is a string or a number (null is kept for errors).
    static func isValidID(_ id: ImportValue) -> Bool {
        switch id {
        case .string, .number: true
        default: false
        }
    }

    /// The result of a request.
    func request(_ method: String, params: ImportValue) throws -> ImportValue {
        switch (phase, method) {
        case (.waiting, "initialize"): return initialize(params)
        case (.waiting, _): throw Failure(code: .serverNotInitialized, message: "the server is not initialized: send 'initialize' first")
        case (.running, "initialize"): throw Failure(code: .invalidRequest, message: "the server is already initialized")
        case (.shuttingDown, _): throw Failure(code: .invalidRequest, message: "the server is shutting down: only 'exit' is expected")
        case (.running, "shutdown"):
            phase = .shuttingDown
            return .null
        case (.running, _):
            if let result = try featureRequest(method, params: params) { return result }
            throw Failure(code: .methodNotFound, message: "unknown method '\(TerminalText.clipped(method))'")
        }
    }

    /// Handles a notification; unknown ones are ignored (LSP: `$/` ones may be, and a
    /// notification has no answer to carry an error).
    func notification(_ method: String, params: ImportValue) {
        if method == "exit" {
            exitStatus = phase == .shuttingDown ? 0 : 1
            return
        }
        guard phase == .running else { return }
        switch method {
        case "initialized": watchFiles()
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didClose": didClose(params)
        case "textDocument/didSave": didSave(params)
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        default: return
        }
    }

    /// The answer to `initialize`: finds the vault from the client's folders and states what
    /// the server can do.
    func initialize(_ params: ImportValue) -> ImportValue {
        phase = .running
        clientCapabilities = params["capabilities"] ?? .null
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
        encoding = offered.contains("utf-8") ? .utf8 : .utf16
        var roots: [String] = []
        if let folders = params["workspaceFolders"]?.array {
            roots += folders.compactMap { $0["uri"]?.string.flatMap(Self.path(ofURI:)) }
        }
        if let root = params["rootUri"]?.string.flatMap(Self.path(ofURI:)) { roots.append(root) }
        if let root = params["rootPath"]?.string, root.hasPrefix("/") { roots.append(root) }
        vault = findVault(roots: roots)
        return .object([
            ("capabilities", capabilities),
            ("serverInfo", .object([("name", .string("vault"))])),
        ])
    }

    /// Asks the client to send `workspace/didChangeWatchedFiles` for the vault's markdown files
    /// (`client/registerCapability`, LSP 3.17), when it can register that dynamically: then
    /// files changed by git or another editor are read again. The client's answer needs no action.
    func watchFiles() {
        guard clientCapabilities["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"] == .bool(true) else { return }
        send(.object([
            ("jsonrpc", .string("2.0")), ("id", .string("vault-watch-files")), ("method", .string("client/registerCapability")),
            ("params", .object([("registrations", .array([.object([
                ("id", .string("vault-watched-files")), ("method", .string("workspace/didChangeWatchedFiles")),
                ("registerOptions", .object([("watchers", .array([.object([("globPattern", .string("**/*.md"))])]))])),
            ])]))])),
        ]))
    }

    /// The vault: `--vault` when given, else the nearest folder holding `.vault/` at or above a
    /// workspace folder, else as any command finds it (`VAULT_DIR`, the working directory).
    func findVault(roots: [String]) -> Vault? {
        if let explicit = options.explicitVault {
            return try? Vault.discover(explicit: explicit, environment: options.environment, currentDirectory: options.currentDirectory)
        }
        for root in roots {
            if let found = try? Vault.discover(explicit: nil, environment: [:], currentDirectory: root) { return found }
        }
        return try? Vault.discover(explicit: nil, environment: options.environment, currentDirectory: options.currentDirectory)
    }

    /// The file system path of a `file:` URI (percent-decoded), or `nil` for another scheme.
    static func path(ofURI uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        let path = url.path
        return path.isEmpty ? nil : path
    }

    /// The `file:` URI of an absolute path.
    static func uri(ofPath path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }

    /// Sends a message.
    func send(_ message: ImportValue) {
        writer.send(message)
    }

    /// Sends an error answer.
    func sendError(id: ImportValue, _ failure: Failure) {
        send(.object([
            ("jsonrpc", .string("2.0")), ("id", id),
            ("error", .object([("code", .int(failure.code.rawValue)), ("message", .string(failure.message))])),
        ]))
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: ImportValue) {
        send(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }
}
