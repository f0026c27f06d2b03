import Foundation
import Testing
@testable import DiaryVault

@Suite struct CLITests {
    @Test(arguments: [
        ([], 0),
        (["greet", "hi"], 0),
        (["help", "greet"], 0),
        (["--version"], 0),
        (["fail"], 1),
        (["fail", "--kind", "diagnostic"], 1),
        (["fail", "--status", "3"], 3),
        (["calnedar"], 64),
        (["greet"], 64),
        (["fail", "--kind", "usage"], 64),
    ] as [([String], Int32)])
    func exitsWithStatus(arguments: [String], status: Int32) {
        #expect(runCLI(arguments).status == status)
    }

    @Test(arguments: [
        (["calnedar"], """
            error: unknown command 'calnedar'
            hint: did you mean 'calendar'?
            hint: see 'vault help'

            """),
        (["nosuch", "--loud"], """
            error: unknown command 'nosuch'
            hint: see 'vault help'

            """),
        (["help", "calnedar"], """
            error: unknown command 'calnedar'
            hint: did you mean 'calendar'?
            hint: see 'vault help'

            """),
        (["greet", "--lod", "hi"], """
            error: unknown option '--lod'
            hint: did you mean '--loud'?
            hint: see 'vault help greet'

            """),
        (["greet", "-name", "Ada", "hi"], """
            error: unknown option '-name'
            hint: did you mean '--name'?
            hint: see 'vault help greet'

            """),
        (["greet", "-x", "hi"], """
            error: unknown option '-x'
            hint: see 'vault help greet'

            """),
        (["--colr", "never", "greet"], """
            error: unknown option '--colr'
            hint: did you mean '--color'?
            hint: see 'vault help'

            """),
        (["greet"], """
            error: missing expected argument '<greeting>'
            hint: see 'vault help greet'

            """),
        (["greet", "hi", "-n"], """
            error: missing value for '-n <name>'
            hint: see 'vault help greet'

            """),
        (["--vault"], """
            error: missing value for '--vault <dir>'
            hint: see 'vault help'

            """),
        (["greet", "--loud=yes", "hi"], """
            error: the option '--loud' does not take any value, but 'yes' was specified
            hint: see 'vault help greet'

            """),
        (["calendar", "11", "12"], """
            error: unexpected argument '12'
            hint: see 'vault help calendar'

            """),
        (["calendar", "11", "12", "13"], """
            error: 2 unexpected arguments: '12', '13'
            hint: see 'vault help calendar'

            """),
        // An argument after --version is an error, not ignored with the version printed.
        (["--version", "extra"], """
            error: unexpected argument 'extra'
            hint: see 'vault help'

            """),
        (["--color", "purple", "greet", "hi"], """
            error: the value 'purple' is invalid for '--color <mode>': expected 'auto', 'always' or 'never'
            hint: see 'vault help'

            """),
        (["greet", "hi", "--color=purple"], """
            error: the value 'purple' is invalid for '--color <mode>': expected 'auto', 'always' or 'never'
            hint: see 'vault help greet'

            """),
        (["--locale", "ko KR", "greet", "hi"], """
            error: the value 'ko KR' is invalid for '--locale <id>': expected a locale identifier such as 'ko_KR' or 'en-US'
            hint: see 'vault help'

            """),
        (["greet", "--loud", "--loud", "hi"], """
            error: the option '--loud' cannot be given more than once
            hint: see 'vault help greet'

            """),
        (["greet", "--number-of-exclamation-marks", "many", "hi"], """
            error: the value 'many' is invalid for '--number-of-exclamation-marks <count>': expected a whole number
            hint: see 'vault help greet'

            """),
        (["fail", "--kind", "usage"], """
            error: the value 'x' is invalid for '<ref>': expected a uuid, a path or a date
            hint: see 'vault help fail'

            """),
    ])
    func reportsUsageErrorsOnStandardError(arguments: [String], report: String) {
        let run = runCLI(arguments)
        #expect(run == CLIRun(status: 64, stdout: "", stderr: report))
    }

    @Test(arguments: [
        ("localized", "error: the diary is on fire\n"),
        ("diagnostic", "2026/11/a.md:3:7: error: unknown mood 'meh'\nmood: meh\n      ^\n"),
        ("prefixed", "error: already prefixed\n"),
        ("plain", "error: broken\n"),
    ])
    func reportsCommandFailuresOnStandardError(kind: String, report: String) {
        #expect(runCLI(["fail", "--kind", kind]) == CLIRun(status: 1, stdout: "", stderr: report))
    }

    @Test func reportsFoundationErrorsByTheirDescription() {
        let run = runCLI(["fail", "--kind", "cocoa"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("error: "))
        #expect(run.stderr.contains("x.md"))
        #expect(run.stderr.hasSuffix("\n"))
    }

    @Test func flushesStandardOutputBeforeTheError() {
        let transcript = CapturingWriter.Transcript()
        let context = CLIContext.test(
            standardOutput: CapturingWriter(transcript: transcript, isBuffered: true),
            standardError: CapturingWriter(transcript: transcript))
        let status = CLI.run(
            arguments: ["vault", "fail", "--output", "partial\n"], context: context, registry: TestCommands.registry)
        #expect(status == 1)
        #expect(transcript.text == "partial\nerror: the diary is on fire\n")
    }

    @Test func flushesStandardOutputOnSuccess() {
        let stdout = CapturingWriter(isBuffered: true)
        let status = CLI.run(
            arguments: ["vault", "greet", "hi"], context: .test(standardOutput: stdout), registry: TestCommands.registry)
        #expect(status == 0)
        #expect(stdout.text == "greeting=hi\n")
    }

    @Test(arguments: [["greet", "--help"], ["greet", "-h"], ["help", "greet"], ["--help", "greet"], ["greet", "hi", "--bogus", "-h"]])
    func printsCommandHelp(arguments: [String]) {
        // `--bogus` comes before `-h` and is an error; help only wins when it comes first.
        let expected = arguments.contains("--bogus")
            ? CLIRun(status: 64, stdout: "", stderr: "error: unknown option '--bogus'\nhint: see 'vault help greet'\n")
            : CLIRun(status: 0, stdout: HelpGeneratorTests.greetHelp, stderr: "")
        #expect(runCLI(arguments) == expected)
    }

    @Test(arguments: [[], ["--help"], ["-h"], ["help"], ["--color", "never"]])
    func printsOverview(arguments: [String]) {
        #expect(runCLI(arguments) == CLIRun(status: 0, stdout: HelpGeneratorTests.overview, stderr: ""))
    }

    @Test(arguments: [(50, HelpGeneratorTests.narrowGreetHelp), (80, HelpGeneratorTests.greetHelp), (200, HelpGeneratorTests.greetHelp)])
    func wrapsHelpToTheTerminalUpTo80Columns(width: Int, help: String) {
        #expect(runCLI(["help", "greet"], terminalWidth: width).stdout == help)
    }

    @Test(arguments: [["--version"], ["greet", "--version"], ["--color", "never", "--version"]])
    func printsVersion(arguments: [String]) {
        #expect(runCLI(arguments) == CLIRun(status: 0, stdout: "vault 0.1.0\n", stderr: ""))
    }

    @Test func passesTheArgumentsToTheContext() {
        let probe = Command(name: "probe", summary: "Probe.", arguments: [.variadic("rest", help: "")]) { _, context in
            context.standardOutput.write(context.arguments.joined(separator: " ") + "\n")
            return .success
        }
        let registry = CommandRegistry(abstract: "Probe.", commands: [probe])
        let run = runCLI(["probe", "a", "--", "-b"], registry: registry)
        #expect(run.stdout == "vault probe a -- -b\n")
    }

    @Test(arguments: [
        (["context"], [:], false, "width: 80\ncolor: false\nlocale: en_US\ntoday: 2026-11-29\nstdin terminal: false\n"),
        (["context"], [:], true, "width: 80\ncolor: true\nlocale: en_US\ntoday: 2026-11-29\nstdin terminal: false\n"),
        (["context"], ["NO_COLOR": "1"], true, "width: 80\ncolor: false\nlocale: en_US\ntoday: 2026-11-29\nstdin terminal: false\n"),
        (["context"], ["TERM": "dumb"], true, "width: 80\ncolor: false\nlocale: en_US\ntoday: 2026-11-29\nstdin terminal: false\n"),
        (["context", "--color", "never"], [:], true, "width: 80\ncolor: false\nlocale: en_US\ntoday: 2026-11-29\nstdin terminal: false\n"),
        (["--color=always", "context"], ["NO_COLOR": "1"], false, "width: 80\ncolor: true\nlocale: en_US\ntoday: 2026-11-29\nstdin terminal: false\n"),
        (["context"], ["LANG": "ko_KR.UTF-8"], false, "width: 80\ncolor: false\nlocale: ko_KR\ntoday: 2026-11-29\nstdin terminal: false\n"),
        (["context", "--locale", "ja_JP"], ["LANG": "ko_KR.UTF-8"], false, "width: 80\ncolor: false\nlocale: ja_JP\ntoday: 2026-11-29\nstdin terminal: false\n"),
        (["--vault", "../일기", "context"], [:], false, "width: 80\ncolor: false\nlocale: en_US\ntoday: 2026-11-29\nstdin terminal: false\nvault: /tmp/일기\n"),
        (["context", "-"], [:], false, "width: 80\ncolor: false\nlocale: en_US\ntoday: 2026-11-29\nstdin terminal: false\nstdin: 오늘의 일기\n"),
    ] as [([String], [String: String], Bool, String)])
    func givesCommandsTheOutsideWorld(arguments: [String], environment: [String: String], isTerminal: Bool, output: String) {
        let run = runCLI(arguments, environment: environment, input: StandardInput(text: "오늘의 일기"), isOutputTerminal: isTerminal)
        #expect(run == CLIRun(status: 0, stdout: output, stderr: ""))
    }

    @Test func realRegistryAnswersHelpAndVersion() {
        #expect(CLI.version == "0.1.0")
        #expect(runCLI(["--version"], registry: CLI.commands).stdout == "vault \(CLI.version)\n")
        let overview = runCLI([], registry: CLI.commands)
        #expect(overview.status == 0)
        #expect(overview.stdout.hasPrefix("OVERVIEW: Keep a diary as plain text"))
        #expect(runCLI(["nosuch"], registry: CLI.commands).status == 64)
    }
}
