extension SemanticKey {
    /// How a semantic key's value is read, and how two values of it compare: the order a query
    /// uses for `<`, `<=`, `>`, `>=` on the key (see ``compare(_:_:)``).
    public enum ValueKind: String, CaseIterable, Hashable, Sendable {
        /// A UUID (RFC 4122, ``EntryID/init(parsing:)``: 32 hex digits in any case, hyphenated or not); two
        /// values are equal or different, never ordered.
        case identity
        /// A date with an optional time (``EntryDate``), ordered as dates: by the local date and
        /// time as written, the UTC offset ignored, a date alone first in its day (the vault order,
        /// ``EntryDate/orderKey``).
        case date
        /// A boolean, read as ``Starred`` reads it (`true`, and the YAML 1.1 spellings `yes`, `on`,
        /// `1`...); ordered `false` before `true`.
        case boolean
        /// One of the five moods (``Mood/init(parsing:)``: `bad`, `notGreat`, `3`...), ordered
        /// bad < not-great < okay < good < great.
        case mood
        /// A list of tags; a value is one tag, equal to another or different, never ordered (a
        /// query asks whether the list contains a tag).
        case tagList
        /// Text as written, ordered as Swift orders strings (Unicode canonical equivalence, then
        /// scalar values: `Zoe` before `anna`).
        case text

        /// Whether two different values of the kind are ordered (`date`, `boolean`, `mood`, `text`),
        /// rather than only equal or different (`identity`, `tagList`).
        public var isOrdered: Bool {
            switch self {
            case .date, .boolean, .mood, .text: true
            case .identity, .tagList: false
            }
        }

        /// Compares two values as written or typed, each read as a value of this kind.
        ///
        /// - Parameters:
        ///   - lhs: The first value, such as `not-great` for ``mood``.
        ///   - rhs: The second value, such as `good`.
        /// - Returns: ``Comparison/less`` (`not-great`, `good`), ``Comparison/equal``,
        ///   ``Comparison/greater``; ``Comparison/different`` for two different values of a kind
        ///   without an order; `nil` when either value does not read as this kind (`meh` for a mood).
        public func compare(_ lhs: String, _ rhs: String) -> Comparison? {
            switch self {
            case .identity:
                guard let left = EntryID(parsing: lhs), let right = EntryID(parsing: rhs) else { return nil }
                return left == right ? .equal : .different
            case .date:
                guard let left = EntryDate(parsing: lhs), let right = EntryDate(parsing: rhs) else { return nil }
                return Comparison(left.orderKey, right.orderKey)
            case .boolean:
                guard let left = Self.boolean(lhs), let right = Self.boolean(rhs) else { return nil }
                return Comparison(left ? 1 : 0, right ? 1 : 0)
            case .mood:
                guard let left = Mood(parsing: lhs), let right = Mood(parsing: rhs) else { return nil }
                return Comparison(left.level, right.level)
            case .tagList:
                return lhs == rhs ? .equal : .different
            case .text:
                return Comparison(lhs, rhs)
            }
        }

        /// A boolean as ``Starred`` reads the text under the YAML 1.2 core schema, or `nil`.
        private static func boolean(_ text: String) -> Bool? {
            switch Starred.interpret(CoreSchema.resolve(text)) {
            case .canonical(let flag), .lenient(let flag, _): flag
            case .invalid: nil
            }
        }
    }

    /// How one value compares with another (see ``ValueKind/compare(_:_:)``).
    public enum Comparison: Hashable, Sendable {
        /// The first value comes before the second.
        case less
        /// The values are the same (for a date: the same local date and time).
        case equal
        /// The first value comes after the second.
        case greater
        /// The values differ, and the kind has no order.
        case different

        /// The comparison of two comparable values.
        init<Value: Comparable>(_ lhs: Value, _ rhs: Value) {
            self = lhs < rhs ? .less : lhs == rhs ? .equal : .greater
        }
    }
}
