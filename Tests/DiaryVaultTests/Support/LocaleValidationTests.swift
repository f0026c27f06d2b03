import Testing
@testable import DiaryVault

/// `--locale` accepts locales Foundation knows and refuses typos.
@Suite struct LocaleValidationTests {
    @Test(arguments: ["ko_KR", "en-US", "de_DE", "de", "zh-Hant-TW", "ko_KR.UTF-8", "C"])
    func acceptsKnownLocales(value: String) throws {
        #expect(try LocaleResolver.validatedOption(value) == value)
    }

    @Test(arguments: ["xx_YY", "garbage", "qq"])
    func refusesUnknownLocales(value: String) {
        #expect(throws: CLIError.invalidValue(value, for: "--locale <id>", expected: "a locale identifier such as 'ko_KR' or 'en-US'")) {
            try LocaleResolver.validatedOption(value)
        }
    }
}
