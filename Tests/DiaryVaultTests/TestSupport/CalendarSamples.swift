@testable import DiaryVault

/// Sample days for the calendar tests, one of each kind of mark.
enum CalendarSamples {
    /// A date that the test knows to be valid.
    static func date(_ year: Int, _ month: Int, _ day: Int) -> CivilDate {
        guard let date = CivilDate(year: year, month: month, day: day) else {
            preconditionFailure("bad sample date \(year)-\(month)-\(day)")
        }
        return date
    }

    /// November 2026:
    /// - 1st: two entries, one starred, good then okay (`*`, mood `o`);
    /// - 3rd: one entry, bad (`+`, `b`);
    /// - 14th: one entry without a known mood (`+`, `?`);
    /// - 20th: three entries, great then good (`+`, `g`);
    /// - 29th: two entries, both starred, great (`*`, `G`);
    /// - 30th: one entry, not great (`+`, `n`).
    static let november2026: [CivilDate: DaySummary] = summaries([
        DaySummary(date: date(2026, 11, 1), entryCount: 2, starredCount: 1, moods: [.good, .okay]),
        DaySummary(date: date(2026, 11, 3), entryCount: 1, moods: [.bad]),
        DaySummary(date: date(2026, 11, 14), entryCount: 1),
        DaySummary(date: date(2026, 11, 20), entryCount: 3, moods: [.great, .good]),
        DaySummary(date: date(2026, 11, 29), entryCount: 2, starredCount: 2, moods: [.great]),
        DaySummary(date: date(2026, 11, 30), entryCount: 1, moods: [.notGreat]),
    ])

    /// The summaries keyed by their dates.
    static func summaries(_ list: [DaySummary]) -> [CivilDate: DaySummary] {
        Dictionary(uniqueKeysWithValues: list.map { ($0.date, $0) })
    }

    /// Each character of a line with the terminal column it starts at, 0-based.
    static func columns(of line: String) -> [(column: Int, character: Character)] {
        var column = 0
        var result: [(column: Int, character: Character)] = []
        for character in line {
            result.append((column, character))
            column += character.displayWidth
        }
        return result
    }

    /// The characters of a line that start in a range of terminal columns, without spaces around.
    static func text(of line: String, columns range: Range<Int>) -> String {
        let characters = columns(of: line).filter { range.contains($0.column) }.map(\.character)
        return String(String(characters).trimmingTrailingSpaces.drop { $0 == " " })
    }

    /// The text without ANSI SGR escape sequences (`ESC [ ... m`).
    static func strippingEscapes(_ text: String) -> String {
        var result = ""
        var inEscape = false
        for character in text {
            if character == "\u{1B}" {
                inEscape = true
            } else if inEscape {
                if character == "m" { inEscape = false }
            } else {
                result.append(character)
            }
        }
        return result
    }
}
