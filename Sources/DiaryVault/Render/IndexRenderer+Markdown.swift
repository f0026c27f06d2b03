extension IndexRenderer {
    /// Renders the index as `INDEX.md`: markdown with relative links that work on GitHub and in
    /// Obsidian.
    ///
    /// Deterministic: no timestamps, so the same vault gives the same bytes and an unchanged index
    /// is not rewritten. Link targets are percent-encoded where markdown needs it (spaces,
    /// parentheses, `%`, `#`, `?`, `<`, `>`, `[`, `]`); link text has markdown punctuation escaped
    /// (CommonMark section 2.4), so a title cannot break the list.
    ///
    /// - Parameters:
    ///   - index: The index.
    ///   - localeIdentifier: The locale of month titles and weekday names.
    ///   - folderDepth: How many folders below the vault root the file is written (0 for
    ///     `INDEX.md`, 1 for `notes/INDEX.md`); links climb that many `../` to reach the entries.
    /// - Returns: The markdown, ending with a newline.
    public static func renderMarkdown(_ index: VaultIndex, localeIdentifier: String, folderDepth: Int = 0) -> String {
        let linkPrefix = String(repeating: "../", count: max(0, folderDepth))
        let weekdays = shortWeekdays(localeIdentifier: localeIdentifier)
        let conflicted = Catalogue(localeIdentifier: localeIdentifier)[.conflicted]
        var localizations: [Int: CalendarLocalization] = [:]
        func localization(_ year: Int) -> CalendarLocalization {
            if let cached = localizations[year] { return cached }
            let made = CalendarLocalization(localeIdentifier: localeIdentifier, year: year)
            localizations[year] = made
            return made
        }
        var lines = [
            "# Diary index",
            "",
            writtenMarker,
            "",
            "\(index.entries.count) entries, \(index.favorites.count) starred.",
        ]
        if !index.favorites.isEmpty {
            lines += ["", "## Favorites", ""]
            for entry in index.favorites {
                lines.append("- \(entry.day) " + markdownLine(entry, weekdays: weekdays, linkPrefix: linkPrefix, conflicted: conflicted))
            }
        }
        for group in index.months {
            lines += ["", "## " + localization(group.year).monthTitle(month: group.month) + " (\(group.entries.count))", ""]
            for entry in group.entries {
                lines.append("- " + CivilDate.pad(entry.day.day, 2) + " " + markdownLine(entry, weekdays: weekdays, linkPrefix: linkPrefix, conflicted: conflicted))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The comment line every index vault writes carries; a file without it is not replaced.
    static let writtenMarker = "<!-- Written by `vault index --write`; edits here are replaced on the next run. -->"

    /// Whether a file's bytes are an index that `vault index --write` wrote (it holds the marker
    /// comment), and so may be replaced.
    ///
    /// - Parameter bytes: The file's contents.
    public static func isWrittenIndex(_ bytes: [UInt8]) -> Bool {
        String(decoding: bytes.prefix(4096), as: UTF8.self).contains(writtenMarker)
    }

    /// The part of a list item after the day: weekday, link, mood and star, and the mark of an
    /// entry with unresolved conflict markers (`conflicted`, the locale's word).
    static func markdownLine(_ entry: EntrySummary, weekdays: [String], linkPrefix: String = "",
                             conflicted: String = "(conflicted)") -> String {
        let weekday = weekdays[entry.day.weekday - 1].trimmingTrailingSpaces
        let title = entry.title.isEmpty ? "(untitled)" : entry.title
        var text = "\(weekday) [\(escapeMarkdown(title))](\(encodeLinkTarget(linkPrefix + entry.path)))"
        if let mood = entry.mood { text += " · \(mood.rawValue)" }
        if entry.isStarred { text += " ★" }
        if entry.isConflicted { text += " " + conflicted }
        return text
    }

    /// Escapes markdown punctuation in link text, and folds line breaks, controls and the
    /// characters a terminal or a viewer would act on (bidi overrides, invisible marks; see
    /// ``TerminalText/needsEscape(_:keepTabs:)``) to spaces, so `cat INDEX.md` is safe too.
    ///
    /// Printable ASCII (most titles) takes a byte loop: each such byte is a character of its own
    /// that is neither a line break, a control nor a character to fold, so only the punctuation
    /// is escaped, with the bytes the character loop gives (`vault sync` and `index --write`
    /// render 100,000 titles; docs/PERFORMANCE.md, "`vault sync`").
    static func escapeMarkdown(_ text: String) -> String {
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.utf8.count + 8)
            for byte in text.utf8 {
                if isEscapedPunctuation(byte) { bytes.append(UInt8(ascii: "\\")) }
                bytes.append(byte)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var result = ""
        for character in text {
            if character.isNewline || character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control })
                || character.unicodeScalars.contains(where: { TerminalText.needsEscape($0, keepTabs: false) }) {
                result += " "
            } else if character.utf8.count == 1, let byte = character.utf8.first, isEscapedPunctuation(byte) {
                // One byte: the character is that ASCII scalar alone (none has another form).
                result += "\\" + String(character)
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Whether an ASCII byte is markdown punctuation that link text escapes: `` \`*_[]<>#|!~ ``.
    static func isEscapedPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "#"), UInt8(ascii: "|"), UInt8(ascii: "!"), UInt8(ascii: "~"):
            true
        default: false
        }
    }

    /// Percent-encodes the bytes of a path that markdown link destinations cannot hold as-is, and
    /// those of characters a terminal would act on (C1 controls, bidi overrides, invisible marks).
    static func encodeLinkTarget(_ path: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        func percentEncode(_ byte: UInt8) {
            let hex = Array(String(byte, radix: 16, uppercase: true).utf8)
            bytes += [UInt8(ascii: "%")] + (hex.count < 2 ? [UInt8(ascii: "0")] + hex : hex)
        }
        for scalar in path.unicodeScalars {
            guard scalar.isASCII else {
                if TerminalText.needsEscape(scalar, keepTabs: false) {
                    for byte in String(scalar).utf8 { percentEncode(byte) }
                } else {
                    bytes += String(scalar).utf8
                }
                continue
            }
            let byte = UInt8(scalar.value)
            switch byte {
            case 0x00...0x20, 0x7F, UInt8(ascii: "%"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"),
                 UInt8(ascii: ">"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "#"), UInt8(ascii: "?"),
                 UInt8(ascii: "\\"), UInt8(ascii: "\""):
                percentEncode(byte)
            default:
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
