extension ExplanationRenderer {
    /// A paragraph wrapped to `width` display columns (wide characters count two): greedily, at
    /// spaces, and in Chinese and Japanese text between two characters, where those languages
    /// break lines without spaces (UAX #14 class ID), but never before closing punctuation such
    /// as `、` `。` `）` nor after opening punctuation such as `（` (the line-start and line-end
    /// rules of JIS X 4051). A setting `key = value` is never broken; a piece wider than the
    /// line stands alone. Hangul breaks only at spaces, as Korean text is written.
    ///
    /// - Parameters:
    ///   - paragraph: The text, one line.
    ///   - width: The columns of the first line, and of later lines with their indent.
    ///   - indent: The spaces before every later line.
    /// - Returns: The lines joined by newlines, without a final one.
    static func wrap(_ paragraph: String, width: Int, indent: Int = 0) -> String {
        var words: [String] = []
        var glue = false
        for word in paragraph.split(separator: " ").map(String.init) {
            if word == "=", let last = words.popLast() {
                words.append(last + " =")
                glue = true
            } else if glue, let last = words.popLast() {
                words.append(last + " " + word)
                glue = false
            } else {
                words.append(word)
            }
        }
        var lines: [String] = [], line = "", used = 0
        for word in words {
            for (index, piece) in pieces(of: word).enumerated() {
                // A space stands before a word; the pieces of one word are joined without one.
                let gap = index == 0 ? 1 : 0
                let pieceWidth = piece.displayWidth
                if !line.isEmpty, used + gap + pieceWidth > width {
                    lines.append(line)
                    (line, used) = ("", indent)
                }
                if line.isEmpty {
                    line = piece
                    used += pieceWidth
                } else {
                    line += (gap == 1 ? " " : "") + piece
                    used += gap + pieceWidth
                }
            }
        }
        let margin = String(repeating: " ", count: indent)
        return (lines + [line]).enumerated().map { $0.offset == 0 ? $0.element : margin + $0.element }.joined(separator: "\n")
    }

    /// A word cut where a line may break inside it (see ``wrap(_:width:indent:)``); one piece for a
    /// word without Chinese or Japanese characters.
    static func pieces(of word: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var previous: Character?
        for character in word {
            if let previous, !current.isEmpty, breaksBetween(previous, character) {
                pieces.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    /// Whether a line may break between two characters of one word.
    private static func breaksBetween(_ before: Character, _ after: Character) -> Bool {
        guard isIdeographic(before) || isIdeographic(after) else { return false }
        return !noBreakBefore.contains(after) && !noBreakAfter.contains(before)
    }

    /// Whether a character is Chinese or Japanese writing: Han, hiragana, katakana, CJK
    /// punctuation and full-width forms (not Hangul).
    private static func isIdeographic(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        switch scalar {
        case 0x3000...0x303F, 0x3040...0x309F, 0x30A0...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }

    /// Characters a line never starts with: closing punctuation, small kana, the prolonged sound mark.
    private static let noBreakBefore: Set<Character> = Set("、。，．：；！？）」』】〕〉》ー々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ)]},.:;!?%")

    /// Characters a line never ends with: opening punctuation.
    private static let noBreakAfter: Set<Character> = Set("（「『【〔〈《([{")
}
