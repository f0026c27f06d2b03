extension EntryQuery {
    /// One `--where` condition: `KEY OP VALUE`, `has:KEY` or `!has:KEY`.
    ///
    /// Comparison rules (documented for `--where` in `vault help`): a value the entry lacks
    /// matches only `!=`; values of different types never compare (so they match only `!=`);
    /// on a sequence, `!=` holds when no element equals the value and every other operator when
    /// some element satisfies it; `~` holds when the value's text occurs in the entry's text,
    /// ignoring case (Swift's `lowercased()`, canonical equivalence).
    public struct Predicate: Hashable, Sendable {
        /// The key as typed, compared exactly.
        public var key: String
        /// What is asked of the key.
        public var test: Test

        /// Creates a predicate.
        ///
        /// - Parameters:
        ///   - key: The key.
        ///   - test: The test.
        public init(key: String, test: Test) {
            self.key = key
            self.test = test
        }

        /// The key with a meaning this predicate asks about, or `nil` for any other key and for one
        /// the summary does not keep (`private`: ``SemanticKey/isInSummary``), read from the front matter.
        ///
        /// A predicate on one of these compares the entry's meaning as ``Entry`` reads it (through
        /// legacy aliases and other ASCII cases of the key), with the value typed for the key
        /// (``SemanticKey/valueKind``): moods in their order bad < not-great < okay < good < great,
        /// dates as dates, `starred` as a boolean, `title`, `tags` and `uuid` (its canonical
        /// lowercase text) as strings. The key must be the canonical name, written exactly.
        public var field: SemanticKey? { SemanticKey(rawValue: key).flatMap { $0.isInSummary ? $0 : nil } }

        /// Whether the predicate needs the entry's front matter (see ``EntryQuery``).
        public var needsFrontMatter: Bool {
            switch test {
            case .exists, .missing: true
            case .compare: field == nil
            }
        }
    }

    /// What a ``Predicate`` asks of its key.
    public enum Test: Hashable, Sendable {
        /// `KEY OP VALUE`: the operator and the typed value.
        case compare(Operator, Operand)
        /// `has:KEY`: the key is written (for a ``SemanticKey``, through its aliases and cases).
        case exists
        /// `!has:KEY`: the key is not written.
        case missing
    }

    /// A comparison operator of `--where`.
    public enum Operator: String, CaseIterable, Hashable, Sendable {
        /// `=`: equal (`==` is read as `=`).
        case equal = "="
        /// `!=`: not equal, or missing.
        case notEqual = "!="
        /// `<`.
        case less = "<"
        /// `<=`.
        case lessOrEqual = "<="
        /// `>`.
        case greater = ">"
        /// `>=`.
        case greaterOrEqual = ">="
        /// `~`: contains the text, ignoring case.
        case contains = "~"

        /// Whether an ordering satisfies the operator; `nil` (incomparable or missing) satisfies
        /// only ``notEqual``. Not used for ``contains``.
        func holds(_ order: Comparison?) -> Bool {
            guard let order else { return self == .notEqual }
            switch self {
            case .equal: return order == .equal
            case .notEqual: return order != .equal
            case .less: return order == .less
            case .lessOrEqual: return order != .greater
            case .greater: return order == .greater
            case .greaterOrEqual: return order != .less
            case .contains: return false
            }
        }
    }

    /// How two values compare.
    enum Comparison: Hashable, Sendable {
        case less, equal, greater

        /// The comparison of two comparable values.
        init<Value: Comparable>(_ lhs: Value, _ rhs: Value) {
            self = lhs < rhs ? .less : lhs == rhs ? .equal : .greater
        }
    }

    /// A `--where` value, typed for its key.
    public struct Operand: Hashable, Sendable {
        /// The value's type and content.
        public var value: Value
        /// The value as typed, without surrounding quotes: what `~` looks for.
        public var text: String

        /// Creates an operand.
        ///
        /// - Parameters:
        ///   - value: The typed value.
        ///   - text: The text as typed.
        public init(_ value: Value, text: String) {
            self.value = value
            self.text = text
        }

        /// The types a value can have: the YAML 1.2 core schema's (section 10.3.2), plus dates
        /// and moods.
        public enum Value: Hashable, Sendable {
            /// A mood (the `mood` key only).
            case mood(Mood)
            /// A date as ``EntryDate`` reads it; a date alone compares days.
            case date(EntryDate)
            /// An integer.
            case integer(Int)
            /// A float.
            case float(Double)
            /// `true` or `false`.
            case bool(Bool)
            /// `null`, `~` or nothing.
            case null
            /// Any other text, or a quoted value.
            case string(String)
        }
    }
}
