@testable import DiaryVault
import Testing

@Suite struct CatalogueTests {
    /// The placeholders of a text: `{n}`, `{x}`, ... in order of first use, each once.
    static func placeholders(_ text: String) -> Set<String> {
        Set(text.matches(of: /\{[a-z]+\}/).map { String($0.output) })
    }

    /// Every key has a text in every language; only the keys of ``Catalogue/Key/mayBeEmpty`` may
    /// say nothing, and then only where English says nothing too.
    @Test(arguments: Catalogue.Key.allCases)
    func hasEveryKeyInEveryLanguage(key: Catalogue.Key) {
        for language in Catalogue.Language.allCases {
            let text = Catalogue(language: language)[key]
            if !Catalogue.Key.mayBeEmpty.contains(key) {
                #expect(!text.isEmpty, "\(key) has no \(language) text")
            }
            #expect(text.last != " ", "\(key) \(language): '\(text)'")
            #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(key) \(language)")
        }
        #expect(!Catalogue(language: .ko)[key].isEmpty, "\(key): Korean is first-class")
    }

    /// The languages fill the same placeholders, so no value is lost or left as `{x}`; only English
    /// and German have plural forms (`one|other`), at most two.
    @Test(arguments: Catalogue.Key.allCases)
    func usesTheSamePlaceholdersInEveryLanguage(key: Catalogue.Key) {
        let english = Self.placeholders(key.row.en)
        for language in Catalogue.Language.allCases {
            let text = Catalogue(language: language)[key]
            if text.isEmpty { continue }
            #expect(Self.placeholders(text).isSubset(of: english.union(["{n}"])), "\(key) \(language): \(text)")
            #expect(english.subtracting(["{n}"]).isSubset(of: Self.placeholders(text)), "\(key) \(language): \(text)")
            let bars = text.filter { $0 == "|" }.count
            #expect(bars <= ([.en, .de].contains(language) ? 1 : 0), "\(key) \(language): \(text)")
        }
    }

    @Test(arguments: [
        ("ko_KR", Catalogue.Language.ko), ("ko-KR", .ko), ("ko", .ko), ("de_DE", .de), ("de_AT", .de), ("de-CH", .de),
        ("ja_JP", .ja), ("zh_CN", .zh), ("zh_Hans_CN", .zh), ("zh-SG", .zh), ("zh_TW", .en), ("zh_Hant_HK", .en),
        ("en_US", .en), ("en_GB", .en), ("fr_FR", .en), ("sr_Latn_RS", .en),
    ])
    func choosesTheLanguageOfTheLocale(identifier: String, language: Catalogue.Language) {
        #expect(Catalogue.Language(localeIdentifier: identifier) == language)
    }

    @Test func choosesThePluralFormAndFillsPlaceholders() {
        let english = Catalogue(language: .en), german = Catalogue(language: .de), korean = Catalogue(language: .ko)
        #expect(english(.countDays, count: 1) == "1 day")
        #expect(english(.countDays, count: 0) == "0 days")
        #expect(english(.countDays, count: 100) == "100 days")
        #expect(german(.yearsAgo, count: 1) == "vor 1 Jahr")
        #expect(german(.yearsAgo, count: 5) == "vor 5 Jahren")
        #expect(korean(.yearsAgo, count: 1) == "1년 전")
        #expect(korean(.inDays, count: 32) == "D-32")
        #expect(korean(.ddayOrdinal, count: 100) == "100일째")
        #expect(english(.ddayOrdinal, count: 100) == "")
        #expect(english(.onThisDayTitleWindow, ["x": "November 29", "w": "3 days"]) == "November 29 ± 3 days in earlier years")
        #expect(korean(.narrowTerminal, count: 20, ["m": "37"]).hasPrefix("터미널 폭이 20칸이라 좁습니다."))
    }

    /// The English mood names are the front matter's values; the others are words, not codes.
    @Test func namesMoods() {
        #expect(Mood.allCases.map { Catalogue(language: .en).mood($0) } == Mood.allCases.map(\.rawValue))
        #expect(Mood.allCases.map { Catalogue(language: .ko).mood($0) } == ["나쁨", "별로", "보통", "좋음", "최고"])
        #expect(Mood.allCases.map { Catalogue(language: .de).mood($0) } == ["schlecht", "mäßig", "okay", "gut", "sehr gut"])
        #expect(Catalogue(language: .en).moodWidth == 9)
        #expect(Catalogue(language: .ko).moodWidth == 4)
        #expect(Catalogue(language: .de).moodWidth == 8)
    }

    /// The words the issue names: what Korean and German readers expect to see.
    @Test func readsNaturallyInKoreanAndGerman() {
        let korean = Catalogue(language: .ko), german = Catalogue(language: .de)
        #expect([korean[.favorites], korean[.labelMood], korean[.labelTags], korean[.today]] == ["즐겨찾기", "기분", "태그", "오늘"])
        #expect(korean(.daysBefore, count: 3) == "3일 전")
        #expect([german[.favorites], german[.labelMood], german[.labelTags]] == ["Favoriten", "Stimmung", "Schlagwörter"])
        #expect(german(.inDays, count: 3) == "in 3 Tagen")
        #expect(german(.daysBefore, count: 2) == "2 Tage davor")
    }
}
