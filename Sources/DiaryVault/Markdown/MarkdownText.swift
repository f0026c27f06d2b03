/// Byte-level helpers of the markdown parser: character classes of the CommonMark spec
/// (section 2.1), trimming, backslash escapes and entity references, and URL normalization.
enum MarkdownText {
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    static func isAlphanumeric(_ byte: UInt8) -> Bool { isDigit(byte) || isLetter(byte) }
    static func isSpaceOrTab(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    /// Space, tab, line feed, line tabulation, form feed, carriage return.
    static func isASCIIWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

    /// ASCII punctuation (spec section 2.1): the characters a backslash can escape.
    static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (byte >= 0x21 && byte <= 0x2F) || (byte >= 0x3A && byte <= 0x40) || (byte >= 0x5B && byte <= 0x60) || (byte >= 0x7B && byte <= 0x7E)
    }

    /// A Unicode whitespace character: Zs, tab, line feed, form feed, carriage return.
    static func isUnicodeWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0C, 0x0D, 0x20: return true
        case 0..<0x80: return false
        default: return scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// A Unicode punctuation character (spec 0.31.2): general category P or S.
    static func isUnicodePunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return isASCIIPunctuation(UInt8(scalar.value)) }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    /// The scalar that starts at `index` (UTF-8), or `nil` past the end.
    static func scalar(at index: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
        guard index < bytes.count else { return nil }
        let lead = bytes[index]
        if lead < 0x80 { return Unicode.Scalar(lead) }
        var length = 1
        if lead >= 0xF0 { length = 4 } else if lead >= 0xE0 { length = 3 } else if lead >= 0xC0 { length = 2 }
        guard index + length <= bytes.count else { return "\u{FFFD}" }
        var decoder = UTF8()
        var iterator = bytes[index..<(index + length)].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }

    /// The scalar that ends just before `index` (UTF-8), or `nil` at the start.
    static func scalar(before index: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
        guard index > 0 else { return nil }
        var start = index - 1
        while start > 0 && index - start < 4 && bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return scalar(at: start, in: bytes)
    }

    /// The text without leading and trailing spaces, tabs and line endings.
    static func trimmed(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var start = text.startIndex, end = text.endIndex
        while start < end && isASCIIWhitespace(text[start]) { start += 1 }
        while end > start && isASCIIWhitespace(text[end - 1]) { end -= 1 }
        return text[start..<end]
    }

    /// Where `/(\n *)+$/` would start in `text`: the end without trailing blank lines.
    static func endBeforeBlankLines(_ text: [UInt8]) -> Int {
        var end = text.count
        while true {
            var probe = end
            while probe > 0 && text[probe - 1] == 0x20 { probe -= 1 }
            guard probe > 0 && text[probe - 1] == 0x0A else { return end }
            end = probe - 1
        }
    }

    /// The text with backslash escapes (section 2.4) and entity and numeric character
    /// references (section 2.5) replaced by the characters they stand for.
    static func unescaped(_ text: ArraySlice<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            if byte == UInt8(ascii: "\\"), index + 1 < text.endIndex, isASCIIPunctuation(text[index + 1]) {
                result.append(text[index + 1])
                index += 2
            } else if byte == UInt8(ascii: "&"), let (decoded, length) = MarkdownEntities.reference(in: text, at: index) {
                result.append(contentsOf: decoded)
                index += length
            } else {
                result.append(byte)
                index += 1
            }
        }
        return result
    }

    /// A link destination as cmark writes it: characters outside the URL-safe set (and `%` not
    /// starting a `%XX` escape) percent-encoded as UTF-8 bytes, existing escapes kept.
    static func normalizedURL(_ text: [UInt8]) -> [UInt8] {
        let hex = Array("0123456789ABCDEF".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "%"), index + 2 < text.count, isHexDigit(text[index + 1]), isHexDigit(text[index + 2]) {
                result.append(contentsOf: text[index...(index + 2)])
                index += 3
                continue
            }
            if isAlphanumeric(byte) || urlSafe.contains(byte) {
                result.append(byte)
            } else {
                result.append(UInt8(ascii: "%"))
                result.append(hex[Int(byte >> 4)])
                result.append(hex[Int(byte & 0x0F)])
            }
            index += 1
        }
        return result
    }

    static func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66) }

    /// The characters cmark's and commonmark.js's URL encoding leaves as they are.
    static let urlSafe: Set<UInt8> = Set(";/?:@&=+$,-_.!~*'()#".utf8)

    /// The percent-decoded text of a URL (invalid UTF-8 left as it is).
    static func percentDecoded(_ text: [UInt8]) -> String {
        var bytes: [UInt8] = []
        var index = 0
        while index < text.count {
            if text[index] == UInt8(ascii: "%"), index + 2 < text.count, isHexDigit(text[index + 1]), isHexDigit(text[index + 2]),
               let value = UInt8(String(decoding: text[(index + 1)...(index + 2)], as: UTF8.self), radix: 16) {
                bytes.append(value)
                index += 3
            } else {
                bytes.append(text[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
