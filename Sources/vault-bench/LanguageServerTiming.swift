import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `vault-bench --lsp`: the speed of `vault lsp` on a vault (against the budgets in docs/PERFORMANCE.md), through a
/// small client over pipes: `initialize` to the first diagnostics of an opened entry with the
/// cache warm, diagnostics after a keystroke in a 20 KB entry, tag completion, and the server's
/// peak resident memory.
///
/// The keystroke figure is the time from the `didChange` to its `publishDiagnostics` less the
/// server's 150 ms debounce (the wait that lets a burst of keys cost one check); the others are
/// request to answer (or notification), wall clock, median of `--runs`.
struct LanguageServerTiming {
    /// The `vault` binary.
    var binary: String
    /// The vault's root.
    var root: String
    /// Timed runs per figure.
    var runs: Int

    /// The server's debounce before diagnostics (``LanguageServer/diagnosticsDelay`` in vault).
    static let debounce = 0.150

    /// One row: a name, the timed runs and the budget.
    struct Row {
        var name: String
        var seconds: [Double]
        var budget: String
        /// The budget of the median, in seconds.
        var budgetSeconds: Double
        /// The server's CPU seconds (user + system) of each run, where it can be told apart.
        var cpuSeconds: [Double] = []
        var median: Double { let s = seconds.sorted(); return s.isEmpty ? 0 : s[s.count / 2] }
    }

    /// What ``measure()`` found.
    struct Result {
        /// The three timed rows: first diagnostics, keystroke, tag completion.
        var rows: [Row]
        /// The server's peak resident memory in bytes, if `/proc` told it.
        var peak: Int?
        /// The entries of the vault.
        var entries: Int
    }

    /// Measures every row and prints the table; returns 0 (a failure of the server throws).
    func run() throws -> Int32 {
        let result = try measure()
        Console.print("vault lsp on \(root) (\(result.entries) entries), median of \(runs) runs after one warm-up")
        for row in result.rows {
            let milliseconds = row.median * 1000
            Console.print(row.name.padding(toLength: 74, withPad: " ", startingAt: 0)
                          + String(format: "%9.1f ms", milliseconds) + "   " + row.budget)
        }
        let megabytes = result.peak.map { String(format: "%9.1f MB", Double($0) / 1e6) } ?? "  unknown (no /proc)"
        Console.print("lsp: server peak resident memory (VmHWM)".padding(toLength: 74, withPad: " ", startingAt: 0) + megabytes + "   <= 150 MB")
        return 0
    }

    /// Times every row: `initialize` to the first diagnostics (a new server each run), then in one
    /// server diagnostics after a keystroke and tag completion, and that server's peak memory.
    ///
    /// - Throws: ``BenchError/usage(_:)`` when the root is not a vault or the server ends or
    ///   answers nothing.
    func measure() throws -> Result {
        guard FileManager.default.fileExists(atPath: root + "/.vault") else {
            throw BenchError.usage("\(root) is not a vault (no .vault/ folder): run 'vault init \(root)' first")
        }
        // A warm cache: one index run writes it.
        _ = try? ProcessRunner().run([binary, "--vault", root, "index", "--json"], output: "/dev/null")
        let entry = try newestEntry()
        var rows: [Row] = []

        var startup = Row(name: "lsp: initialize -> first diagnostics, warm cache", seconds: [], budget: "<= 0.5 s", budgetSeconds: 0.5)
        for round in 0...runs {
            let client = try Client(binary: binary, root: root)
            let start = Date()
            _ = try client.request("initialize", ["rootUri": URL(fileURLWithPath: root).absoluteString, "capabilities": [String: Any]()])
            client.notify("initialized", [String: Any]())
            client.open(entry.path, text: entry.text)
            _ = try client.waitForDiagnostics(uri: entry.uri)
            if round > 0 {
                startup.seconds.append(Date().timeIntervalSince(start))
                if let cpu = client.cpuSeconds() { startup.cpuSeconds.append(cpu) }
            }
            client.finish()
        }
        rows.append(startup)

        let client = try Client(binary: binary, root: root)
        _ = try client.request("initialize", ["rootUri": URL(fileURLWithPath: root).absoluteString, "capabilities": [String: Any]()])
        let big = Self.entryOf20KB()
        let bigPath = root + "/2026/11/2026-11-30-vault-bench-lsp.md"
        let bigURI = URL(fileURLWithPath: bigPath).absoluteString
        client.open(bigPath, text: big.text)
        _ = try client.waitForDiagnostics(uri: bigURI)
        var keystroke = Row(name: "lsp: diagnostics after a keystroke, 20 KB entry (less 150 ms debounce)", seconds: [], budget: "<= 10 ms", budgetSeconds: 0.010)
        for round in 0...runs {
            let version = round + 2
            let start = Date()
            client.notify("textDocument/didChange", [
                "textDocument": ["uri": bigURI, "version": version],
                "contentChanges": [["range": ["start": ["line": big.lastLine, "character": round], "end": ["line": big.lastLine, "character": round]], "text": "x"]],
            ])
            _ = try client.waitForDiagnostics(uri: bigURI, version: version)
            if round > 0 { keystroke.seconds.append(max(0, Date().timeIntervalSince(start) - Self.debounce)) }
        }
        rows.append(keystroke)

        var tags = Row(name: "lsp: completion of #tags", seconds: [], budget: "<= 20 ms", budgetSeconds: 0.020)
        for round in 0...runs {
            let start = Date()
            let answer = try client.request("textDocument/completion", [
                "textDocument": ["uri": bigURI], "position": ["line": big.hashLine, "character": 1],
            ])
            let count = ((answer["result"] as? [String: Any])?["items"] as? [Any])?.count ?? 0
            guard count > 0 else { throw BenchError.usage("tag completion gave no items") }
            if round > 0 { tags.seconds.append(Date().timeIntervalSince(start)) }
        }
        rows.append(tags)
        let peak = client.peakResidentBytes()
        client.finish()
        return Result(rows: rows, peak: peak, entries: entry.count)
    }

    /// The newest entry of the vault (by path, which starts with the date), its text and count.
    func newestEntry() throws -> (path: String, uri: String, text: String, count: Int) {
        var paths: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let next = enumerator?.nextObject() as? String {
            if next.hasPrefix(".") { enumerator?.skipDescendants(); continue }
            if next.hasSuffix(".md") { paths.append(next) }
        }
        guard let newest = paths.max() else { throw BenchError.usage("the vault \(root) has no entries") }
        let path = root + "/" + newest
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return (path, URL(fileURLWithPath: path).absoluteString, text, paths.count)
    }

    /// A valid entry of about 20 KB: front matter, then paragraphs, then a line `#` where tag
    /// completion is asked and a last line where keys are typed.
    static func entryOf20KB() -> (text: String, hashLine: Int, lastLine: Int) {
        var lines = ["---", "uuid: 6F1C0D2E-3A4B-4C5D-8E6F-0000000BE7C4", "date: 2026-11-30", "mood: good", "tags: [walk]", "---", "# A long day"]
        let paragraph = "The river was high after the rain and we walked along it until the light went; 산책 길에 비가 그쳤다 😀."
        while lines.joined(separator: "\n").utf8.count < 20_000 {
            lines.append(paragraph)
            lines.append("")
        }
        lines.append("#")
        let hashLine = lines.count - 1
        lines.append("")
        return (lines.joined(separator: "\n") + "\n", hashLine, lines.count - 1)
    }

    /// A minimal LSP client over pipes (Content-Length framing, JSONSerialization).
    final class Client {
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        var buffer = Data()
        var nextID = 1

        init(binary: String, root: String) throws {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["--vault", root, "lsp"]
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        func send(_ message: [String: Any]) {
            guard let content = try? JSONSerialization.data(withJSONObject: message) else { return }
            input.fileHandleForWriting.write("Content-Length: \(content.count)\r\n\r\n".data(using: .utf8)! + content)
        }

        func notify(_ method: String, _ params: Any) {
            send(["jsonrpc": "2.0", "method": method, "params": params])
        }

        func open(_ path: String, text: String) {
            notify("textDocument/didOpen", ["textDocument": [
                "uri": URL(fileURLWithPath: path).absoluteString, "languageId": "markdown", "version": 1, "text": text,
            ]])
        }

        func request(_ method: String, _ params: Any) throws -> [String: Any] {
            let id = nextID
            nextID += 1
            send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
            while true {
                let message = try receive()
                if message["method"] == nil, (message["id"] as? Int) == id { return message }
            }
        }

        func waitForDiagnostics(uri: String, version: Int? = nil) throws -> [String: Any] {
            while true {
                let message = try receive()
                guard message["method"] as? String == "textDocument/publishDiagnostics",
                      let params = message["params"] as? [String: Any], params["uri"] as? String == uri else { continue }
                if let version, (params["version"] as? Int) != version { continue }
                return message
            }
        }

        /// The next message; throws when the server's output ends.
        func receive() throws -> [String: Any] {
            while true {
                if let end = buffer.range(of: Data("\r\n\r\n".utf8)) {
                    let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
                    let length = header.split(separator: "\n").compactMap { line -> Int? in
                        let parts = line.split(separator: ":", maxSplits: 1)
                        guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
                        return Int(parts[1].trimmingCharacters(in: .whitespacesAndNewlines))
                    }.first ?? 0
                    if buffer.count - (end.upperBound - buffer.startIndex) >= length {
                        let content = buffer[end.upperBound..<(end.upperBound + length)]
                        buffer = Data(buffer[(end.upperBound + length)...])
                        return (try? JSONSerialization.jsonObject(with: content)) as? [String: Any] ?? [:]
                    }
                }
                let more = output.fileHandleForReading.availableData
                guard !more.isEmpty else { throw BenchError.usage("vault lsp ended its output") }
                buffer.append(more)
            }
        }

        /// The server's CPU seconds so far, user and system (fields 14 and 15 of /proc/PID/stat,
        /// in clock ticks), Linux only.
        func cpuSeconds() -> Double? {
            guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            // After the command name in parentheses: field 3 (the state) onwards.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
            let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
            return ticks > 0 ? (user + system) / ticks : nil
        }

        /// The server's peak resident set (`VmHWM` of /proc/PID/status), Linux only.
        func peakResidentBytes() -> Int? {
            guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                  let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
            return kilobytes * 1024
        }

        func finish() {
            _ = try? request("shutdown", NSNull())
            notify("exit", [String: Any]())
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }
}
