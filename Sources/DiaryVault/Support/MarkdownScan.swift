/// The two pieces of CommonMark (0.31.2) that vault's body scanners share: which lines are fenced
/// code (section 4.5, inside the containers of sections 5.1-5.3), and where an inline link's
/// destination ends (section 6.3, link destinations with balanced parentheses).
///
/// Tag and link scanning (the importers' inline `#tags`, embeds and asset links) read bodies line
/// by line with ``Fences`` and take link targets with ``inlineLinkTail(_:from:)``, so a fence
/// opened on a list line (`- ```sql`) or a target such as `photo (1).jpg` reads as CommonMark
/// renders it.
enum MarkdownScan {
    /// Follows fenced code blocks through a body, one line at a time.
    struct Fences: Sendable {
        /// The open fence: its character (`` ` `` or `~`), its length, and the column its
        /// container's content starts at (0 outside any list item or block quote).
        private var open: (character: Character, length: Int, indent: Int)?

        /// Creates a tracker outside any fence.
        init() {}

        /// Whether the body's next line is code (inside a fence, or a fence's opening or closing
        /// line); call it for every line in order.
        ///
        /// A fence opens on a line whose content, after container markers (`>`, `-`, `*`, `+`,
        /// `1.`, `1)`) and blanks, starts with three or more backticks (an info string without
        /// backticks after them) or tildes. It closes on a line of the same character at least
        /// as long, with only blanks after it; or when its list item ends: a non-blank line
        /// indented less than the column the fence's container content started at.
        ///
        /// - Parameter line: One line, without its line ending.
        /// - Returns: `true` when the line is code.
        mutating func isCode<Line: StringProtocol>(_ line: Line) -> Bool {
            let (content, column, containers) = MarkdownScan.content(of: line)
            if let fence = open {
                let run = content.prefix { $0 == fence.character }.count
                if run >= fence.length, content.dropFirst(run).allSatisfy({ $0 == " " || $0 == "\t" }) {
                    open = nil
                    return true
                }
                // Only blanks and `>` markers continue a list item's or quote's content; a new
                // list marker to the left of the fence's column starts another item.
                let blank = line.allSatisfy { $0 == " " || $0 == "\t" }
                guard fence.indent > 0, !blank, MarkdownScan.content(of: line, listMarkers: false).column < fence.indent else { return true }
                open = nil
            }
            guard let first = content.first, first == "`" || first == "~" else { return false }
            let run = content.prefix { $0 == first }.count
            guard run >= 3, first == "~" || !content.dropFirst(run).contains("`") else { return false }
            open = (first, run, containers == 0 ? 0 : column)
            return true
        }
    }

    /// A line's content after its container markers and blanks, and the column that content
    /// starts at (`- ```sql` gives `` ```sql `` at column 2; `> 1. x` gives `x` at column 5).
    ///
    /// - Parameters:
    ///   - line: The line.
    ///   - listMarkers: Whether list markers count as containers (else only `>` does).
    /// - Returns: The content, the column it starts at (blanks included), and how many container
    ///   markers came before it.
    static func content<Line: StringProtocol>(of line: Line, listMarkers: Bool = true)
        -> (content: Line.SubSequence, column: Int, containers: Int) {
        var rest = line[...]
        var column = 0
        var containers = 0
        while true {
            let blanks = rest.prefix { $0 == " " || $0 == "\t" }
            column += blanks.count
            rest = rest.dropFirst(blanks.count)
            guard let first = rest.first else { break }
            let afterMarker: Int
            if first == ">" {
                afterMarker = 1
            } else if !listMarkers {
                break
            } else if first == "-" || first == "*" || first == "+" {
                afterMarker = 1
                guard rest.count == 1 || rest.dropFirst().first == " " || rest.dropFirst().first == "\t" else { break }
            } else if first.isASCII, first.isNumber {
                let digits = rest.prefix { $0.isASCII && $0.isNumber }.count
                let after = rest.dropFirst(digits)
                guard digits <= 9, let delimiter = after.first, delimiter == "." || delimiter == ")",
                      after.count == 1 || after.dropFirst().first == " " || after.dropFirst().first == "\t" else { break }
                afterMarker = digits + 1
            } else {
                break
            }
            rest = rest.dropFirst(afterMarker)
            column += afterMarker
            containers += 1
        }
        return (rest, column, containers)
    }

    /// The tail of an inline link or image after `](`: the destination, as written, and where
    /// the link ends (CommonMark section 6.3).
    ///
    /// The destination is either `<...>` (no `<`, `>` or line ending inside unless escaped) or a
    /// run without blanks or control characters whose unescaped parentheses balance
    /// (`photo (1).jpg` is one destination, `photo (1).jpg)` ends before the last `)`); an
    /// optional title (`"..."`, `'...'` or `(...)`) may follow after a blank, then `)`.
    ///
    /// - Parameters:
    ///   - characters: The text.
    ///   - start: The index just after `(`.
    /// - Returns: The destination's range in `characters` (inside `<>` for that form), and the
    ///   index just after the closing `)`; `nil` when no link destination and `)` follow.
    static func inlineLinkTail(_ characters: [Character], from start: Int) -> (destination: Range<Int>, end: Int)? {
        var index = start
        let count = characters.count
        func skipBlanks() { while index < count, characters[index] == " " || characters[index] == "\t" { index += 1 } }
        skipBlanks()
        let destination: Range<Int>
        if index < count, characters[index] == "<" {
            let open = index + 1
            index = open
            while index < count, characters[index] != ">" {
                if characters[index] == "<" || characters[index] == "\n" { return nil }
                index += characters[index] == "\\" && index + 1 < count ? 2 : 1
            }
            guard index < count else { return nil }
            destination = open..<index
            index += 1
        } else {
            let open = index
            var depth = 0
            while index < count {
                let character = characters[index]
                if character == "\\", index + 1 < count, characters[index + 1].isASCII, characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
                    index += 2
                    continue
                }
                if character == " " || character == "\t" || character == "\n" || character.unicodeScalars.first!.properties.generalCategory == .control { break }
                if character == "(" {
                    depth += 1
                    guard depth <= 32 else { return nil }
                } else if character == ")" {
                    if depth == 0 { break }
                    depth -= 1
                }
                index += 1
            }
            guard depth == 0 else { return nil }
            destination = open..<index
        }
        let beforeTitle = index
        skipBlanks()
        let closers: [Character: Character] = ["\"": "\"", "'": "'", "(": ")"]
        if index > beforeTitle, index < count, let close = closers[characters[index]] {
            index += 1
            while index < count, characters[index] != close {
                index += characters[index] == "\\" && index + 1 < count ? 2 : 1
            }
            guard index < count else { return nil }
            index += 1
            skipBlanks()
        }
        guard index < count, characters[index] == ")" else { return nil }
        return (destination, index + 1)
    }
}
