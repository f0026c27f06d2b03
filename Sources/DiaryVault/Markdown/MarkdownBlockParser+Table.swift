/// Pipe tables, the GitHub Flavored Markdown extension (GFM spec section 4.10).
///
/// A paragraph's last line is the header row when the next line is a delimiter row with the
/// same number of cells (`---`, `:--`, `--:`, `:-:`, separated by `|`); the lines that follow
/// are body rows until a blank line or another block starts. Cells are split at `|` not
/// escaped by a backslash (also inside code spans, as GFM does); `\|` in a cell is a `|`.
/// At most `maximumColumns` columns.
extension MarkdownBlockParser {
    /// Turns the paragraph `container` into a table when the line is a delimiter row matching
    /// its last line.
    mutating func startTable(in container: Int) -> Bool {
        let rest = line[nextNonspace...]
        guard rest.contains(UInt8(ascii: "|")) || rest.first == UInt8(ascii: ":") else { return false }
        guard let alignments = Self.delimiterRow(rest) else { return false }
        var content = tree[container].content
        if content.last == 0x0A { content.removeLast() }
        let headerStart = (content.lastIndex(of: 0x0A)).map { $0 + 1 } ?? 0
        let header = Self.cells(content[headerStart...])
        guard header.count == alignments.count, header.count <= Self.maximumColumns else { return false }

        closeUnmatchedBlocks()
        let table = tree.make(.table, line: lineNumber - 1)
        tree.insert(table, after: container)
        if headerStart == 0 {
            tree.detach(container)
        } else {
            tree[container].content = Array(content[..<headerStart])
            tree[container].isOpen = false
            tree[container].endLine = lineNumber - 2
        }
        tree[table].info = alignments
        appendRow(header, to: table, header: true)
        tip = table
        advanceOffset(line.count - offset, columns: false)
        return true
    }

    /// The most columns a table may have: a wider "table" is a paragraph, so a short hostile
    /// text cannot make millions of empty cells (cmark-gfm limits them too).
    static let maximumColumns = 256

    /// Adds the current line as a body row.
    mutating func addTableRow(to table: Int) {
        appendRow(Self.cells(line[nextNonspace...]), to: table, header: false)
        advanceOffset(line.count - offset, columns: false)
    }

    /// Appends a row of cells, cut or padded to the table's number of columns.
    mutating func appendRow(_ cells: [[UInt8]], to table: Int, header: Bool) {
        let alignments = tree[table].info
        let row = tree.make(.tableRow, line: lineNumber)
        tree[row].flag = header
        tree[row].isOpen = false
        tree.append(row, to: table)
        for column in alignments.indices {
            let cell = tree.make(.tableCell, line: lineNumber)
            tree[cell].isOpen = false
            tree[cell].flag = header
            tree[cell].level = Int(alignments[column])
            if column < cells.count { tree[cell].content = cells[column] }
            tree.append(cell, to: row)
        }
    }

    /// The alignments of a delimiter row (0 none, 1 left, 2 center, 3 right), or `nil`.
    static func delimiterRow(_ text: ArraySlice<UInt8>) -> [UInt8]? {
        var alignments: [UInt8] = []
        for cell in cells(text) {
            guard !cell.isEmpty else { return nil }
            let left = cell.first == UInt8(ascii: ":"), right = cell.last == UInt8(ascii: ":")
            let dashes = cell.dropFirst(left ? 1 : 0).dropLast(right && cell.count > 1 ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == UInt8(ascii: "-") }) else { return nil }
            alignments.append(left && right ? 2 : left ? 1 : right ? 3 : 0)
        }
        return alignments.isEmpty ? nil : alignments
    }

    /// The trimmed cells of a row: split at unescaped `|`, without the outer pipes, `\|` read
    /// as `|`.
    static func cells(_ text: ArraySlice<UInt8>) -> [[UInt8]] {
        var row = MarkdownText.trimmed(text)
        if row.first == UInt8(ascii: "|") { row = row.dropFirst() }
        if row.last == UInt8(ascii: "|") && !(row.count >= 2 && row[row.index(before: row.index(before: row.endIndex))] == UInt8(ascii: "\\")) {
            row = row.dropLast()
        }
        var cells: [[UInt8]] = []
        var cell: [UInt8] = []
        var index = row.startIndex
        while index < row.endIndex {
            let byte = row[index]
            if byte == UInt8(ascii: "\\"), index + 1 < row.endIndex, row[index + 1] == UInt8(ascii: "|") {
                cell.append(UInt8(ascii: "|"))
                index += 2
                continue
            }
            if byte == UInt8(ascii: "|") {
                cells.append(Array(MarkdownText.trimmed(cell[...])))
                cell.removeAll()
            } else {
                cell.append(byte)
            }
            index += 1
        }
        cells.append(Array(MarkdownText.trimmed(cell[...])))
        return cells
    }
}
