#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The checks of an entry file as plain text, before and whatever its parse: git conflict markers
/// and mixed line endings. One pass over the bytes each, so a 50 MB file costs two scans.
///
/// Lines are counted the way the front-matter parser counts them (a line ends after LF), so the
/// locations agree; a UTF-8 byte order mark is not counted in line 1's columns.
struct TextScan {
    /// The file's bytes.
    let bytes: [UInt8]
    /// The number of bytes of a UTF-8 byte order mark at the start (0 or 3).
    let bomLength: Int

    /// Creates a scan of a file's bytes.
    ///
    /// - Parameter bytes: The file's contents.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        bomLength = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// One line: its 1-based number, the offsets of its content, and its LF (if any).
    struct Line {
        var number: Int
        var start: Int
        var end: Int
    }

    /// Calls `body` with each line (content without the LF; a CR before the LF is content here)
    /// and the file's bytes.
    func forEachLine(_ body: (Line, UnsafeBufferPointer<UInt8>) -> Void) {
        bytes.withUnsafeBufferPointer { bytes in
            var start = bomLength
            var number = 1
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                body(Line(number: number, start: start, end: end), bytes)
                start = end + 1
                number += 1
            }
        }
    }

    /// Whether a line (counted as ``forEachLine(_:)`` counts them, after the byte order mark)
    /// starts with `<` or `>`, the first byte of an opening or closing conflict marker.
    func hasLineStartingWithAngleBracket() -> Bool {
        bytes.withUnsafeBufferPointer { Self.hasLineStartingWithAngleBracket($0) }
    }

    /// ``hasLineStartingWithAngleBracket()`` of a file's bytes in place (for the fast path of
    /// ``EntryChecker``, which holds them in a scratch buffer).
    static func hasLineStartingWithAngleBracket(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        // `memchr` to each `<` and `>`, then one look back: most entries have none.
        guard let base = buffer.baseAddress else { return false }
        let bomLength = buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF ? 3 : 0
        for target in [UInt8(ascii: "<"), UInt8(ascii: ">")] {
            var offset = bomLength
            while offset < buffer.count, let found = memchr(base + offset, Int32(target), buffer.count - offset) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if index == bomLength || buffer[index - 1] == 0x0A { return true }
                offset = index + 1
            }
        }
        return false
    }

    /// Whether the file holds a CR byte (`memchr`).
    func hasCarriageReturn() -> Bool {
        bytes.withUnsafeBufferPointer { Self.hasCarriageReturn($0) }
    }

    /// ``hasCarriageReturn()`` of a file's bytes in place.
    static func hasCarriageReturn(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return false }
        return memchr(base, 0x0D, buffer.count) != nil
    }

    /// The text of a byte range, decoded leniently (the file may not be UTF-8).
    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// A `git-conflict-marker` problem for each conflict left by a merge: a `<<<<<<<` line (with
    /// the lines up to its `>>>>>>>`), and each `>>>>>>>` line without an opening marker. A lone
    /// `=======` is a setext heading underline in markdown, so it counts only inside a conflict.
    ///
    /// - Parameter path: The vault-relative path, for the problems.
    func conflictMarkers(path: String) -> [VaultProblem] {
        // Only a line that starts with `<` or `>` can open or close a conflict (a lone `=======`
        // counts only inside one): a file without such a line has none, found in one tight pass.
        guard hasLineStartingWithAngleBracket() else { return [] }
        return conflictMarkersLineByLine(path: path)
    }

    /// ``conflictMarkers(path:)`` found by looking at every line (its answer for any file).
    func conflictMarkersLineByLine(path: String) -> [VaultProblem] {
        var problems: [VaultProblem] = []
        var open: (line: Line, source: String)?
        forEachLine { line, bytes in
            guard line.end - line.start >= 7, let found = ConflictMarker(line: bytes[line.start..<line.end]),
                  found == .opening || found == .closing else { return }
            var contentEnd = line.end
            if contentEnd > line.start, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            let source = text(line.start, contentEnd)
            if found == .opening {
                if let previous = open { problems.append(marker(previous.line, previous.source, closing: nil, path: path)) }
                open = (line, source)
            } else if let opening = open {
                problems.append(marker(opening.line, opening.source, closing: line.number, path: path))
                open = nil
            } else {
                problems.append(marker(line, source, closing: nil, path: path, isOrphanClosing: true))
            }
        }
        if let opening = open { problems.append(marker(opening.line, opening.source, closing: nil, path: path)) }
        return problems
    }

    private func marker(_ line: Line, _ source: String, closing: Int?, path: String,
                        isOrphanClosing: Bool = false) -> VaultProblem {
        let message: String
        if isOrphanClosing {
            message = "git conflict marker '>>>>>>>' left from a merge"
        } else if let closing {
            message = "unresolved git merge conflict (lines \(line.number)-\(closing))"
        } else {
            message = "git conflict marker '<<<<<<<' left from a merge"
        }
        return VaultProblem(.gitConflictMarker, path: path, location: SourceLocation(line: line.number, column: 1),
                            sourceLine: source, message: message,
                            hint: VaultProblem.conflictMarkerHint)
    }

    /// A `mixed-line-endings` problem when the file ends lines in more than one way (LF, CRLF,
    /// lone CR), at the first line that ends differently from the first.
    ///
    /// - Parameter path: The vault-relative path, for the problems.
    func mixedLineEndings(path: String) -> [VaultProblem] {
        // Without a CR every line ends with LF (or is the last line, without an ending): one kind.
        guard hasCarriageReturn() else { return [] }
        return mixedLineEndingsLineByLine(path: path)
    }

    /// ``mixedLineEndings(path:)`` found by looking at every line (its answer for any file).
    func mixedLineEndingsLineByLine(path: String) -> [VaultProblem] {
        var counts: [String: Int] = [:]
        var first: (line: Int, kind: String)?
        var firstOther: (line: Line, column: Int, kind: String)?
        func note(_ kind: String, line: Line, column: Int) {
            counts[kind, default: 0] += 1
            if first == nil {
                first = (line.number, kind)
            } else if firstOther == nil, kind != first?.kind {
                firstOther = (line, column, kind)
            }
        }
        forEachLine { line, bytes in
            var index = line.start
            while index < line.end {
                if bytes[index] == 0x0D {
                    note(index + 1 == line.end && line.end < bytes.count ? "CRLF" : "CR", line: line,
                         column: index - line.start + 1)
                }
                index += 1
            }
            if line.end < bytes.count, line.end == line.start || bytes[line.end - 1] != 0x0D {
                note("LF", line: line, column: line.end - line.start + 1)
            }
        }
        guard counts.count > 1, let first, let other = firstOther else { return [] }
        let tally = ["LF", "CRLF", "CR"].compactMap { kind in counts[kind].map { "\($0) \(kind)" } }
        var contentEnd = other.line.end
        if contentEnd > other.line.start, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
        return [VaultProblem(
            .mixedLineEndings, path: path, location: SourceLocation(line: other.line.number, column: other.column),
            sourceLine: text(other.line.start, contentEnd),
            message: "line \(other.line.number) ends with \(other.kind) but line \(first.line) ends with \(first.kind) (\(tally.joined(separator: ", ")) line endings)",
            hint: "convert the file to one line ending in your editor; vault keeps each line's ending as it is")]
    }
}
