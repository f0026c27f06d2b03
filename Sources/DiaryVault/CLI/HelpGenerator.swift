/// Writes the help pages: the overview of all commands, and the page of one command.
///
/// Pages follow swift-argument-parser's layout: `OVERVIEW:`, `USAGE:`, then `ARGUMENTS:`,
/// `OPTIONS:` (the command's own, then the global ones) or `COMMANDS:` as tables whose help column
/// lines up across the page, then the discussion. Text is wrapped at ``width`` columns, counting
/// one column per `Character`; help text is English.
struct HelpGenerator {
    /// The commands to describe.
    var registry: CommandRegistry
    /// The column to wrap at, at least ``minimumWidth``.
    var width: Int

    /// The widest a label column gets before labels push their help to the next line, in columns.
    static let maximumLabelWidth = 24
    /// The narrowest page laid out, in columns.
    static let minimumWidth = 40

    /// Creates a generator.
    ///
    /// - Parameters:
    ///   - registry: The commands to describe.
    ///   - width: The column to wrap at; raised to ``minimumWidth`` if smaller.
    init(registry: CommandRegistry, width: Int = 80) {
        self.registry = registry
        self.width = max(width, HelpGenerator.minimumWidth)
    }

    /// The overview: what vault is, the command list, the global options.
    func overview() -> String {
        let commands = registry.specs.map { HelpRow(label: $0.name, help: $0.summary) }
        let options = GlobalOptions.specs.map { HelpRow(label: $0.helpLabel, help: $0.help) }
        let labelWidth = HelpGenerator.labelWidth(commands + options)
        var page = [
            heading("OVERVIEW: ", registry.abstract),
            heading("USAGE: ", "\(CLI.name) <command> [<options>] [<arguments>]"),
            section("COMMANDS:", table(commands, labelWidth: labelWidth)),
            section("OPTIONS:", table(options, labelWidth: labelWidth)),
        ]
        page.append("See '\(CLI.name) help <command>' for detailed help.\n")
        return page.joined(separator: "\n")
    }

    /// The page of one command: summary, usage, arguments, options and discussion.
    ///
    /// - Parameter spec: The command to describe.
    func help(for spec: CommandSpec) -> String {
        let arguments = spec.arguments.map { HelpRow(label: $0.placeholder, help: $0.help) }
        let options = (spec.options + GlobalOptions.specs).map { HelpRow(label: $0.helpLabel, help: $0.help) }
        let labelWidth = HelpGenerator.labelWidth(arguments + options)
        var page = [heading("OVERVIEW: ", spec.summary), usage(of: spec)]
        if !arguments.isEmpty { page.append(section("ARGUMENTS:", table(arguments, labelWidth: labelWidth))) }
        page.append(section("OPTIONS:", table(options, labelWidth: labelWidth)))
        if !spec.discussion.isEmpty { page.append(section("DISCUSSION:", discussion(spec.discussion))) }
        return page.joined(separator: "\n")
    }

    /// The `USAGE:` line of a command, wrapped with continuation lines under its first option.
    private func usage(of spec: CommandSpec) -> String {
        let prefix = "USAGE: "
        let parts = spec.customUsage.map(TextWrapper.unbreakableParts) ?? spec.usageParts
        let lead = parts.prefix(2).joined(separator: " ") + " "
        var indent = prefix.count + lead.count
        if indent > width / 2 { indent = prefix.count }
        let lines = TextWrapper.wrap(parts, width: width, firstIndent: prefix.count, indent: indent)
        return TextWrapper.join(lines, after: prefix, indent: indent)
    }

    /// A heading followed by text on the same line, continued under the text.
    private func heading(_ title: String, _ text: String) -> String {
        let lines = TextWrapper.wrap(TextWrapper.words(text), width: width, firstIndent: title.count, indent: title.count)
        return TextWrapper.join(lines, after: title, indent: title.count)
    }

    /// A section: its title on a line of its own, then its body.
    private func section(_ title: String, _ body: String) -> String {
        title + "\n" + body
    }

    /// Rows of labels and help, the help starting two columns after the label column.
    private func table(_ rows: [HelpRow], labelWidth: Int) -> String {
        let helpColumn = 2 + labelWidth + 2
        var text = ""
        for row in rows {
            let help = TextWrapper.wrap(TextWrapper.words(row.help), width: width, firstIndent: helpColumn, indent: helpColumn)
            let label = "  " + row.label
            if row.label.count > labelWidth {
                text += label + "\n"
                guard !help.isEmpty else { continue }
                text += TextWrapper.join(help, after: TextWrapper.pad("", to: helpColumn), indent: helpColumn)
            } else {
                text += TextWrapper.join(help, after: TextWrapper.pad(label, to: helpColumn), indent: helpColumn)
            }
        }
        return text
    }

    /// The discussion, indented by 2: paragraphs wrapped, indented lines (examples) kept as written.
    private func discussion(_ text: String) -> String {
        var output = ""
        var paragraph: [String] = []
        func endParagraph() {
            guard !paragraph.isEmpty else { return }
            let lines = TextWrapper.wrap(paragraph, width: width, firstIndent: 2, indent: 2)
            output += TextWrapper.join(lines, after: "  ", indent: 2)
            paragraph = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy({ $0 == " " }) {
                endParagraph()
                output += "\n"
            } else if line.first == " " {
                endParagraph()
                output += "  " + line + "\n"
            } else {
                paragraph += TextWrapper.words(String(line))
            }
        }
        endParagraph()
        while output.hasSuffix("\n\n") { output.removeLast() }
        return output
    }

    /// The label column's width: the widest label, at most ``maximumLabelWidth``.
    private static func labelWidth(_ rows: [HelpRow]) -> Int {
        min(rows.map(\.label.count).max() ?? 0, maximumLabelWidth)
    }
}

/// One row of a help table: a label such as `--date <date>` and its help text.
private struct HelpRow {
    /// The left column.
    var label: String
    /// The right column, wrapped.
    var help: String
}
