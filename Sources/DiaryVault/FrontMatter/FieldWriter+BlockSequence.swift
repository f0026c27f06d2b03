/// The lines of a block sequence as written (YAML 1.2.2 section 8.2.1), so that an edit of the
/// list keeps each item that stays, with its comments, byte for byte, and an edit that would drop
/// a comment is refused instead (``EntryDocument/editRefusal(forKey:value:)``).
extension FieldWriter {
    /// One item of a block sequence: its value and its lines as written.
    struct BlockItem: Hashable, Sendable {
        /// The item's value.
        var value: FrontMatterValue
        /// Its lines with their line endings: the `- item` line, a plain scalar's continuation
        /// lines, and the comment and blank lines after it up to the next item.
        var lines: String
        /// The first comment among its lines (`# note`, from the `#`), or `nil`.
        var comment: String?
    }

    /// The items of a block sequence field and the lines between its key line and its first
    /// item (comments), or `nil` for any other field.
    ///
    /// - Parameter field: A field as parsed.
    static func blockItems(of field: FrontMatterField) -> (head: String, items: [BlockItem])? {
        guard case .sequence(let scalars, .block(let indent)) = field.node else { return nil }
        var lines = splitLines(field.source)
        guard !lines.isEmpty else { return nil }
        lines.removeFirst()  // the key line, which the layout keeps
        let marker = String(repeating: " ", count: indent) + "-"
        var head = ""
        var items: [(lines: String, style: ScalarStyle)] = []
        for line in lines {
            let content = line.trimmingLineEnd
            let isItem = content.hasPrefix(marker)
                && (content.count == marker.count || content.dropFirst(marker.count).first.map { $0 == " " || $0 == "\t" } == true)
            if isItem, items.count < scalars.count {
                items.append((line, scalars[items.count].style))
            } else if items.isEmpty {
                head += line
            } else {
                items[items.count - 1].lines += line
            }
        }
        guard items.count == scalars.count else { return nil }
        return (head, zip(items, scalars).map { item, scalar in
            BlockItem(value: scalar.value, lines: item.lines, comment: comment(in: item.lines, style: item.style))
        })
    }

    /// The first comment of a block item's lines: a `#` at a line's start or after a blank,
    /// outside a quoted scalar (YAML 1.2.2 section 6.6).
    private static func comment(in lines: String, style: ScalarStyle) -> String? {
        let characters = Array(lines)
        var index = 0
        // Past `-` and blanks to the scalar, then past a quoted scalar's closing quote.
        while index < characters.count, characters[index] == " " || characters[index] == "-" || characters[index] == "\t" { index += 1 }
        if style == .doubleQuoted || style == .singleQuoted, index < characters.count {
            let quote = characters[index]
            index += 1
            while index < characters.count {
                if style == .doubleQuoted, characters[index] == "\\" { index += 2; continue }
                if characters[index] == quote {
                    if style == .singleQuoted, index + 1 < characters.count, characters[index + 1] == "'" { index += 2; continue }
                    index += 1
                    break
                }
                index += 1
            }
        }
        var previous: Character = " "
        while index < characters.count {
            let character = characters[index]
            if character == "#", previous == " " || previous == "\t" || previous.isNewline {
                let end = characters[index...].firstIndex(where: \.isNewline) ?? characters.count
                return String(characters[index..<end])
            }
            previous = character
            index += 1
        }
        return nil
    }

    /// The text of a block sequence's items for new values: an item that keeps its value keeps
    /// its lines (the first old item of that value not used yet), any other is a new line.
    ///
    /// - Parameters:
    ///   - written: The new items as written (`a`, `"b c"`), in order.
    ///   - values: Their values.
    ///   - old: The old items.
    ///   - pad: The items' indentation.
    ///   - eol: The line ending of new lines.
    /// - Returns: The text, and for each new item the index of the old item whose lines it
    ///   kept (its scalar is then the old one, as written), or `nil`.
    static func blockLines(_ written: [String], values: [FrontMatterValue], keeping old: [BlockItem],
                           pad: String, eol: LineEnding) -> (text: String, kept: [Int?]) {
        var used = Set<Int>()
        var text = ""
        var kept: [Int?] = []
        for (value, item) in zip(values, written) {
            if let index = old.indices.first(where: { !used.contains($0) && old[$0].value == value }) {
                used.insert(index)
                kept.append(index)
                var lines = old[index].lines
                // An item that was last without a line ending (the end of the text) gets one.
                if lines.last?.isNewline != true { lines += eol.text }
                text += lines
            } else {
                kept.append(nil)
                text += pad + (item.isEmpty ? "-" : "- " + item) + eol.text
            }
        }
        return (text, kept)
    }

    /// The old items an edit to `value` leaves out that hold a comment, in order (each once).
    ///
    /// - Parameters:
    ///   - value: The new value of the field.
    ///   - field: The field as parsed.
    /// - Returns: The comments that would be lost, with their items' values; empty when none.
    static func droppedComments(setting value: FrontMatterValue, in field: FrontMatterField) -> [(item: FrontMatterValue, comment: String)] {
        guard let (head, old) = blockItems(of: field) else { return [] }
        var dropped: [(FrontMatterValue, String)] = []
        guard case .sequence(let items) = value, !items.isEmpty, !items.contains(where: Self.isNested) else {
            // The list is written in flow style (or as another value): every comment goes.
            if let comment = comment(in: head, style: .plain) { dropped.append((.null, comment)) }
            return dropped + old.compactMap { item in item.comment.map { (item.value, $0) } }
        }
        var used = Set<Int>()
        for item in items {
            if let index = old.indices.first(where: { !used.contains($0) && old[$0].value == item }) { used.insert(index) }
        }
        return old.indices.compactMap { index in
            guard !used.contains(index), let comment = old[index].comment else { return nil }
            return (old[index].value, comment)
        }
    }

    /// Whether a list item is written in flow style (a sequence, mapping or raw value).
    private static func isNested(_ value: FrontMatterValue) -> Bool {
        switch value {
        case .sequence, .raw, .mapping: true
        default: false
        }
    }

    /// The lines of a text, each with its line ending (LF, CRLF or CR).
    private static func splitLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if character.isNewline {
                lines.append(current)
                current = ""
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}

extension String {
    /// The line without its line ending.
    fileprivate var trimmingLineEnd: Substring {
        var text = self[...]
        while text.last?.isNewline == true { text.removeLast() }
        return text
    }
}
