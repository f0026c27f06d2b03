import Foundation
@testable import DiaryVault
import Testing

@Suite struct CalendarLocalizationTests {
    @Test(arguments: [
        ("en_US", "en_US"), ("ko_KR.UTF-8", "ko_KR"), ("de_DE@euro", "de_DE"), ("de_DE.UTF-8@euro", "de_DE"),
        ("C", "en_US"), ("C.UTF-8", "en_US"), ("POSIX", "en_US"), ("", "en_US"), ("ko-KR", "ko-KR"),
    ])
    func normalizesEnvironmentIdentifiers(given: String, expected: String) {
        #expect(LocaleResolver.identifier(option: given, environment: [:]) == expected)
    }

    @Test(arguments: [
        ("en_US", 1, "2026", "November 2026", "November", "Su Mo Tu We Th Fr Sa"),
        ("de_DE", 2, "2026", "November 2026", "November", "So Mo Di Mi Do Fr Sa"),
        ("ko_KR", 1, "2026년", "2026년 11월", "11월", "일 월 화 수 목 금 토"),
        ("ko_KR.UTF-8", 1, "2026년", "2026년 11월", "11월", "일 월 화 수 목 금 토"),
        ("en_GB", 2, "2026", "November 2026", "November", "Su Mo Tu We Th Fr Sa"),
        ("fr_FR", 2, "2026", "novembre 2026", "novembre", "di lu ma me je ve sa"),
        ("ja_JP", 1, "2026年", "2026年11月", "11月", "日 月 火 水 木 金 土"),
        ("zh_CN", 1, "2026年", "2026年11月", "十一月", "日 一 二 三 四 五 六"),
        ("C", 1, "2026", "November 2026", "November", "Su Mo Tu We Th Fr Sa"),
        ("POSIX", 1, "2026", "November 2026", "November", "Su Mo Tu We Th Fr Sa"),
    ])
    func formatsFoundationLocaleData(
        identifier: String, firstWeekday: Int, yearTitle: String, monthTitle: String, monthName: String,
        header: String
    ) {
        let localization = CalendarLocalization(localeIdentifier: LocaleResolver.identifier(option: identifier, environment: [:]), year: 2026)
        #expect(localization.firstWeekday == firstWeekday)
        #expect(localization.yearTitle == yearTitle)
        #expect(localization.monthTitle(month: 11) == monthTitle)
        #expect(localization.monthName(month: 11) == monthName)
        #expect(localization.weekdaySymbols.joined(separator: " ") == header)
    }

    /// The written-out names of ``CalendarNames`` are Foundation's, for every identifier they
    /// serve and years on both sides of 1583: a row that drifts from CLDR fails here.
    @Test(arguments: CalendarNames.identifiers)
    func writtenNamesAreFoundations(identifier: String) {
        #expect(CalendarNames.of(identifier) != nil)
        for year in [0, 1, 9, 99, 999, 1582, 1583, 1999, 2026, 9999] {
            let written = CalendarLocalization(localeIdentifier: identifier, year: year)
            let foundation = CalendarLocalization(localeIdentifier: identifier, year: year, writtenNames: false)
            #expect(written == foundation, "\(identifier) \(year)")
            let titles = MonthTitleFormatter(localeIdentifier: identifier)
            let foundationTitles = MonthTitleFormatter(localeIdentifier: identifier, writtenNames: false)
            for month in 1...12 {
                #expect(titles.title(year: year, month: month) == foundationTitles.title(year: year, month: month))
            }
        }
        #expect(CalendarLocalization.firstWeekday(localeIdentifier: identifier)
                == CalendarLocalization.calendar(localeIdentifier: identifier).firstWeekday)
    }

    /// The dates ``TimeWords`` writes (on-this-day, dday, the names under a calendar) from the
    /// written-out names are Foundation's: every month, days 1, 9 and 29, years 0 to 9999.
    @Test(arguments: CalendarNames.identifiers)
    func writtenDatesAreFoundations(identifier: String) {
        let written = TimeWords(localeIdentifier: identifier)
        var foundation = TimeWords(localeIdentifier: identifier)
        foundation.writtenNames = false
        for year in [0, 7, 1582, 1583, 2026, 9999] {
            for month in 1...12 {
                for day in [1, 9, 28] {
                    let date = CivilDate(year: year, month: month, day: day)!
                    #expect(written.monthDay(date) == foundation.monthDay(date), "\(identifier) \(date)")
                    #expect(written.shortMonthDay(date) == foundation.shortMonthDay(date), "\(identifier) \(date)")
                    #expect(written.date(date) == foundation.date(date), "\(identifier) \(date)")
                }
            }
        }
    }

    /// Regions whose names or week differ from their language's are not written out.
    @Test func regionsWithTheirOwnNamesGoToFoundation() {
        for identifier in ["en_GB", "de_AT", "de_CH", "zh_TW", "ko_KP", "fr_FR"] {
            #expect(CalendarNames.of(identifier) == nil, "\(identifier)")
        }
        #expect(CalendarLocalization(localeIdentifier: "de_AT", year: 2026).monthName(month: 1) == "Jänner")
        #expect(CalendarLocalization(localeIdentifier: "en_GB", year: 2026).firstWeekday == 2)
    }

    @Test func titlesEveryMonthOfTheYear() {
        let korean = CalendarLocalization(localeIdentifier: "ko_KR", year: 2026)
        #expect(korean.monthTitles == (1...12).map { "2026년 \($0)월" })
        let english = CalendarLocalization(localeIdentifier: "en_US", year: 1999)
        #expect(english.monthNames == [
            "January", "February", "March", "April", "May", "June",
            "July", "August", "September", "October", "November", "December",
        ])
        #expect(english.monthTitle(month: 1) == "January 1999")
    }

    @Test func rotatesTheHeaderToTheFirstWeekday() {
        let german = CalendarLocalization(localeIdentifier: "de_DE", year: 2026)
        #expect(german.weekdayHeader(firstWeekday: 2) == ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"])
        #expect(german.weekdayHeader(firstWeekday: 7) == ["Sa", "So", "Mo", "Di", "Mi", "Do", "Fr"])
    }

    @Test func keepsEveryWeekdaySymbolWithinTwoColumns() {
        for identifier in ["en_US", "de_DE", "ko_KR", "zh_CN", "ar_EG", "th_TH", "ru_RU", "he_IL"] {
            let localization = CalendarLocalization(localeIdentifier: identifier, year: 2026)
            for symbol in localization.weekdaySymbols {
                #expect((1...2).contains(symbol.displayWidth), "\(identifier): \(symbol)")
            }
        }
    }

    /// The names formatted through one combined pattern are those each pattern gives alone, in
    /// many locales and in years on both sides of 1583 (where the proleptic stand-in begins).
    @Test(arguments: ["en_US", "de_DE", "ko_KR", "ja_JP", "zh_CN", "fr_FR", "ru_RU", "ar_EG", "th_TH", "he_IL",
                      "fa_IR", "hi_IN", "cs_CZ", "pl_PL", "fi_FI", "es_ES", "pt_BR", "vi_VN", "el_GR", "my_MM"])
    func formatsTheNamesEachPatternGivesAlone(identifier: String) {
        let locale = Locale(identifier: identifier)
        let formatter = ProlepticDateFormatter(locale: locale, calendar: CalendarLocalization.calendar(localeIdentifier: identifier))
        for year in [0, 1, 1500, 1582, 1583, 1999, 2026, 9999] {
            let localization = CalendarLocalization(localeIdentifier: identifier, year: year)
            let titles = MonthTitleFormatter(localeIdentifier: identifier)
            #expect(localization.yearTitle == formatter.string(CalendarLocalization.pattern("y", locale: locale), year: year, month: 1, day: 1))
            for month in 1...12 {
                let alone = formatter.string(CalendarLocalization.pattern("yMMMM", locale: locale), year: year, month: month, day: 1)
                #expect(localization.monthTitle(month: month) == alone, "\(identifier) \(year)-\(month)")
                #expect(titles.title(year: year, month: month) == alone)
                #expect(localization.monthName(month: month) == formatter.string("LLLL", year: year, month: month, day: 1))
            }
        }
        let short = (1...7).map { formatter.string("cccccc", year: 2023, month: 1, day: $0) }
        let narrow = (1...7).map { formatter.string("ccccc", year: 2023, month: 1, day: $0) }
        let symbols = CalendarLocalization(localeIdentifier: identifier, year: 2026).weekdaySymbols
        for (index, symbol) in symbols.enumerated() {
            let name = short[index].hasSuffix(".") ? String(short[index].dropLast()) : short[index]
            let wide = short.contains { ($0.hasSuffix(".") ? String($0.dropLast()) : $0).displayWidth > 2 }
            let expected = (wide && name.displayWidth > 2 ? narrow[index] : name).truncated(toWidth: 2)
            #expect(symbol == expected, "\(identifier) weekday \(index + 1)")
        }
    }
}
