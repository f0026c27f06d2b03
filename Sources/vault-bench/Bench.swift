import Foundation

/// The benchmark: make or open a vault, build `vault`, check its output against the
/// truth, time it as whole processes against floors measured in the same run, and report.
struct Bench: Sendable {
    /// The command line.
    let options: BenchOptions
    /// Starts and measures child processes.
    let runner = ProcessRunner()

    /// Runs the benchmark for a command line (the program name first).
    ///
    /// - Returns: The exit status: 0 when every check passed, 1 on a mismatch or failure, 64 for
    ///   a bad command line.
    static func main(_ arguments: [String]) -> Int32 {
        let options: BenchOptions
        do {
            options = try BenchOptions(arguments: Array(arguments.dropFirst()))
        } catch {
            Console.progress("error: \(error.localizedDescription)\nsee 'vault-bench --help'")
            return 64
        }
        if options.help {
            Console.print(BenchOptions.usage)
            return 0
        }
        if options.lsp, let root = options.vault {
            do {
                let work = try FileIO.makeTemporaryDirectory(in: options.work, prefix: "vault-bench-lsp-")
                defer { try? FileIO.remove(work) }
                let binary = try Bench(options: options).prepareBinary(work: work).binary
                return try LanguageServerTiming(binary: binary, root: FileIO.absolute(root), runs: options.runs).run()
            } catch {
                Console.progress("error: \(error.localizedDescription)")
                return 1
            }
        }
        do {
            return try Bench(options: options).run()
        } catch {
            Console.progress("error: \(error.localizedDescription)")
            return 1
        }
    }

    /// One run of the whole benchmark.
    func run() throws -> Int32 {
        let work = try FileIO.makeTemporaryDirectory(in: options.work, prefix: "vault-bench-")
        defer {
            if options.keep {
                Console.progress("kept \(work)")
            } else {
                try? FileIO.remove(work)
            }
        }
        let subject = try prepareVault(work: work)
        let build = try prepareBinary(work: work)
        var session = try Session(bench: self, work: work, subject: subject, build: build)
        defer { session.restoreTouchedFiles() }

        for line in session.headerLines() { Console.print(line) }
        Console.print()
        try session.checkCorrectness()
        if !options.smoke {
            let report = try session.measure()
            for line in report.tableLines { Console.print(line) }
            let load = MachineInfo.loadAverage().map { Report.fixed($0, 2) }.joined(separator: " ")
            Console.print("load average at the end: \(load) (1, 5, 15 min)")
            Console.print()
            Console.print("targets (set for 100,000 entries on a 2-core machine):")
            for line in report.targetLines + [session.rereadTargetLine] { Console.print(line) }
            Console.print()
        }
        session.restoreTouchedFiles()
        for line in session.correctnessLines() { Console.print(line) }
        let passed = session.checks.allSatisfy(\.passed)
        if options.smoke { Console.print(passed ? "smoke: ok" : "smoke: FAILED") }
        return passed ? 0 : 1
    }

    /// The vault under test and what is known about it.
    struct Subject: Sendable {
        /// Its root (absolute).
        var root: String
        /// The truth, when generated or given by `--manifest`.
        var truth: VaultTruth?
        /// Where it came from, for the header.
        var origin: String
    }

    /// Generates the vault into the work folder, or opens the one given with `--vault`.
    func prepareVault(work: String) throws -> Subject {
        if let given = options.vault {
            let root = FileIO.absolute(given)
            guard FileIO.isDirectory(root) else {
                throw BenchError.io(path: root, operation: "open the vault", reason: "not a directory")
            }
            let truth = try options.manifest.map { try VaultTruth(manifestAt: $0) }
            let origin = "given vault \(root)" + (options.manifest.map { ", truth from \($0)" } ?? ", no manifest: counts not checked")
            return Subject(root: root, truth: truth, origin: origin)
        }
        let root = work + "/vault"
        try FileIO.makeDirectory(root)
        Console.progress("generating \(options.entries) entries (seed \(options.seed)) in \(root)")
        let start = ContinuousClock.now
        let truth = try VaultGenerator(entries: options.entries, seed: options.seed).write(to: root)
        let seconds = Self.seconds(start.duration(to: .now))
        try FileIO.write(try truth.manifest(seed: options.seed), to: work + "/manifest.json")
        let origin = "generated, seed \(options.seed), \(Report.fixed(Double(truth.totalBytes) / 1e6, 1)) MB, "
            + "\(truth.perMonth.count) months from \(truth.oldestDay ?? "-") to \(truth.newestDay ?? "-"), "
            + "\(truth.favorites) starred, in \(Report.fixed(seconds, 1)) s"
        return Subject(root: root, truth: truth, origin: origin)
    }

    /// The binary under test and how it was made.
    struct Build: Sendable {
        /// The `vault` executable.
        var binary: String
        /// The package it was built from, if the benchmark built it.
        var package: String?
    }

    /// Builds `vault` in release mode (unless `--vault-bin`), and finds the binary.
    func prepareBinary(work: String) throws -> Build {
        if let given = options.vaultBinary {
            return Build(binary: FileIO.absolute(given), package: nil)
        }
        let package = try Self.packageRoot()
        Console.progress("building vault: swift build -c release --product vault (in \(package))")
        let start = ContinuousClock.now
        let build = try runner.run(["swift", "build", "-c", "release", "--product", "vault", "--package-path", package],
                                   output: work + "/build.out", errors: work + "/build.err")
        guard build.status == 0 else {
            let log = [work + "/build.out", work + "/build.err"].map { Self.tail(of: $0, lines: 30) }.joined(separator: "\n")
            throw BenchError.buildFailed(log: log)
        }
        Console.progress("built in \(Report.fixed(Self.seconds(start.duration(to: .now)), 1)) s")
        let show = try runner.run(["swift", "build", "-c", "release", "--show-bin-path", "--package-path", package],
                                  output: work + "/bin-path.txt", errors: work + "/bin-path.err")
        let directory = Self.text(of: work + "/bin-path.txt").trimmingCharacters(in: .whitespacesAndNewlines)
        guard show.status == 0, !directory.isEmpty, FileIO.exists(directory + "/vault") else {
            throw BenchError.buildFailed(log: "swift build --show-bin-path gave '\(directory)', which holds no vault")
        }
        return Build(binary: directory + "/vault", package: package)
    }

    /// The folder of the Swift package that has the `vault` product: the working directory or
    /// one above it, else the folder above this executable's `.build`.
    static func packageRoot() throws -> String {
        var starts = [FileManager.default.currentDirectoryPath]
        if let executable = Bundle.main.executablePath {
            starts.append((executable as NSString).deletingLastPathComponent)
        }
        for start in starts {
            var directory = start
            while true {
                if text(of: directory + "/Package.swift").contains(".executable(name: \"vault\"") { return directory }
                let parent = (directory as NSString).deletingLastPathComponent
                if parent == directory || parent.isEmpty { break }
                directory = parent
            }
        }
        throw BenchError.packageNotFound(searched: starts.joined(separator: " and "))
    }

    /// A file's text, or `""` when it cannot be read.
    static func text(of path: String) -> String {
        (try? FileIO.read(path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// The last `lines` lines of a file.
    static func tail(of path: String, lines: Int) -> String {
        text(of: path).split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
    }

    /// A duration in seconds.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}
