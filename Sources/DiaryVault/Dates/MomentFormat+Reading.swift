extension MomentFormat {
    /// The day a name gives, read strictly (see the type), or `nil` when it does not parse.
    ///
    /// - Parameter name: A daily note's path relative to the daily-notes folder, without `.md`,
    ///   with `/` between folders (`2026/11/2026-11-29`).
    func day(of name: String) -> CivilDate? {
        var rest = Substring(name)
        var year: Int?, month: Int?, day: Int?, dayOfYear: Int?, weekday: Int?
        for token in tokens {
            switch token {
            case .literal(let text):
                guard rest.lowercased().hasPrefix(text.lowercased()) else { return nil }
                rest = rest.dropFirst(text.count)
            case .year:
                guard let value = Self.number(&rest, digits: 4...4) else { return nil }
                year = value
            case .shortYear:
                guard let value = Self.number(&rest, digits: 2...2) else { return nil }
                year = value + (value > 68 ? 1900 : 2000)
            case .month(let width):
                guard let value = Self.number(&rest, width), (1...12).contains(value) else { return nil }
                month = value
            case .monthName(let long):
                guard let index = Self.name(&rest, in: Self.months, letters: long ? nil : 3) else { return nil }
                month = index + 1
            case .day(let width):
                guard let value = Self.number(&rest, width) else { return nil }
                day = value
            case .dayOfYear(let padded):
                guard let value = Self.number(&rest, digits: padded ? 3...3 : 1...3) else { return nil }
                dayOfYear = value
            case .weekdayNumber:
                guard let value = Self.number(&rest, digits: 1...1), value < 7 else { return nil }
                weekday = value
            case .weekdayName(let letters):
                guard let index = Self.name(&rest, in: Self.weekdays, letters: letters) else { return nil }
                weekday = index
            }
        }
        guard rest.isEmpty, let year else { return nil }
        var date: CivilDate?
        if let month, let day {
            date = CivilDate(year: year, month: month, day: day)
        } else if let dayOfYear, let first = CivilDate(year: year, month: 1, day: 1),
                  dayOfYear >= 1, dayOfYear <= (CivilDate.isLeapYear(year) ? 366 : 365) {
            date = first.adding(days: dayOfYear - 1)
        }
        guard let date else { return nil }
        if let dayOfYear, let first = CivilDate(year: year, month: 1, day: 1),
           date.daysSinceEpoch - first.daysSinceEpoch + 1 != dayOfYear { return nil }
        if let weekday, date.weekday - 1 != weekday { return nil }
        return date
    }

    /// The name of a day in this format (Moment's `format`), for tests and messages.
    ///
    /// - Parameter date: The day.
    /// - Returns: The name, `/` between folders as written in the format.
    func name(of date: CivilDate) -> String {
        tokens.map { token in
            switch token {
            case .literal(let text): text
            case .year: CivilDate.pad(date.year, 4)
            case .shortYear: CivilDate.pad(date.year % 100, 2)
            case .month(.short): String(date.month)
            case .month(.padded): CivilDate.pad(date.month, 2)
            case .month(.ordinal): String(date.month) + Self.ordinalSuffix(date.month)
            case .monthName(let long): long ? Self.months[date.month - 1] : String(Self.months[date.month - 1].prefix(3))
            case .day(.short): String(date.day)
            case .day(.padded): CivilDate.pad(date.day, 2)
            case .day(.ordinal): String(date.day) + Self.ordinalSuffix(date.day)
            case .dayOfYear(let padded):
                { let number = date.daysSinceEpoch - CivilDate(year: date.year, month: 1, day: 1)!.daysSinceEpoch + 1
                  return padded ? CivilDate.pad(number, 3) : String(number) }()
            case .weekdayNumber: String(date.weekday - 1)
            case .weekdayName(let letters):
                letters.map { String(Self.weekdays[date.weekday - 1].prefix($0)) } ?? Self.weekdays[date.weekday - 1]
            }
        }.joined()
    }

    /// Reads a number of `width` from the front of `rest`.
    private static func number(_ rest: inout Substring, _ width: Width) -> Int? {
        switch width {
        case .short: return number(&rest, digits: 1...2)
        case .padded: return number(&rest, digits: 2...2)
        case .ordinal:
            guard let value = number(&rest, digits: 1...2) else { return nil }
            let suffix = ordinalSuffix(value)
            guard rest.lowercased().hasPrefix(suffix) else { return nil }
            rest = rest.dropFirst(2)
            return value
        }
    }

    /// Reads as many ASCII digits as `digits` allows (greedily, as Moment's regexes do).
    private static func number(_ rest: inout Substring, digits: ClosedRange<Int>) -> Int? {
        let run = rest.prefix { $0.isASCII && $0.isNumber }.prefix(digits.upperBound)
        guard run.count >= digits.lowerBound, let value = Int(run) else { return nil }
        rest = rest.dropFirst(run.count)
        return value
    }

    /// Reads a name from `names` (whole, or its first `letters` letters), in any case; the longest
    /// match wins.
    private static func name(_ rest: inout Substring, in names: [String], letters: Int?) -> Int? {
        let forms = names.map { name in letters.map { String(name.prefix($0)) } ?? name }
        let lowered = rest.lowercased()
        guard let index = forms.indices.filter({ lowered.hasPrefix(forms[$0].lowercased()) })
            .max(by: { forms[$0].count < forms[$1].count }) else { return nil }
        rest = rest.dropFirst(forms[index].count)
        return index
    }
}
