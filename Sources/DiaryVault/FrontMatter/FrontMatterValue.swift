/// A front-matter value as the YAML 1.2 core schema reads it (YAML 1.2.2 section 10.3).
///
/// Only plain (unquoted) scalars are resolved: `true`/`false` are booleans; `null`, `~` and empty
/// are null; core-form integers and floats are numbers; every other scalar, and every quoted or
/// block scalar, is a string exactly as written, dates and times included. Nested values (block
/// and flow mappings and sequences, anchors and aliases, merge keys inside them) are read by
/// `NestedValueReader` into ``mapping(_:)`` and ``sequence(_:)``; YAML it cannot represent
/// faithfully is ``raw(_:)``: its source text, never interpreted or expanded.
public enum FrontMatterValue: Hashable, Sendable {
    /// `null`, `Null`, `NULL`, `~` or an empty value.
    case null
    /// `true`, `True`, `TRUE`, `false`, `False` or `FALSE`.
    case bool(Bool)
    /// A decimal (`-12`), octal (`0o17`) or hexadecimal (`0x1F`) integer that fits in `Int`.
    case integer(Int)
    /// A float such as `1.10`, `-2.5e3`, `.inf` or `.nan`, or an integer too large for `Int`.
    case float(Double)
    /// Any other scalar: the text after unquoting and escape processing.
    case string(String)
    /// A flow (`[a, b]`) or block (`- a`) sequence.
    case sequence([FrontMatterValue])
    /// A nested mapping (`location:` then `  lat: 37.5`, or `{lat: 37.5}`), its keys in the
    /// order written (YAML 1.2.2 sections 7.4.2 and 8.2.2).
    case mapping([FrontMatterPair])
    /// YAML outside the supported subset, as its source text with `\n` line breaks.
    case raw(String)
    /// A value vault cannot read faithfully (a YAML merge key `<<`, a tag outside the core
    /// schema such as `!!binary` or `!color`), as its source text: never used as a string, printed
    /// as `null` in JSON, and reported by `vault check` (`unsupported-yaml`).
    case unknown(String)

    /// The value as text: strings as they are, numbers and booleans as written, `nil` for null,
    /// sequences and raw values.
    public var stringValue: String? {
        switch self {
        case .string(let s): s
        case .bool(let b): b ? "true" : "false"
        case .integer(let i): String(i)
        case .float(let d): String(d)
        case .null, .sequence, .mapping, .raw, .unknown: nil
        }
    }

    /// Whether the value is a ``sequence(_:)`` or a ``mapping(_:)``.
    public var isCollection: Bool {
        switch self {
        case .sequence, .mapping: true
        default: false
        }
    }

    /// Whether the value is, or holds, an ``unknown(_:)`` value.
    public var holdsUnknown: Bool {
        switch self {
        case .unknown: true
        case .sequence(let items): items.contains(where: \.holdsUnknown)
        case .mapping(let pairs): pairs.contains { $0.value.holdsUnknown }
        case .null, .bool, .integer, .float, .string, .raw: false
        }
    }

    /// The value a dotted path names inside this one: a mapping's key, or a sequence's index
    /// (`0` is the first item), one step per component; `nil` when a step names nothing.
    ///
    /// - Parameter components: The path's components after the front-matter key
    ///   (`["name"]` for `location.name`), compared code point for code point.
    public func value(at components: some Collection<Substring>) -> FrontMatterValue? {
        var value = self
        for component in components {
            switch value {
            case .mapping(let pairs):
                guard let pair = pairs.first(where: { $0.key.isSameKey(String(component)) }) else { return nil }
                value = pair.value
            case .sequence(let items):
                guard let index = Int(component), index >= 0, index < items.count,
                      component.allSatisfy(\.isASCII) else { return nil }
                value = items[index]
            default:
                return nil
            }
        }
        return value
    }

    /// The elements of a sequence, or `nil` when the value is not one.
    public var sequenceValue: [FrontMatterValue]? {
        if case .sequence(let items) = self { return items }
        return nil
    }
}

/// One key of a nested mapping and its value.
public struct FrontMatterPair: Hashable, Sendable {
    /// The key after unquoting, as written (a plain `1` is the key `"1"`).
    public var key: String
    /// The value.
    public var value: FrontMatterValue

    /// Creates a pair.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - value: The value.
    public init(key: String, value: FrontMatterValue) {
        self.key = key
        self.value = value
    }
}

/// How a scalar is written in the source (YAML 1.2.2 sections 7.3 and 8.1).
public enum ScalarStyle: String, Hashable, Sendable {
    /// Unquoted: `mood: good`.
    case plain
    /// Single-quoted: `weather: 'clear'`, with `''` for a quote.
    case singleQuoted
    /// Double-quoted: `title: "Seoul: day two"`, with backslash escapes.
    case doubleQuoted
    /// A literal block scalar, `|`: line breaks kept.
    case literal
    /// A folded block scalar, `>`: line breaks folded into spaces.
    case folded
}

/// One scalar of front matter: its content and the style it was written in.
public struct FrontMatterScalar: Hashable, Sendable {
    /// The content after unquoting, escape processing, folding and chomping.
    public var text: String
    /// How the scalar is written.
    public var style: ScalarStyle

    /// Creates a scalar.
    ///
    /// - Parameters:
    ///   - text: The content.
    ///   - style: The style it is (or will be) written in.
    public init(text: String, style: ScalarStyle) {
        self.text = text
        self.style = style
    }

    /// The value under the YAML 1.2 core schema: plain scalars are resolved, others are strings.
    public var value: FrontMatterValue {
        style == .plain ? CoreSchema.resolve(text) : .string(text)
    }
}

/// How a sequence is written: `[a, b]` on one line, or one `- item` per line.
public enum SequenceStyle: Hashable, Sendable {
    /// `[a, b]` (YAML 1.2.2 section 7.4.1).
    case flow
    /// `- a` lines indented by `indent` spaces (YAML 1.2.2 section 8.2.1).
    case block(indent: Int)
}

/// The parsed value of one key, keeping what the serializer needs to re-write it in kind.
public enum FrontMatterNode: Hashable, Sendable {
    /// A single scalar.
    case scalar(FrontMatterScalar)
    /// A sequence of scalars.
    case sequence([FrontMatterScalar], style: SequenceStyle)
    /// Unsupported YAML kept as its source text (see ``FrontMatterValue/raw(_:)``).
    case raw(String)
    /// A value read by rules beyond the subset's plain scalars and sequences: a TOML or JSON
    /// value, or a YAML node with a tag, an anchor or an alias (YAML 1.2.2 sections 6.9 and 7.1),
    /// with the value's source text (`\n` line breaks).
    case typed(FrontMatterValue, source: String)

    /// The node's value under the YAML 1.2 core schema.
    public var value: FrontMatterValue {
        switch self {
        case .scalar(let scalar): scalar.value
        case .sequence(let items, _): .sequence(items.map(\.value))
        case .raw(let text): .raw(text)
        case .typed(let value, _): value
        }
    }
}

extension FrontMatterValue {
    /// Whether two values are the same; unlike `Double`'s `==`, `.nan` equals `.nan`, so a value
    /// always equals itself (`Hashable` requires it) and a `.nan` read back equals the one written.
    public static func == (lhs: FrontMatterValue, rhs: FrontMatterValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.float(let a), .float(let b)): a == b || (a.isNaN && b.isNaN)
        case (.string(let a), .string(let b)): a == b
        case (.sequence(let a), .sequence(let b)): a == b
        case (.mapping(let a), .mapping(let b)): a == b
        case (.raw(let a), .raw(let b)): a == b
        case (.unknown(let a), .unknown(let b)): a == b
        default: false
        }
    }

    /// Hashes the value consistently with ``==(_:_:)``: every NaN hashes alike.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let flag): hasher.combine(1); hasher.combine(flag)
        case .integer(let number): hasher.combine(2); hasher.combine(number)
        case .float(let number): hasher.combine(3); hasher.combine(number.isNaN ? Double.nan.bitPattern : (number == 0 ? 0 : number.bitPattern))
        case .string(let text): hasher.combine(4); hasher.combine(text)
        case .sequence(let items): hasher.combine(5); hasher.combine(items)
        case .raw(let text): hasher.combine(6); hasher.combine(text)
        case .unknown(let text): hasher.combine(7); hasher.combine(text)
        case .mapping(let pairs): hasher.combine(8); hasher.combine(pairs)
        }
    }
}
