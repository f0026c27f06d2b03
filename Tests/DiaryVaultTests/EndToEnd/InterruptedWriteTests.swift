import Foundation
import Testing
@testable import DiaryVault

/// A `vault` process killed by SIGINT, SIGTERM or SIGHUP while it writes removes its temporary
/// file before it ends (each would otherwise stay behind, as large as the entry, hidden);
/// `vault check --fix` removes the ones a SIGKILL leaves, once a minute old.
@Suite struct InterruptedWriteTests {
    /// A 4 MB entry, so the temporary file is large.
    static func bigEntry() -> String {
        "---\nuuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F\ndate: 2026-11-29\n---\n# Big\n\n"
            + String(repeating: "A line of text in a long entry.\n", count: 128 * 1024)
    }

    /// The hidden temporary files in a folder of the vault.
    static func temporaryFiles(in vault: TemporaryVault, _ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: vault.path(folder))) ?? []).filter { $0.contains(".vault-tmp-") }.sorted()
    }

    @Test(.timeLimit(.minutes(1)), arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalDuringAWriteRemovesTheTemporaryFile(signal: Int32) throws {
        let executable = try #require(ConcurrentWriteTests.executable, "build the vault executable first: swift build")
        let vault = try TemporaryVault()
        let path = "2026/11/2026-11-29-big.md"
        try vault.write(path, Self.bigEntry())
        let original = try vault.bytes(path)
        let child = try Self.spawn(executable, ["set", path, "mood=good", "--vault", vault.root],
                                   environment: vault.environment(["VAULT_TEST_PAUSE_BEFORE_RENAME": "20000"]))
        // Wait until the temporary file is written and the process waits before its rename.
        let deadline = Date().addingTimeInterval(20)
        while Self.temporaryFiles(in: vault, "2026/11").isEmpty, Date() < deadline { usleep(20_000) }
        #expect(Self.temporaryFiles(in: vault, "2026/11").count == 1)
        kill(child, signal)
        var status: Int32 = 0
        #expect(waitpid(child, &status, 0) == child)
        // Killed by the signal itself (WIFSIGNALED, WTERMSIG), as without the handler.
        #expect(status & 0x7F == signal)
        #expect(Self.temporaryFiles(in: vault, "2026/11") == [])
        #expect(try vault.bytes(path) == original)
    }

    /// Starts a program as a shell would: no signal blocked or ignored (a test runs on a worker
    /// thread that blocks signals, which `Process` would hand down), output to /dev/null.
    static func spawn(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let code = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard code == 0 else { throw VaultError.writeFailed(path: executable, reason: FileSystem.errorText(code)) }
        return child
    }

    @Test func checkFixRemovesAnOldTemporaryFileAndSaysSo() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-walk.md", "---\nuuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F\ndate: 2026-11-29\n---\nWalk.\n")
        try vault.write("2026/11/.2026-11-29-walk.md.vault-tmp-Ab12Cd", "---\nuuid: 6F1C")
        try vault.write("2026/11/.2026-11-29-walk.md.vault-tmp-Young1", "---\nuuid: 6F1C")
        try vault.write("2026/11/.notes.swp", "an editor's file")
        let old = Date(timeIntervalSinceNow: -600)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: vault.path("2026/11/.2026-11-29-walk.md.vault-tmp-Ab12Cd"))
        let check = vault.run(["check"])
        #expect(check.stdout == """
            2026/11/.2026-11-29-walk.md.vault-tmp-Ab12Cd: warning: a temporary file left by an interrupted vault write; the entry itself is whole [leftover-temporary-file]
            hint: vault check --fix removes it (or rm 2026/11/.2026-11-29-walk.md.vault-tmp-Ab12Cd); look inside first if a write of yours was cut off
            2026/11/.2026-11-29-walk.md.vault-tmp-Young1: warning: a temporary file left by an interrupted vault write; the entry itself is whole [leftover-temporary-file]
            hint: a write may still be in progress; vault check --fix removes it once it is a minute old
            checked 1 entry: 2 problems (0 errors, 2 warnings), 1 fixable with 'vault check --fix'

            """)
        let fix = vault.run(["check", "--fix"])
        #expect(fix.stdout == """
            fixed 2026/11/.2026-11-29-walk.md.vault-tmp-Ab12Cd: removed the temporary file left by an interrupted vault write [leftover-temporary-file]
            2026/11/.2026-11-29-walk.md.vault-tmp-Young1: warning: a temporary file left by an interrupted vault write; the entry itself is whole [leftover-temporary-file]
            hint: a write may still be in progress; vault check --fix removes it once it is a minute old
            checked 1 entry, made 1 fix: 1 problem (0 errors, 1 warning)

            """)
        #expect(Self.temporaryFiles(in: vault, "2026/11") == [".2026-11-29-walk.md.vault-tmp-Young1"])
        #expect(FileManager.default.fileExists(atPath: vault.path("2026/11/.notes.swp")))
    }

    @Test func registersATemporaryFileUntilItIsForgotten() throws {
        let vault = try TemporaryVault()
        var template = Array((vault.path("") + "/.file.md.vault-tmp-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { TemporaryFiles.create($0.baseAddress!) }
        #expect(descriptor >= 0)
        close(descriptor)
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #expect(TemporaryFiles.isRegistered(path))
        TemporaryFiles.forget(path)
        #expect(!TemporaryFiles.isRegistered(path))
        unlink(path)
        try AtomicWriter.write(Array("one\n".utf8), to: vault.path("file.md"), displayPath: "file.md")
        try AtomicWriter.create(Array("two\n".utf8), at: vault.path("other.md"), displayPath: "other.md")
        #expect(Self.temporaryFiles(in: vault, "") == [])
    }

    @Test(arguments: [
        (".2026-11-29-walk.md.vault-tmp-Ab12Cd", true),
        (".config.vault-tmp-xY9zQ1", true),
        ("2026-11-29-walk.md.vault-tmp-Ab12Cd", false),
        (".walk.md.vault-tmp-", false),
        (".walk.md.vault-tmp-Ab12Cd.bak", false),
        (".notes.swp", false),
    ])
    func knowsItsOwnTemporaryNames(name: String, isOwn: Bool) {
        #expect(TemporaryFiles.isTemporaryName(name) == isOwn)
    }
}
