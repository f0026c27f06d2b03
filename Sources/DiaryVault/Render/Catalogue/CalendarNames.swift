/// The calendar words of the catalogue's own locales, written out: what Foundation's CLDR data
/// gives for them, without building an ICU formatter.
///
/// Building one ICU date formatter and a pattern generator is most of what a short command such
/// as `vault calendar 2026-11` spends beyond start-up (docs/PERFORMANCE.md, "The calendar's
/// names"), so the locales vault speaks (``Catalogue/Language``) have their names here.
/// Each row is Foundation's own output (CLDR 46: skeletons `y` and `yMMMM`, patterns `LLLL`,
/// `cccccc` and `ccccc`, `Calendar.firstWeekday`): `CalendarLocalizationTests` compares every row
/// with Foundation for years 0 to 9999, so a row that drifts from CLDR fails a test. Every other
/// locale goes through ``ProlepticDateFormatter``.
///
/// Only exact identifiers are here (`ko_KR`, `ko-KR`, `ko`): a region changes the names or the
/// week (`de_AT` writes `Jänner`, `en_GB` starts on Monday), so `en_GB` or `de_AT` is not `en` or `de`.
struct CalendarNames: Sendable {
    /// The first day of the week, 1 (Sunday) to 7 (Saturday).
    let firstWeekday: Int
    /// The year title's text around the year: `("", "년")` in Korean for `2026년`.
    let yearAffixes: (prefix: String, suffix: String)
    /// The month title of a month name and a year text (skeleton `yMMMM`): `"November 2026"`.
    let monthTitle: @Sendable (_ monthName: String, _ numericMonth: Int, _ year: String) -> String
    /// Twelve stand-alone month names, January first (pattern `LLLL`).
    let monthNames: [String]
    /// Seven weekday symbols, Sunday first, already cut to the calendar header's 2 columns (see
    /// ``CalendarLocalization/weekdaySymbols``).
    let weekdaySymbols: [String]
    /// A day by one of the skeletons ``TimeWords`` uses (`MMMd`, `MMMMd`, `yMMMd`, `yMd`), from the
    /// skeleton, the month (1 to 12), the day and the year text; `nil` for another skeleton.
    let day: @Sendable (_ skeleton: String, _ month: Int, _ day: Int, _ year: String) -> String?

    /// A day by a CLDR skeleton, as Foundation formats it for this locale; `nil` when the skeleton
    /// is not one of those written out here.
    ///
    /// - Parameters:
    ///   - skeleton: `MMMd`, `MMMMd`, `yMMMd` or `yMd`.
    ///   - date: The day, years 0 to 9999.
    func format(_ skeleton: String, _ date: CivilDate) -> String? {
        day(skeleton, date.month, date.day, Self.yearText(date.year))
    }

    /// The names of a locale identifier, or `nil` when it is not one written out here.
    ///
    /// - Parameter localeIdentifier: A locale identifier normalised by ``LocaleResolver``.
    static func of(_ localeIdentifier: String) -> CalendarNames? {
        switch localeIdentifier {
        case "en_US", "en-US", "en": english
        case "ko_KR", "ko-KR", "ko": korean
        case "de_DE", "de-DE", "de": german
        case "ja_JP", "ja-JP", "ja": japanese
        case "zh_CN", "zh-CN", "zh", "zh_Hans_CN", "zh-Hans-CN": chinese
        default: nil
        }
    }

    /// Every identifier ``of(_:)`` answers, for the tests that hold each row to Foundation's.
    static let identifiers = ["en_US", "en-US", "en", "ko_KR", "ko-KR", "ko", "de_DE", "de-DE", "de",
                              "ja_JP", "ja-JP", "ja", "zh_CN", "zh-CN", "zh", "zh_Hans_CN", "zh-Hans-CN"]

    /// A year as CLDR's `y` writes it in Latin digits, at least four digits as the proleptic
    /// formatter pads years before 1583 (year 1 is `0001`).
    ///
    /// - Parameter year: The year, 0 to 9999.
    static func yearText(_ year: Int) -> String {
        let digits = String(year)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The English month names, January first.
    static let englishMonths = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                                "October", "November", "December"]

    /// The German month names, January first.
    static let germanMonths = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
                               "Oktober", "November", "Dezember"]

    /// English (United States).
    static let english = CalendarNames(
        firstWeekday: 1, yearAffixes: ("", ""), monthTitle: { name, _, year in "\(name) \(year)" },
        monthNames: englishMonths,
        weekdaySymbols: ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"],
        day: { skeleton, month, day, year in
            let short = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1]
            return switch skeleton {
            case "MMMd": "\(short) \(day)"
            case "MMMMd": "\(englishMonths[month - 1]) \(day)"
            case "yMMMd": "\(short) \(day), \(year)"
            case "yMd": "\(month)/\(day)/\(year)"
            default: nil
            }
        })

    /// Korean (South Korea).
    static let korean = CalendarNames(
        firstWeekday: 1, yearAffixes: ("", "년"), monthTitle: { name, _, year in "\(year)년 \(name)" },
        monthNames: (1...12).map { "\($0)월" },
        weekdaySymbols: ["일", "월", "화", "수", "목", "금", "토"],
        day: { skeleton, month, day, year in
            switch skeleton {
            case "MMMd", "MMMMd": "\(month)월 \(day)일"
            case "yMMMd": "\(year)년 \(month)월 \(day)일"
            case "yMd": "\(year). \(month). \(day)."
            default: nil
            }
        })

    /// German (Germany).
    static let german = CalendarNames(
        firstWeekday: 2, yearAffixes: ("", ""), monthTitle: { name, _, year in "\(name) \(year)" },
        monthNames: germanMonths,
        weekdaySymbols: ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"],
        day: { skeleton, month, day, year in
            let short = ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."][month - 1]
            return switch skeleton {
            case "MMMd": "\(day). \(short)"
            case "MMMMd": "\(day). \(germanMonths[month - 1])"
            case "yMMMd": "\(day). \(short) \(year)"
            case "yMd": "\(day).\(month).\(year)"
            default: nil
            }
        })

    /// The day texts Japanese and Simplified Chinese share (CLDR: `M月d日`, `y年M月d日`, `y/M/d`).
    static let hanDay: @Sendable (String, Int, Int, String) -> String? = { skeleton, month, day, year in
        switch skeleton {
        case "MMMd", "MMMMd": "\(month)月\(day)日"
        case "yMMMd": "\(year)年\(month)月\(day)日"
        case "yMd": "\(year)/\(month)/\(day)"
        default: nil
        }
    }

    /// Japanese (Japan).
    static let japanese = CalendarNames(
        firstWeekday: 1, yearAffixes: ("", "年"), monthTitle: { _, month, year in "\(year)年\(month)月" },
        monthNames: (1...12).map { "\($0)月" },
        weekdaySymbols: ["日", "月", "火", "水", "木", "金", "土"],
        day: hanDay)

    /// Simplified Chinese (China): the short weekday names (`周日`) are 4 columns wide, so the
    /// header takes the narrow ones (`日`).
    static let chinese = CalendarNames(
        firstWeekday: 1, yearAffixes: ("", "年"), monthTitle: { _, month, year in "\(year)年\(month)月" },
        monthNames: ["一月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月", "十二月"],
        weekdaySymbols: ["日", "一", "二", "三", "四", "五", "六"],
        day: hanDay)
}
