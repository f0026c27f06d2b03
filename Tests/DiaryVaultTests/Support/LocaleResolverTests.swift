import Foundation
import Testing
@testable import DiaryVault

@Suite struct LocaleResolverTests {
    @Test(arguments: [
        (nil, [:], "en_US"),
        (nil, ["LANG": "ko_KR.UTF-8"], "ko_KR"),
        (nil, ["LANG": "de_DE@euro"], "de_DE"),
        // The script modifier picks the script (Latin for sr_RS@latin, not Cyrillic).
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
        #expect(throws: LocaleError.unrecognized(value)) {
            try LocaleResolver.validatedOption(value)
        }
    }

    @Test(arguments: ["ko_KR", "en-US", "C", "de_DE@euro"])
    func acceptsWellFormedOption(value: String) throws {
        #expect(try LocaleResolver.validatedOption(value) == value)
    }
}

/// The warning for a locale whose character set is not UTF-8 (vault writes UTF-8 whatever it is).
@Suite struct LocaleCharacterSetTests {
    @Test(arguments: [
        (["LANG": "ko_KR.EUC-KR"], "LANG=ko_KR.EUC-KR", "EUC-KR", "ko_KR.UTF-8"),
        (["LC_ALL": "de_DE.ISO-8859-1", "LANG": "de_DE.UTF-8"], "LC_ALL=de_DE.ISO-8859-1", "ISO-8859-1", "de_DE.UTF-8"),
        (["LC_CTYPE": "ko_KR.eucKR@euro", "LANG": "ko_KR.UTF-8"], "LC_CTYPE=ko_KR.eucKR@euro", "eucKR", "ko_KR.UTF-8"),
        (["LC_ALL": "", "LANG": "ja_JP.SJIS"], "LANG=ja_JP.SJIS", "SJIS", "ja_JP.UTF-8"),
    ])
    func warnsOfACharacterSetThatIsNotUTF8(environment: [String: String], setting: String, codeset: String, suggestion: String) {
        #expect(LocaleResolver.characterSetWarning(environment: environment)
            == "warning: \(setting) names the character set \(codeset); vault writes UTF-8 (a UTF-8 locale such as \(suggestion) shows it right)")
    }

    /// UTF-8 in any spelling, no codeset at all, or a UTF-8 `LC_ALL` over an EUC-KR `LANG`: silence.
    @Test(arguments: [
        [:], ["LANG": "ko_KR.UTF-8"], ["LANG": "ko_KR.utf8"], ["LANG": "C.UTF-8"], ["LANG": "ko_KR"], ["LANG": "C"],
        ["LC_ALL": "ko_KR.UTF-8", "LANG": "ko_KR.EUC-KR"], ["LC_CTYPE": "en_US.utf-8", "LANG": "ko_KR.EUC-KR"],
        ["LC_TIME": "ko_KR.EUC-KR"],
    ] as [[String: String]])
    func saysNothingForUTF8OrNoCharacterSet(environment: [String: String]) {
        #expect(LocaleResolver.characterSetWarning(environment: environment) == nil)
    }

    /// Through the CLI: one line on standard error, and the Korean view in UTF-8 all the same.
    @Test func warnsOnceAndWritesUTF8() {
        let run = EndToEnd.run(["--vault", "SmallVault", "calendar", "2026-03"], environment: ["LANG": "ko_KR.EUC-KR"])
        #expect(run.status == 0)
        #expect(run.stderr == "warning: LANG=ko_KR.EUC-KR names the character set EUC-KR; vault writes UTF-8 "
            + "(a UTF-8 locale such as ko_KR.UTF-8 shows it right)\n")
        #expect(run.stdout.hasPrefix("        2026년 3월\n일  월  화  수  목  금  토\n"))
        #expect(run.stdout.hasSuffix("\n+ 쓴 날  * 즐겨찾기\n"))
        #expect(String(validating: Array(run.stdout.utf8), as: UTF8.self) != nil)
    }
}
