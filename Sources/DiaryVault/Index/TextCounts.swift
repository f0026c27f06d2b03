/// The words and characters of an entry's body, counted by the rule of docs/STATS.md.
///
/// **Words.** A word is a run of word characters; anything else separates words. Word characters
/// are ASCII letters and digits, and every other scalar that is alphabetic or numeric (Unicode
/// `Alphabetic`, or a `Numeric_Type`), Hangul included: Korean separates words with spaces, so
/// `오늘은 맑았다` is 2 words. Each CJK ideograph, hiragana or katakana scalar is a word on its
/// own (Chinese and Japanese do not separate words; one character, one word, as word processors
/// count them): `今日は晴れ` is 5 words. A combining mark continues a word and never starts one.
/// An apostrophe (`'` or `’`) between two word characters joins them (`don't` is 1 word).
/// Punctuation, symbols, emoji and markdown syntax (`#`, `*`, `-`, `>`, `[`, `]`) separate
/// words and are not words: `## **Walk**` is 1 word; a link's address counts its parts.
///
/// **Characters.** The user-perceived characters (extended grapheme clusters) other than
/// whitespace, counted on scalars: every scalar counts one, except those that join the one
/// before (combining marks, variation selectors, emoji modifiers, a zero-width joiner and the
/// scalar after it, the second regional indicator of a flag, tag characters, Hangul medial and
/// final jamo, a consonant after an Indic virama) and whitespace. For text in NFC this is what `String.count` gives for the text
/// without whitespace. Markdown syntax characters count (`#` is a character).
///
/// Both are counted in one pass over the UTF-8 bytes, ASCII bytes without decoding (the fast
/// path of `vault index`). Invalid UTF-8 counts one character per bad byte, and no word.
public struct TextCounts: Hashable, Sendable {
    /// The number of words, 0 or more.
    public var words: Int
    /// The number of characters other than whitespace, 0 or more.
    public var characters: Int

    /// Creates counts.
    ///
    /// - Parameters:
    ///   - words: The words.
    ///   - characters: The characters.
    public init(words: Int = 0, characters: Int = 0) {
        self.words = words
        self.characters = characters
    }

    /// Counts a text.
    ///
    /// - Parameter text: The text, such as an entry's body.
    public init(counting text: String) {
        var copy = text
        self = copy.withUTF8 { TextCounts(countingUTF8: $0) }
    }

    /// Counts UTF-8 bytes.
    ///
    /// - Parameter bytes: The bytes, such as the body of an entry file.
    public init(countingUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { self.init(); return }
        let count = bytes.count
        // ASCII bytes without branches on the text (the no-cache `vault index` reads every body
        // through here): a word starts where a word byte follows a non-word byte, except after an
        // apostrophe that follows a word byte. Any other byte goes through ``Counter``.
        var words = 0, characters = 0
        var previousWord = 0, previousApostrophe = 0, beforeApostropheWord = 0
        var index = 0
        Self.asciiClasses.withUnsafeBufferPointer { classes in
            while index < count {
                let byte = base[index]
                let kind = Int(classes[Int(byte)])
                if kind == 4 {
                    var counter = Counter()
                    counter.words = words
                    counter.characters = characters
                    counter.pendingApostrophe = previousApostrophe & beforeApostropheWord == 1
                    counter.inWord = previousWord == 1 || counter.pendingApostrophe
                    while index < count, base[index] >= 0x80 {
                        let (scalar, length) = Self.decode(bytes, at: index)
                        index += length
                        if let scalar { counter.scalar(scalar) } else { counter.invalid() }
                    }
                    words = counter.words
                    characters = counter.characters
                    previousWord = counter.inWord && !counter.pendingApostrophe ? 1 : 0
                    previousApostrophe = counter.pendingApostrophe ? 1 : 0
                    beforeApostropheWord = previousApostrophe
                    continue
                }
                let isWord = kind & 1, isApostrophe = kind >> 3
                words += isWord & (previousWord ^ 1) & ((previousApostrophe & beforeApostropheWord) ^ 1)
                characters += (kind >> 1 & 1) ^ 1
                beforeApostropheWord = previousWord
                previousApostrophe = isApostrophe
                previousWord = isWord
                index += 1
            }
        }
        self.init(words: words, characters: characters)
    }

    /// The class of each byte: 1 an ASCII letter or digit, 2 ASCII whitespace, 8 `'`, 0 other
    /// ASCII, 4 a byte of a non-ASCII scalar.
    private static let asciiClasses: [UInt8] = (0...255).map { byte -> UInt8 in
        switch byte {
        case 0x80...: 4
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: 1
        case 0x09...0x0D, 0x20: 2
        case 0x27: 8
        default: 0
        }
    }

    /// The scalar at `index` and its length in bytes, or `nil` and 1 for an invalid sequence.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar?, Int) {
        let lead = bytes[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0
        guard length > 0, lead < 0xF5, index + length <= bytes.count else { return (nil, 1) }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { return (nil, 1) }
            value = value << 6 | UInt32(next & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return (nil, 1) }
        return (scalar, length)
    }
}

/// The state of one counting pass.
private struct Counter {
    var words = 0
    var characters = 0
    /// Whether the last scalar was a word character (a word is open).
    var inWord = false
    /// Whether an apostrophe follows an open word (it joins if a word character comes next).
    var pendingApostrophe = false
    /// Whether the last scalar was a zero-width joiner (the next scalar joins it).
    var afterJoiner = false
    /// Whether the last scalar was a first regional indicator (the next one pairs with it).
    var openFlag = false
    /// Whether the last scalar was an Indic virama (a consonant after it forms a conjunct).
    var afterLinker = false

    /// Forgets the joins that only reach the next scalar, before an ASCII byte.
    mutating func afterASCII() {
        afterJoiner = false
        openFlag = false
        afterLinker = false
    }

    mutating func scalar(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if afterJoiner {
            afterJoiner = false
            if value == 0x200D { afterJoiner = true }
            return
        }
        if value == 0x200D { afterJoiner = true; return }
        if (0x1F1E6...0x1F1FF).contains(value) {
            if openFlag { openFlag = false } else { openFlag = true; characters += 1 }
            endWord()
            return
        }
        openFlag = false
        if (0xAC00...0xD7A3).contains(value) {
            // Hangul syllables, the common case of Korean text: word characters.
            afterLinker = false
            characters += 1
            wordCharacter()
            return
        }
        if Self.isOwnWord(value) {
            afterLinker = false
            characters += 1
            endWord()
            words += 1
            return
        }
        let properties = scalar.properties
        let linked = afterLinker
        afterLinker = false
        if properties.isWhitespace { endWord(); return }
        if Self.joinsPrevious(value, properties.generalCategory) {
            // A mark continues the word it follows; it starts none.
            if pendingApostrophe { endWord() }
            afterLinker = Self.isLinker(value)
            return
        }
        // A consonant after a virama joins it into one conjunct (Unicode 15.1, rule GB9c).
        if linked, properties.isAlphabetic { return }
        characters += 1
        if value == 0x2019 { apostrophe(); return }
        if properties.isAlphabetic || properties.numericType != nil {
            wordCharacter()
        } else {
            endWord()
        }
    }

    mutating func invalid() {
        afterJoiner = false
        openFlag = false
        afterLinker = false
        characters += 1
        endWord()
    }

    private mutating func wordCharacter() {
        if !inWord { words += 1 }
        inWord = true
        pendingApostrophe = false
    }

    private mutating func apostrophe() {
        if inWord, !pendingApostrophe { pendingApostrophe = true } else { endWord() }
    }

    private mutating func endWord() {
        inWord = false
        pendingApostrophe = false
    }

    /// Whether a scalar joins the character before it (counts as no character).
    static func joinsPrevious(_ value: UInt32, _ category: Unicode.GeneralCategory) -> Bool {
        switch category {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: break
        }
        return (0xFE00...0xFE0F).contains(value) || (0x1F3FB...0x1F3FF).contains(value)
            || (0xE0020...0xE007F).contains(value) || (0x1160...0x11FF).contains(value)
            || (0xD7B0...0xD7FF).contains(value)
    }

    /// Whether a scalar is a virama of Devanagari, Bengali, Gujarati, Oriya, Telugu or
    /// Malayalam (`Indic_Conjunct_Break=Linker`).
    static func isLinker(_ value: UInt32) -> Bool {
        [0x094D, 0x09CD, 0x0ACD, 0x0B4D, 0x0C4D, 0x0D4D].contains(value)
    }

    /// Whether a scalar is a word by itself: a CJK ideograph, hiragana or katakana.
    static func isOwnWord(_ value: UInt32) -> Bool {
        (0x3040...0x30FF).contains(value) && value != 0x30FB || (0x31F0...0x31FF).contains(value) || (0xFF66...0xFF9F).contains(value)
            || (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0x20000...0x3FFFF).contains(value)
    }
}
