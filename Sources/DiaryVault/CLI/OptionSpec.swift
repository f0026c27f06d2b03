/// A named option a command accepts: a flag such as `--star`, or an option with a value such as
/// `--date <date>`.
///
/// Long names are lowercase words joined by `-` and written without the dashes; a short name is one
/// ASCII letter or digit. `-h` is reserved for help. An option that is not repeatable may be
/// given at most once (a second `--date` is a usage error rather than a silent override).
struct OptionSpec: Hashable, Sendable {
    /// Whether the option stands alone or takes a value.
    enum Kind: Hashable, Sendable {
        /// A flag: `--star`, present or not.
        case flag
        /// An option with a value, shown in help as `<valueName>`: `--date <date>`.
        case value(valueName: String)
    }

    /// The long name, without the leading `--`.
    var name: String
    /// The short name, without the leading `-`, if any.
    var shortName: Character?
    /// Whether the option is a flag or takes a value.
    var kind: Kind
    /// Whether the option may be given more than once (`--tag a --tag b`).
    var isRepeatable: Bool
    /// The only values accepted, in the order help lists them; empty means any value.
    var allowedValues: [String]
    /// One or two sentences for the help page.
    var help: String

    /// Creates an option; prefer ``flag(_:short:repeatable:help:)`` and
    /// ``value(_:short:valueName:repeatable:allowedValues:help:)``.
    ///
    /// Names are checked with `precondition`: a bad name is a programmer mistake.
    ///
    /// - Parameters:
    ///   - name: The long name without dashes: lowercase ASCII words joined by `-`.
    ///   - shortName: The short name, an ASCII letter or digit, or `nil`.
    ///   - kind: Flag, or value with its placeholder.
    ///   - isRepeatable: Whether it may be given more than once.
    ///   - allowedValues: The only accepted values, or empty; flags have none.
    ///   - help: The help text.
    init(
        name: String, shortName: Character?, kind: Kind, isRepeatable: Bool, allowedValues: [String],
        help: String
    ) {
        precondition(OptionSpec.isValidLongName(name), "invalid long option name '\(name)'")
        if let shortName {
            precondition(
                shortName.isASCII && (shortName.isLetter || shortName.isNumber),
                "invalid short option name '\(shortName)' for '--\(name)'")
        }
        if case .flag = kind {
            precondition(allowedValues.isEmpty, "flag '--\(name)' cannot have allowed values")
        }
        self.name = name
        self.shortName = shortName
        self.kind = kind
        self.isRepeatable = isRepeatable
        self.allowedValues = allowedValues
        self.help = help
    }

    /// A flag such as `--star` or `-s`.
    ///
    /// - Parameters:
    ///   - name: The long name without dashes.
    ///   - short: The short name, if any.
    ///   - repeatable: Whether it may be given more than once (`-v -v`).
    ///   - help: The help text.
    static func flag(_ name: String, short: Character? = nil, repeatable: Bool = false, help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: short, kind: .flag, isRepeatable: repeatable, allowedValues: [], help: help)
    }

    /// An option that takes a value, such as `--date <date>`, given as `--date D`, `--date=D`,
    /// `-d D` or `-dD`.
    ///
    /// - Parameters:
    ///   - name: The long name without dashes.
    ///   - short: The short name, if any.
    ///   - valueName: The placeholder help shows, without angle brackets.
    ///   - repeatable: Whether it may be given more than once (`--tag a --tag b`).
    ///   - allowedValues: The only accepted values; empty for any.
    ///   - help: The help text.
    static func value(
        _ name: String, short: Character? = nil, valueName: String, repeatable: Bool = false,
        allowedValues: [String] = [], help: String
    ) -> OptionSpec {
        OptionSpec(
            name: name, shortName: short, kind: .value(valueName: valueName), isRepeatable: repeatable,
            allowedValues: allowedValues, help: help)
    }

    /// Whether the option takes a value.
    var takesValue: Bool {
        if case .value = kind { return true }
        return false
    }

    /// The option as written with the given spelling, plus its value placeholder: `--date <date>`,
    /// `-d <date>`, `--star`.
    ///
    /// - Parameter spelling: The name as the user typed it, with dashes (`--date` or `-d`).
    func synopsis(spelledAs spelling: String) -> String {
        switch kind {
        case .flag: spelling
        case .value(let valueName): "\(spelling) <\(valueName)>"
        }
    }

    /// The long form for usage lines: `--date <date>`, `--star`.
    var synopsis: String { synopsis(spelledAs: "--\(name)") }

    /// The label of the option's row in help: `-s, --star`, `--date <date>`.
    var helpLabel: String {
        guard let shortName else { return synopsis }
        return "-\(shortName), \(synopsis)"
    }

    /// Whether `name` is a valid long name: ASCII lowercase letters and digits in words joined by
    /// single `-`, starting with a letter.
    ///
    /// - Parameter name: The name without dashes.
    static func isValidLongName(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter, first.isLowercase else { return false }
        guard !name.hasSuffix("-"), !name.contains("--") else { return false }
        return name.allSatisfy { $0 == "-" || ($0.isASCII && ($0.isNumber || ($0.isLetter && $0.isLowercase))) }
    }
}
