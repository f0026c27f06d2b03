import Foundation
import Testing
@testable import DiaryVault

/// The README's examples are real: every command of its ```` ```console ```` blocks runs on a
/// temporary copy of `SampleVault`, and what it prints (standard output, then standard error) must
/// be the lines that follow it up to the next `$ ` line or the end of the block.
///
/// A command is `$ vault ARGS` (run inside the copy, as after `cd SampleVault`) or
/// `$ swift run vault ARGS` (run from the copy's parent, as from the repository root), optionally
/// followed by `| head -n N`. Arguments are split on spaces. The commands of one block share one
/// copy, in order, so a block can show `--write` and then `--check`. Blocks fenced as `sh` or
/// anything else are not run.
@Suite struct ReadmeEndToEndTests {
    /// One `$ ` line of a console block and the output shown under it.
    struct Example: CustomTestStringConvertible, Sendable {
        var command: String
        var output: String
        var testDescription: String { command }
    }

    /// One console block: its examples in order.
    struct Block: CustomTestStringConvertible, Sendable {
        var examples: [Example] = []
        var testDescription: String { examples.map(\.command).joined(separator: "; ") }
    }

    static let readme = EndToEnd.sampleVault.deletingLastPathComponent().appendingPathComponent("README.md")

    /// The console blocks of the README.
    static let blocks: [Block] = {
        guard let text = try? String(contentsOf: readme, encoding: .utf8) else { return [] }
        var blocks: [Block] = []
        var current: Block?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil {
                if line == "```console" { current = Block() }
            } else if line == "```" {
                blocks.append(current ?? Block())
                current = nil
            } else if line.hasPrefix("$ ") {
                current?.examples.append(Example(command: String(line.dropFirst(2)), output: ""))
            } else if let count = current?.examples.count, count > 0 {
                current?.examples[count - 1].output += line + "\n"
            }
        }
        return blocks
    }()

    @Test func hasExamplesOfEveryCommand() {
        let commands = Self.blocks.flatMap(\.examples).map(\.command)
        #expect(commands.first == "swift run vault --vault SampleVault calendar 2026-11")
        for name in ["calendar", "index", "show"] {
            #expect(commands.contains { $0.hasPrefix("vault \(name)") }, "no example of vault \(name)")
        }
    }

    /// What each example of a block prints, in order, run as the type's discussion says.
    static func outputs(of block: Block) throws -> [String] {
        try TemporaryVault.withFolder { directory in
            try FileManager.default.copyItem(at: EndToEnd.sampleVault, to: directory.appendingPathComponent("SampleVault"))
            // The import samples, for `vault import` examples (Tests/ImportSamples from the root).
            let samples = EndToEnd.sampleVault.deletingLastPathComponent().appendingPathComponent("Tests/ImportSamples")
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("Tests"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: samples, to: directory.appendingPathComponent("Tests/ImportSamples"))
            var outputs: [String] = []
            for example in block.examples {
                var command = example.command
                var lineLimit: Int?
                if let pipe = command.range(of: " | head -n ") {
                    lineLimit = Int(command[pipe.upperBound...])
                    command = String(command[..<pipe.lowerBound])
                }
                let words = command.split(separator: " ").map(String.init)
                let run: CLIRun
                if words.starts(with: ["swift", "run", "vault"]) {
                    run = EndToEnd.run(Array(words.dropFirst(3)), in: directory)
                } else if words.first == "vault" {
                    run = EndToEnd.run(Array(words.dropFirst()), in: directory.appendingPathComponent("SampleVault"))
                } else {
                    Issue.record("README runs something other than vault: \(example.command)")
                    outputs.append(example.output)
                    continue
                }
                var printed = run.stdout + run.stderr
                if let lineLimit {
                    let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                    printed = lines.prefix(lineLimit).joined(separator: "\n") + "\n"
                }
                outputs.append(printed)
            }
            return outputs
        }
    }

    @Test(arguments: blocks)
    func printsWhatTheReadmeShows(block: Block) throws {
        for (example, printed) in zip(block.examples, try Self.outputs(of: block)) {
            #expect(printed == example.output, "README.md: $ \(example.command)")
        }
    }

    /// With `VAULT_RECORD_SNAPSHOTS=1`, writes what each example prints into README.md in place
    /// of the output shown (as snapshots are recorded), and records an issue so that a recording
    /// run never passes; review the change with `git diff README.md`.
    @Test func recordsTheReadmeWhenAsked() throws {
        guard ProcessInfo.processInfo.environment["VAULT_RECORD_SNAPSHOTS"] == "1" else { return }
        var outputs = try Self.blocks.flatMap { try Self.outputs(of: $0) }[...]
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        var result: [String] = []
        var inConsole = false, skipping = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if !inConsole {
                if line == "```console" { inConsole = true }
                result.append(line)
            } else if line == "```" {
                inConsole = false
                skipping = false
                result.append(line)
            } else if line.hasPrefix("$ ") {
                result.append(line)
                let printed = outputs.popFirst() ?? ""
                result += printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
                skipping = true
            } else if !skipping {
                result.append(line)
            }
        }
        try result.joined(separator: "\n").write(to: Self.readme, atomically: true, encoding: .utf8)
        Issue.record("recorded README.md; run again without VAULT_RECORD_SNAPSHOTS")
    }
}
