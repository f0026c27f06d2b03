import Testing
@testable import DiaryVault

@Suite struct HelpGeneratorTests {
    @Test func writesCommandHelp() {
        let help = HelpGenerator(registry: TestCommands.registry).help(for: TestCommands.greet.spec)
        #expect(help == Self.greetHelp)
    }

    @Test func writesOverview() {
        let help = HelpGenerator(registry: TestCommands.registry).overview()
        #expect(help == Self.overview)
    }

    @Test func wrapsToANarrowWidth() {
        let help = HelpGenerator(registry: TestCommands.registry, width: 50).help(for: TestCommands.greet.spec)
        #expect(help == Self.narrowGreetHelp)
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= 50 || $0.contains("--number-of-exclamation-marks") })
    }

    @Test func neverWrapsNarrowerThanTheMinimum() {
        let generator = HelpGenerator(registry: TestCommands.registry, width: 10)
        #expect(generator.width == HelpGenerator.minimumWidth)
    }

    @Test func keepsHandWrittenUsageWhole() {
        let spec = CommandSpec(name: "probe", summary: "Probe.", usage: "vault probe [--when <date>] <ref>")
        let help = HelpGenerator(registry: TestCommands.registry).help(for: spec)
        #expect(help.hasPrefix("OVERVIEW: Probe.\n\nUSAGE: vault probe [--when <date>] <ref>\n\nOPTIONS:\n"))
    }

    @Test func leavesOutEmptySections() {
        let spec = CommandSpec(name: "probe", summary: "Probe.")
        let help = HelpGenerator(registry: TestCommands.registry).help(for: spec)
        #expect(!help.contains("ARGUMENTS:"))
        #expect(!help.contains("DISCUSSION:"))
        #expect(help.hasSuffix("  --version       Show the version.\n"))
    }

    static let greetHelp = """
        OVERVIEW: Greet people, loudly if asked.

        USAGE: vault greet [--loud] [--verbose ...] [--name <name> ...]
                           [--style <style>] [--number-of-exclamation-marks <count>]
                           <greeting> [<file> ...]

        ARGUMENTS:
          <greeting>                The greeting to use.
          <file>                    Files to read names from; - reads standard input.

        OPTIONS:
          -l, --loud                Shout the greeting.
          -v, --verbose             Say more; repeat for even more.
          -n, --name <name>         Someone to greet; repeat to greet several people.
          --style <style>           The style: plain or fancy.
          --number-of-exclamation-marks <count>
                                    How many exclamation marks to add.
          --vault <dir>             The vault folder. Default: $VAULT_DIR, else the
                                    nearest folder above the working directory that
                                    holds .vault/.
          --color <mode>            When to use colour: auto (on a terminal, unless
                                    NO_COLOR is set or TERM is dumb), always or never.
                                    Default: auto.
          --locale <id>             The locale for dates and names, such as ko_KR.
                                    Default: from LC_ALL, LC_TIME or LANG.
          -h, --help                Show help information.
          --version                 Show the version.

        DISCUSSION:
          Prints what it parsed, one line, so that tests can see how the command line
          was read. The greeting comes first, then any files.

          Examples:
            vault greet hello --name Ada --name Grace
            vault greet --loud -- -hello-

        """

    static let overview = """
        OVERVIEW: A test registry for the vault command-line machinery.

        USAGE: vault <command> [<options>] [<arguments>]

        COMMANDS:
          greet           Greet people, loudly if asked.
          calendar        Stand-in for suggestions.
          fail            Fail on purpose.
          context         Print what the context provides.
          help            Show help for vault or one of its commands.

        OPTIONS:
          --vault <dir>   The vault folder. Default: $VAULT_DIR, else the nearest folder
                          above the working directory that holds .vault/.
          --color <mode>  When to use colour: auto (on a terminal, unless NO_COLOR is
                          set or TERM is dumb), always or never. Default: auto.
          --locale <id>   The locale for dates and names, such as ko_KR. Default: from
                          LC_ALL, LC_TIME or LANG.
          -h, --help      Show help information.
          --version       Show the version.

        See 'vault help <command>' for detailed help.

        """

    static let narrowGreetHelp = """
        OVERVIEW: Greet people, loudly if asked.

        USAGE: vault greet [--loud] [--verbose ...]
                           [--name <name> ...]
                           [--style <style>]
                           [--number-of-exclamation-marks <count>]
                           <greeting> [<file> ...]

        ARGUMENTS:
          <greeting>                The greeting to use.
          <file>                    Files to read names
                                    from; - reads standard
                                    input.

        OPTIONS:
          -l, --loud                Shout the greeting.
          -v, --verbose             Say more; repeat for
                                    even more.
          -n, --name <name>         Someone to greet;
                                    repeat to greet
                                    several people.
          --style <style>           The style: plain or
                                    fancy.
          --number-of-exclamation-marks <count>
                                    How many exclamation
                                    marks to add.
          --vault <dir>             The vault folder.
                                    Default: $VAULT_DIR,
                                    else the nearest
                                    folder above the
                                    working directory that
                                    holds .vault/.
          --color <mode>            When to use colour:
                                    auto (on a terminal,
                                    unless NO_COLOR is set
                                    or TERM is dumb),
                                    always or never.
                                    Default: auto.
          --locale <id>             The locale for dates
                                    and names, such as
                                    ko_KR. Default: from
                                    LC_ALL, LC_TIME or
                                    LANG.
          -h, --help                Show help information.
          --version                 Show the version.

        DISCUSSION:
          Prints what it parsed, one line, so that tests
          can see how the command line was read. The
          greeting comes first, then any files.

          Examples:
            vault greet hello --name Ada --name Grace
            vault greet --loud -- -hello-

        """
}
