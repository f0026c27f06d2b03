import Foundation
import Testing
@testable import DiaryVault

/// `vault completions bash|zsh|fish`: the scripts run in a real bash (and checked by zsh and fish
/// when they are installed), with the built `vault` on `PATH` for the dynamic values.
@Suite struct CompletionScriptTests {
    /// The path of a program on `PATH`, or `nil`.
    static func program(_ name: String) -> String? {
        ExternalProgram.find(name, environment: ProcessInfo.processInfo.environment, currentDirectory: "/")
    }

    /// Runs a program and returns its status, standard output and standard error.
    static func launch(_ program: String, _ arguments: [String], environment: [String: String]? = nil,
                       in directory: String? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Standard error is small; read it after standard output so neither pipe fills up.
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    /// What bash's `_vault` offers for a command line whose last word is being completed.
    ///
    /// - Parameters:
    ///   - words: `COMP_WORDS`, the program name first and the word being completed last.
    ///   - script: The script; the real one by default.
    ///   - directory: The working directory.
    static func complete(_ words: [String], script: String = CompletionsCommand.script(for: .bash, registry: CLI.commands),
                         in directory: String? = nil) throws -> [String] {
        let bash = try #require(program("bash"), "bash is needed for this test")
        return try TemporaryVault.withFolder { folder in
            let path = folder.appendingPathComponent("vault.bash").path
            try Data(script.utf8).write(to: URL(fileURLWithPath: path))
            var environment = ProcessInfo.processInfo.environment
            if let executable = ConcurrentWriteTests.executable {
                environment["PATH"] = (executable as NSString).deletingLastPathComponent + ":" + (environment["PATH"] ?? "")
            }
            let run = try launch(bash, ["--norc", "--noprofile", "-c", #"""
                source "$1" || exit 3
                shift
                COMP_WORDS=("$@")
                COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
                _vault
                printf '%s\n' "${COMPREPLY[@]}"
                """#, "bash", path] + words, environment: environment, in: directory ?? folder.path)
            #expect(run.status == 0, "bash: \(run.stderr)")
            #expect(run.stderr == "")
            return run.stdout.split(separator: "\n").map(String.init)
        }
    }

    @Test func completesCommandNames() throws {
        #expect(try Self.complete(["vault", "li"]) == ["list"])
        #expect(try Self.complete(["vault", "st"]) == ["stats", "star"])
        #expect(try Self.complete(["vault", "--color", "never", "un"]) == ["unstar", "unset"])
        #expect(try Self.complete(["vault", "help", "co"]) == ["completions"])
    }

    /// Generated from the specs: every command of the registry, `help` included, is offered.
    @Test func offersEveryCommandOfTheRegistry() throws {
        #expect(try Self.complete(["vault", ""]) == CLI.commands.specs.map(\.name))
        // A command added to a registry appears without touching the generator.
        let registry = RecipeCommandTests.registry
        let script = CompletionsCommand.script(for: .bash, registry: registry)
        #expect(try Self.complete(["vault", ""], script: script) == registry.specs.map(\.name))
        for shell in CompletionShell.allCases {
            let text = CompletionsCommand.script(for: shell, registry: CLI.commands)
            for spec in CLI.commands.specs {
                #expect(text.contains(spec.name), "\(shell) script lacks \(spec.name)")
                for option in spec.options { #expect(text.contains(option.name), "\(shell) script lacks --\(option.name) of \(spec.name)") }
            }
        }
    }

    @Test func completesOptionsOfTheCommand() throws {
        #expect(try Self.complete(["vault", "list", "--so"]) == ["--sort"])
        #expect(try Self.complete(["vault", "new", "--te"]) == ["--template"])
        #expect(try Self.complete(["vault", "--vers"]) == ["--version"])
        // Global options are offered after a command too; another command's are not.
        #expect(try Self.complete(["vault", "calendar", "--lo"]) == ["--locale"])
        #expect(try Self.complete(["vault", "calendar", "--templ"]) == [])
        #expect(try Self.complete(["vault", "help", "--m"]) == ["--man"])
    }

    @Test func completesOptionValues() throws {
        #expect(try Self.complete(["vault", "list", "--sort", "ne"]) == ["newest"])
        #expect(try Self.complete(["vault", "list", "--sort", ""]) == SelectionOptions.sortOrders)
        // --sort=VALUE, as one word and as bash splits it at '='.
        #expect(try Self.complete(["vault", "list", "--sort=un"]) == ["--sort=unstarred"])
        #expect(try Self.complete(["vault", "list", "--sort", "=", "o"]) == ["oldest"])
        #expect(try Self.complete(["vault", "new", "--mood", "g"]) == ["good", "great"])
        #expect(try Self.complete(["vault", "list", "--mood", "n"]) == ["not-great"])
        #expect(try Self.complete(["vault", "--color", ""]) == ["auto", "always", "never"])
        #expect(try Self.complete(["vault", "heatmap", "--by", "w"]) == ["words"])
        #expect(try Self.complete(["vault", "completions", ""]) == ["bash", "zsh", "fish"])
        // The first argument of import and export completes to the sources and formats.
        #expect(try Self.complete(["vault", "import", ""]) == ImportSourceKind.all.map(\.name))
        #expect(try Self.complete(["vault", "export", "j"]) == ["json", "jrnl"])
        // A value is not taken for the command: `new` comes after --color's value.
        #expect(try Self.complete(["vault", "--color", "never", "new", "--mo"]) == ["--mood"])
        // Free text offers nothing.
        #expect(try Self.complete(["vault", "list", "-n", ""]) == [])
    }

    @Test func completesPathsWhereAnArgumentIsAPath() throws {
        let vault = try TemporaryVault(copying: "SmallVault")
        #expect(try Self.complete(["vault", "check", "20"], in: vault.root).sorted() == ["2025", "2026"])
        #expect(try Self.complete(["vault", "check", "R"], in: vault.root) == ["README.md"])
        #expect(try Self.complete(["vault", "--vault", "n"], in: vault.root) == ["notes"])
        #expect(try Self.complete(["vault", "init", "n"], in: vault.root) == ["notes"])
    }

    @Test func completesTagsAndDatesFromTheCache() throws {
        try #require(ConcurrentWriteTests.executable != nil, "build the vault executable first: swift build")
        try TemporaryVault.with { vault in
            try vault.write("2026/11/2026-11-28-a.md", "---\ndate: 2026-11-28\ntags: [walk, 서울, work]\n---\nA\n")
            try vault.write("2026/11/2026-11-29-b.md", "---\ndate: 2026-11-29\ntags: [walk, weekend trip]\n---\nB\n")
            #expect(vault.run(["tags"]).status == 0)  // writes the cache
            #expect(try Self.complete(["vault", "list", "--tag", "w"], in: vault.root) == ["walk", "weekend\\ trip", "work"])
            #expect(try Self.complete(["vault", "list", "--not-tag=서"], in: vault.root) == ["--not-tag=서울"])
            #expect(try Self.complete(["vault", "show", "2026-11-2"], in: vault.root) == ["2026-11-29", "2026-11-28"])
            #expect(try Self.complete(["vault", "list", "--from", "to"], in: vault.root) == ["today", "tomorrow"])
            // calendar takes a month or a year, never a day.
            #expect(try Self.complete(["vault", "calendar", "2026-1"], in: vault.root) == ["2026-11"])
            #expect(try Self.complete(["vault", "calendar", "20"], in: vault.root) == ["2026-11", "2026"])
            // --vault given on the line is passed along, from another folder.
            #expect(try Self.complete(["vault", "--vault", vault.root, "list", "--any-tag", "wa"], in: vault.base) == ["walk"])
            #expect(try Self.complete(["vault", "list", "--tag", "w"], in: vault.base) == [])
        }
    }

    @Test func zshAndFishReadTheirScripts() throws {
        for (shell, name) in [(CompletionShell.zsh, "zsh"), (.fish, "fish")] {
            guard let program = Self.program(name) else {
                print("note: \(name) is not installed; its completion script was not checked")
                continue
            }
            try TemporaryVault.withFolder { folder in
                let path = folder.appendingPathComponent("vault.\(name)").path
                try Data(CompletionsCommand.script(for: shell, registry: CLI.commands).utf8).write(to: URL(fileURLWithPath: path))
                let run = try Self.launch(program, ["-n", path])
                #expect(run.status == 0, "\(name) -n: \(run.stderr)")
                #expect(run.stderr == "")
            }
        }
    }

    /// zsh's dynamic values: `_vault_dynamic`, called as `_arguments` calls an action (compadd's
    /// options first, the kind last), with a stand-in `compadd` that prints what it is given.
    @Test func zshOffersTagsFromTheCache() throws {
        guard let zsh = Self.program("zsh") else { return print("note: zsh is not installed; skipped") }
        let executable = try #require(ConcurrentWriteTests.executable, "build the vault executable first: swift build")
        try TemporaryVault.with { vault in
            try vault.write("2026/11/2026-11-29-b.md", "---\ndate: 2026-11-29\ntags: [walk, work, home]\n---\nB\n")
            #expect(vault.run(["tags"]).status == 0)
            let path = vault.base + "/tools/vault.zsh"
            try Data(CompletionsCommand.script(for: .zsh, registry: CLI.commands).utf8).write(to: URL(fileURLWithPath: path))
            let run = try Self.launch(zsh, ["-f", "-c", #"""
                autoload -U compinit && compinit -u -d "$2/zcompdump"
                source "$1" || exit 3
                compadd() { local -a skipped; zparseopts -D -E a=skipped J:=skipped X:=skipped; print -rl -- "${(@P)1}"; }
                _vault_program=$3 _vault_words=(vault --vault "$4" list --tag w) PREFIX=w
                _vault_dynamic -J -default- tags
                """#, "zsh", path, vault.base + "/tools", executable, vault.root], in: vault.base)
            #expect(run.stderr == "")
            #expect(run.stdout == "walk\nwork\n")
        }
    }

    /// fish loads the script and lists what `vault list --sort ` offers.
    @Test func fishOffersOptionValues() throws {
        guard let fish = Self.program("fish") else { return print("note: fish is not installed; skipped") }
        try TemporaryVault.withFolder { folder in
            let path = folder.appendingPathComponent("vault.fish").path
            try Data(CompletionsCommand.script(for: .fish, registry: CLI.commands).utf8).write(to: URL(fileURLWithPath: path))
            let run = try Self.launch(fish, ["--no-config", "-c", "source \(path); complete -C 'vault list --sort '; complete -C 'vault li'"])
            #expect(run.stderr == "")
            let words = run.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
            #expect(words == SelectionOptions.sortOrders.sorted() + ["list"])
        }
    }

    @Test func refusesAnUnknownShell() {
        let run = TemporaryVault.run(["completions", "tcsh"], in: URL(fileURLWithPath: "/"))
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("error: the value 'tcsh' is invalid for '<shell>': expected 'bash', 'zsh' or 'fish'"))
    }
}
