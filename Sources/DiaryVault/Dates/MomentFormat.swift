/// A Moment.js date format, as Obsidian's daily notes name files (`YYYY-MM-DD`,
/// `YYYY/MM/YYYY-MM-DD dddd`), that reads a name back into a day.
///
/// Tokens follow Moment.js's `formattingTokens` (moment 2.29, `src/lib/format/format.js`), English
/// names only: `YYYY` (`Y`), `YY` (69-99: 19xx), `M`, `MM`, `Mo`, `MMM`, `MMMM`, `D`, `DD`, `Do`, `DDD`,
/// `DDDD` (day of the year), `d` (weekday 0-6, Sunday 0), `dd`, `ddd`, `dddd`; `[text]` and
/// `\X` are literal, and so is every character that is not a token. Reading is strict, as
/// Obsidian reads daily-note names (`moment(name, format, true)`): every character must be used,
/// `MM` and `DD` take two digits, names match in any case, and a weekday must agree with the date.
/// Moment tokens for times, weeks, quarters and eras make ``init(_:)`` throw.
struct MomentFormat: Hashable, Sendable {
    /// One piece of a format.
    enum Token: Hashable, Sendable {
        /// Text matched as written.
        case literal(String)
        /// `YYYY` or `Y`: a four-digit year.
        case year
        /// `YY`: a two-digit year.
        case shortYear
        /// `M` (1-2 digits), `MM` (2 digits), `Mo` (`11th`).
        case month(Width)
        /// `MMM` (`Nov`) or `MMMM` (`November`).
        case monthName(long: Bool)
        /// `D`, `DD`, `Do`.
        case day(Width)
        /// `DDD` (1-3 digits) or `DDDD` (3 digits): the day of the year.
        case dayOfYear(padded: Bool)
        /// `d`: the weekday number, Sunday 0.
        case weekdayNumber
        /// `dd` (`Su`), `ddd` (`Sun`), `dddd` (`Sunday`).
        case weekdayName(letters: Int?)
    }

    /// How a number is written.
    enum Width: Hashable, Sendable {
        /// One or two digits.
        case short
        /// Exactly two digits.
        case padded
        /// One or two digits and an English ordinal suffix.
        case ordinal
    }

    /// A format that vault cannot read.
    struct UnsupportedToken: Error, Hashable, Sendable {
        /// The token as written (`ww`, `HH`), or the whole format when it names no year or day.
        var token: String
        /// Why.
        var message: String
    }

    /// The format's tokens in order.
    let tokens: [Token]

    /// The English month names.
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                         "September", "October", "November", "December"]
    /// The English weekday names, Sunday first (Moment's `d` order).
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// Moment's tokens, longest first where one starts another, as its tokenizer tries them.
    private static let known = ["Hmmss", "hmmss", "Hmm", "hmm", "Mo", "MMMM", "MMM", "MM", "M", "Do", "DDDo", "DDDD", "DDD",
                                "DD", "D", "dddd", "ddd", "dd", "do", "d", "wo", "ww", "w", "Wo", "WW", "W", "Qo", "Q",
                                "NNNNN", "NNNN", "NNN", "NN", "N", "YYYYYY", "YYYYY", "YYYY", "YY", "Y", "yyyy", "yyy",
                                "yy", "yo", "y", "ggggg", "gggg", "gg", "GGGGG", "GGGG", "GG", "e", "E", "a", "A", "hh",
                                "h", "HH", "H", "kk", "k", "mm", "m", "ss", "s", "SSSSSSSSS", "SSSSSSSS", "SSSSSSS",
                                "SSSSSS", "SSSSS", "SSSS", "SSS", "SS", "S", "x", "X", "zz", "z", "ZZ", "Z"]

    /// Reads a format.
    ///
    /// - Parameter format: The Moment.js format (`format` in `.obsidian/daily-notes.json`).
    /// - Throws: ``UnsupportedToken`` for a token vault does not read (times, weeks, quarters,
    ///   eras, `Y` forms beyond four digits), or a format that names no year, or no day.
    init(_ format: String) throws(UnsupportedToken) {
        var tokens: [Token] = []
        var rest = Substring(format)
        func appendLiteral(_ text: String) {
            if case .literal(let previous) = tokens.last {
                tokens[tokens.count - 1] = .literal(previous + text)
            } else {
                tokens.append(.literal(text))
            }
        }
        while let first = rest.first {
            if first == "[" {
                // `\[[^\[]*\]`: up to the last `]` before the next `[`.
                let span = rest.dropFirst().prefix { $0 != "[" }
                if let close = span.lastIndex(of: "]") {
                    appendLiteral(String(rest[rest.index(after: rest.startIndex)..<close]))
                    rest = rest[rest.index(after: close)...]
                    continue
                }
            }
            if first == "\\", rest.count > 1 {
                let escaped = rest.dropFirst()
                let token = Self.known.first { escaped.hasPrefix($0) } ?? String(escaped.prefix(1))
                appendLiteral(token)
                rest = escaped.dropFirst(token.count)
                continue
            }
            guard let token = Self.known.first(where: { rest.hasPrefix($0) }) else {
                appendLiteral(String(first))
                rest = rest.dropFirst()
                continue
            }
            rest = rest.dropFirst(token.count)
            tokens.append(try Self.token(token))
        }
        let hasYear = tokens.contains { $0 == .year || $0 == .shortYear }
        let hasMonth = tokens.contains { if case .month = $0 { true } else if case .monthName = $0 { true } else { false } }
        let hasDay = tokens.contains { if case .day = $0 { true } else { false } }
        let hasDayOfYear = tokens.contains { if case .dayOfYear = $0 { true } else { false } }
        guard hasYear, hasMonth && hasDay || hasDayOfYear else {
            throw UnsupportedToken(token: format, message: "the format names no year, or no day, so a name cannot give a date")
        }
        self.tokens = tokens
    }

    /// The meaning of one Moment token.
    private static func token(_ text: String) throws(UnsupportedToken) -> Token {
        switch text {
        case "YYYY", "Y": return .year
        case "YY": return .shortYear
        case "M": return .month(.short)
        case "MM": return .month(.padded)
        case "Mo": return .month(.ordinal)
        case "MMM": return .monthName(long: false)
        case "MMMM": return .monthName(long: true)
        case "D": return .day(.short)
        case "DD": return .day(.padded)
        case "Do": return .day(.ordinal)
        case "DDD": return .dayOfYear(padded: false)
        case "DDDD": return .dayOfYear(padded: true)
        case "d": return .weekdayNumber
        case "dd": return .weekdayName(letters: 2)
        case "ddd": return .weekdayName(letters: 3)
        case "dddd": return .weekdayName(letters: nil)
        default:
            throw UnsupportedToken(token: text, message: "the Moment.js token \(text) (a time, week, quarter or era) cannot name a daily note's day")
        }
    }

    /// The English ordinal suffix of a day or month number (`1st`, `2nd`, `11th`, `23rd`).
    static func ordinalSuffix(_ number: Int) -> String {
        if (11...13).contains(number % 100) { return "th" }
        switch number % 10 {
        case 1: return "st"
        case 2: return "nd"
        case 3: return "rd"
        default: return "th"
        }
    }
}
