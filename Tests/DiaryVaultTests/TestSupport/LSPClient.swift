import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import DiaryVault

/// A Language Server Protocol client for tests: starts the built `vault lsp` with pipes for
/// standard input and output and speaks the base protocol to it, waiting at most a few seconds
/// for each message so a server that hangs fails the test instead of blocking it.
final class LSPClient {
    /// Why the client stopped waiting.
    struct Timeout: Error, CustomStringConvertible {
        /// What it waited for.
        var description: String
    }

    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer: [UInt8] = []
    private var nextID = 1
    /// Every notification received while waiting for something else, in order.
    var notifications: [ImportValue] = []

    /// Starts `vault [--vault root] lsp` in `directory`.
    init(executable: String, arguments: [String] = ["lsp"], directory: String? = nil, environment: [String: String]? = nil) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Writes raw bytes to the server.
    func writeRaw(_ bytes: [UInt8]) {
        input.fileHandleForWriting.write(Data(bytes))
    }

    /// Writes content, any bytes, with its header.
    func writeContent(_ content: [UInt8]) {
        writeRaw(Array("Content-Length: \(content.count)\r\n\r\n".utf8) + content)
    }

    /// Writes a message with its header.
    func send(_ message: ImportValue) {
        let content = message.jsonBytes
        writeRaw(Array("Content-Length: \(content.count)\r\n\r\n".utf8) + content)
    }

    /// Sends a request and waits for its answer (notifications meanwhile are kept).
    @discardableResult
    func request(_ method: String, _ params: ImportValue = .object([])) throws -> ImportValue {
        let id = nextID
        nextID += 1
        send(.object([("jsonrpc", .string("2.0")), ("id", .int(id)), ("method", .string(method)), ("params", params)]))
        return try waitForAnswer(id: .int(id))
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: ImportValue = .object([])) {
        send(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }

    /// Waits for the answer with this id.
    func waitForAnswer(id: ImportValue) throws -> ImportValue {
        while true {
            let message = try receive()
            if message["method"] == nil, message["id"] == id { return message }
            if message["method"] != nil { notifications.append(message) }
        }
    }

    /// Waits for the next notification of a method (taking one received earlier first).
    func waitForNotification(_ method: String) throws -> ImportValue {
        if let index = notifications.firstIndex(where: { $0["method"]?.string == method }) {
            return notifications.remove(at: index)
        }
        while true {
            let message = try receive()
            if message["method"]?.string == method { return message }
            if message["method"] != nil { notifications.append(message) }
        }
    }

    /// Initializes the server with a workspace folder.
    @discardableResult
    func initialize(root: String?, encodings: [String] = ["utf-16"],
                    capabilities: [(key: String, value: ImportValue)] = []) throws -> ImportValue {
        var params: [(key: String, value: ImportValue)] = [
            ("processId", .null),
            ("capabilities", .object([("general", .object([("positionEncodings", .array(encodings.map { .string($0) }))]))] + capabilities)),
        ]
        params.append(("rootUri", root.map { .string(LanguageServer.uri(ofPath: $0)) } ?? .null))
        let answer = try request("initialize", .object(params))
        notify("initialized")
        return answer
    }

    /// Opens a document.
    func open(_ path: String, text: String, version: Int = 1) {
        notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(LanguageServer.uri(ofPath: path))), ("languageId", .string("markdown")),
            ("version", .int(version)), ("text", .string(text)),
        ]))]))
    }

    /// Shuts the server down and waits for it to exit; returns its status.
    func shutDown() throws -> Int32 {
        try request("shutdown", .null)
        notify("exit")
        return try waitForExit()
    }

    /// Closes the server's input and waits for it to exit.
    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    /// Waits (at most 10 seconds) for the process to exit; returns its status.
    func waitForExit() throws -> Int32 {
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning {
            guard Date() < deadline else { throw Timeout(description: "the server did not exit") }
            usleep(10_000)
        }
        return process.terminationStatus
    }

    /// Reads the next message, waiting at most 10 seconds for its bytes.
    func receive() throws -> ImportValue {
        let deadline = Date().addingTimeInterval(10)
        while true {
            if let end = headerEnd() {
                let header = String(decoding: buffer[..<end], as: UTF8.self)
                guard let line = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
                      let length = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) else {
                    throw Timeout(description: "a message without Content-Length: \(header)")
                }
                if buffer.count >= end + 4 + length {
                    let content = Array(buffer[(end + 4)..<(end + 4 + length)])
                    buffer.removeFirst(end + 4 + length)
                    return try JSONReader.parse(content)
                }
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw Timeout(description: "no message from the server within 10 s") }
            var poller = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(remaining * 1000))
            guard ready > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(output.fileHandleForReading.fileDescriptor, &chunk, chunk.count)
            guard count > 0 else { throw Timeout(description: "the server closed its output") }
            buffer += chunk[..<count]
        }
    }

    private func headerEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for index in 0...(buffer.count - 4) where buffer[index] == 0x0D && buffer[index + 1] == 0x0A
            && buffer[index + 2] == 0x0D && buffer[index + 3] == 0x0A {
            return index
        }
        return nil
    }
}
