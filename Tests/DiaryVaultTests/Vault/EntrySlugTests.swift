import Testing
@testable import DiaryVault

/// The slug and path rule of DESIGN section 2.
@Suite struct EntrySlugTests {
    /// Titles of SampleVault and edge cases, with the slug each must give.
    static let cases: [(title: String, slug: String)] = [
        ("Evening walk by the river", "evening-walk-by-the-river"),
        ("Kimchi day at Mom's", "kimchi-day-at-moms"),
        ("Year-end rush", "year-end-rush"),
        ("New year, small goals", "new-year-small-goals"),
        ("Dubu vs. the monstera", "dubu-vs-the-monstera"),
        ("KTX to Busan", "ktx-to-busan"),
        ("늦가을 밤", "늦가을-밤"),
        ("부산에서 돌아오는 길", "부산에서-돌아오는-길"),
        ("오늘의 일기 🌧️", "오늘의-일기"),
        ("  Seoul:  day   two  ", "seoul-day-two"),
        ("../../etc/passwd", "etcpasswd"),
        ("a/b\\c", "abc"),
        ("--- dashes ---", "dashes"),
        ("snake_case title", "snake_case-title"),
        ("Tab\tand\nnewline", "tab-and-newline"),
        ("Café au lait", "café-au-lait"),
        ("ÉCOLE", "école"),
        ("100 days", "100-days"),
        ("Ⅻ ½", "ⅻ-½"),
        ("!!!", ""),
        ("", ""),
    ]

    @Test(arguments: cases)
    func makesSlugFromTitle(title: String, slug: String) {
        #expect(EntrySlug.fromTitle(title) == slug)
    }

    /// Every ASCII character, between two letters, follows the rules of the Unicode path (which
    /// ASCII skips for speed): letters and digits kept, blanks and `-` a dash, `_` kept, the rest dropped.
    @Test(arguments: 0..<128)
    func treatsEveryASCIICharacterByTheRules(code: Int) {
        let character = Character(Unicode.Scalar(UInt8(code)))
        let expected: String
        if character.isWhitespace || character == "-" {
            expected = "a-b"
        } else if character == "_" {
            expected = "a_b"
        } else if character.isLetter || character.isNumber {
            expected = "a" + character.lowercased() + "b"
        } else {
            expected = "ab"
        }
        #expect(EntrySlug.fromTitle("a" + String(character) + "b") == expected)
    }

    /// A first line of a megabyte: reading stops once the slug is full (copying the slug so far
    /// for each character would take 18 s), so the time does not grow with the line (only
    /// the result is asserted: speed is vault-bench's business, never a timed unit test).
    @Test func makesTheSlugOfAMegabyteLine() {
        let line = String(repeating: "word ", count: 200_000)
        let slug = EntrySlug.fromTitle(line)
        #expect(slug == "word-word-word-word-word-word-word-word-word-word-word-word")
        let punctuation = String(repeating: "!? ", count: 350_000) + "end"
        #expect(EntrySlug.fromTitle(punctuation) == "end")
    }

    @Test func composesDecomposedLettersToNFC() {
        let decomposed = "Cafe\u{301}"
        #expect(EntrySlug.fromTitle(decomposed).unicodeScalars.map(\.value) == [0x63, 0x61, 0x66, 0xE9])
    }

    @Test func cutsAtSixtyBytesWithoutSplittingACharacter() {
        // Each Hangul syllable is 3 bytes of UTF-8: 20 fit in 60 bytes.
        let title = String(repeating: "가", count: 25)
        #expect(EntrySlug.fromTitle(title) == String(repeating: "가", count: 20))
        // 59 ASCII bytes and a 3-byte syllable: the syllable does not fit.
        #expect(EntrySlug.fromTitle(String(repeating: "a", count: 59) + "가") == String(repeating: "a", count: 59))
        // A cut that ends at a dash drops the dash.
        #expect(EntrySlug.fromTitle(String(repeating: "b", count: 60) + " more") == String(repeating: "b", count: 60))
        #expect(EntrySlug.fromTitle(String(repeating: "c", count: 59) + " more") == String(repeating: "c", count: 59))
    }

    @Test func fallsBackToTheUUIDPrefix() throws {
        let uuid = try #require(EntryID(parsing: "6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F"))
        #expect(EntrySlug.make(title: "🌧️ ☔", uuid: uuid) == "6f1c2b9e")
        #expect(EntrySlug.make(title: "Rain", uuid: uuid) == "rain")
    }

    @Test func namesFilesAndFolders() throws {
        let day = try #require(CivilDate(year: 2026, month: 3, day: 7))
        #expect(EntrySlug.fileName(day: day, slug: "walk") == "2026-03-07-walk.md")
        #expect(EntrySlug.fileName(day: day, slug: "walk", clash: 2) == "2026-03-07-walk-2.md")
        #expect(EntrySlug.folder(for: day) == "2026/03")
    }

    @Test func neverHoldsADotOrASlash() {
        for title in ["..", ".", "a/../b", "./x", "...", "a..b"] {
            let slug = EntrySlug.fromTitle(title)
            #expect(!slug.contains(".") && !slug.contains("/"), "\(title) gave \(slug)")
        }
    }
}
