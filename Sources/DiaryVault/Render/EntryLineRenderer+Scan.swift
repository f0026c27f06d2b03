/// Reading a title or tag as UTF-8 bytes for the line writer (``EntryLineRenderer/LineWriter``):
/// whether it prints as it is, and how many terminal columns it takes, without making a `String`
/// or iterating its `Character`s.
///
/// A text prints as it is when ``TerminalText/safe(_:)`` would change nothing: none of its scalars
/// is one ``TerminalText/needsEscape(_:keepTabs:)`` escapes (C0 and C1 controls, tab included, DEL,
/// the bidirectional controls and the invisible ones), which on UTF-8 bytes is a byte below 0x20
/// or 0x7F, `C2 80`-`C2 9F`, or one of the three-byte sequences of U+200B, U+200E, U+200F,
/// U+202A-U+202E, U+2060-U+2064 and U+2066-U+2069.
///
/// Its width is measured on bytes only when every scalar is one of the *simple* scalars: printable
/// ASCII (1 column), U+00A0-U+017F but U+00AD (Latin-1 and Latin Extended-A letters and signs, 1
/// column) and the precomposed Hangul syllables U+AC00-U+D7A3 (East Asian Wide, 2 columns). Each
/// of those is a grapheme cluster of its own next to any other of them (none is Extend, ZWJ,
/// SpacingMark, Prepend, a Hangul jamo or a regional indicator: UAX #29), so the text's width is
/// the sum of theirs, and cutting it between two scalars is cutting it between two characters. A
/// text with any other scalar (an emoji, a combining mark, a jamo, a soft hyphen) has no width
/// here: the writer measures it with ``Swift/String/displayWidth`` or hands the line to the text
/// path. `EntryLineRendererScanTests` checks every simple scalar against ``Swift/Character/displayWidth``.
extension EntryLineRenderer {
    /// What a text needs to be written as it is.
    struct TextScan: Equatable {
        /// The columns the text takes, when every scalar is simple; `nil` otherwise.
        var width: Int?
        /// Whether every byte is ASCII.
        var isASCII: Bool
    }

    /// Reads a text's bytes: `nil` when it needs escaping (or is not well-formed UTF-8), else its
    /// width when known and whether it is ASCII.
    ///
    /// - Parameter text: UTF-8 bytes.
    static func scan(_ text: UnsafeBufferPointer<UInt8>) -> TextScan? {
        guard let base = text.baseAddress else { return TextScan(width: 0, isASCII: true) }
        let count = text.count
        var index = 0
        var width = 0
        var isSimple = true
        var isASCII = true
        while index < count {
            if index + 8 <= count, isPrintableASCII(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                width += 8
                continue
            }
            let lead = base[index]
            if lead < 0x80 {
                guard lead >= 0x20, lead != 0x7F else { return nil }
                width += 1
                index += 1
                continue
            }
            isASCII = false
            guard let (scalar, length) = decode(base, at: index, count: count) else { return nil }
            index += length
            switch scalar {
            case 0x80...0x9F, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069: return nil
            case 0xA0...0xAC, 0xAE...0x17F: width += 1
            case 0xAC00...0xD7A3: width += 2
            default: isSimple = false
            }
        }
        return TextScan(width: isSimple ? width : nil, isASCII: isASCII)
    }

    /// The bytes of the longest start of a text of simple scalars (its scan has a width) that
    /// takes at most `columns` columns: what ``Swift/String/truncated(toWidth:)`` keeps.
    ///
    /// - Parameters:
    ///   - text: UTF-8 bytes whose ``scan(_:)`` has a width.
    ///   - columns: The most columns, 0 or more.
    static func prefixLength(_ text: UnsafeBufferPointer<UInt8>, columns: Int) -> Int {
        guard let base = text.baseAddress else { return 0 }
        var index = 0
        var used = 0
        while index < text.count {
            let lead = base[index]
            let (length, width) = lead < 0x80 ? (1, 1) : lead < 0xE0 ? (2, 1) : (3, 2)
            guard used + width <= columns else { break }
            used += width
            index += length
        }
        return index
    }

    /// The scalar at `index` of well-formed UTF-8 and its length in bytes, or `nil` for a byte
    /// sequence that is not a shortest-form scalar.
    @inline(__always)
    private static func decode(_ base: UnsafePointer<UInt8>, at index: Int, count: Int) -> (UInt32, Int)? {
        let lead = UInt32(base[index])
        func continuation(_ offset: Int) -> UInt32? {
            guard index + offset < count, base[index + offset] & 0xC0 == 0x80 else { return nil }
            return UInt32(base[index + offset] & 0x3F)
        }
        switch lead {
        case 0xC2...0xDF:
            guard let second = continuation(1) else { return nil }
            return ((lead & 0x1F) << 6 | second, 2)
        case 0xE0...0xEF:
            guard let second = continuation(1), let third = continuation(2) else { return nil }
            let scalar = (lead & 0x0F) << 12 | second << 6 | third
            guard scalar >= 0x800, !(0xD800...0xDFFF).contains(scalar) else { return nil }
            return (scalar, 3)
        case 0xF0...0xF4:
            guard let second = continuation(1), let third = continuation(2), let fourth = continuation(3) else { return nil }
            let scalar = (lead & 0x07) << 18 | second << 12 | third << 6 | fourth
            guard (0x10000...0x10FFFF).contains(scalar) else { return nil }
            return (scalar, 4)
        default:
            return nil
        }
    }

    /// Whether all eight bytes of a word are printable ASCII, 0x20 to 0x7E.
    @inline(__always)
    static func isPrintableASCII(_ word: UInt64) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        if word & high != 0 { return false }
        // A byte below 0x20 (all bytes are below 0x80 here), or a byte 0x7F (a zero byte after the xor).
        if (word &- 0x2020_2020_2020_2020) & ~word & high != 0 { return false }
        let delete = word ^ 0x7F7F_7F7F_7F7F_7F7F
        return (delete &- ones) & ~delete & high == 0
    }
}
