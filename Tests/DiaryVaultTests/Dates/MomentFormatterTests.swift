import Testing
@testable import DiaryVault

/// The Moment.js formats of templates where they depend on the language: the ordinal day `Do`,
/// whose language is the catalogue's (English, Korean and German have their forms; every other
/// language, and a locale without words of its own, the number alone).
@Suite struct MomentFormatterTests {
    static let moment = MomentFormatter.Moment(day: CivilDate(year: 2026, month: 11, day: 22)!, hour: 21, minute: 14,
                                               second: 0, offsetMinutes: 540)

    @Test(arguments: [
        ("en_US", "22nd"), ("en_GB", "22nd"), ("en", "22nd"), ("ko_KR", "22일"), ("ko-KR", "22일"), ("de_DE", "22."),
        ("de_AT", "22."), ("ja_JP", "22"), ("zh_CN", "22"), ("zh_TW", "22"), ("fr_FR", "22"),
        // Konkani is not Korean.
        ("kok_IN", "22"),
    ])
    func writesTheOrdinalDayInTheLanguage(locale: String, expected: String) {
        #expect(MomentFormatter(localeIdentifier: locale).format(Self.moment, "Do") == expected)
    }
}
