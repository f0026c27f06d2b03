import Testing
@testable import DiaryVault

/// `--locale` accepts locales Foundation knows and refuses typos.
@Suite struct LocaleValidationTests {
    @Test(arguments: ["ko_KR", "en-US", "de_DE", "de", "zh-Hant-TW", "ko_KR.UTF-8", "C"])
    func acceptsKnownLocales(value: String) throws {
        #expect(try LocaleResolver.validatedOption(value) == value)
    }

    /// The library refuses with its own error; the CLI reports it as a usage error.
    @Test(arguments: ["xx_YY", "garbage", "qq"])
    func refusesUnknownLocales(value: String) throws {
        #expect(throws: LocaleError.unrecognized(value)) {
            try LocaleResolver.validatedOption(value)
        }
        var globals = GlobalOptions()
        let spec = try #require(GlobalOptions.specs.first { $0.name == "locale" })
        #expect(throws: CLIError.invalidValue(value, for: "--locale <id>", expected: "a locale identifier such as 'ko_KR' or 'en-US'")) {
            try globals.set(value, for: spec)
        }
    }
}
