import Foundation

/// The two conversions of a Day One entry's `text`: undoing the markdown escapes Apple's editor
/// adds, and rewriting `dayone-moment:` links to the copied files.
enum DayOneText {
    /// The systems whose Day One editor escapes punctuation (Android writes no escapes).
    static let escapingSystems: Set<String> = ["iOS", "iPadOS", "macOS"]

    /// The characters whose escape is removed: `.`, `!`, `-`, `+`, `(`, `)`.
    private static let unescaped: Set<Character> = [".", "!", "-", "+", "(", ")"]

    /// Undoes Day One's markdown escapes (the samples' README):
    /// - a backslash before `.`, `!`, `-`, `+`, `(` or `)` is removed;
    /// - it is kept before every other character (`\*`, `\#`, `\_`, `\[`), and `\\` stays `\\`;
    /// - it is kept where removing it would start a list: `\-` or `\+` first on a line (after
    ///   any indentation) and followed by a blank or the line's end, and `\.` or `\)` after a run
    ///   of digits that starts the line (after any indentation), followed likewise.
    ///
    /// - Parameter text: The entry's `text`.
    /// - Returns: The text without those escapes, and whether anything was removed.
    static func unescape(_ text: String) -> (String, Bool) {
        guard text.contains("\\") else { return (text, false) }
        let characters = Array(text)
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var changed = false
        var lineStart = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\n" { lineStart = index + 1 }
            guard character == "\\", index + 1 < characters.count else {
                result.append(character)
                index += 1
                continue
            }
            let next = characters[index + 1]
            if next == "\\" {
                result.append("\\\\")
                index += 2
                continue
            }
            if unescaped.contains(next), !startsList(characters, lineStart: lineStart, backslash: index) {
                result.append(next)
                changed = true
            } else {
                result.append("\\")
                result.append(next)
            }
            index += 2
        }
        return (result, changed)
    }

    /// Whether removing the backslash at `backslash` would make its line a list item.
    private static func startsList(_ characters: [Character], lineStart: Int, backslash: Int) -> Bool {
        let escaped = characters[backslash + 1]
        let after = backslash + 2
        let followedByBlank = after >= characters.count || characters[after] == " " || characters[after] == "\t" || characters[after] == "\n"
        guard followedByBlank else { return false }
        var position = lineStart
        while position < backslash, characters[position] == " " || characters[position] == "\t" { position += 1 }
        switch escaped {
        case "-", "+":
            return position == backslash
        case ".", ")":
            let digits = position
            while position < backslash, characters[position].isASCII, characters[position].isNumber { position += 1 }
            return position == backslash && position > digits
        default:
            return false
        }
    }

    /// One `dayone-moment:` link found in a text.
    struct MomentLink: Equatable {
        /// The range of the URL in the text's characters.
        var range: Range<String.Index>
        /// The media identifier (the URL's last path segment).
        var identifier: String
    }

    /// The `dayone-moment:` URLs of a text: `dayone-moment://<identifier>` and
    /// `dayone-moment:/video/<identifier>` (and `/audio/`, `/pdfAttachment/`, ...), ending before
    /// `)`, a blank, `"`, `>` or `]`.
    static func momentLinks(in text: String) -> [MomentLink] {
        var links: [MomentLink] = []
        var searchStart = text.startIndex
        while let found = text.range(of: "dayone-moment:", range: searchStart..<text.endIndex) {
            var end = found.upperBound
            while end < text.endIndex, !")\"> ]\n\t".contains(text[end]) { end = text.index(after: end) }
            let path = text[found.upperBound..<end]
            let identifier = path.split(separator: "/").last.map(String.init) ?? ""
            if !identifier.isEmpty { links.append(MomentLink(range: found.lowerBound..<end, identifier: identifier)) }
            searchStart = end
        }
        return links
    }
}
