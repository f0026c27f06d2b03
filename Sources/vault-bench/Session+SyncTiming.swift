import Foundation

extension Session {
    /// The entries changed on the other device before each timed `vault sync`.
    static let syncIncoming = 100
    /// The budget of `vault sync` with ``syncIncoming`` incoming changed entries: at most 2x a
    /// plain `git pull` plus a warm `vault index`.
    static let syncTarget = 2.0

    /// Times `vault sync` bringing in ``syncIncoming`` changed entries, against `git pull` plus
    /// a warm `vault index --json`, interleaved (pull, sync, pull, sync, ...).
    ///
    /// The generated vault is committed once in a clone A (with INDEX.md written), a bare remote
    /// and a clone B are made from it, and A pushes one commit that changes ``syncIncoming``
    /// entries (and INDEX.md, as `vault sync` on A would). Before each timed run, untimed, B is
    /// reset to the first commit (`git reset --hard`, the remote-tracking branch too), so every
    /// run fetches nothing new over the network and fast-forwards the same 100 files; B's cache
    /// is warm from a `vault index` before the loop. Without git, or a vault binary without
    /// `sync`, the figure gets a note instead.
    ///
    /// - Returns: The floor row (`git pull` + warm index) and the `vault sync` row.
    /// - Throws: The errors of ``measured(_:)``.
    mutating func measureSync() throws -> [Figure] {
        var figure = Figure(name: "sync, \(Self.syncIncoming) incoming entries", command: "vault sync (after the remote changed \(Self.syncIncoming) entries)",
                            note: "vault has no sync yet")
        guard (try? bench.runner.run([build.binary, "help", "sync"]))?.status == 0,
              let gitPath = ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"].first(where: FileManager.default.isExecutableFile)
        else { return [figure] }
        Console.progress("preparing \(figure.name): two clones of the vault")
        let folder = work + "/sync", a = folder + "/a", b = folder + "/b", remote = folder + "/remote.git"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let identity = ["-c", "user.name=bench", "-c", "user.email=bench@localhost"]
        func git(_ arguments: [String], in clone: String) throws {
            let result = try bench.runner.run([gitPath, "-C", clone] + identity + arguments, errors: work + "/sync-git.err")
            guard result.status == 0 else {
                throw BenchError.commandFailed(command: "git " + arguments.joined(separator: " "), status: result.status,
                                               stderr: String(Bench.text(of: work + "/sync-git.err").suffix(2000)))
            }
        }
        guard (try? bench.runner.run(["/bin/cp", "-R", subject.root, a]))?.status == 0 else {
            figure.note = "could not copy the vault"
            return [figure]
        }
        try? FileManager.default.removeItem(atPath: a + "/.vault/cache")
        // The clones need `.vault/` in git: a config file (the cache stays out, .vault/.gitignore).
        try Data("# vault-bench\n".utf8).write(to: URL(fileURLWithPath: a + "/.vault/config"))
        try Data("cache/\n".utf8).write(to: URL(fileURLWithPath: a + "/.vault/.gitignore"))
        _ = try measured([build.binary, "--vault", a, "index", "--write"])
        try git(["init", "--quiet", "-b", "main"], in: a)
        try git(["add", "-A"], in: a)
        try git(["commit", "--quiet", "-m", "start"], in: a)
        try git(["clone", "--quiet", "--bare", a, remote], in: folder)
        try git(["clone", "--quiet", remote, b], in: folder)
        try git(["remote", "add", "origin", remote], in: a)
        try git(["fetch", "--quiet", "origin"], in: a)
        let start = Bench.text(of: b + "/.git/refs/heads/main").trimmingCharacters(in: .whitespacesAndNewlines)
        // The other device: a line added to 100 entries spread over the vault, INDEX.md afresh.
        let entries = Self.entryFiles(in: a)
        let step = max(1, entries.count / Self.syncIncoming)
        for path in stride(from: 0, to: entries.count, by: step).prefix(Self.syncIncoming).map({ entries[$0] }) {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            handle.seekToEndOfFile()
            handle.write(Data("\nAdded on the other device.\n".utf8))
            try handle.close()
        }
        _ = try measured([build.binary, "--vault", a, "index", "--write"])
        try git(["commit", "--quiet", "-a", "-m", "on the other device"], in: a)
        try git(["push", "--quiet", "origin", "main"], in: a)
        let reset = [gitPath, "-C", b, "reset", "--quiet", "--hard", start]
        let resetTracking = [gitPath, "-C", b, "update-ref", "refs/remotes/origin/main", start]
        _ = try measured([build.binary, "--vault", b, "index", "--json"])
        let pull = ["/bin/sh", "-c", "\(Self.shellQuoted(gitPath)) -C \(Self.shellQuoted(b)) pull --quiet && "
                    + "\(Self.shellQuoted(build.binary)) --vault \(Self.shellQuoted(b)) index --json > /dev/null"]
        let sync = [build.binary, "--vault", b, "sync"]
        Console.progress("timing \(figure.name), interleaved with git pull + warm index")
        var pullRuns: [ProcessRunner.Measurement] = [], syncRuns: [ProcessRunner.Measurement] = []
        for round in 0...bench.options.runs {
            for (command, isSync) in [(pull, false), (sync, true)] {
                _ = try bench.runner.run(reset)
                _ = try bench.runner.run(resetTracking)
                let measurement = try measured(command)
                guard round > 0 else { continue }  // the first round warms up
                if isSync { syncRuns.append(measurement) } else { pullRuns.append(measurement) }
            }
        }
        let pullTiming = Timing(runs: pullRuns, measuredPeak: nil)
        let floor = Figure(name: "git pull + warm index, \(Self.syncIncoming) incoming entries",
                           command: "git pull && vault --vault VAULT index --json", timing: pullTiming, floor: .gitPull)
        figure.note = nil
        figure.timing = Timing(runs: syncRuns, measuredPeak: nil)
        figure.comparedTo = .gitPull
        figure.floorMedian = pullTiming.median
        figure.target = Self.syncTarget
        return [floor, figure]
    }

    /// The entry files under the month folders of a vault, in path order.
    static func entryFiles(in root: String) -> [String] {
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".md"), path.first?.isNumber == true, path.split(separator: "/").count == 3 { found.append(root + "/" + path) }
        }
        return found.sorted()
    }
}
