import Foundation
import Testing
@testable import DiaryVault

/// `vault help --man`: the roff page vault(1), made from the specs and linted by groff or mandoc.
@Suite struct ManPageTests {
    static let page = runCLI(["help", "--man"], registry: CLI.commands).stdout

    @Test func describesEveryCommandAndOption() {
        let page = Self.page
        #expect(page.hasPrefix(".TH VAULT 1 2026-12-01 \"vault \(CLI.version)\" \"User Commands\"\n.ad l\n.SH \"NAME\"\nvault \\- keep a diary"))
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "GLOBAL OPTIONS", "COMMANDS", "EXIT STATUS", "ENVIRONMENT",
                        "FILES", "EXAMPLES"] {
            #expect(page.contains("\n.SH \"\(section)\"\n"), "no section \(section)")
        }
        for spec in CLI.commands.specs {
            #expect(page.contains("\n.SS \"vault \(Roff.escaped(spec.name))\"\n"), "no command \(spec.name)")
            for option in spec.options {
                #expect(page.contains("\\fB\\-\\-\(Roff.escaped(option.name))\\fR"), "no --\(option.name) of \(spec.name)")
            }
        }
        for (code, _) in ExitCode.documented { #expect(page.contains(".TP\n\(code.rawValue)\n")) }
        for (names, _) in EnvironmentVariables.documented {
            for name in names { #expect(page.contains("\\fB\(Roff.escaped(name))\\fR"), "no \(name)") }
        }
        #expect(page.contains(".TP\n\\fI\\&.vault/templates/NAME.md\\fR\n"))
        #expect(page.utf8.allSatisfy { $0 < 0x80 })
    }

    @Test func escapesRoffSpecials() {
        #expect(Roff.escaped(".hidden and 'quoted'") == "\\&.hidden and 'quoted'")
        #expect(Roff.escaped("'start") == "\\&'start")
        #expect(Roff.escaped("a\\b --flag not-great") == "a\\eb \\-\\-flag not\\-great")
        #expect(Roff.escaped("오늘 é") == "\\[uC624]\\[uB298] \\[u00E9]")
        #expect(Roff.quoted("say \"hi\"") == "\"say \\(dqhi\\(dq\"")
        #expect(Roff.filled("aaa .bbb") == ["aaa .bbb"])
        let long = Array(repeating: "word", count: 30).joined(separator: " ") + " .dot"
        let lines = Roff.filled(long)
        #expect(lines.allSatisfy { $0.utf8.count <= Roff.lineWidth && !$0.hasPrefix(".") })
        #expect(Roff.filled("see https://example.org/a/very/long/path/that/never/ends/here") == ["see", "https:/\\:/\\:example.org/\\:a/\\:very/\\:long/\\:path/\\:that/\\:never/\\:ends/\\:here"])
    }

    @Test func refusesACommandWithTheManualOption() {
        let run = runCLI(["help", "--man", "list"], registry: CLI.commands)
        #expect(run.status == 64)
        #expect(run.stdout == "")
    }

    /// The page passes `groff -man -Tutf8 -ww -z` and `mandoc -Tlint` with no message, when they
    /// are installed (.ci/run installs mandoc when apt-get can).
    @Test func lintsClean() throws {
        let linters: [(String, [String])] = [("groff", ["-man", "-Tutf8", "-ww", "-z"]), ("mandoc", ["-Tlint", "-W", "all"])]
        var ran = 0
        try TemporaryVault.withFolder { folder in
            let path = folder.appendingPathComponent("vault.1").path
            try Data(Self.page.utf8).write(to: URL(fileURLWithPath: path))
            for (name, arguments) in linters {
                guard let program = CompletionScriptTests.program(name) else { continue }
                let run = try CompletionScriptTests.launch(program, arguments + [path])
                #expect(run.status == 0, "\(name): \(run.stderr)")
                #expect(run.stdout + run.stderr == "", "\(name) says:\n\(run.stdout)\(run.stderr)")
                ran += 1
            }
        }
        if ran == 0 { print("note: neither groff nor mandoc is installed; the manual page was not linted") }
    }

    /// The environment variables the code reads are all on the page: each `environment["NAME"]`
    /// in Sources/ and the locale variables.
    @Test func documentsEveryEnvironmentVariableTheCodeReads() throws {
        let sources = EndToEnd.sampleVault.deletingLastPathComponent().appendingPathComponent("Sources")
        let documented = Set(EnvironmentVariables.documented.flatMap(\.names))
        var read = Set(LocaleResolver.variables + CLIContext.localeVariables)
        let pattern = try Regex(#"environment\["([A-Z_]+)"\]"#)
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") && !file.hasPrefix("vault-bench") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let code = text.split(separator: "\n").filter { !$0.drop { $0 == " " }.hasPrefix("//") }.joined(separator: "\n")
            for match in code.matches(of: pattern) {
                if let name = match.output[1].substring { read.insert(String(name)) }
            }
        }
        #expect(read.isSuperset(of: ["VAULT_DIR", "VISUAL", "EDITOR", "COLUMNS", "NO_COLOR", "LANG"]))
        #expect(read.subtracting(documented).isEmpty, "not on the manual page: \(read.subtracting(documented).sorted())")
    }
}
