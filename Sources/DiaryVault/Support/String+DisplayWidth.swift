/// Where text sits in a column that is wider than the text.
enum ColumnAlignment: Hashable, Sendable {
    /// Text at the left, spaces after it.
    case left
    /// Spaces before the text, text at the right.
    case right
    /// Text in the middle; when the spare columns are odd, the extra one goes on the right.
    case center
}

extension String {
    /// The number of terminal columns the string takes, measured per grapheme cluster.
    ///
    /// The sum of ``Swift/Character/displayWidth`` over the string's characters. Escape sequences
    /// are not understood: measure text before styling it with ``TextStyle``.
    var displayWidth: Int {
        var width = 0
        for character in self { width += character.displayWidth }
        return width
    }

    /// The string with spaces added so that it takes at least `width` terminal columns.
    ///
    /// A string that is already `width` columns or wider is returned unchanged, never cut.
    ///
    /// - Parameters:
    ///   - width: The number of terminal columns to fill.
    ///   - alignment: Where the text goes; `.left` pads on the right.
    /// - Returns: The padded string.
    func padded(toWidth width: Int, alignment: ColumnAlignment = .left) -> String {
        let spare = width - displayWidth
        guard spare > 0 else { return self }
        switch alignment {
        case .left:
            return self + String(repeating: " ", count: spare)
        case .right:
            return String(repeating: " ", count: spare) + self
        case .center:
            let before = spare / 2
            let after = spare - before
            return String(repeating: " ", count: before) + self + String(repeating: " ", count: after)
        }
    }

    /// The longest prefix of the string that takes no more than `width` terminal columns.
    ///
    /// Cuts between grapheme clusters only, so a wide character that would straddle the limit is
    /// left out whole.
    ///
    /// - Parameter width: The greatest number of terminal columns, 0 or more.
    /// - Returns: The prefix.
    func truncated(toWidth width: Int) -> String {
        var result = ""
        var used = 0
        for character in self {
            let next = character.displayWidth
            guard used + next <= width else { break }
            result.append(character)
            used += next
        }
        return result
    }

    /// The string without trailing spaces (U+0020).
    var trimmingTrailingSpaces: String {
        var slice = Substring(self)
        while slice.last == " " { slice.removeLast() }
        return String(slice)
    }
}

extension Character {
    /// The number of terminal columns this grapheme cluster takes: 0, 1 or 2.
    ///
    /// Follows what terminals draw, with the widths of Unicode 16.0:
    /// - 2 for an emoji: a cluster whose first character has `Emoji_Presentation`, an emoji followed
    ///   by U+FE0F VARIATION SELECTOR-16 (`❤️`, keycaps `1️⃣`), an emoji ZWJ sequence (`👨‍👩‍👧`), an
    ///   emoji modifier sequence (`👍🏽`), and a flag of two regional indicators (`🇰🇷`), per UTS #51.
    /// - Otherwise the width of the first character that shows, per UAX #11 East Asian Width: 2 for
    ///   Wide (W) and Fullwidth (F) (Hangul, Han, kana, `Ａ`), 1 for everything else, Ambiguous (A)
    ///   included, as a terminal outside a legacy CJK mode draws it. Combining marks, joiners and
    ///   variation selectors after it add nothing, so `e` + U+0301 is 1.
    /// - 0 for a cluster of nothing that shows: controls (C0, C1, `"\r\n"`), nonspacing and enclosing
    ///   marks (Mn, Me), format characters (Cf: U+200B ZERO WIDTH SPACE, U+200D ZWJ, U+FEFF) and
    ///   other default-ignorable code points. U+00AD SOFT HYPHEN is the exception: terminals draw it,
    ///   so it counts 1.
    var displayWidth: Int {
        let scalars = unicodeScalars
        guard let shown = scalars.firstIndex(where: { $0.isShown }) else { return 0 }
        let first = scalars[shown]
        if first.isWide || first.properties.isEmojiPresentation { return 2 }
        if first.properties.isEmoji {
            let rest = scalars[scalars.index(after: shown)...]
            let makesEmoji = rest.contains { scalar in
                scalar == .emojiPresentationSelector || scalar == .zeroWidthJoiner
                    || scalar.properties.isEmojiModifier
            }
            if makesEmoji { return 2 }
        }
        return 1
    }
}

extension Unicode.Scalar {
    /// U+FE0F VARIATION SELECTOR-16, which asks for the emoji presentation of the character before it.
    static let emojiPresentationSelector: Unicode.Scalar = "\u{FE0F}"

    /// U+200D ZERO WIDTH JOINER, which glues emoji into one ZWJ sequence.
    static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"

    /// Whether a terminal draws this scalar at all, as opposed to a control, mark or format character.
    ///
    /// Not shown: general categories Cc, Mn, Me, Cf, and default-ignorable code points; U+00AD SOFT
    /// HYPHEN is shown.
    var isShown: Bool {
        if value == 0xAD { return true }
        switch properties.generalCategory {
        case .control, .nonspacingMark, .enclosingMark, .format: return false
        default: return !properties.isDefaultIgnorableCodePoint
        }
    }

    /// Whether the scalar is East Asian Wide (W) or Fullwidth (F) per UAX #11.
    ///
    /// Looks the scalar up in ``eastAsianWideRanges`` by binary search.
    var isWide: Bool {
        let ranges = Unicode.Scalar.eastAsianWideRanges
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// The code points whose East Asian Width is Wide (W) or Fullwidth (F), as sorted, disjoint runs.
    ///
    /// From EastAsianWidth.txt of Unicode 16.0.0 (UAX #11), adjacent runs merged, including the
    /// unassigned code points its `@missing` lines default to W (the CJK ideograph blocks and planes
    /// 2 and 3), so characters a newer Unicode adds there are wide too.
    static let eastAsianWideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2630...0x2637, 0x2648...0x2653,
        0x267F...0x267F, 0x268A...0x268F, 0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB,
        0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA,
        0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705,
        0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755,
        0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C,
        0x2B50...0x2B50, 0x2B55...0x2B55, 0x2E80...0x2E99, 0x2E9B...0x2EF3, 0x2F00...0x2FD5,
        0x2FF0...0x303E, 0x3041...0x3096, 0x3099...0x30FF, 0x3105...0x312F, 0x3131...0x318E,
        0x3190...0x31E5, 0x31EF...0x321E, 0x3220...0x3247, 0x3250...0xA48C, 0xA490...0xA4C6,
        0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE52,
        0xFE54...0xFE66, 0xFE68...0xFE6B, 0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
        0x16FF0...0x16FF1, 0x17000...0x187F7, 0x18800...0x18CD5, 0x18CFF...0x18D08,
        0x1AFF0...0x1AFF3, 0x1AFF5...0x1AFFB, 0x1AFFD...0x1AFFE, 0x1B000...0x1B122,
        0x1B132...0x1B132, 0x1B150...0x1B152, 0x1B155...0x1B155, 0x1B164...0x1B167,
        0x1B170...0x1B2FB, 0x1D300...0x1D356, 0x1D360...0x1D376, 0x1F004...0x1F004,
        0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F202,
        0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251, 0x1F260...0x1F265,
        0x1F300...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C, 0x1F37E...0x1F393,
        0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4,
        0x1F3F8...0x1F43E, 0x1F440...0x1F440, 0x1F442...0x1F4FC, 0x1F4FF...0x1F53D,
        0x1F54B...0x1F54E, 0x1F550...0x1F567, 0x1F57A...0x1F57A, 0x1F595...0x1F596,
        0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC,
        0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7, 0x1F6DC...0x1F6DF, 0x1F6EB...0x1F6EC,
        0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7EB, 0x1F7F0...0x1F7F0, 0x1F90C...0x1F93A,
        0x1F93C...0x1F945, 0x1F947...0x1F9FF, 0x1FA70...0x1FA7C, 0x1FA80...0x1FA89,
        0x1FA8F...0x1FAC6, 0x1FACE...0x1FADC, 0x1FADF...0x1FAE9, 0x1FAF0...0x1FAF8,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
