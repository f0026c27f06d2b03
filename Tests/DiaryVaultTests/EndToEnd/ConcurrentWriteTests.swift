import Foundation
import Testing
@testable import DiaryVault

/// Four real `vault` processes editing the same 200 entries at once lose nothing.
@Suite struct ConcurrentWriteTests {
    /// How many entries, all on one day in one folder, so every write contends for one lock.
    static let count = 200

    /// The `vault` executable built next to the test bundle (`swift build` puts both in the same
    /// folder, such as `.build/debug`).
    static var executable: String? {
        let folder = Bundle.module.bundleURL.deletingLastPathComponent()
        let candidate = folder.appendingPathComponent("vault").path
        return FileSystem.status(candidate, follow: true)?.kind == .regular ? candidate : nil
    }

    @Test(.timeLimit(.minutes(1)))
    func fourProcessesLoseNoEntryAndNoEdit() throws {
        let executable = try #require(Self.executable, "build the vault executable first: swift build")
        try TemporaryVault.with { vault in
            var originals: [String: String] = [:]
            for number in 1...Self.count {
                let uuid = String(format: "00000000-0000-4000-8000-%012d", number)
                let text = "---\nuuid: \(uuid)\ndate: 2026-11-01T\(String(format: "%02d:%02d", number / 60, number % 60))\n"
                    + (number.isMultiple(of: 2) ? "starred: false\n" : "") + "---\n# Entry \(number)\n\nBody \(number).\n"
                let path = String(format: "2026/11/2026-11-01-entry-%03d.md", number)
                try vault.write(path, text)
                originals[path] = uuid
            }
            let commands = [
                ["star", "--day", "2026-11-01"],
                ["unstar", "--day", "2026-11-01"],
                ["set", "--day", "2026-11-01", "mood=good", "tags=a,b"],
                ["set", "--day", "2026-11-01", "weather=rain"],
            ]
            let clock = ContinuousClock()
            let start = clock.now
            let processes = try commands.enumerated().map { index, arguments in
                try Self.launch(executable, arguments + ["--vault", vault.root], log: vault.base + "/tools/run-\(index)",
                                environment: vault.environment())
            }
            for process in processes { process.waitUntilExit() }
            let elapsed = clock.now - start
            print("4 concurrent vault processes, \(Self.count) entries each: \(elapsed)")

            for (index, process) in processes.enumerated() {
                let errors = try String(contentsOfFile: vault.base + "/tools/run-\(index).err", encoding: .utf8)
                #expect(process.terminationStatus == 0, "\(commands[index]): \(errors)")
                let lines = try String(contentsOfFile: vault.base + "/tools/run-\(index).out", encoding: .utf8).split(separator: "\n")
                #expect(lines.count == Self.count)
            }
            #expect(vault.files(under: "2026") == originals.keys.sorted())
            for (path, uuid) in originals {
                let entry = try Entry(parsing: try vault.bytes(path), path: path)
                let number = Int(path.dropFirst(25).prefix(3))!
                #expect(entry.uuid?.canonical == uuid)
                #expect(entry.document["mood"] == .string("good"))
                #expect(entry.document["weather"] == .string("rain"))
                #expect(entry.tags == ["a", "b"])
                #expect(entry.document["starred"] == .bool(true) || entry.document["starred"] == .bool(false))
                #expect(entry.body == "# Entry \(number)\n\nBody \(number).\n")
            }
            #expect(elapsed < .seconds(60))
        }
    }

    /// Starts `vault` with standard output and error going to `<log>.out` and `<log>.err`.
    static func launch(_ executable: String, _ arguments: [String], log: String, environment: [String: String]) throws -> Process {
        _ = FileManager.default.createFile(atPath: log + ".out", contents: nil)
        _ = FileManager.default.createFile(atPath: log + ".err", contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle(forWritingAtPath: log + ".out")
        process.standardError = FileHandle(forWritingAtPath: log + ".err")
        try process.run()
        return process
    }
}
