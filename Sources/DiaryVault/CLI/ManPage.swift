import Foundation

/// The manual page vault(1) that `vault help --man` prints, in roff with the man(7) macros,
/// generated from the same specs as help: every command with its usage, arguments, options and
/// discussion, the global options, the exit statuses (``ExitCode/documented``), the environment
/// (``EnvironmentVariables/documented``), the files and examples.
///
/// Text goes through ``Roff/escaped(_:)`` (backslashes, hyphens as `\-`, a leading `.` or `'`,
/// non-ASCII as `\[uXXXX]`), so the page is ASCII and lints clean with `groff -ww` and
/// `mandoc -Tlint`.
struct ManPage {
    /// The commands to describe.
    var registry: CommandRegistry

    /// The date on the page's title line: the date of this version's manual, fixed so that the
    /// page is the same on every run.
    static let date = "2026-12-01"

    /// The files vault reads and writes, with what each is.
    static let files: [(path: String, meaning: String)] = [
        ("YYYY/MM/YYYY-MM-DD-SLUG.md", "An entry: front matter between --- lines, then markdown."),
        (".vault/", "Marks a folder as a vault; vault init creates it."),
        (".vault/config", "The vault's settings: key = value lines, # comments (see vault init's commented file)."),
        (".vault/templates/NAME.md", "A template for vault new --template NAME; vault init writes daily.md."),
        (".vault/cache/index.bin", "The index cache: what vault learned about each file, rebuilt when missing or stale."),
        (".vault/drafts/", "Drafts of vault new while the editor is open; kept when the editor fails."),
        (".vault/.gitignore", "Keeps cache/ and drafts/ out of git."),
    ]

    /// The EXAMPLES section: a command line and what it does.
    static let examples: [(command: String, meaning: String)] = [
        ("vault init ~/Diary --git", "Make a vault, with a git repository."),
        ("vault new Evening walk by the river --mood good --tag walk", "Write an entry from the command line."),
        ("vault new --template daily", "Start today's entry from .vault/templates/daily.md in the editor."),
        ("vault calendar", "This month, with the days that have entries marked."),
        ("vault list --tag walk --from \"last friday\"", "Entries with a tag since a day."),
        ("vault search river", "Find text in every entry."),
        ("vault help --man > ~/.local/share/man/man1/vault.1", "Install this page for man vault."),
    ]

    /// The whole page, ending with a line feed.
    func render() -> String {
        var page = Roff()
        page.line(".TH VAULT 1 \(Self.date) \(Roff.quoted("\(CLI.name) \(CLI.version)")) \(Roff.quoted("User Commands"))")
        // Left-aligned, not justified: long paths and URLs would leave lines groff cannot adjust.
        page.line(".ad l")
        page.section("NAME")
        page.text("vault - " + lowercasedFirst(registry.abstract.dropLastPeriod))
        page.section("SYNOPSIS")
        page.line(".B vault")
        page.text("[global options] command [options] [arguments]")
        page.section("DESCRIPTION")
        page.text(registry.abstract + " vault keeps a diary as a folder of markdown files, one per entry, "
                  + "in YYYY/MM/ folders; every command reads or changes those files, and 'vault help COMMAND' "
                  + "prints the help of one command, which this page repeats.")
        page.section("GLOBAL OPTIONS")
        page.text("Accepted by every command, before or after its name.")
        for option in GlobalOptions.specs { page.option(option) }
        page.section("COMMANDS")
        for spec in registry.specs { command(spec, into: &page) }
        page.section("EXIT STATUS")
        for (code, meaning) in ExitCode.documented { page.item(label: String(code.rawValue), meaning) }
        page.section("ENVIRONMENT")
        for (names, effect) in EnvironmentVariables.documented {
            page.item(label: names.map { "\\fB\(Roff.escaped($0))\\fR" }.joined(separator: ", "), escapedLabel: true, effect)
        }
        page.section("FILES")
        page.text("Paths are relative to the vault's folder.")
        for (path, meaning) in Self.files { page.item(label: "\\fI\(Roff.escaped(path))\\fR", escapedLabel: true, meaning) }
        page.section("EXAMPLES")
        for (index, (command, meaning)) in Self.examples.enumerated() {
            if index > 0 { page.line(".PP") }
            page.text(meaning)
            page.example([command])
        }
        page.section("SEE ALSO")
        page.line(".BR git (1),")
        page.line(".BR man (1)")
        return page.text
    }

    /// One command's subsection: usage, summary, arguments, options, discussion.
    private func command(_ spec: CommandSpec, into page: inout Roff) {
        page.line(".SS " + Roff.quoted("\(CLI.name) \(spec.name)"))
        page.text(spec.summary)
        page.line(".PP")
        page.text(spec.usage)
        for argument in spec.arguments {
            page.item(label: "\\fI\(Roff.escaped(argument.placeholder))\\fR", escapedLabel: true, argument.help)
        }
        for option in spec.options { page.option(option) }
        var paragraph: [String] = []
        var example: [String] = []
        func flush() {
            if !paragraph.isEmpty {
                page.line(".PP")
                page.text(paragraph.joined(separator: " "))
                paragraph = []
            }
            if !example.isEmpty {
                page.example(example)
                example = []
            }
        }
        for line in spec.discussion.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy({ $0 == " " }) {
                flush()
            } else if line.first == " " {
                if !paragraph.isEmpty { flush() }
                example.append(String(line))
            } else {
                if !example.isEmpty { flush() }
                paragraph.append(String(line))
            }
        }
        flush()
    }

    /// The text with its first letter lowercased, for the NAME line.
    private func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}

extension String {
    /// The text without a final period.
    fileprivate var dropLastPeriod: String { hasSuffix(".") ? String(dropLast()) : self }
}
