import Foundation

/// The n-grams of the search index (`.vault/cache/search-index`): which grams a file's text
/// holds and which a `vault search` pattern needs, so that a file without one of the pattern's
/// grams is known not to match.
///
/// Text is taken line by line, as ``TextSearch`` matches it, and each line as Swift characters
/// (extended grapheme clusters, Unicode Standard Annex #29). Each character has a **key** that
/// every character the matcher may find equal to it shares: its NFC form, case folded
/// (Foundation's `folding(options: .caseInsensitive)`, as ``TextSearch/fold(_:)``), in NFC again;
/// an ASCII key is the byte itself, any other a 64-bit hash with the top bit set. A match is a
/// run of characters each equal to the pattern's (canonically, or folded when ignoring case), so
/// it is a run of equal keys, and every gram of the pattern's keys is a gram of the line's.
///
/// Grams: three consecutive keys of a line (a trigram; three ASCII keys are encoded exactly in
/// 21 bits, others hashed), and two consecutive keys when either is not ASCII (a bigram, so a
/// two-syllable Hangul word such as `두부` narrows, and Hangul, CJK and accented words match
/// inside longer words). A hash collision only adds candidates, never removes one.
enum SearchGrams {
    /// The top bit, set in every hashed gram and non-ASCII key (an exact ASCII trigram is below 2^21).
    static let hashedBit: UInt64 = 1 << 63

    /// The key of one character (see the type).
    static func key(_ character: Character) -> UInt64 {
        if let ascii = character.asciiValue, character.utf8.count == 1 { return UInt64(TextSearch.asciiLower(ascii)) }
        let folded = String(character).precomposedStringWithCanonicalMapping
            .folding(options: [.caseInsensitive], locale: nil).precomposedStringWithCanonicalMapping
        var utf8 = folded.utf8.makeIterator()
        if let first = utf8.next(), first < 0x80, utf8.next() == nil { return UInt64(first) }
        return mix(fnv(folded.utf8), 0x5EA2_C4B1) | hashedBit
    }

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

    /// The gram of two keys, at least one not ASCII.
    static func bigram(_ first: UInt64, _ second: UInt64) -> UInt64 {
        mix(mix(first, 0xB16A), second) | hashedBit
    }

    /// The gram of three keys: exact when all are ASCII, else hashed.
    static func trigram(_ first: UInt64, _ second: UInt64, _ third: UInt64) -> UInt64 {
        if first < 0x80, second < 0x80, third < 0x80 { return first << 14 | second << 7 | third }
        return mix(mix(mix(first, 0x7816), second), third) | hashedBit
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

    /// Collects the distinct grams of files, one file at a time, reusing its tables (one
    /// collector per thread).
    struct Collector {
        /// One bit per exact ASCII trigram (2^21), set for the current file's.
        private var seen = [UInt64](repeating: 0, count: 1 << 15)
        /// The current file's hashed grams.
        private var hashed = Set<UInt64>()
        /// The keys of the characters met so far (folding through Foundation is slow).
        private var keys: [Character: UInt64] = [:]

        /// Creates a collector.
        init() {}

        /// The distinct grams of a file's text, in no particular order.
        ///
        /// - Parameter bytes: The file's bytes (UTF-8; invalid sequences read as U+FFFD, as
        ///   ``TextSearch`` decodes them).
        mutating func grams(of bytes: UnsafeBufferPointer<UInt8>) -> [UInt64] {
            var found: [UInt64] = []
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
                if high < 0x80 {
                    asciiLine(UnsafeBufferPointer(rebasing: bytes[start..<contentEnd]), into: &found)
                } else {
                    textLine(UnsafeBufferPointer(rebasing: bytes[start..<contentEnd]), into: &found)
                }
                start = end + 1
            }
            for gram in found where gram & hashedBit == 0 { seen[Int(gram >> 6)] = 0 }
            hashed.removeAll(keepingCapacity: true)
            return found
        }

        /// The trigrams of a line of ASCII bytes, each its own character.
        private mutating func asciiLine(_ line: UnsafeBufferPointer<UInt8>, into found: inout [UInt64]) {
            guard line.count >= 3 else { return }
            var code = UInt64(TextSearch.asciiLower(line[0])) << 7 | UInt64(TextSearch.asciiLower(line[1]))
            for index in 2..<line.count {
                code = (code << 7 | UInt64(TextSearch.asciiLower(line[index]))) & 0x1F_FFFF
                let word = Int(code >> 6), bit = UInt64(1) << (code & 63)
                if seen[word] & bit == 0 {
                    seen[word] |= bit
                    found.append(code)
                }
            }
        }

        /// The grams of a line with bytes beyond ASCII, character by character.
        private mutating func textLine(_ line: UnsafeBufferPointer<UInt8>, into found: inout [UInt64]) {
            var first: UInt64 = 0, second: UInt64 = 0
            var count = 0
            for character in String(decoding: line, as: UTF8.self) {
                let key: UInt64
                if let known = keys[character] {
                    key = known
                } else {
                    key = SearchGrams.key(character)
                    if keys.count < 1 << 16 { keys[character] = key }
                }
                if count >= 1, second >= 0x80 || key >= 0x80 {
                    let gram = SearchGrams.bigram(second, key)
                    if hashed.insert(gram).inserted { found.append(gram) }
                }
                if count >= 2 {
                    let gram = SearchGrams.trigram(first, second, key)
                    if gram & hashedBit != 0 {
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
        }
    }
}
