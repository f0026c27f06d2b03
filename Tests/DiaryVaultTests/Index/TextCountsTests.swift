import Testing
@testable import DiaryVault

/// The word and character rule of docs/STATS.md, one script at a time.
@Suite struct TextCountsTests {
    @Test(arguments: [
        // English: punctuation separates, an apostrophe between letters joins.
        ("Hello, world! It's a fine day.", 6, 25),
        ("dogs' toys", 2, 9),
        // Numbers: digits are word characters; `.` and `-` separate.
        ("3.14 and 2026-11-29", 6, 17),
        // Korean: words are separated by spaces, a Hangul run is one word.
        ("오늘은 날씨가 맑았다.", 3, 10),
        ("두부와 산책, 그리고 커피", 4, 11),
        // Japanese and Chinese: each ideograph or kana is a word; 。 is punctuation.
        ("今日は晴れ。", 5, 6),
        ("我们去公园", 5, 5),
        ("東京でramenを食べた", 8, 12),
        // Emoji are characters (a modifier, a ZWJ family, a flag: one each), never words.
        ("Good 👍🏽 day 👨‍👩‍👧 🇰🇷", 2, 10),
        // Markdown syntax is no word, but its characters count.
        ("## Walk\n\n- **coffee** with *Dubu*\n> quote", 5, 33),
        ("[the park](https://example.com/park)", 6, 35),
        // A combining accent continues its letter.
        ("cafe\u{301} au lait", 3, 10),
        ("", 0, 0),
        (" \t\n\r\n\u{3000}", 0, 0),
    ])
    func countsWordsAndCharacters(_ text: String, _ words: Int, _ characters: Int) {
        #expect(TextCounts(counting: text) == TextCounts(words: words, characters: characters))
    }

    /// Characters are the grapheme clusters other than whitespace, as `String.count` sees them.
    @Test(arguments: [
        "Hello, world!", "오늘은 날씨가 맑았다.", "今日は晴れ。", "👨‍👩‍👧‍👦 and 🇩🇪🇰🇷", "👍🏽👍🏿", "e\u{301}\u{302}x",
        "नमस्ते दुनिया", "Ä Ö Ü ß", "❤️ ♥︎", "a\u{200D}b", "\u{FEFF}x",
    ])
    func charactersAreTheGraphemeClustersWithoutWhitespace(_ text: String) {
        #expect(TextCounts(counting: text).characters == text.filter { !$0.isWhitespace }.count)
    }

    @Test func invalidUTF8CountsOneCharacterPerBadByteAndNoWord() {
        let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xC3]
        let counts = bytes.withUnsafeBufferPointer { TextCounts(countingUTF8: $0) }
        #expect(counts == TextCounts(words: 2, characters: 4))
    }

    @Test func theIndexReadsTheCountsOfTheBodyOnly() throws {
        let text = "---\ndate: 2026-11-29\ntitle: Many words in the title\n---\n# Walk\n\nWith Dubu.\n"
        let bytes = Array(text.utf8)
        let reading = bytes.withUnsafeBufferPointer { EntrySummary.read($0, path: "2026/11/walk.md") }
        guard case .summary(let summary) = reading else { Issue.record("no summary"); return }
        #expect(summary.counts == TextCounts(words: 3, characters: 14))
    }
}
