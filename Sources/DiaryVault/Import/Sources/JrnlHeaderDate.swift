/// The date-time in the `[...]` header of an entry in jrnl's plain-text journal.
///
/// jrnl writes the header with its `timeformat` setting (strftime; `%Y-%m-%d %H:%M` before 4.0,
/// `%F %r` = `2026-11-29 09:14:00 PM` in the configuration jrnl 4 writes), and reads it back with
/// that format, falling back to a fuzzy parser (`jrnl/journals/Journal.py`, `_parse`). The
/// setting is not in the journal file, so this type reads the usual shapes instead:
/// - a date of three parts: `2026-11-29`, `2026/11/29`, `29.11.2026`, `11/29/2026`, `29 Nov 2026`,
///   `Nov 29, 2026`, with an optional weekday name (English) that is ignored; a two-digit year is
///   19xx from 69 and 20xx below (strptime's `%y`);
/// - an optional time `H:MM` or `H:MM:SS` (after a blank, `T` or `at`), with an optional `AM`/`PM` (any case, `a.m.` too);
///   an `AM`/`PM` hour must be 1 to 12;
/// - partial dates as jrnl's fallback parser reads them: a year and a month (`2019-07`, `07-2019`,
///   `July 2019`) are that month's first day, a year with a time (`2019 14:23`) is 1 January.
///   Relative words (`yesterday`) and impossible dates, which jrnl reads as today, are not dates.
///
/// Which of day and month comes first in `A.B.YYYY` and `A/B/YYYY` is decided once per file
/// (``JrnlHeaderDate/Order``): a first part above 12 anywhere means day first, a second part above
/// 12 means month first; otherwise `.` and `-` mean day first and `/` month first.
struct JrnlHeaderDate: Hashable, Sendable {
    /// Whether a numeric date with the year last is day-first or month-first.
    enum Order: Hashable, Sendable {
        /// `29.11.2026`.
        case dayFirst
        /// `11/29/2026`.
        case monthFirst
    }

    /// A header split into its parts, before the order of an all-numeric date is known.
    struct Parts: Sendable {
        /// The date's three numbers in written order, or the year, month and day when a month name
        /// or a four-digit leading year fixed them (then ``isFixed`` is true).
        var numbers: [Int]
        /// Whether ``numbers`` is already year, month, day.
        var isFixed: Bool
        /// The separator of an all-numeric date (`.`, `/`, `-`, or a space).
        var separator: Character?
        /// Hour (0 to 23 after AM/PM), minute and second, when the header has a time.
        var time: (hour: Int, minute: Int, second: Int)?
    }

    /// The civil date.
    var day: CivilDate
    /// Hour 0 to 23, minute, second; midnight when the header has no time (jrnl's strptime gives
    /// 00:00 then).
    var hour: Int, minute: Int, second: Int

    /// The date as vault writes it: `YYYY-MM-DDTHH:MM:SS`, no offset (jrnl keeps naive local times).
    var text: String {
        day.description + "T" + CivilDate.pad(hour, 2) + ":" + CivilDate.pad(minute, 2) + ":" + CivilDate.pad(second, 2)
    }

    /// The English month names; a word of three letters or more that starts one names it.
    static let monthNames = ["january", "february", "march", "april", "may", "june", "july", "august",
                             "september", "october", "november", "december"]
    /// The English weekday names (`%a`, `%A`), accepted and ignored like month names.
    static let weekdayNames = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// Splits a header's text into parts, or returns `nil` when it is not a date (a footnote
    /// `[1]`, a link text, words other than month and weekday names).
    ///
    /// - Parameter blob: The text between `[` and `]`.
    static func parts(_ blob: String) -> Parts? {
        var words: [String] = []
        var current = ""
        func flush() { if !current.isEmpty { words.append(current); current = "" } }
        var separators: [Character] = []
        for character in blob {
            if character.isASCII, character.isLetter || character.isNumber || character == ":" {
                if let last = current.last, last.isNumber != character.isNumber, last != ":", character != ":" { flush() }
                current.append(character)
            } else {
                flush()
                if character != "," { separators.append(character) }
            }
        }
        flush()
        var numbers: [Int] = []
        var numberWidths: [Int] = []
        var month: Int?
        var time: (hour: Int, minute: Int, second: Int)?
        var meridiem: String?
        var index = 0
        while index < words.count {
            let word = words[index].lowercased()
            index += 1
            if word.contains(":") {
                guard time == nil else { return nil }
                let fields = word.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
                guard fields.count == 2 || fields.count == 3, fields.allSatisfy({ $0 != nil }),
                      let hour = fields[0], let minute = fields[1], minute < 60 else { return nil }
                let second = fields.count == 3 ? fields[2] ?? 0 : 0
                guard second < 60, hour < 24 else { return nil }
                time = (hour, minute, second)
            } else if word == "am" || word == "pm" || ((word == "a" || word == "p") && index < words.count && words[index].lowercased() == "m") {
                guard time != nil, meridiem == nil else { return nil }
                if word.count == 1 { index += 1 }
                meridiem = String(word.prefix(1))
            } else if word == "t" || word == "at", time == nil, numbers.count + (month == nil ? 0 : 1) == 3 {
                continue
            } else if let value = Int(word) {
                guard time == nil else { return nil }
                numbers.append(value)
                numberWidths.append(word.count)
            } else if word.count >= 3, let found = monthNames.firstIndex(where: { $0.hasPrefix(word) }) {
                guard month == nil else { return nil }
                month = found + 1
            } else if word.count >= 3, weekdayNames.contains(where: { $0.hasPrefix(word) }) {
                continue
            } else {
                return nil
            }
        }
        if let meridiem, let clock = time {
            guard (1...12).contains(clock.hour) else { return nil }
            time = (clock.hour % 12 + (meridiem == "p" ? 12 : 0), clock.minute, clock.second)
        }
        // Partial dates, as jrnl's fuzzy parser reads them (checked against jrnl 4.6): a month
        // without a day is its first day (`2019-07`, `07-2019`, `July 2019`); a year alone is
        // 1 January when a time follows (`2019 14:23`), and not a date without one (`[2018]`).
        if let month, numbers.count == 1, numberWidths[0] == 4 {
            return Parts(numbers: [numbers[0], month, 1], isFixed: true, separator: nil, time: time)
        }
        if month == nil, numbers.count == 2, numberWidths.contains(4), numberWidths.contains(where: { $0 <= 2 }) {
            let year = numberWidths[0] == 4 ? numbers[0] : numbers[1]
            let monthNumber = numberWidths[0] == 4 ? numbers[1] : numbers[0]
            guard (1...12).contains(monthNumber) else { return nil }
            return Parts(numbers: [year, monthNumber, 1], isFixed: true, separator: nil, time: time)
        }
        if month == nil, numbers.count == 1, numberWidths[0] == 4, time != nil {
            return Parts(numbers: [numbers[0], 1, 1], isFixed: true, separator: nil, time: time)
        }
        if let month {
            guard numbers.count == 2 else { return nil }
            // `29 Nov 2026`, `Nov 29, 2026`, `2026 Nov 29`: the wider or the larger number is the year.
            let yearFirst = numberWidths[0] == 4 || numbers[0] > 31
            let year = yearFirst ? numbers[0] : numbers[1]
            let day = yearFirst ? numbers[1] : numbers[0]
            return Parts(numbers: [widen(year, width: yearFirst ? numberWidths[0] : numberWidths[1]), month, day],
                         isFixed: true, separator: nil, time: time)
        }
        guard numbers.count == 3 else { return nil }
        if numberWidths[0] == 4 {
            return Parts(numbers: numbers, isFixed: true, separator: separators.first, time: time)
        }
        return Parts(numbers: [numbers[0], numbers[1], widen(numbers[2], width: numberWidths[2])],
                     isFixed: false, separator: separators.first, time: time)
    }

    /// A two-digit year as strptime's `%y` reads it (69-99: 19xx, 00-68: 20xx).
    static func widen(_ year: Int, width: Int) -> Int {
        guard width <= 2 else { return year }
        return year < 69 ? 2000 + year : 1900 + year
    }

    /// The order of all-numeric, year-last dates that a file's headers imply (see the type).
    ///
    /// - Parameter all: Every header of the file that ``parts(_:)`` read.
    static func order(of all: [Parts]) -> Order {
        let loose = all.filter { !$0.isFixed }
        if loose.contains(where: { $0.numbers[0] > 12 }) { return .dayFirst }
        if loose.contains(where: { $0.numbers[1] > 12 }) { return .monthFirst }
        return loose.first?.separator == "/" ? .monthFirst : .dayFirst
    }

    /// The date-time of parts in a file's order, or `nil` when the day does not exist.
    ///
    /// - Parameters:
    ///   - parts: A header's parts.
    ///   - order: The file's order (``order(of:)``).
    init?(_ parts: Parts, order: Order) {
        let numbers = parts.numbers
        let (year, month, day): (Int, Int, Int)
        if parts.isFixed {
            (year, month, day) = (numbers[0], numbers[1], numbers[2])
        } else {
            switch order {
            case .dayFirst: (year, month, day) = (numbers[2], numbers[1], numbers[0])
            case .monthFirst: (year, month, day) = (numbers[2], numbers[0], numbers[1])
            }
        }
        guard let civil = CivilDate(year: year, month: month, day: day) else { return nil }
        self.day = civil
        (hour, minute, second) = parts.time ?? (0, 0, 0)
    }
}
