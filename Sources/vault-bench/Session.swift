import Foundation

/// The state of one benchmark run against one vault and one binary.
struct Session: Sendable {
    /// The output of a vault command captured in the work folder.
    struct Captured: Sendable {
        var output: Data
        var errors: String
        var measurement: ProcessRunner.Measurement
    }

    let bench: Bench
    /// The work folder (outputs and logs go here).
    let work: String
    /// The vault under test.
    let subject: Bench.Subject
    /// The binary under test.
    let build: Bench.Build
    /// What the binary supports.
    let features: VaultFeatures
    /// The first line of `vault --version`.
    let vaultVersion: String
    /// The first line of `swift --version`.
    let swiftVersion: String
    /// How peak memory is measured.
    let memoryMeter: MemoryMeter
    /// The entries of the vault, as `vault index --json` counted them in the correctness run.
    var entryCount = 0
    /// The month the calendar figures show, `YYYY-MM` (the newest with entries).
    var month = ""
    /// The comparisons made so far.
    var checks: [CorrectnessCheck] = []
    /// What vault said about files read (`VAULT_STATS=1` / `--stats`), one line each.
    var statsLines: [String] = []
    /// The files changed for the "10 files changed" figure, until restored.
    var toucher: FileToucher? {
        didSet { if let toucher { touchedCount = toucher.originals.count } }
    }
    /// How many files the "10 files changed" figure changes.
    var touchedCount = 0
    /// The files read by the first warm run after they changed, if vault reports it.
    var changedFilesRead: Int?

    /// Reads the versions and features of the binary.
    init(bench: Bench, work: String, subject: Bench.Subject, build: Bench.Build) throws {
        self.bench = bench
        self.work = work
        self.subject = subject
        self.build = build
        let runner = bench.runner
        _ = try runner.run([build.binary, "--version"], output: work + "/version.txt")
        vaultVersion = Self.firstLine(Bench.text(of: work + "/version.txt"))
        _ = try? runner.run(["swift", "--version"], output: work + "/swift-version.txt", errors: work + "/swift-version.err")
        swiftVersion = Self.firstLine(Bench.text(of: work + "/swift-version.txt"))
        _ = try runner.run([build.binary, "index", "--help"], output: work + "/index-help.txt")
        _ = try runner.run([build.binary, "--help"], output: work + "/help.txt")
        memoryMeter = MemoryMeter.detect(runner: runner, work: work)
        features = VaultFeatures(indexHelp: Bench.text(of: work + "/index-help.txt"), globalHelp: Bench.text(of: work + "/help.txt"))
    }

    /// The report's header: what ran, on what, how.
    func headerLines() -> [String] {
        var origin = "vault:   \(vaultVersion.isEmpty ? "?" : vaultVersion) at \(build.binary)"
        if let package = build.package {
            origin += " (release build of \(package)\(Self.commit(of: package, runner: bench.runner).map { ", commit \($0)" } ?? ""))"
        }
        let entries = subject.truth.map { "\($0.total) entries" } ?? "a vault"
        let options = bench.options
        return [
            "vault-bench: \(entries), \(subject.origin)",
            "command: " + Self.display(["vault-bench"] + CommandLine.arguments.dropFirst()),
            origin,
            "cache:   " + (features.hasCache
                ? "supported (--no-cache in `vault index --help`)"
                : "not supported yet (no --no-cache in `vault index --help`): warm and changed figures are n/a"),
            options.smoke
                ? "mode:    smoke (correctness only, no timings)"
                : "runs:    \(options.runs) timed runs per figure after a warm-up; wall-clock median, min, max; cpu = user+sys (median)",
        ] + (options.smoke ? [] : ["memory:  " + memoryMeter.description]) + MachineInfo.current(swiftVersion: swiftVersion).lines
    }

    /// `vault --vault ROOT` followed by `rest`.
    func vault(_ rest: [String]) -> [String] {
        [build.binary, "--vault", subject.root] + rest
    }

    /// `vault index --json`, with `--no-cache` when asked and supported.
    func index(noCache: Bool) -> [String] {
        vault(["index", "--json"] + (noCache && features.hasCache ? ["--no-cache"] : []))
    }

    /// Runs a vault command, keeping its output in the work folder.
    ///
    /// - Parameters:
    ///   - arguments: The command.
    ///   - name: The base name of the output files.
    ///   - stats: Ask for statistics (`VAULT_STATS=1`, and `--stats` when vault has it).
    /// - Throws: `BenchError.commandFailed` unless it exits with 0 or 1 (1: problems reported).
    func capture(_ arguments: [String], name: String, stats: Bool = false) throws -> Captured {
        let arguments = arguments + (stats && features.hasStatsFlag ? ["--stats"] : [])
        let measurement = try bench.runner.run(arguments, output: "\(work)/\(name).out", errors: "\(work)/\(name).err",
                                               extraEnvironment: stats ? ["VAULT_STATS": "1"] : [:])
        let errors = Bench.text(of: "\(work)/\(name).err")
        guard measurement.status == 0 || measurement.status == 1 else {
            throw BenchError.commandFailed(command: Self.display(arguments), status: measurement.status,
                                           stderr: String(errors.suffix(2000)))
        }
        let output = try Data(contentsOf: URL(fileURLWithPath: "\(work)/\(name).out"))
        return Captured(output: output, errors: errors, measurement: measurement)
    }

    /// Restores the files changed for the "10 files changed" figure, once.
    mutating func restoreTouchedFiles() {
        guard let toucher else { return }
        do {
            try toucher.restore()
        } catch {
            Console.progress("error: could not restore a changed file: \(error.localizedDescription)")
        }
        self.toucher = nil
    }

    /// The first line of a text.
    static func firstLine(_ text: String) -> String {
        String(text.split(whereSeparator: \.isNewline).first ?? "")
    }

    /// A command as a person would type it, with the vault binary and root shortened.
    static func display(_ arguments: [String]) -> String {
        arguments.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
    }

    /// The short commit of a git work tree, with `+changes` when tracked files differ from it.
    static func commit(of directory: String, runner: ProcessRunner) -> String? {
        let file = NSTemporaryDirectory() + "vault-bench-git-\(ProcessInfo.processInfo.processIdentifier)"
        defer { try? FileIO.remove(file) }
        guard let head = try? runner.run(["git", "-C", directory, "rev-parse", "--short", "HEAD"], output: file),
              head.status == 0 else { return nil }
        let commit = firstLine(Bench.text(of: file))
        guard let status = try? runner.run(["git", "-C", directory, "status", "--porcelain", "--untracked-files=no"], output: file),
              status.status == 0 else { return commit }
        return commit + (Bench.text(of: file).isEmpty ? "" : "+changes")
    }

    /// A path quoted for `/bin/sh`.
    static func shellQuoted(_ path: String) -> String {
        "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
