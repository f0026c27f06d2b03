import Foundation

/// An error found while reading an entry file's front matter: every way a file can fail to parse.
///
/// Each case carries a ``Context`` (the file path when known, the 1-based line and byte column,
/// the source line and the offending text); ``message`` says what is wrong and ``expected`` what
/// would have been valid. ``errorDescription`` renders it the way compilers do:
/// `path:line:column: error: message`, then the source line and a caret under the column.
/// The rules come from YAML 1.2.2 (https://yaml.org/spec/1.2.2/); section numbers are given per case.
public enum FrontMatterError: Error, Hashable, Sendable {
    /// Where an error is, and the text that caused it.
    public struct Context: Hashable, Sendable {
        /// The file's path as the user gave it, or `nil` for text that did not come from a file.
        public var path: String?
        /// The 1-based line and byte column of the offending text.
        public var location: SourceLocation
        /// The whole source line holding the error, without its line ending.
        public var sourceLine: String
        /// The offending text itself (a character, a key, a line).
        public var found: String

        /// Creates a context.
        ///
        /// - Parameters:
        ///   - path: The file path, or `nil`.
        ///   - location: The 1-based line and byte column.
        ///   - sourceLine: The source line, without its line ending.
        ///   - found: The offending text.
        public init(path: String? = nil, location: SourceLocation, sourceLine: String, found: String) {
            self.path = path
            self.location = location
            self.sourceLine = sourceLine
            self.found = found
        }
    }

    /// The file is not valid UTF-8 (YAML 1.2 section 5.2); `byteOffset` is 0-based from the file's start.
    case invalidUTF8(Context, byteOffset: Int)
    /// A control character that YAML does not allow in a stream (YAML 1.2 section 5.1, `c-printable`).
    case controlCharacter(Context)
    /// The opening `---` has no closing `---` or `...` line; the context is the opening line.
    case unterminatedFrontMatter(Context)
    /// A tab used as indentation (YAML 1.2 section 6.1): only spaces may indent.
    case tabIndentation(Context)
    /// A key that appears twice (YAML 1.2 section 3.2.1.1: mapping keys are unique).
    case duplicateKey(Context, key: String, firstLine: Int)
    /// `: ` inside an unquoted value, which YAML would read as a nested mapping (section 7.3.3).
    case colonInPlainScalar(Context)
    /// An unquoted value starting with a character YAML reserves (section 5.3: `@`, `` ` ``, `%`, ...).
    case reservedIndicator(Context)
    /// A flow sequence `[` with no matching `]` (section 7.4.1).
    case unclosedFlowSequence(Context)
    /// A quoted scalar with no closing quote before the front matter ends (sections 7.3.1 and 7.3.2).
    case unclosedQuotedScalar(Context)
    /// An escape sequence that YAML does not define in double-quoted scalars (section 5.7).
    case invalidEscape(Context)
    /// The front matter is not a block mapping of `key: value` lines (a list, a bare word...).
    case notAMapping(Context)
    /// A line indented where no value can continue (section 6.1).
    case unexpectedIndentation(Context)
    /// Text after a complete value on its line, other than a `# comment`.
    case unexpectedText(Context)
    /// A block scalar header (`|`, `>`) with invalid indicators (section 8.1.1).
    case invalidBlockScalarHeader(Context)
    /// An alias `*name` with no anchor `&name` before it (section 7.1: an alias refers to the most
    /// recent preceding node with that anchor).
    case undefinedAlias(Context)
    /// Aliases that would expand past the node budget (``FrontMatterParser/aliasNodeBudget``
    /// nodes): the "billion laughs" alias bomb.
    case aliasExpansionLimit(Context)
    /// TOML front matter (between `+++` lines) that is not valid TOML 1.0; `detail` says what is wrong.
    case invalidTOML(Context, detail: String)
    /// JSON front matter that is not a valid JSON object (RFC 8259); `detail` says what is wrong.
    case invalidJSON(Context, detail: String)

    /// The context of any case.
    public var context: Context {
        switch self {
        case .invalidUTF8(let c, _), .controlCharacter(let c), .unterminatedFrontMatter(let c),
             .tabIndentation(let c), .duplicateKey(let c, _, _), .colonInPlainScalar(let c),
             .reservedIndicator(let c), .unclosedFlowSequence(let c), .unclosedQuotedScalar(let c),
             .invalidEscape(let c), .notAMapping(let c), .unexpectedIndentation(let c),
             .unexpectedText(let c), .invalidBlockScalarHeader(let c), .undefinedAlias(let c),
             .aliasExpansionLimit(let c), .invalidTOML(let c, _), .invalidJSON(let c, _):
            c
        }
    }

    /// The 1-based line and byte column of the error.
    public var location: SourceLocation { context.location }

    /// The file path, when known.
    public var path: String? { context.path }

    /// The stable identifier of the case, for `vault check --json` (for example `duplicate-key`):
    /// the raw value of its ``problemKind``.
    public var kind: String { problemKind.rawValue }

    /// The kind of problem the error is.
    public var problemKind: ProblemKind {
        switch self {
        case .invalidUTF8: .invalidUTF8
        case .controlCharacter: .controlCharacter
        case .unterminatedFrontMatter: .unterminatedFrontMatter
        case .tabIndentation: .tabIndentation
        case .duplicateKey: .duplicateKey
        case .colonInPlainScalar: .colonInPlainValue
        case .reservedIndicator: .reservedIndicator
        case .unclosedFlowSequence: .unclosedFlowSequence
        case .unclosedQuotedScalar: .unclosedQuotedValue
        case .invalidEscape: .invalidEscape
        case .notAMapping: .notAMapping
        case .unexpectedIndentation: .unexpectedIndentation
        case .unexpectedText: .unexpectedText
        case .invalidBlockScalarHeader: .invalidBlockScalarHeader
        case .undefinedAlias: .undefinedAlias
        case .aliasExpansionLimit: .aliasExpansionLimit
        case .invalidTOML: .invalidTOML
        case .invalidJSON: .invalidJSON
        }
    }

    /// The same error with the file path set.
    ///
    /// - Parameter path: The path to report, as the user would type it.
    public func withPath(_ path: String) -> FrontMatterError {
        var c = context
        c.path = path
        switch self {
        case .invalidUTF8(_, let offset): return .invalidUTF8(c, byteOffset: offset)
        case .controlCharacter: return .controlCharacter(c)
        case .unterminatedFrontMatter: return .unterminatedFrontMatter(c)
        case .tabIndentation: return .tabIndentation(c)
        case .duplicateKey(_, let key, let first): return .duplicateKey(c, key: key, firstLine: first)
        case .colonInPlainScalar: return .colonInPlainScalar(c)
        case .reservedIndicator: return .reservedIndicator(c)
        case .unclosedFlowSequence: return .unclosedFlowSequence(c)
        case .unclosedQuotedScalar: return .unclosedQuotedScalar(c)
        case .invalidEscape: return .invalidEscape(c)
        case .notAMapping: return .notAMapping(c)
        case .unexpectedIndentation: return .unexpectedIndentation(c)
        case .unexpectedText: return .unexpectedText(c)
        case .invalidBlockScalarHeader: return .invalidBlockScalarHeader(c)
        case .undefinedAlias: return .undefinedAlias(c)
        case .aliasExpansionLimit: return .aliasExpansionLimit(c)
        case .invalidTOML(_, let detail): return .invalidTOML(c, detail: detail)
        case .invalidJSON(_, let detail): return .invalidJSON(c, detail: detail)
        }
    }
}
