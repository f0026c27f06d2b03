/// How a `starred` value is read: YAML 1.2 booleans, and the spellings YAML 1.1 tools accept.
public enum Starred: Hashable, Sendable {
    /// `true` or `false` as a YAML 1.2 boolean: nothing to report.
    case canonical(Bool)
    /// Another spelling read as a boolean the way YAML 1.1 tools (PyYAML, Jekyll) do: `yes`, `no`,
    /// `on`, `off`, `y`, `n`, `1`, `0`, or a quoted `"true"`; `vault check` reports and normalizes it.
    case lenient(Bool, written: String)
    /// A value with no boolean reading; the entry counts as not starred.
    case invalid(written: String)

    /// Whether the entry counts as starred.
    public var isStarred: Bool {
        switch self {
        case .canonical(let value), .lenient(let value, _): value
        case .invalid: false
        }
    }

    /// Interprets a `starred` value.
    ///
    /// - Parameter value: The value of the key.
    public static func interpret(_ value: FrontMatterValue) -> Starred {
        switch value {
        case .bool(let flag): return .canonical(flag)
        case .integer(1): return .lenient(true, written: "1")
        case .integer(0): return .lenient(false, written: "0")
        case .string(let text):
            switch text.lowercased() {
            case "true", "yes", "y", "on": return .lenient(true, written: text)
            case "false", "no", "n", "off": return .lenient(false, written: text)
            default: return .invalid(written: text)
            }
        case .null: return .invalid(written: "")
        default: return .invalid(written: value.stringValue ?? "\(value)")
        }
    }
}
