extension EntryQuery {
    /// Whether a summary passes every condition it can answer: all of them except the
    /// predicates that need the front matter (see ``needsFrontMatter``).
    ///
    /// Allocation-free for the day, star, mood and tag conditions (tags are compared in the
    /// summary's buffer); predicates on ``SemanticKey``s read the texts they compare.
    ///
    /// - Parameter entry: The entry's summary.
    public func matchesSummary(_ entry: EntrySummary) -> Bool {
        let day = entry.day
        if let from, day < from { return false }
        if let to, to < day { return false }
        if let period, !period.contains(day) { return false }
        if let starred, entry.isStarred != starred { return false }
        if let moods {
            guard let mood = entry.mood, moods.contains(mood) else { return false }
        }
        if !allTags.isEmpty || !anyTags.isEmpty || !noTags.isEmpty, !tagsMatch(entry) { return false }
        for predicate in predicates where !predicate.needsFrontMatter {
            guard predicate.holds(for: entry) else { return false }
        }
        return true
    }

    /// Whether a summary is selected, for a query that does not need the front matter.
    ///
    /// - Parameter entry: The entry's summary.
    /// - Precondition: ``needsFrontMatter`` is false; otherwise use ``matches(_:frontMatter:)``.
    public func matches(_ entry: EntrySummary) -> Bool {
        precondition(!needsFrontMatter, "the query needs the front matter: \(predicates.filter(\.needsFrontMatter).map(\.key))")
        return matchesSummary(entry)
    }

    /// Whether an entry is selected, given its summary and its front matter.
    ///
    /// - Parameters:
    ///   - entry: The entry's summary.
    ///   - frontMatter: The entry's front matter, `nil` for a file without one.
    public func matches(_ entry: EntrySummary, frontMatter: FrontMatter?) -> Bool {
        matchesSummary(entry) && predicates.allSatisfy { !$0.needsFrontMatter || $0.holds(in: frontMatter) }
    }

    /// Whether a parsed entry is selected; an entry without a valid date never is.
    ///
    /// - Parameters:
    ///   - entry: The entry.
    ///   - path: Its vault-relative path.
    public func matches(_ entry: Entry, path: String) -> Bool {
        guard let summary = EntrySummary(entry, path: path) else { return false }
        return matches(summary, frontMatter: entry.document.frontMatter)
    }

    /// Whether the entry's tags satisfy ``allTags``, ``anyTags`` and ``noTags``.
    private func tagsMatch(_ entry: EntrySummary) -> Bool {
        entry.withTexts { texts in
            for tag in allTags where !Self.tags(texts.tags, contain: tag) { return false }
            if !anyTags.isEmpty, !anyTags.contains(where: { Self.tags(texts.tags, contain: $0) }) { return false }
            for tag in noTags where Self.tags(texts.tags, contain: tag) { return false }
            return true
        }
    }

    /// Whether a summary's tags hold `tag`, compared as Swift strings compare (canonically
    /// equivalent spellings, NFC and NFD, are equal; case counts). ASCII against ASCII is
    /// compared byte for byte, without making a string.
    static func tags(_ tags: EntrySummary.Tags, contain tag: String) -> Bool {
        let isASCII = tag.utf8.allSatisfy { $0 < 0x80 }
        for bytes in tags {
            if isASCII, bytes.allSatisfy({ $0 < 0x80 }) {
                if bytes.elementsEqual(tag.utf8) { return true }
            } else if String(decoding: bytes, as: UTF8.self) == tag {
                return true
            }
        }
        return false
    }
}

extension EntryQuery.Predicate {
    /// Whether the predicate holds for a summary; only for a predicate on a ``SemanticKey``
    /// that compares.
    func holds(for entry: EntrySummary) -> Bool {
        guard case .compare(let op, let operand) = test, let field else {
            preconditionFailure("predicate on '\(key)' needs the front matter")
        }
        typealias Comparison = EntryQuery.Comparison
        switch field {
        case .date:
            return Self.evaluate(op, operand, [entry], text: { $0.date.text }) { summary in
                guard case .date(let date) = operand.value else { return nil }
                return Self.compare(day: summary.day, orderKey: summary.orderKey, with: date)
            }
        case .mood:
            return Self.evaluate(op, operand, entry.moodText.map { [$0] } ?? [], text: { $0 }) { _ in
                guard case .mood(let mood) = operand.value, let own = entry.mood else { return nil }
                return Comparison(own, mood)
            }
        case .starred:
            return Self.evaluate(op, operand, [entry.isStarred], text: { $0 ? "true" : "false" }) { starred in
                guard case .bool(let flag) = operand.value else { return nil }
                return Comparison(starred ? 1 : 0, flag ? 1 : 0)
            }
        case .anniversary:
            return Self.evaluate(op, operand, [entry.isAnniversary], text: { $0 ? "true" : "false" }) { flag in
                guard case .bool(let wanted) = operand.value else { return nil }
                return Comparison(flag ? 1 : 0, wanted ? 1 : 0)
            }
        case .tags:
            return Self.evaluate(op, operand, entry.tags, text: { $0 }) { Comparison($0, operand.text) }
        case .title:
            return Self.evaluate(op, operand, [entry.title], text: { $0 }) { Comparison($0, operand.text) }
        case .uuid:
            return Self.evaluate(op, operand, entry.uuid.map { [$0.description] } ?? [], text: { $0 }) { Comparison($0, operand.text) }
        case .private:
            preconditionFailure("'private' is not in the summary (SemanticKey.isInSummary): its predicate needs the front matter")
        }
    }

    /// Whether the predicate holds for a front matter: `has:`/`!has:` on any key, comparisons on
    /// keys that are not a ``SemanticKey``.
    func holds(in frontMatter: FrontMatter?) -> Bool {
        switch test {
        case .exists, .missing:
            let isWritten = field == nil ? frontMatter?.field(key) != nil
                : EntrySemantics.storedKey(for: key, in: frontMatter) != nil
            return isWritten == (test == .exists)
        case .compare(let op, let operand):
            let values: [FrontMatterValue] = switch frontMatter?[key] {
            case .sequence(let items)?: items
            case let value?: [value]
            case nil: []
            }
            return Self.evaluate(op, operand, values, text: { $0.stringValue }) { Self.compare($0, with: operand.value) }
        }
    }

    /// Applies an operator to the values an entry has for the key (none when it lacks it): `~`
    /// and the comparisons hold when some value satisfies them, `!=` when no value is equal.
    static func evaluate<Element>(
        _ op: EntryQuery.Operator, _ operand: EntryQuery.Operand, _ values: [Element],
        text: (Element) -> String?, compare: (Element) -> EntryQuery.Comparison?
    ) -> Bool {
        switch op {
        case .contains:
            let needle = operand.text.lowercased()
            return values.contains { text($0).map { $0.lowercased().contains(needle) } ?? false }
        case .notEqual:
            return !values.contains { compare($0) == .equal }
        case .equal, .less, .lessOrEqual, .greater, .greaterOrEqual:
            return values.contains { op.holds(compare($0)) }
        }
    }

    /// A date against a query date: by day when the query gives a date alone, else by local date
    /// and time as written (``EntryDate/orderKey``).
    static func compare(day: CivilDate, orderKey: Int64, with date: EntryDate) -> EntryQuery.Comparison {
        date.text.utf8.count == 10 ? EntryQuery.Comparison(day, date.day) : EntryQuery.Comparison(orderKey, date.orderKey)
    }

    /// A front-matter value against a typed operand, or `nil` when their types do not compare:
    /// numbers as numbers (NaN compares with nothing), booleans false < true, strings as Swift
    /// strings, a string that is a date against a date, a string that is a mood against a mood.
    static func compare(_ value: FrontMatterValue, with operand: EntryQuery.Operand.Value) -> EntryQuery.Comparison? {
        typealias Comparison = EntryQuery.Comparison
        switch (value, operand) {
        case (.integer(let a), .integer(let b)): return Comparison(a, b)
        case (.integer(let a), .float(let b)): return b.isNaN ? nil : Comparison(Double(a), b)
        case (.float(let a), .integer(let b)): return a.isNaN ? nil : Comparison(a, Double(b))
        case (.float(let a), .float(let b)): return a.isNaN || b.isNaN ? nil : Comparison(a, b)
        case (.bool(let a), .bool(let b)): return Comparison(a ? 1 : 0, b ? 1 : 0)
        case (.null, .null): return .equal
        case (.string(let a), .string(let b)): return Comparison(a, b)
        case (.string(let a), .date(let b)):
            return EntryDate(parsing: a).map { compare(day: $0.day, orderKey: $0.orderKey, with: b) }
        case (.string(let a), .mood(let b)): return Mood(parsing: a).map { Comparison($0, b) }
        default: return nil
        }
    }
}
