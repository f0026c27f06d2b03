/// A unified diff of two versions of a file, in the form `git diff` prints and `git apply` reads:
/// `diff --git` header, `rename from`/`rename to` for a move, `---`/`+++`, then hunks of changed
/// lines with 3 lines of context.
///
/// Lines are compared with their line endings, so a line whose ending changed is a change. The
/// common first and last lines are set aside first, and the rest compared by longest common
/// subsequence; a fix changes a few front-matter lines, so a 50 MB entry costs one linear pass.
/// Changed regions too large to compare (more than a million line pairs) are shown as removed and
/// added whole, which is still a correct diff.
///
/// Line text is escaped with ``TerminalText`` (control characters, ANSI sequences and bidi
/// overrides become visible escapes), so a diff can be printed on a terminal safely; a CRLF line
/// ending is written as it is.
struct UnifiedDiff {
    /// One step of the edit script.
    enum Operation: Equatable {
        /// A line in both versions: its 0-based index in the old and in the new.
        case equal(old: Int, new: Int)
        /// A line of the old version only.
        case delete(old: Int)
        /// A line of the new version only.
        case insert(new: Int)
    }

    /// The lines of context around each change.
    static let context = 3
    /// The most line pairs compared by longest common subsequence.
    static let comparisonLimit = 1_000_000

    /// The edit script turning `old` into `new`, without the equal lines far from any change:
    /// at most ``context`` of the common first and last lines are kept.
    static func operations(_ old: Lines, _ new: Lines) -> [Operation] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old.line(prefix, equals: prefix, of: new) { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old.line(old.count - 1 - suffix, equals: new.count - 1 - suffix, of: new) { suffix += 1 }
        var operations: [Operation] = []
        for index in max(0, prefix - context)..<prefix { operations.append(.equal(old: index, new: index)) }
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(new.count - suffix)
        if oldMiddle.count * newMiddle.count <= comparisonLimit {
            operations += longestCommonSubsequence(old, oldMiddle, new, newMiddle)
        } else {
            operations += oldMiddle.map { .delete(old: $0) } + newMiddle.map { .insert(new: $0) }
        }
        for offset in 0..<min(suffix, context) {
            operations.append(.equal(old: old.count - suffix + offset, new: new.count - suffix + offset))
        }
        return operations
    }

    /// The edit script of two ranges by dynamic programming over their longest common subsequence.
    private static func longestCommonSubsequence(_ old: Lines, _ oldRange: Range<Int>, _ new: Lines,
                                                 _ newRange: Range<Int>) -> [Operation] {
        let rows = oldRange.count, columns = newRange.count
        // lengths[i][j]: the LCS length of old[i...] and new[j...] within the ranges.
        var lengths = [Int32](repeating: 0, count: (rows + 1) * (columns + 1))
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                lengths[i * (columns + 1) + j] = old.line(oldRange.lowerBound + i, equals: newRange.lowerBound + j, of: new)
                    ? lengths[(i + 1) * (columns + 1) + j + 1] + 1
                    : max(lengths[(i + 1) * (columns + 1) + j], lengths[i * (columns + 1) + j + 1])
            }
        }
        var operations: [Operation] = []
        var i = 0, j = 0
        while i < rows || j < columns {
            if i < rows, j < columns, old.line(oldRange.lowerBound + i, equals: newRange.lowerBound + j, of: new) {
                operations.append(.equal(old: oldRange.lowerBound + i, new: newRange.lowerBound + j))
                i += 1
                j += 1
            } else if j < columns, i == rows || lengths[i * (columns + 1) + j + 1] >= lengths[(i + 1) * (columns + 1) + j] {
                operations.append(.insert(new: newRange.lowerBound + j))
                j += 1
            } else {
                operations.append(.delete(old: oldRange.lowerBound + i))
                i += 1
            }
        }
        // Deletions before insertions within a change, as diff prints them.
        return reorderDeletionsFirst(operations)
    }

    /// Moves each run of deletions before the insertions it is interleaved with.
    private static func reorderDeletionsFirst(_ operations: [Operation]) -> [Operation] {
        var result: [Operation] = []
        var deletions: [Operation] = []
        var insertions: [Operation] = []
        func flush() {
            result += deletions + insertions
            deletions.removeAll()
            insertions.removeAll()
        }
        for operation in operations {
            switch operation {
            case .equal: flush(); result.append(operation)
            case .delete: deletions.append(operation)
            case .insert: insertions.append(operation)
            }
        }
        flush()
        return result
    }

    /// The diff of two versions of a file, or `""` when they are the same file with the same bytes.
    ///
    /// - Parameters:
    ///   - old: The bytes before.
    ///   - new: The bytes after.
    ///   - oldPath: The path before, relative to the vault root.
    ///   - newPath: The path after (different when the file moves).
    /// - Returns: The diff text, each line ending in a newline.
    static func render(old: [UInt8], new: [UInt8], oldPath: String, newPath: String) -> String {
        guard old != new || oldPath != newPath else { return "" }
        var text = "diff --git \(quoted("a/" + oldPath)) \(quoted("b/" + newPath))\n"
        if oldPath != newPath {
            text += "rename from \(quoted(oldPath))\nrename to \(quoted(newPath))\n"
        }
        guard old != new else { return text }
        text += "--- \(quoted("a/" + oldPath))\n+++ \(quoted("b/" + newPath))\n"
        let oldLines = Lines(old), newLines = Lines(new)
        for hunk in hunks(operations(oldLines, newLines)) {
            text += header(hunk)
            for operation in hunk {
                switch operation {
                case .equal(let index, _): text += line(" ", oldLines.parts(index))
                case .delete(let index): text += line("-", oldLines.parts(index))
                case .insert(let index): text += line("+", newLines.parts(index))
                }
            }
        }
        return text
    }

    /// Splits an edit script into hunks: changes with up to ``context`` equal lines around them,
    /// joined when fewer than twice that many equal lines separate them.
    static func hunks(_ operations: [Operation]) -> [ArraySlice<Operation>] {
        let changes = operations.indices.filter { if case .equal = operations[$0] { false } else { true } }
        guard let first = changes.first else { return [] }
        var hunks: [ArraySlice<Operation>] = []
        var start = max(0, first - context)
        var end = first
        for change in changes {
            if change - end > 2 * context {
                hunks.append(operations[start...min(end + context, operations.count - 1)])
                start = change - context
            }
            end = change
        }
        hunks.append(operations[start...min(end + context, operations.count - 1)])
        return hunks
    }

    /// The `@@ -start,count +start,count @@` line of a hunk: 1-based first lines, a count of 1
    /// left out, `0,0` for a side with no lines (with 3 lines of context, only an empty file).
    private static func header(_ hunk: ArraySlice<Operation>) -> String {
        var oldStart: Int?, newStart: Int?, oldCount = 0, newCount = 0
        for operation in hunk {
            switch operation {
            case .equal(let old, let new):
                oldStart = oldStart ?? old
                newStart = newStart ?? new
                oldCount += 1
                newCount += 1
            case .delete(let old):
                oldStart = oldStart ?? old
                oldCount += 1
            case .insert(let new):
                newStart = newStart ?? new
                newCount += 1
            }
        }
        func range(_ start: Int?, _ count: Int) -> String {
            guard count > 0, let start else { return "0,0" }
            return count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
        }
        return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
    }

    /// One diff line: the marker, the escaped content, the line's own ending (or a newline and
    /// `\ No newline at end of file` for a last line without one).
    private static func line(_ marker: String, _ line: (content: ArraySlice<UInt8>, ending: ArraySlice<UInt8>)) -> String {
        let content = TerminalText.escaped(String(decoding: line.content, as: UTF8.self)).text
        if line.ending.isEmpty { return marker + content + "\n\\ No newline at end of file\n" }
        return marker + content + String(decoding: line.ending, as: UTF8.self)
    }

    /// A path as git writes it: as it is, or in double quotes with C escapes when it holds a
    /// quote, a backslash, a control character or a character a terminal must not see raw.
    static func quoted(_ path: String) -> String {
        let needsQuotes = path.unicodeScalars.contains { $0 == "\"" || $0 == "\\" || TerminalText.needsEscape($0, keepTabs: false) }
        guard needsQuotes else { return path }
        var text = "\""
        for byte in path.utf8 {
            switch byte {
            case 0x22: text += "\\\""
            case 0x5C: text += "\\\\"
            case 0x09: text += "\\t"
            case 0x0A: text += "\\n"
            case 0x0D: text += "\\r"
            case 0x20..<0x7F: text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let octal = String(byte, radix: 8)
                text += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            }
        }
        return text + "\""
    }
}
