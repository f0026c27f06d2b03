import Foundation

/// The locale's full date (`Sunday, November 29, 2026`, `2026년 11월 29일 일요일`), as
/// ``EntryRenderer/longDate(_:localeIdentifier:)`` writes it, without a formatter per date.
///
/// The locale's pattern for the CLDR skeleton `yMMMMEEEEd` (Unicode Technical Standard #35,
/// part 4, "Date Field Symbol Table") is read once into literals and fields; the month and
/// weekday names are formatted once (twelve and seven), and a date is then put together from
/// them, its proleptic Gregorian weekday (``CivilDate/weekday``) and its numbers. A pattern with
/// any other field (an era, a week year, other digits than ASCII) is formatted by Foundation
/// per date, as before, and so is a year before 1583 (Foundation's calendar is Julian
/// there; ``ProlepticDateFormatter`` writes those years its own way). A plain value: the pages of `vault site` are made
/// on several threads at once.
struct SiteLongDates: Sendable {
    /// One piece of the pattern.
    enum Piece: Hashable, Sendable {
        /// Text written as it is.
        case literal(String)
        /// The year, at least this many digits (`y`: as many as it has; `yyyy`: 4).
        case year(Int)
        /// The month's name (`MMMM`, `LLLL` and their abbreviations).
        case monthName
        /// The month's number, at least this many digits.
        case month(Int)
        /// The day of the month, at least this many digits.
        case day(Int)
        /// The weekday's name.
        case weekday
    }

    /// The pattern's pieces; `nil` when it has a field this type does not write.
    let pieces: [Piece]?
    /// The month names as the pattern writes them, January first.
    let monthNames: [String]
    /// The weekday names as the pattern writes them, Sunday first.
    let weekdayNames: [String]
    /// The locale, for the dates Foundation formats.
    let localeIdentifier: String

    /// Reads the locale's pattern and names.
    init(localeIdentifier: String) {
        self.localeIdentifier = localeIdentifier
        let locale = Locale(identifier: localeIdentifier)
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = .gmt
        let formatter = ProlepticDateFormatter(locale: locale, calendar: calendar)
        let pattern = DateFormatter.dateFormat(fromTemplate: "yMMMMEEEEd", options: 0, locale: locale) ?? "yyyy-MM-dd"
        var pieces = Self.pieces(of: pattern)
        var monthField = "MMMM", weekdayField = "EEEE"
        for (symbol, run) in Self.fields(of: pattern) {
            if symbol == "M" || symbol == "L", run >= 3 { monthField = String(repeating: symbol, count: run) }
            if symbol == "E" || symbol == "c" { weekdayField = String(repeating: symbol, count: run) }
        }
        monthNames = (1...12).map { formatter.string(monthField, year: 2023, month: $0, day: 1) }
        // 2023-01-01 was a Sunday.
        weekdayNames = (1...7).map { formatter.string(weekdayField, year: 2023, month: 1, day: $0) }
        // Numbers in ASCII digits only; another locale's digits go through Foundation.
        if formatter.string("y d", year: 2023, month: 1, day: 5) != "2023 5" { pieces = nil }
        self.pieces = pieces
    }

    /// The date in the locale's full format.
    func string(_ date: CivilDate) -> String {
        // Before 1583 Foundation's calendar is Julian; ``ProlepticDateFormatter`` writes those years its own way.
        guard let pieces, date.year >= ProlepticDateFormatter.firstDirectYear else {
            return EntryRenderer.longDate(date, localeIdentifier: localeIdentifier)
        }
        var text = ""
        for piece in pieces {
            switch piece {
            case .literal(let literal): text += literal
            case .year(let width): text += Self.padded(date.year, width)
            case .monthName: text += monthNames[date.month - 1]
            case .month(let width): text += Self.padded(date.month, width)
            case .day(let width): text += Self.padded(date.day, width)
            case .weekday: text += weekdayNames[date.weekday - 1]
            }
        }
        return text
    }

    /// A number with `0`s in front up to `width` digits.
    static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// The runs of pattern letters, outside quotes, each with its length.
    static func fields(of pattern: String) -> [(Character, Int)] {
        var fields: [(Character, Int)] = []
        var quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle(); continue }
            guard !quoted, character.isASCII, character.isLetter else { continue }
            if let last = fields.last, last.0 == character { fields[fields.count - 1].1 += 1 } else { fields.append((character, 1)) }
        }
        return fields
    }

    /// A pattern's pieces (UTS #35: letters are fields, text in `'...'` is literal, `''` is a
    /// quote), or `nil` when it has a field other than `y`, `M`/`L`, `d`, `E`/`c` (4 letters).
    static func pieces(of pattern: String) -> [Piece]? {
        var pieces: [Piece] = []
        var literal = ""
        var characters = Array(pattern)[...]
        func flush() {
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            literal = ""
        }
        while let character = characters.first {
            if character == "'" {
                characters.removeFirst()
                if characters.first == "'" {
                    literal.append("'")
                    characters.removeFirst()
                    continue
                }
                while let next = characters.first {
                    characters.removeFirst()
                    if next == "'" {
                        if characters.first == "'" {
                            literal.append("'")
                            characters.removeFirst()
                            continue
                        }
                        break
                    }
                    literal.append(next)
                }
                continue
            }
            guard character.isASCII, character.isLetter else {
                literal.append(character)
                characters.removeFirst()
                continue
            }
            var run = 0
            while characters.first == character {
                run += 1
                characters.removeFirst()
            }
            flush()
            switch (character, run) {
            case ("y", 1): pieces.append(.year(1))
            case ("y", 4...): pieces.append(.year(run))
            case ("M", 3...), ("L", 3...): pieces.append(.monthName)
            case ("M", 1...2), ("L", 1...2): pieces.append(.month(run))
            case ("d", 1...2): pieces.append(.day(run))
            case ("E", 4), ("c", 4): pieces.append(.weekday)
            default: return nil
            }
        }
        flush()
        return pieces
    }
}
