/// Writes `vault export jrnl`: jrnl's plain-text journal, which `jrnl --import` reads.
///
/// Each entry is written as jrnl writes its own journal file (jrnl 4.x, `jrnl/journals/Entry.py`,
/// with jrnl's default `timeformat` `%Y-%m-%d %H:%M`), entries separated by a blank line:
/// ```
/// [2026-11-29 21:14] Evening walk by the river *
/// Mom and Dad came up to Seoul for the weekend...
///
/// @walk @family
/// ```
/// - The date is the entry's local date and time as written, to the minute (jrnl keeps no
///   seconds and no offset); a date without a time is written at 09:00, jrnl's `default_hour`.
/// - The title is vault's title on one line; the body follows without the line the title came
///   from (``ExportEntry/bodyAfterTitle``). jrnl takes the first line as the title.
/// - ` *` after the title marks a starred entry (jrnl reads a first line ending in `*` so).
/// - Tags become `@tag` words on a last line of their own, for the tags the text does not
///   already hold as `@tag`; characters jrnl's tag pattern does not allow (`[-+*#/\w]`), such as
///   spaces, become `-`. jrnl lowercases tags when it reads them.
/// - Line breaks are written `\n` (CRLF files too), as jrnl writes its journal.
/// - A body line that starts like a jrnl date line (`[...] `) gets one leading space, so jrnl
///   does not read it as the start of another entry.
///
/// Pure: it takes entries as values and returns text.
enum JrnlRenderer {
    /// One entry in jrnl's format, ending with a newline.
    ///
    /// - Parameter entry: The entry.
    static func render(_ entry: ExportEntry) -> String {
        var text = "[" + dateText(entry.date) + "] " + titleLine(entry.entry.title)
        if entry.entry.isStarred { text += " *" }
        var body = escapedBody(entry.bodyAfterTitle)
        let missing = missingTags(entry.entry.tags, in: entry.entry.title + "\n" + body)
        if !missing.isEmpty {
            if !body.isEmpty { body += "\n\n" }
            body += missing.map { "@" + $0 }.joined(separator: " ")
        }
        if !body.isEmpty { text += "\n" + body }
        return text + "\n"
    }

    /// `YYYY-MM-DD HH:MM` of a date, 09:00 for a date alone.
    static func dateText(_ date: EntryDate) -> String {
        let time = date.time
        return date.day.description + " " + CivilDate.pad(time?.hour ?? 9, 2) + ":" + CivilDate.pad(time?.minute ?? 0, 2)
    }

    /// The title on one line: line breaks and tabs become spaces, trailing spaces are removed.
    static func titleLine(_ title: String) -> String {
        var line = String(title.map { $0.isNewline || $0 == "\t" ? " " : $0 })
        while line.last == " " { line.removeLast() }
        return line
    }

    /// The body with line breaks as `\n` (jrnl reads its file in text mode), trailing blank lines
    /// removed, and date-like line starts escaped. Works on UTF-8 lines: an export writes every
    /// body of the vault through it.
    static func escapedBody(_ body: String) -> String {
        var lines = lines(of: body)
        while let last = lines.last, last.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { lines.removeLast() }
        var text = ""
        text.reserveCapacity(body.utf8.count + 16)
        for (index, line) in lines.enumerated() {
            if index > 0 { text += "\n" }
            if looksLikeDateLine(line) { text += " " }
            text += line
        }
        return text
    }

    /// The lines of a text, split at `\n` with a `\r` before it removed, as substrings.
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        var rest = Substring(text)
        while let newline = rest.utf8.firstIndex(of: 0x0A) {
            var end = newline
            if end > rest.utf8.startIndex, rest.utf8[rest.utf8.index(before: end)] == 0x0D { end = rest.utf8.index(before: end) }
            lines.append(rest[rest.startIndex..<end])
            rest = rest[rest.utf8.index(after: newline)...]
        }
        lines.append(rest)
        return lines
    }

    /// Whether a line starts as jrnl's entry pattern does: `[`, one or more characters other
    /// than `]`, `] ` (`(?:^|\n)\[([^\]]+)\] ` in `Journal._parse`).
    static func looksLikeDateLine<Line: StringProtocol>(_ line: Line) -> Bool {
        let bytes = line.utf8
        guard bytes.first == 0x5B, let close = bytes.firstIndex(of: 0x5D), bytes.index(after: bytes.startIndex) != close else { return false }
        let after = bytes.index(after: close)
        return after != bytes.endIndex && bytes[after] == 0x20
    }

    /// A tag as a jrnl tag word (without `@`): characters outside `[-+*#/\w]` become `-`.
    static func tagWord(_ tag: String) -> String {
        String(tag.map { isTagCharacter($0) ? $0 : "-" })
    }

    /// Whether a tag can be written as a jrnl tag: its tag word holds a letter, a digit or `_`.
    /// A tag of only signs (`#`, `-`, `+`) would be written `@#`, which jrnl reads back as part of
    /// a heading's marks, not as that tag (and its import drops such words): it is left out, and
    /// `vault export jrnl` names it (docs/EXPORT.md).
    static func isWritable(_ tag: String) -> Bool {
        tagWord(tag).contains { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Whether a character may be part of a jrnl tag (`[-+*#/\w]`).
    static func isTagCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || "_-+*#/".contains(character)
    }

    /// The tags (as tag words) that `text` does not already hold as `@tag` (compared without case,
    /// as jrnl does), without duplicates, in their order. Only the text after each `@` that
    /// starts a word (at the start or after white space) is looked at.
    static func missingTags(_ tags: [String], in text: String) -> [String] {
        guard !tags.isEmpty else { return [] }
        var present = Set<String>()
        let bytes = text.utf8
        var index = bytes.startIndex
        while let at = bytes[index...].firstIndex(of: 0x40) {
            let next = bytes.index(after: at)
            defer { index = next }
            if at != bytes.startIndex {
                let before = bytes[bytes.index(before: at)]
                guard before == 0x20 || before == 0x09 || before == 0x0A || before == 0x0D else { continue }
            }
            let word = text[next...].prefix(while: isTagCharacter)
            if !word.isEmpty { present.insert(word.lowercased()) }
        }
        var result: [String] = []
        for tag in tags.filter(isWritable).map(tagWord) where !present.contains(tag.lowercased()) {
            present.insert(tag.lowercased())
            result.append(tag)
        }
        return result
    }
}
