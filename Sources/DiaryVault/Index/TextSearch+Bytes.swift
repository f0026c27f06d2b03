extension TextSearch {
    /// Whether a file's bytes may hold a match: one of ``needles`` occurs in them (always true
    /// without needles). A `false` is certain; a `true` is checked line by line.
    ///
    /// - Parameter bytes: The file's bytes.
    func mayMatch(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !needles.isEmpty else { return true }
        for index in needles.indices
        where Self.find(needles[index], in: bytes, foldASCII: needlesFoldASCII, anchor: needleAnchors[index]) != nil {
            return true
        }
        return false
    }

    /// The offset of the first occurrence of `needle` in `haystack`, or `nil`.
    ///
    /// Scans eight bytes at a time for the needle's rarest byte (a SWAR zero-byte test; with
    /// `foldASCII` a letter is compared with its 0x20 bit set, which matches exactly its two
    /// cases), then compares the whole needle at each hit.
    ///
    /// - Parameters:
    ///   - needle: The bytes to find, not empty; ASCII letters lower-case when `foldASCII`.
    ///   - haystack: The bytes to search.
    ///   - foldASCII: Whether ASCII letters match in either case.
    ///   - anchor: The index of the needle's byte to look for first (``rarestIndex(_:)``, which
    ///     is taken when `nil`).
    static func find(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, foldASCII: Bool, anchor: Int? = nil) -> Int? {
        let length = needle.count
        guard length > 0, haystack.count >= length, let base = haystack.baseAddress else { return nil }
        let anchor = anchor.flatMap { needle.indices.contains($0) ? $0 : nil } ?? rarestIndex(needle)
        let target = needle[anchor]
        let foldsTarget = foldASCII && target >= 0x61 && target <= 0x7A
        let setBit: UInt8 = foldsTarget ? 0x20 : 0
        let pattern = UInt64(target) &* 0x0101_0101_0101_0101
        let mask = UInt64(setBit) &* 0x0101_0101_0101_0101
        var index = anchor
        let last = haystack.count - length + anchor
        return needle.withUnsafeBufferPointer { needleBytes -> Int? in
            while index <= last {
                if index + 8 <= last + 1 {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    let difference = (word | mask) ^ pattern
                    let zeros = (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080
                    // The lowest flagged byte is always a true zero (borrows only run upwards).
                    guard zeros != 0 else {
                        index += 8
                        continue
                    }
                    index += (UInt64(littleEndian: zeros)).trailingZeroBitCount >> 3
                } else if base[index] | setBit != target {
                    index += 1
                    continue
                }
                let start = index - anchor
                var offset = 0
                while offset < length {
                    let byte = base[start + offset]
                    if (foldASCII ? asciiLower(byte) : byte) != needleBytes[offset] { break }
                    offset += 1
                }
                if offset == length { return start }
                index += 1
            }
            return nil
        }
    }

    /// The index of the byte of `needle` least likely in diary text: rare English letters first,
    /// then other letters and bytes beyond ASCII, spaces and punctuation last.
    static func rarestIndex(_ needle: [UInt8]) -> Int {
        // Letters from rarest to commonest in English text.
        let letters = Array("zqxjkvbpygfwmucldrhsnioate".utf8)
        func rank(_ byte: UInt8) -> Int {
            let lowered = asciiLower(byte)
            if let position = letters.firstIndex(of: lowered) { return position }
            if byte >= 0xC0 { return 30 }  // the lead byte of a character beyond ASCII: common in Hangul text
            if byte >= 0x80 { return 10 }  // a continuation byte: varied
            if byte >= 0x30 && byte <= 0x39 { return 12 }
            return 40
        }
        var best = 0
        for index in needle.indices where rank(needle[index]) < rank(needle[best]) { best = index }
        return best
    }
}
