import Foundation
import Testing
@testable import DiaryVault

@Suite struct LocaleResolverTests {
    @Test(arguments: [
        (nil, [:], "en_US"),
        (nil, ["LANG": "ko_KR.UTF-8"], "ko_KR"),
        (nil, ["LANG": "de_DE@euro"], "de_DE"),
        // The script modifier picks the script (a tester saw Cyrillic for sr_RS@latin).
        (nil, ["LANG": "sr_RS.UTF-8@latin"], "sr_Latn_RS"),
        (nil, ["LANG": "uz_UZ@cyrillic"], "uz_Cyrl_UZ"),
        (nil, ["LANG": "sr@latin"], "sr_Latn"),
        (nil, ["LC_TIME": "ja_JP.eucJP", "LANG": "ko_KR.UTF-8"], "ja_JP"),
        (nil, ["LC_ALL": "fr_FR.UTF-8", "LC_TIME": "ja_JP", "LANG": "ko_KR"], "fr_FR"),
        (nil, ["LC_ALL": "", "LC_TIME": "", "LANG": "ko_KR"], "ko_KR"),
        (nil, ["LANG": "C"], "en_US"),
        (nil, ["LANG": "C.UTF-8"], "en_US"),
        (nil, ["LC_ALL": "POSIX", "LANG": "ko_KR"], "en_US"),
        (nil, ["LANG": "???"], "en_US"),
        // Values --locale refuses fall back as C does (they gave "2026 M11" and Monday first).
        (nil, ["LANG": "xx_YY.UTF-8"], "en_US"),
        (nil, ["LC_ALL": "garbage", "LANG": "ko_KR.UTF-8"], "en_US"),
        (nil, ["LC_TIME": "qq", "LANG": "de_DE"], "en_US"),
        ("ko_KR", ["LC_ALL": "fr_FR"], "ko_KR"),
        ("en-GB", [:], "en-GB"),
        ("zh-Hant-TW", [:], "zh-Hant-TW"),
        ("es-419", [:], "es-419"),
        ("ko_KR.UTF-8", [:], "ko_KR"),
        ("C", ["LANG": "ko_KR"], "en_US"),
    ] as [(String?, [String: String], String)])
    func resolvesOptionThenEnvironment(option: String?, environment: [String: String], identifier: String) {
        #expect(LocaleResolver.identifier(option: option, environment: environment) == identifier)
        #expect(LocaleResolver.locale(option: option, environment: environment).identifier == identifier)
    }

    @Test(arguments: ["", "ko KR", "1ko", "ko/KR", "_ko", "한국어", ".UTF-8"])
    func rejectsMalformedOption(value: String) {
        #expect(throws: CLIError.invalidValue(value, for: "--locale <id>", expected: "a locale identifier such as 'ko_KR' or 'en-US'")) {
            try LocaleResolver.validatedOption(value)
        }
    }

    @Test(arguments: ["ko_KR", "en-US", "C", "de_DE@euro"])
    func acceptsWellFormedOption(value: String) throws {
        #expect(try LocaleResolver.validatedOption(value) == value)
    }
}
