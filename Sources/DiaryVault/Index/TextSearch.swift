import Foundation

/// A compiled `vault search` pattern: what it matches, and the byte-level prefilter that lets
/// most files be skipped without decoding them.
///
/// Matching is over Unicode characters (extended grapheme clusters, as Swift's `Character`):
/// - **Canonical equivalence**: text in NFD (as macOS often writes Hangul and accents) matches a
///   pattern in NFC and the reverse, since characters compare canonically.
/// - **Graphemes are never split**: `e` does not match the `e` of an NFD `é`, nor a regex match
///   that would start or end inside a character.
/// - **Case**: ``CaseMode/smart`` ignores case unless the pattern has an upper-case letter.
///   Ignoring case compares characters by Foundation's case folding
///   (`folding(options: .caseInsensitive)`: `Ä` matches `ä`, `Σ` matches `ς`), one character
///   against one (`ß` does not match `ss`); an ASCII letter of the pattern matches only its two
///   ASCII forms (not the Kelvin sign `K`).
/// - `--regex` uses `NSRegularExpression` (ICU syntax,
///   https://unicode-org.github.io/icu/userguide/strings/regexp.html) on each line in NFC.
/// - `--word` keeps a match only where the characters on both sides are not letters, digits,
///   marks or `_` (Hangul syllables are letters: `일기` is not a whole word in `일기를`).
///
/// A literal pattern's prefilter searches a file's raw bytes for the pattern's NFC and NFD forms
/// (ASCII case folded when ignoring case), or, when ignoring case with letters outside ASCII, for
/// its longest run of ASCII and caseless characters (Hangul, digits, punctuation); a file
/// without a hit is never decoded. A word whose characters are written partly in NFC and partly
/// in NFD is not found by it.
struct TextSearch: @unchecked Sendable {
    // @unchecked: NSRegularExpression is immutable and documented as safe to share between threads.

    /// How letter case counts.
    enum CaseMode: Hashable, Sendable {
        /// Ignore case unless the pattern has an upper-case letter (the default).
        case smart
        /// Ignore case (`-i`).
        case insensitive
        /// Respect case (`-s`).
        case sensitive
    }

    /// A pattern `NSRegularExpression` refuses: where, and what was expected there
    /// (``diagnose(_:)`` in TextSearch+PatternError.swift).
    struct PatternError: Error, Hashable, Sendable {
        /// The 1-based UTF-8 byte column of the bad part: the bracket left open, the quantifier
        /// with nothing to repeat, or else the first character after the longest prefix of the
        /// pattern that compiles.
        var column: Int
        /// What was expected there, a phrase such as `a ')' to close the '(' here`.
        var expected: String = PatternError.generic
    }

    /// The pattern as given.
    let pattern: String
    /// Whether case is ignored (after resolving ``CaseMode/smart``).
    let ignoresCase: Bool
    /// Whether only whole words match.
    let wholeWord: Bool
    /// The compiled regular expression, for `--regex`.
    let regex: NSRegularExpression?
    /// The same expression with `^` and `$` at every line, to skip a file in one call.
    let fileRegex: NSRegularExpression?
    /// The pattern's characters (literal patterns only).
    let literalCharacters: [Character]
    /// The pattern's characters folded (``fold(_:)``), when ignoring case.
    let foldedCharacters: [String]
    /// The byte strings one of which a file must contain to possibly match; empty: every file
    /// may match.
    let needles: [[UInt8]]
    /// For each of ``needles``, the index of its rarest byte (``rarestIndex(_:)``), which the
    /// scan looks for first: chosen once, not for every line searched.
    let needleAnchors: [Int]
    /// Whether ``needles`` compare with ASCII letters folded.
    let needlesFoldASCII: Bool
    /// The pattern's bytes, ASCII letters lowered when ignoring case, for a literal pattern all
    /// of ASCII; `nil` otherwise. On a line of ASCII bytes every byte is one character (a line
    /// holds no line feed, so no CR LF pair), so such a pattern is matched on the bytes
    /// (``asciiMatches(in:fromByte:)``) with the same answer as on the characters.
    let asciiPattern: [UInt8]?

    /// Compiles a pattern.
    ///
    /// - Parameters:
    ///   - pattern: The pattern, not empty.
    ///   - isRegex: Whether it is an ICU regular expression rather than literal text.
    ///   - caseMode: How case counts.
    ///   - wholeWord: Whether only whole words match.
    /// - Throws: ``PatternError`` when `isRegex` and ICU does not accept the pattern.
    init(_ pattern: String, isRegex: Bool = false, caseMode: CaseMode = .smart, wholeWord: Bool = false) throws(PatternError) {
        self.pattern = pattern
        self.wholeWord = wholeWord
        let ignoresCase: Bool = switch caseMode {
        case .smart: !pattern.contains { $0.isUppercase }
        case .insensitive: true
        case .sensitive: false
        }
        self.ignoresCase = ignoresCase
        if isRegex {
            let normalized = pattern.precomposedStringWithCanonicalMapping
            let compiled = try Self.compile(normalized, ignoresCase: ignoresCase, wholeWord: wholeWord, original: pattern)
            regex = compiled
            fileRegex = try? NSRegularExpression(pattern: compiled.pattern, options: compiled.options.union(.anchorsMatchLines))
            literalCharacters = []
            foldedCharacters = []
            needles = []
            needleAnchors = []
            needlesFoldASCII = false
            asciiPattern = nil
            return
        }
        regex = nil
        fileRegex = nil
        literalCharacters = Array(pattern)
        foldedCharacters = ignoresCase ? pattern.map(Self.fold) : []
        let run: String
        if ignoresCase {
            // The longest run of characters whose bytes case folding cannot change beyond ASCII.
            var best = Substring(), start = pattern.startIndex
            var index = pattern.startIndex
            while index < pattern.endIndex {
                let character = pattern[index]
                let next = pattern.index(after: index)
                if !(character.isASCII || String(character).lowercased() == String(character).uppercased()) {
                    start = next
                } else if pattern[start..<next].utf8.count > best.utf8.count {
                    best = pattern[start..<next]
                }
                index = next
            }
            run = String(best)
        } else {
            run = pattern
        }
        var forms: [[UInt8]] = []
        if !run.isEmpty {
            for form in [run.precomposedStringWithCanonicalMapping, run.decomposedStringWithCanonicalMapping] {
                let bytes = ignoresCase ? Array(form.utf8).map(Self.asciiLower) : Array(form.utf8)
                if !forms.contains(bytes) { forms.append(bytes) }
            }
        }
        needles = forms
        needleAnchors = forms.map(Self.rarestIndex)
        needlesFoldASCII = ignoresCase
        asciiPattern = pattern.utf8.allSatisfy { $0 < 0x80 } ? Array(pattern.utf8).map { ignoresCase ? Self.asciiLower($0) : $0 } : nil
    }

    /// The folded form of one character: ASCII lowered directly, a caseless character
    /// (``isCaseless(_:)``: Hangul, CJK, digits, most punctuation) itself, the rest through
    /// Foundation.
    static func fold(_ character: Character) -> String {
        if let ascii = character.asciiValue { return String(UnicodeScalar(asciiLower(ascii))) }
        if isCaseless(character) { return String(character) }
        return String(character).folding(options: [.caseInsensitive], locale: nil)
    }

    /// Whether no scalar of a character changes under case mapping or case folding (the
    /// Unicode properties `Changes_When_Casemapped` and `Changes_When_Casefolded`, Unicode
    /// Standard section 3.13), so that folding leaves it as it is: checked against Foundation's
    /// folding for every scalar by `TextSearchTests`.
    static func isCaseless(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            isCommonCaseless(scalar) || (!scalar.properties.changesWhenCaseMapped && !scalar.properties.changesWhenCaseFolded)
        }
    }

    /// Whether a scalar is in a block whose every scalar is caseless, answered without the
    /// property tables: Hangul Jamo, Hiragana and Katakana, Hangul Compatibility Jamo, CJK
    /// Unified Ideographs, Hangul Syllables (checked against the properties by `TextSearchTests`).
    static func isCommonCaseless(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3040...0x30FF, 0x3130...0x318F, 0x4E00...0x9FFF: true
        default: false
        }
    }

    /// An ASCII upper-case letter lowered; every other byte unchanged.
    static func asciiLower(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    /// Whether a character counts as part of a word for `--word`: a letter, digit, mark or `_`.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
            || character.unicodeScalars.first.map { $0.properties.generalCategory == .nonspacingMark } == true
    }

    /// Compiles an ICU pattern, wrapped in word-boundary look-arounds for `--word`.
    ///
    /// - Throws: ``PatternError`` with the column after the longest prefix of `original` that
    ///   compiles (ICU through Foundation reports no position itself).
    private static func compile(_ pattern: String, ignoresCase: Bool, wholeWord: Bool, original: String) throws(PatternError) -> NSRegularExpression {
        let options: NSRegularExpression.Options = ignoresCase ? [.caseInsensitive] : []
        let wrapped = wholeWord ? "(?<![\\p{L}\\p{N}\\p{M}_])(?:\(pattern))(?![\\p{L}\\p{N}\\p{M}_])" : pattern
        if let regex = try? NSRegularExpression(pattern: wrapped, options: options) { return regex }
        var validBytes = 0
        var prefix = ""
        for character in original {
            prefix.append(character)
            if (try? NSRegularExpression(pattern: prefix, options: options)) != nil { validBytes = prefix.utf8.count }
        }
        if let found = diagnose(original) { throw found }
        // A pattern that compiles alone but not wrapped (such as one ending in a lone `\`) points at its end.
        throw PatternError(column: min(validBytes, original.utf8.count - 1) + 1)
    }
}
