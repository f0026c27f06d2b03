import Foundation

/// The n-grams and tokens of the search index (`.vault/cache/search-index`): which grams a
/// file's text holds and which a `vault search` pattern needs, so that a file without one of the
/// pattern's grams is known not to match, and which whole tokens it holds, so that a match can be
/// proven without reading the file.
///
/// Text is taken line by line, as ``TextSearch`` matches it: only the parts a match may start in
/// (the body, and front-matter values: ``TextSearch/valueStart(_:state:)``), each line as Swift
/// characters (extended grapheme clusters, Unicode Standard Annex #29). Each character has a
/// **key** that every character the matcher may find equal to it shares: its NFC form, case
/// folded (Foundation's `folding(options: .caseInsensitive)`, as ``TextSearch/fold(_:)``), in NFC
/// again; a key that is one ASCII byte is that byte, one that is one Hangul syllable is
/// `0x80 + (syllable - U+AC00)` (below 2^14), any other a 64-bit hash with the top bit set. A
/// match is a run of characters each equal to the pattern's (canonically, or folded when ignoring
/// case), so it is a run of equal keys, and every gram of the pattern's keys is a gram of the line's.
///
/// Grams: three consecutive keys of a line (a trigram), and two consecutive keys when either is
/// not ASCII (a bigram, so a two-syllable Hangul word such as `두부` narrows, and Hangul, CJK and
/// accented words match inside longer words). A gram of keys below 2^14 (ASCII and Hangul) is
/// exact: three ASCII keys in 21 bits, else bit 62 set and the keys in 14 bits each (bit 61 also
/// for a bigram); any other is hashed (bit 63 set, bit 62 clear). A hash collision only adds
/// candidates, never removes one.
///
/// **Plain files and tokens.** A file is *plain* when every character a match may start at or
/// run over is one ASCII scalar, one precomposed Hangul syllable (one scalar), or a character
/// whose key is hashed and whose folding as the matcher does it (``TextSearch/fold(_:)``, in NFC)
/// is its key's text. In a plain file, a character equal to an ASCII or Hangul pattern character
/// is written exactly as that character (ASCII case aside), so the pattern's NFC bytes are there
/// and the scan's byte prefilter passes; text in NFD, the Kelvin sign or a Hangul syllable
/// followed by a combining jamo make a file not plain (it is always read). A plain file's
/// **tokens** are its maximal runs of ASCII letters and digits and Hangul syllables, folded
/// (ASCII lowered), each stored as a term of its own (bits 63 and 62 set, a hash of its bytes)
/// with its text: a pattern made only of such characters lies inside one token wherever it
/// matches.
enum SearchGrams {
    /// The top bit, set in every hashed gram and non-ASCII, non-Hangul key (an exact ASCII
    /// trigram is below 2^21).
    static let hashedBit: UInt64 = 1 << 63
    /// Set in an exact gram of keys below 2^14 that are not all ASCII (and in a token's term).
    static let exactBit: UInt64 = 1 << 62
    /// Set, with ``exactBit``, in an exact bigram.
    static let bigramBit: UInt64 = 1 << 61
    /// Both top bits: a token's term.
    static let tokenBits: UInt64 = 3 << 62
    /// Keys below this are exact (ASCII and Hangul syllables).
    static let smallKeyLimit: UInt64 = 1 << 14
    /// The longest token kept, in bytes; a longer run makes its file not plain.
    static let longestToken = 1024

    /// What one character is to the index.
    struct CharacterKey: Sendable {
        /// Its key (see the type).
        var key: UInt64
        /// Whether it keeps a file plain (see the type).
        var isPlain: Bool
        /// Its bytes in a token when it is a token character (an ASCII letter or digit, lowered;
        /// a precomposed Hangul syllable), else empty.
        var token: [UInt8]
    }

    /// The key of one character (see the type).
    static func key(_ character: Character) -> UInt64 { describe(character).key }

    /// The key of one character, whether it keeps a file plain and its token bytes (see the type).
    static func describe(_ character: Character) -> CharacterKey {
        if let ascii = character.asciiValue, character.utf8.count == 1 {
            let lowered = TextSearch.asciiLower(ascii)
            let isToken = (lowered >= 0x61 && lowered <= 0x7A) || (lowered >= 0x30 && lowered <= 0x39)
            return CharacterKey(key: UInt64(lowered), isPlain: true, token: isToken ? [lowered] : [])
        }
        let folded = composingHangul(String(character).precomposedStringWithCanonicalMapping
            .folding(options: [.caseInsensitive], locale: nil).precomposedStringWithCanonicalMapping)
        var utf8 = folded.utf8.makeIterator()
        if let first = utf8.next(), first < 0x80, utf8.next() == nil { return CharacterKey(key: UInt64(first), isPlain: false, token: []) }
        let scalars = folded.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first, (0xAC00...0xD7A3).contains(scalar.value) {
            let single = character.unicodeScalars.count == 1
            return CharacterKey(key: 0x80 + UInt64(scalar.value - 0xAC00), isPlain: single, token: single ? Array(folded.utf8) : [])
        }
        let matcherFold = composingHangul(TextSearch.fold(character).precomposedStringWithCanonicalMapping)
        return CharacterKey(key: hashed(mix(fnv(folded.utf8), 0x5EA2_C4B1)),
                            isPlain: Array(matcherFold.utf8) == Array(folded.utf8), token: [])
    }

    /// A text in NFC with a Hangul LV syllable and a trailing jamo (T) composed into one LVT
    /// syllable (Unicode Standard section 3.12), which Foundation's NFC on Linux leaves apart
    /// (`가` U+AC00 followed by U+11A8 stays two scalars, not `각` U+AC01).
    static func composingHangul(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { (0x11A8...0x11C2).contains($0.value) }) else { return text }
        var composed = String.UnicodeScalarView()
        for scalar in scalars {
            if (0x11A8...0x11C2).contains(scalar.value), let last = composed.last,
               (0xAC00...0xD7A3).contains(last.value), (last.value - 0xAC00) % 28 == 0,
               let syllable = Unicode.Scalar(last.value + scalar.value - 0x11A7) {
                composed.removeLast()
                composed.append(syllable)
            } else {
                composed.append(scalar)
            }
        }
        return String(composed)
    }

    /// A hash made a hashed gram or key: bit 63 set, bit 62 clear.
    static func hashed(_ value: UInt64) -> UInt64 {
        value & ~tokenBits | hashedBit
    }

    /// Whether a gram is exact (not a hash).
    static func isExact(_ gram: UInt64) -> Bool { gram & hashedBit == 0 }

    /// The term of a token's bytes.
    static func tokenTerm(_ bytes: some Sequence<UInt8>) -> UInt64 {
        mix(fnv(bytes), 0x70C3) | tokenBits
    }

    /// Whether a term is a token's.
    static func isToken(_ term: UInt64) -> Bool { term & tokenBits == tokenBits }

    /// The grams a pattern's matches must hold, or `nil` when the index cannot narrow it: fewer
    /// than two characters, or two ASCII ones (their bigram is not kept).
    ///
    /// - Parameter characters: The pattern's characters (a literal pattern).
    static func grams(ofPattern characters: [Character]) -> [UInt64]? {
        let keys = characters.map(key)
        if keys.count == 2 {
            return keys[0] < 0x80 && keys[1] < 0x80 ? nil : [bigram(keys[0], keys[1])]
        }
        guard keys.count >= 3 else { return nil }
        var grams: [UInt64] = []
        for index in 2..<keys.count {
            let gram = trigram(keys[index - 2], keys[index - 1], keys[index])
            if !grams.contains(gram) { grams.append(gram) }
        }
        return grams
    }

    /// How a pattern can be proven to match a plain file from the index alone, or `nil` when it
    /// cannot: the pattern must ignore case, and each of its characters be one ASCII scalar other
    /// than `:` or a Hangul syllable (in any form). A `:` is left out because in a front-matter
    /// key line the scan takes matches from the line's start and keeps those after the key's
    /// colon, so one that starts inside the key can hide an overlapping one after it.
    enum Proof: Equatable, Sendable {
        /// The pattern is one exact gram: a plain file holding it matches.
        case gram(UInt64)
        /// The pattern is made of token characters (these folded bytes): a plain file matches
        /// when one of its tokens contains them.
        case token([UInt8])
    }

    /// The proof of a pattern (see ``Proof``), or `nil`.
    ///
    /// - Parameters:
    ///   - characters: The pattern's characters.
    ///   - ignoresCase: Whether the search ignores case (a case-sensitive one is never proven:
    ///     keys are folded).
    static func proof(ofPattern characters: [Character], ignoresCase: Bool) -> Proof? {
        guard ignoresCase, !characters.isEmpty else { return nil }
        var token: [UInt8] = []
        var allToken = true
        for character in characters {
            let described = describe(character)
            let isASCII = character.utf8.count == 1 && character.asciiValue != nil
            let isHangul = described.key >= 0x80 && described.key < smallKeyLimit
            guard (isASCII && character != ":") || isHangul else { return nil }
            if isHangul {
                token += Array(String(character).precomposedStringWithCanonicalMapping.utf8)
            } else if !described.token.isEmpty {
                token += described.token
            } else {
                allToken = false
            }
        }
        if allToken { return .token(token) }
        guard let grams = grams(ofPattern: characters), grams.count == 1, isExact(grams[0]),
              characters.count == (grams[0] & bigramBit != 0 && grams[0] & exactBit != 0 ? 2 : 3) else { return nil }
        return .gram(grams[0])
    }

    /// The gram of two keys, at least one not ASCII.
    static func bigram(_ first: UInt64, _ second: UInt64) -> UInt64 {
        if first < smallKeyLimit, second < smallKeyLimit { return exactBit | bigramBit | first << 14 | second }
        return hashed(mix(mix(first, 0xB16A), second))
    }

    /// The gram of three keys: exact when all are below 2^14, else hashed.
    static func trigram(_ first: UInt64, _ second: UInt64, _ third: UInt64) -> UInt64 {
        if first < 0x80, second < 0x80, third < 0x80 { return first << 14 | second << 7 | third }
        if first < smallKeyLimit, second < smallKeyLimit, third < smallKeyLimit {
            return exactBit | first << 28 | second << 14 | third
        }
        return hashed(mix(mix(mix(first, 0x7816), second), third))
    }

    /// Mixes a value into a hash (the 64-bit finalizer of MurmurHash3 over the sum).
    static func mix(_ hash: UInt64, _ value: UInt64) -> UInt64 {
        var x = hash &* 0x9E37_79B9_7F4A_7C15 ^ value
        x ^= x >> 33
        x &*= 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x &*= 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return x
    }

    /// FNV-1a over bytes.
    static func fnv(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// A character's UTF-8 bytes, up to 15, packed with their count: a dictionary key that
    /// tells apart what `Character` equality does not.
    struct Spelling: Hashable {
        /// The first 8 bytes.
        var low: UInt64 = 0
        /// The next 7 bytes and the count.
        var high: UInt64 = 0

        /// The spelling of a character, or `nil` when it has more than 15 bytes.
        init?(_ character: Character) {
            var count: UInt64 = 0
            for byte in character.utf8 {
                guard count < 15 else { return nil }
                if count < 8 { low |= UInt64(byte) << (8 * count) } else { high |= UInt64(byte) << (8 * (count - 8)) }
                count += 1
            }
            high |= count << 56
        }
    }

    /// What the collector found in one file.
    struct Collected: Sendable {
        /// Its distinct grams and, when it is plain, its tokens' terms, in no particular order.
        var grams: [UInt64]
        /// Whether it is plain (see the type).
        var isPlain: Bool
        /// The text of each token term this collector had not met before (the others' texts
        /// were given with an earlier file).
        var newTokens: [(term: UInt64, text: [UInt8])]
    }

    /// Collects the distinct grams and tokens of files, one file at a time, reusing its tables
    /// (one collector per thread).
    struct Collector {
        /// One bit per exact ASCII trigram (2^21), set for the current file's.
        private var seen = [UInt64](repeating: 0, count: 1 << 15)
        /// The current file's other grams and token terms.
        private var hashed = Set<UInt64>()
        /// What the characters met so far are (folding through Foundation is slow), by their
        /// UTF-8 bytes (``Spelling``), not by `Character`, whose equality is canonical: `한` and
        /// its NFD form share a key but not plainness.
        private var keys: [Spelling: CharacterKey] = [:]
        /// The texts of the token terms met so far.
        private var tokenTexts: [UInt64: [UInt8]] = [:]
        /// The current token's bytes.
        private var token: [UInt8] = []
        /// The current file's grams.
        private var found: [UInt64] = []
        /// The current file's new token texts.
        private var newTokens: [(term: UInt64, text: [UInt8])] = []
        /// Whether the current file is still plain.
        private var isPlain = true

        /// Creates a collector.
        init() {}

        /// The distinct grams of a file's text, in no particular order (``collect(_:)``'s).
        mutating func grams(of bytes: UnsafeBufferPointer<UInt8>) -> [UInt64] {
            collect(bytes).grams
        }

        /// The distinct grams, tokens and plainness of a file's text.
        ///
        /// - Parameter bytes: The file's bytes (UTF-8; invalid sequences read as U+FFFD, as
        ///   ``TextSearch`` decodes them).
        mutating func collect(_ bytes: UnsafeBufferPointer<UInt8>) -> Collected {
            found = []
            newTokens = []
            isPlain = true
            var state = TextSearch.FrontMatterState.maybe
            var start = 0
            while start < bytes.count {
                var end = start
                var high: UInt8 = 0
                while end < bytes.count, bytes[end] != 0x0A {
                    high |= bytes[end]
                    end += 1
                }
                var contentEnd = end
                if contentEnd > start, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<contentEnd])
                if let valueStart = TextSearch.valueStart(line, state: &state) {
                    if high < 0x80 {
                        asciiLine(line, from: valueStart)
                    } else {
                        textLine(line, from: valueStart)
                    }
                }
                start = end + 1
            }
            for gram in found where gram < 1 << 21 { seen[Int(gram >> 6)] = 0 }
            hashed.removeAll(keepingCapacity: true)
            if !isPlain {
                found.removeAll { SearchGrams.isToken($0) }
                newTokens.removeAll()
            }
            return Collected(grams: found, isPlain: isPlain, newTokens: newTokens)
        }

        /// Ends the current token, if any: its term is one of the file's.
        private mutating func endToken() {
            guard !token.isEmpty else { return }
            defer { token.removeAll(keepingCapacity: true) }
            guard token.count <= SearchGrams.longestToken else {
                isPlain = false
                return
            }
            let term = SearchGrams.tokenTerm(token)
            guard hashed.insert(term).inserted else { return }
            found.append(term)
            if tokenTexts[term] == nil {
                tokenTexts[term] = token
                newTokens.append((term, token))
            } else if tokenTexts[term] != token {
                // Two tokens with one term: proving from it could be wrong, so the file is read.
                isPlain = false
            }
        }

        /// The trigrams and tokens of a line of ASCII bytes, each its own character, from byte `from`.
        private mutating func asciiLine(_ line: UnsafeBufferPointer<UInt8>, from: Int) {
            var code: UInt64 = 0
            var count = 0
            for index in from..<line.count {
                let lowered = TextSearch.asciiLower(line[index])
                if (lowered >= 0x61 && lowered <= 0x7A) || (lowered >= 0x30 && lowered <= 0x39) {
                    token.append(lowered)
                } else {
                    endToken()
                }
                code = (code << 7 | UInt64(lowered)) & 0x1F_FFFF
                count += 1
                guard count >= 3 else { continue }
                let word = Int(code >> 6), bit = UInt64(1) << (code & 63)
                if seen[word] & bit == 0 {
                    seen[word] |= bit
                    found.append(code)
                }
            }
            endToken()
        }

        /// The grams and tokens of a line with bytes beyond ASCII, character by character, from
        /// the first character that starts at byte `from` or later.
        private mutating func textLine(_ line: UnsafeBufferPointer<UInt8>, from: Int) {
            var first: UInt64 = 0, second: UInt64 = 0
            var count = 0
            var offset = 0
            for character in String(decoding: line, as: UTF8.self) {
                defer { offset += character.utf8.count }
                guard offset >= from else { continue }
                let described: CharacterKey
                let spelling = Spelling(character)
                if let spelling, let known = keys[spelling] {
                    described = known
                } else {
                    described = SearchGrams.describe(character)
                    if let spelling, keys.count < 1 << 16 { keys[spelling] = described }
                }
                let key = described.key
                if !described.isPlain { isPlain = false }
                if described.token.isEmpty { endToken() } else { token += described.token }
                if count >= 1, second >= 0x80 || key >= 0x80 {
                    let gram = SearchGrams.bigram(second, key)
                    if hashed.insert(gram).inserted { found.append(gram) }
                }
                if count >= 2 {
                    let gram = SearchGrams.trigram(first, second, key)
                    if gram >= 1 << 21 {
                        if hashed.insert(gram).inserted { found.append(gram) }
                    } else {
                        let word = Int(gram >> 6), bit = UInt64(1) << (gram & 63)
                        if seen[word] & bit == 0 {
                            seen[word] |= bit
                            found.append(gram)
                        }
                    }
                }
                first = second
                second = key
                count += 1
            }
            endToken()
        }
    }
}
