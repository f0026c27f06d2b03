/// A positional argument a command accepts, such as `<ref>`.
///
/// A command lists its required arguments first, then its optional ones, then at most one variadic
/// argument; ``CommandSpec`` checks that order with `precondition`. Values are assigned left to
/// right, and a ``Arity/oneOrMore`` argument keeps one value for itself.
struct ArgumentSpec: Hashable, Sendable {
    /// How many values the argument takes.
    enum Arity: Hashable, Sendable {
        /// Exactly one value; missing is a usage error.
        case required
        /// Zero or one value.
        case optional
        /// Any number of values, including none; must come last.
        case zeroOrMore
        /// One or more values; must come last.
        case oneOrMore
    }

    /// The name shown in help as `<name>` and used to read the value.
    var name: String
    /// How many values the argument takes.
    var arity: Arity
    /// One or two sentences for the help page.
    var help: String

    /// Creates an argument; prefer ``required(_:help:)`` and its siblings.
    ///
    /// - Parameters:
    ///   - name: The name: lowercase ASCII words joined by `-`, checked with `precondition`.
    ///   - arity: How many values it takes.
    ///   - help: The help text.
    init(name: String, arity: Arity, help: String) {
        precondition(OptionSpec.isValidLongName(name), "invalid argument name '\(name)'")
        self.name = name
        self.arity = arity
        self.help = help
    }

    /// An argument that must be given exactly once.
    ///
    /// - Parameters:
    ///   - name: The name, shown as `<name>`.
    ///   - help: The help text.
    static func required(_ name: String, help: String) -> ArgumentSpec {
        ArgumentSpec(name: name, arity: .required, help: help)
    }

    /// An argument that may be left out.
    ///
    /// - Parameters:
    ///   - name: The name, shown as `[<name>]`.
    ///   - help: The help text.
    static func optional(_ name: String, help: String) -> ArgumentSpec {
        ArgumentSpec(name: name, arity: .optional, help: help)
    }

    /// An argument taking any number of values, or at least one when `atLeastOne` is true.
    ///
    /// - Parameters:
    ///   - name: The name, shown as `[<name> ...]` or `<name> ...`.
    ///   - atLeastOne: Whether at least one value is required.
    ///   - help: The help text.
    static func variadic(_ name: String, atLeastOne: Bool = false, help: String) -> ArgumentSpec {
        ArgumentSpec(name: name, arity: atLeastOne ? .oneOrMore : .zeroOrMore, help: help)
    }

    /// Whether the argument takes any number of values.
    var isVariadic: Bool {
        arity == .zeroOrMore || arity == .oneOrMore
    }

    /// The placeholder `<name>`, used in help rows and error messages.
    var placeholder: String { "<\(name)>" }

    /// The argument as a usage line shows it: `<ref>`, `[<ref>]`, `[<ref> ...]`, `<ref> ...`.
    var synopsis: String {
        switch arity {
        case .required: placeholder
        case .optional: "[\(placeholder)]"
        case .zeroOrMore: "[\(placeholder) ...]"
        case .oneOrMore: "\(placeholder) ..."
        }
    }
}
