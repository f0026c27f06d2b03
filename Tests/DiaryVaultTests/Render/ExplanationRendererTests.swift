import Testing
@testable import DiaryVault

/// The `--explain` text: each rule with the setting in force, in each language of the catalogue,
/// wrapped at spaces and, in Chinese and Japanese, between characters.
@Suite struct ExplanationRendererTests {
    @Test func explainsTheRulesInEachLanguage() {
        let rules = TimeRules(leapDay: .mar1, counting: .fromOne)
        #expect(ExplanationRenderer.render([.leapDay, .counting], of: rules, localeIdentifier: "en_US") == """
            29 February (leap-day = mar1): in common years it falls on 1 March (set
            leap-day = feb28 for 28 February).

            Counting (counting = from-one): the date itself is day 1 (D+1), as Korean D-days
            count. Default: from-one under a Korean locale, from-zero otherwise. Yearly
            returns do not depend on it.

            """)
        #expect(ExplanationRenderer.render([.leapDay], of: rules, localeIdentifier: "ko_KR") == """
            2월 29일 (leap-day = mar1): 평년에는 3월 1일로 봅니다 (2월 28일로 하려면
            leap-day = feb28).

            """)
        #expect(ExplanationRenderer.render([.writtenDate], of: rules, localeIdentifier: "de_DE") == """
            Tag: Ein Eintrag gehört zu dem Datum, das in seinem Kopf steht; es wird nie in
            eine andere Zeitzone umgerechnet.

            """)
        #expect(ExplanationRenderer.render([.leapDay], of: rules, localeIdentifier: "ja_JP") == """
            2月29日 (leap-day = mar1): 平年には3月1日として扱います (2月28日にするには
            leap-day = feb28)。

            """)
        #expect(ExplanationRenderer.render([.leapDay], of: rules, localeIdentifier: "zh_CN") == """
            2月29日 (leap-day = mar1)：平年时算作3月1日（要算作2月28日，请设
            leap-day = feb28）。

            """)
    }

    /// A locale without words of its own, and Traditional Chinese, read the English rules.
    @Test(arguments: ["fr_FR", "zh_TW", "zh_Hant_HK", "kok_IN"])
    func explainsInEnglishWithoutWordsOfItsOwn(_ locale: String) {
        let rules = TimeRules()
        #expect(ExplanationRenderer.render([.writtenDate, .leapDay, .counting], of: rules, localeIdentifier: locale)
            == ExplanationRenderer.render([.writtenDate, .leapDay, .counting], of: rules, localeIdentifier: "en_US"))
    }

    @Test func explainsTheDayEndWhenSet() {
        let rules = TimeRules(dayEnd: DayEnd(minutes: 270))
        #expect(ExplanationRenderer.render([.dayEnd], of: rules, localeIdentifier: "en_US", width: 200) == """
            Day end (day-end = 04:30): for streaks and stats only, an entry written before 04:30 counts for the day before; its file and its calendar day do not move.

            """)
        #expect(ExplanationRenderer.render([.dayEnd], of: TimeRules(), localeIdentifier: "en_US", width: 200) == """
            Day end: days end at midnight (set day-end = 04:00 to count an entry written before 04:00 for the day before, for streaks and stats only).

            """)
    }

    /// The rules of the figures follow a blank line, one paragraph each, later lines indented.
    @Test func statesTheFiguresAfterTheRulesOfTime() {
        let text = ExplanationRenderer.render([.writtenDate], of: TimeRules(), figures: .heatmap, localeIdentifier: "en_US")
        #expect(text == """
            Day: an entry belongs to the date written in its front matter, never converted
            to another time zone.

            Heatmap: a day's level has fixed thresholds, never scaled to the maximum: by count 0, 1,
              2, 3, 4+ entries; by words no entry, below the first step, then each step reached
              (heatmap-words in .vault/config, default 100,300,600); by mood the mood of the day's
              latest entry that has one, as in 'vault calendar --mood'.

            """)
    }

    @Test(arguments: [
        // Words at spaces; a setting `key = value` stays on one line.
        ("aaa bbb ccc", 7, 0, "aaa bbb\nccc"),
        ("see x = 1 now", 6, 0, "see\nx = 1\nnow"),
        ("aaa bbb ccc ddd", 8, 2, "aaa bbb\n  ccc\n  ddd"),
        // Hangul breaks at spaces only (a syllable is two columns).
        ("가나다 라마바", 8, 0, "가나다\n라마바"),
        // Japanese and Chinese between characters, never before 。、） nor after （.
        ("あいうえお。かき", 10, 0, "あいうえ\nお。かき"),
        ("日本語（漢字）です", 8, 0, "日本語\n（漢字）\nです"),
        ("一二三四，五六", 8, 0, "一二三\n四，五六"),
    ])
    func wrapsAtSpacesAndBetweenCharacters(_ text: String, _ width: Int, _ indent: Int, _ expected: String) {
        #expect(ExplanationRenderer.wrap(text, width: width, indent: indent) == expected)
    }
}
