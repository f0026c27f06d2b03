/// What a shell may offer after each word of a `vault` command line, read from the command specs.
///
/// The completion scripts of `vault completions bash|zsh|fish` are generated from this model, and
/// the model from ``CommandRegistry``: a new command, option or allowed value appears in every
/// script without touching the generators. Which values an option or argument takes is read from
/// the spec: its ``OptionSpec/allowedValues`` when it has some, else its value name (options) or
/// name (arguments) by the conventions of ``CompletionValues/forOption(_:)`` and
/// ``CompletionValues/forArgument(_:)``.
struct CompletionModel: Hashable, Sendable {
    /// One option as the scripts offer it.
    struct Option: Hashable, Sendable {
        /// The long name, without the dashes.
        var name: String
        /// The short name, if any.
        var shortName: Character?
        /// What follows the option: `nil` for a flag.
        var values: CompletionValues?
        /// Whether it may be given more than once.
        var isRepeatable: Bool
        /// The help text, for the shells that show it (zsh, fish).
        var help: String
        /// The value's placeholder, such as `date`, for zsh's message; empty for a flag.
        var valueName: String
    }

    /// One command as the scripts offer it.
    struct Command: Hashable, Sendable {
        /// The command word.
        var name: String
        /// Its one-line summary.
        var summary: String
        /// Its own options (the global ones are in ``CompletionModel/globalOptions``).
        var options: [Option]
        /// What each positional slot takes, in order; the last one repeats when ``isVariadic``.
        var arguments: [CompletionValues]
        /// Whether the last argument takes any number of values.
        var isVariadic: Bool

        /// What the positional argument at `index` (from 0) takes, or `nil` past the last one.
        func argument(at index: Int) -> CompletionValues? {
            if index < arguments.count { return arguments[index] }
            return isVariadic ? arguments.last : nil
        }
    }

    /// The commands, in help order, `help` last.
    var commands: [Command]
    /// The options every command accepts, `--help` and `--version` included.
    var globalOptions: [Option]

    /// The model of a registry's commands and the global options.
    ///
    /// - Parameter registry: The commands; ``CLI/commands`` for the real scripts.
    init(registry: CommandRegistry) {
        commands = registry.specs.map { spec in
            Command(name: spec.name, summary: spec.summary, options: spec.options.map(Self.option),
                    arguments: spec.arguments.map { CompletionValues.forArgument($0) },
                    isVariadic: spec.arguments.last?.isVariadic ?? false)
        }
        globalOptions = GlobalOptions.specs.map(Self.option)
    }

    /// The command names, in help order.
    var commandNames: [String] { commands.map(\.name) }

    /// The scripts' view of one option spec.
    private static func option(_ spec: OptionSpec) -> Option {
        let valueName: String = switch spec.kind {
        case .flag: ""
        case .value(let name): name
        }
        return Option(name: spec.name, shortName: spec.shortName, values: CompletionValues.forOption(spec),
                      isRepeatable: spec.isRepeatable, help: spec.help, valueName: valueName)
    }
}

/// The values a shell offers for an option or a positional argument.
enum CompletionValues: Hashable, Sendable {
    /// Free text: nothing to offer.
    case text
    /// One of these words.
    case choices([String])
    /// The vault's tags, from `vault __complete tags`.
    case tags
    /// Days with entries and `today`, `yesterday`, `tomorrow`, from `vault __complete dates`.
    case dates
    /// Months with entries (`YYYY-MM`) and their years, from `vault __complete months`: what
    /// `vault calendar` takes.
    case months
    /// The vault's template names, from `vault __complete templates`.
    case templates
    /// An entry reference: a day with entries, or a file path.
    case references
    /// A file path.
    case files
    /// A folder path.
    case folders
    /// A command name (`vault help <command>`).
    case commands

    /// What an option takes: nothing for a flag; its allowed values when it has some; else by its
    /// value name: `mood`/`level` the five moods, `tag` tags, `date`/`period` dates, `month` months, `dir` folders,
    /// `file`/`path` files, `template` template names, `id` the first-class locales; any other
    /// value name is free text.
    ///
    /// - Parameter option: The option's spec.
    /// - Returns: The values, or `nil` for a flag.
    static func forOption(_ option: OptionSpec) -> CompletionValues? {
        switch option.kind {
        case .flag:
            return nil
        case .value(let valueName):
            if !option.allowedValues.isEmpty { return .choices(option.allowedValues) }
            return byName(valueName)
        }
    }

    /// What a positional argument takes, by its name: `ref` entry references, `command` command
    /// names, `shell` the shells of `vault completions`, `key` the keys with meaning, and the
    /// value names of ``forOption(_:)``; any other name is free text.
    ///
    /// - Parameter argument: The argument's spec.
    static func forArgument(_ argument: ArgumentSpec) -> CompletionValues {
        switch argument.name {
        case "ref": .references
        case "command": .commands
        case "shell": .choices(CompletionShell.allCases.map(\.rawValue))
        case "key": .choices(SemanticKey.allCases.map(\.name))
        case "source": .choices(ImportSourceKind.all.map(\.name))
        case "format": .choices(ExportFormat.allCases.map(\.rawValue))
        default: byName(argument.name)
        }
    }

    /// The values a placeholder name stands for.
    private static func byName(_ name: String) -> CompletionValues {
        switch name {
        case "mood", "level": .choices(Mood.allCases.map(\.rawValue))
        case "tag": .tags
        case "date", "period": .dates
        case "month": .months
        case "template": .templates
        case "dir": .folders
        case "file", "path": .files
        case "id": .choices(["en_US", "ko_KR", "de_DE"])
        default: .text
        }
    }

    /// The word `vault __complete` takes for the values it lists, or `nil` for values the
    /// script knows by itself.
    var dynamicKind: String? {
        switch self {
        case .tags: "tags"
        case .dates, .references: "dates"
        case .months: "months"
        case .templates: "templates"
        case .text, .choices, .files, .folders, .commands: nil
        }
    }
}

/// The shells `vault completions` writes a script for.
enum CompletionShell: String, CaseIterable, Sendable {
    /// GNU bash 4.2 or later (`complete -F`).
    case bash
    /// zsh (`compdef`, `_arguments`).
    case zsh
    /// fish (`complete -c`).
    case fish
}
