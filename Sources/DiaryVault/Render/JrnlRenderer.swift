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
    /// removed, and date-like line starts escaped.
    static func escapedBody(_ body: String) -> String {
        var lines = body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map { line -> String in
            looksLikeDateLine(String(line)) ? " " + line : String(line)
        }
        while let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// Whether a line starts as jrnl's entry pattern does: `[`, one or more characters other
    /// than `]`, `] ` (`(?:^|\n)\[([^\]]+)\] ` in `Journal._parse`).
    static func looksLikeDateLine(_ line: String) -> Bool {
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return false }
        let inside = line[line.index(after: line.startIndex)..<close]
        return !inside.isEmpty && line[line.index(after: close)...].hasPrefix(" ")
    }

    /// A tag as a jrnl tag word (without `@`): characters outside `[-+*#/\w]` become `-`.
    static func tagWord(_ tag: String) -> String {
        String(tag.map { $0.isLetter || $0.isNumber || "_-+*#/".contains($0) ? $0 : "-" })
    }

    /// The tags (as tag words) that `text` does not already hold as `@tag` (compared without case,
    /// as jrnl does), without duplicates, in their order.
    static func missingTags(_ tags: [String], in text: String) -> [String] {
        var present = Set<String>()
        var word = ""
        var inTag = false
        var previous: Character = " "
        for character in text + " " {
            if inTag, character.isLetter || character.isNumber || "_-+*#/".contains(character) {
                word.append(character)
                continue
            }
            if inTag { present.insert(word.lowercased()) }
            inTag = character == "@" && previous.isWhitespace
            word = ""
            previous = character
        }
        var result: [String] = []
        for tag in tags.map(tagWord) where !tag.isEmpty && !present.contains(tag.lowercased()) {
            present.insert(tag.lowercased())
            result.append(tag)
        }
        return result
    }
}
