extension EntryQuery {
    /// A query text that could not be read: what was expected, and where.
    public struct ParseError: Error, Hashable, Sendable {
        /// What was expected, a phrase such as `expected a value after '>='`.
        public var message: String
        /// The 1-based column of the bad part, in UTF-8 bytes of the text (as ``SourceLocation``
        /// counts); one past the end when something is missing at the end.
        public var column: Int

        /// Creates an error.
        ///
        /// - Parameters:
        ///   - message: What was expected.
        ///   - column: The 1-based byte column.
        public init(_ message: String, column: Int) {
            self.message = message
            self.column = column
        }
    }

    /// The moods the message lists.
    static let moodNames = "bad, not-great, okay, good or great (or 1 to 5)"

    /// Reads a `--where` expression: `KEY OP VALUE` (spaces around OP optional: `mood>=good`),
    /// `has:KEY` or `!has:KEY`.
    ///
    /// A key runs to the first space or operator character (`= ! < > ~`); the operators are `=`
    /// (also `==`), `!=`, `<`, `<=`, `>`, `>=` and `~`; the value is the rest without surrounding
    /// spaces. A value in matching `"` or `'` quotes is a string as written inside them; any
    /// other is typed for its key: see ``SemanticKey`` for the keys with a meaning (a `mood` must be a
    /// mood, a `date` a date, `starred` true or false, except after `~`); for other keys, as the
    /// YAML 1.2 core schema resolves a plain scalar (section 10.3.2: null, booleans, integers,
    /// floats), a text ``EntryDate`` reads is a date, anything else a string.
    ///
    /// A key with a meaning (``SemanticKey``) or one of its legacy aliases is recognised in any
    /// ASCII case (`Mood`, `isStar`, `CREATED`) and stands for that meaning, as `vault set` and
    /// `vault unset` read keys; any other key is the key as written. A date compared with
    /// `date` may also be a day named relative to `today` (``RelativeDay``: `yesterday`,
    /// `3 days ago`), which is that day without a time.
    ///
    /// - Parameters:
    ///   - text: The expression as typed.
    ///   - today: Today in the local time zone, for relative days; `nil`: none are read.
    /// - Returns: The predicate.
    /// - Throws: ``ParseError`` naming the missing key, operator or value, an operator written
    ///   backwards (`=<`, suggesting `<=`), an unclosed quote, or a value the key cannot hold,
    ///   with its column.
    public static func predicate(parsing text: String, today: CivilDate? = nil) throws(ParseError) -> Predicate {
        let bytes = Array(text.utf8)
        var index = skipSpaces(bytes, from: 0)
        for (prefix, test) in [("!has:", Test.missing), ("has:", Test.exists)] where bytes[index...].starts(with: prefix.utf8) {
            let start = skipSpaces(bytes, from: index + prefix.utf8.count)
            let end = keyEnd(bytes, from: start)
            guard end > start else { throw ParseError("expected a key after '\(prefix)'", column: start + 1) }
            let rest = skipSpaces(bytes, from: end)
            guard rest == bytes.count else { throw ParseError("expected the end after the key of '\(prefix)'", column: rest + 1) }
            return Predicate(key: canonicalKey(string(bytes, start..<end)), test: test)
        }
        let keyStart = index
        index = keyEnd(bytes, from: index)
        guard index > keyStart else {
            throw ParseError("expected a key, as in 'KEY OP VALUE' ('mood >= good') or 'has:KEY'", column: keyStart + 1)
        }
        let key = string(bytes, keyStart..<index)
        index = skipSpaces(bytes, from: index)
        guard let (op, length) = readOperator(bytes, at: index) else {
            throw ParseError("expected an operator after '\(key)': =, !=, <, <=, >, >= or ~", column: index + 1)
        }
        try refuseDoubledOperator(bytes, at: index, length: length, key: key)
        let valueStart = skipSpaces(bytes, from: index + length)
        var valueEnd = bytes.count
        while valueEnd > valueStart, bytes[valueEnd - 1] == UInt8(ascii: " ") { valueEnd -= 1 }
        guard valueEnd > valueStart else {
            throw ParseError("expected a value after '\(op.rawValue)'", column: valueStart + 1)
        }
        let value = try operand(bytes, valueStart..<valueEnd, key: key, op: op, today: today)
        return Predicate(key: canonicalKey(key), test: .compare(op, value))
    }

    /// The key a predicate is on: a semantic key's name for any spelling of it or its aliases
    /// (`Mood` -> `mood`, `isStar` -> `starred`), else the key as written.
    static func canonicalKey(_ key: String) -> String {
        SemanticKey(naming: key)?.name ?? key
    }

    /// Throws when an operator is followed at once by another operator character, as in
    /// `mood =< good`: the operator is written backwards (or doubled), and the value would
    /// start with `<`.
    private static func refuseDoubledOperator(_ bytes: [UInt8], at index: Int, length: Int, key: String) throws(ParseError) {
        let after = index + length
        guard after < bytes.count, "=!<>~".utf8.contains(bytes[after]) else { return }
        let written = string(bytes, index..<after + 1)
        let fixes = ["=<": "<=", "=>": ">=", "=!": "!=", "<>": "!=", "=~": "~", "~=": "~", "!==": "!=", "===": "="]
        let first = string(bytes, index..<after), next = string(bytes, after..<after + 1)
        let suggestion = fixes[written].map { " (did you mean '\($0)'?)" } ?? ""
        throw ParseError("expected an operator (=, !=, <, <=, >, >= or ~), not '\(written)'\(suggestion); "
                         + "a value that starts with '\(next)' goes in quotes, as in \(key) \(first) '\(next)...'",
                         column: index + 1)
    }

    /// Reads a `--mood` value: a mood, or a range: a mood after `<`, `<=`, `>`, `>=`, `=` or
    /// `!=` (`>=good` is good and great), spaces allowed after the operator.
    ///
    /// - Parameter text: The value as typed.
    /// - Returns: The moods it selects, never empty except for `<bad` and `>great`.
    /// - Throws: ``ParseError`` at the level when it is not a mood.
    public static func moods(parsing text: String) throws(ParseError) -> Set<Mood> {
        let bytes = Array(text.utf8)
        var index = skipSpaces(bytes, from: 0)
        var op = Operator.equal
        if let (found, length) = readOperator(bytes, at: index), found != .contains {
            op = found
            index = skipSpaces(bytes, from: index + length)
        }
        guard let level = Mood(parsing: string(bytes, index..<bytes.count)) else {
            throw ParseError("expected a mood: \(moodNames), optionally after <, <=, >, >= or !=", column: index + 1)
        }
        return Set(Mood.allCases.filter { op.holds(Comparison($0, level)) })
    }

    /// Reads an `--in` value: a ``VaultPath/Period`` (`2026`, `2026-11`, `2026-11-29`), or
    /// `MM-DD` for that day of every year (`11-29`; `02-29` exists), or returns `nil`.
    ///
    /// - Parameter text: The value as typed.
    public static func periodSelection(parsing text: String) -> PeriodSelection? {
        if let period = VaultPath.Period(parsing: text) { return .within(period) }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let month = VaultPath.month(fromFolderName: parts[0]),
              let day = VaultPath.digits(parts[1], count: 2),
              CivilDate(year: 2000, month: month, day: day) != nil else { return nil }  // 2000 is a leap year
        return .everyYear(month: month, day: day)
    }

    /// The typed value of a predicate (see ``predicate(parsing:)``).
    private static func operand(_ bytes: [UInt8], _ range: Range<Int>, key: String, op: Operator,
                                today: CivilDate?) throws(ParseError) -> Operand {
        let first = bytes[range.lowerBound]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            guard range.count >= 2, bytes[range.upperBound - 1] == first else {
                throw ParseError("expected a closing \(first == UInt8(ascii: "'") ? "'" : "\"") at the end of the value", column: range.upperBound + 1)
            }
            let inner = string(bytes, range.lowerBound + 1..<range.upperBound - 1)
            return Operand(.string(inner), text: inner)
        }
        let text = string(bytes, range)
        let column = range.lowerBound + 1
        let isContains = op == .contains
        switch SemanticKey(naming: key) {
        case .mood?:
            guard let mood = Mood(parsing: text) else {
                if isContains { return Operand(.string(text), text: text) }
                throw ParseError("expected a mood: \(moodNames)", column: column)
            }
            return Operand(.mood(mood), text: text)
        case .date?:
            let relative = today.flatMap { RelativeDay.parse(text, today: $0) }.flatMap { EntryDate(parsing: $0.description) }
            guard let date = EntryDate(parsing: text) ?? relative else {
                if isContains { return Operand(.string(text), text: text) }
                throw ParseError("expected a date such as 2026-11-29 or 2026-11-29T21:14" + (today == nil ? "" : ", or a day such as yesterday or 3 days ago"),
                                 column: column)
            }
            return Operand(.date(date), text: text)
        case .starred?, .anniversary?, .private?:
            guard case .bool(let flag) = CoreSchema.resolve(text) else {
                if isContains { return Operand(.string(text), text: text) }
                throw ParseError("expected true or false", column: column)
            }
            return Operand(.bool(flag), text: text)
        case .tags?, .title?, .uuid?:
            return Operand(.string(text), text: text)
        case nil:
            return Operand(typed(text), text: text)
        }
    }

    /// A plain value typed as the YAML 1.2 core schema resolves it, with dates read as dates.
    static func typed(_ text: String) -> Operand.Value {
        switch CoreSchema.resolve(text) {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .integer(let number): .integer(number)
        case .float(let number): .float(number)
        case .string(let string): EntryDate(parsing: string).map(Operand.Value.date) ?? .string(string)
        case .sequence, .mapping, .raw, .unknown: .string(text)
        }
    }

    /// The operator at `index` and its length in bytes, longest first; `==` reads as `=`.
    private static func readOperator(_ bytes: [UInt8], at index: Int) -> (Operator, Int)? {
        let two = bytes[index...].prefix(2)
        for (spelling, op) in [("!=", Operator.notEqual), ("<=", .lessOrEqual), (">=", .greaterOrEqual), ("==", .equal)]
        where two.elementsEqual(spelling.utf8) {
            return (op, 2)
        }
        for op in [Operator.equal, .less, .greater, .contains] where bytes[index...].starts(with: op.rawValue.utf8) {
            return (op, 1)
        }
        return nil
    }

    /// The index after a key starting at `index`: the first space or operator character.
    private static func keyEnd(_ bytes: [UInt8], from index: Int) -> Int {
        var end = index
        while end < bytes.count, !" =!<>~".utf8.contains(bytes[end]) { end += 1 }
        return end
    }

    /// The first index at or after `index` that is not a space.
    private static func skipSpaces(_ bytes: [UInt8], from index: Int) -> Int {
        var index = index
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index
    }

    /// The text of a byte range (whole characters: the range ends at ASCII bytes or the end).
    private static func string(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
