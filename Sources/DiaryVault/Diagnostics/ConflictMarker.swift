#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A git conflict marker line, left in a file by a merge that was not resolved.
///
/// The one rule for what a marker is, used by `vault check` (which finds every conflict in a
/// file) and by every command that names a parse error caused by a marker in the front matter:
/// seven or more of one of `<`, `|`, `=` or `>` at the start of the line, then the end of the
/// line, a space (git writes `<<<<<<< HEAD`) or a carriage return. Git writes seven by default,
/// eight for a conflict inside a rename/rename conflict, and any number that the
/// `conflict-marker-size` attribute sets (gitattributes(5)); `|||||||` opens the base's lines in
/// diff3 style. `<<<<<<HEAD` (six, or no space) is not a marker.
enum ConflictMarker: Hashable, Sendable {
    /// `<<<<<<<`: the start of the conflict, before our side.
    case opening
    /// `|||||||`: before the base's lines, in diff3 style (`merge.conflictStyle = diff3`).
    case base
    /// `=======`: between the two sides (alone, a markdown setext heading underline).
    case separator
    /// `>>>>>>>`: the end of the conflict, after their side.
    case closing

    /// The marker a line is, or `nil` when it is not one.
    ///
    /// - Parameter line: The line's UTF-8 bytes, without its line feed (a carriage return may stay).
    init?(line: some Sequence<UInt8>) {
        var bytes = line.makeIterator()
        guard let first = bytes.next() else { return nil }
        switch first {
        case UInt8(ascii: "<"): self = .opening
        case UInt8(ascii: "|"): self = .base
        case UInt8(ascii: "="): self = .separator
        case UInt8(ascii: ">"): self = .closing
        default: return nil
        }
        for _ in 1..<7 where bytes.next() != first { return nil }
        var next = bytes.next()
        while next == first { next = bytes.next() }
        switch next {
        case nil, 0x20?, 0x0D?: return
        default: return nil
        }
    }
}

extension ConflictMarker {
    /// Whether a file's bytes hold an unresolved conflict: a line that is an opening (`<<<<<<<`)
    /// or closing (`>>>>>>>`) marker, of any size from seven, as `vault check` finds them (a lone
    /// `=======` is a setext heading underline, and counts only between the two). Lines end at
    /// LF; a byte order mark before the first line is passed over.
    ///
    /// One `memchr`-like pass to each `<` and `>` at the start of a line: most entries have none.
    ///
    /// - Parameter bytes: The file's contents.
    static func hasConflict(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        firstConflictOffset(inUTF8: bytes) != nil
    }

    /// The byte offset of the first line that opens or closes a conflict (see
    /// ``hasConflict(inUTF8:)``), or `nil` when there is none.
    ///
    /// - Parameter bytes: The file's contents.
    static func firstConflictOffset(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        var first: Int?
        for target in [UInt8(ascii: "<"), UInt8(ascii: ">")] {
            var offset = bom
            while offset < (first ?? bytes.count), let found = memchr(base + offset, Int32(target), (first ?? bytes.count) - offset) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                offset = index + 1
                guard index == bom || bytes[index - 1] == 0x0A else { continue }
                var end = index
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                if let marker = ConflictMarker(line: UnsafeBufferPointer(rebasing: bytes[index..<end])),
                   marker == .opening || marker == .closing {
                    first = index
                    break
                }
            }
        }
        return first
    }

    /// The 1-based numbers of the lines that open or close a conflict (see
    /// ``hasConflict(inUTF8:)``), in order.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - firstOnly: Stop at the first such line.
    static func conflictLines(inUTF8 bytes: UnsafeBufferPointer<UInt8>, firstOnly: Bool = false) -> [Int] {
        let start = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        var lines: [Int] = []
        var number = 1
        var lineStart = start
        while lineStart < bytes.count {
            var end = lineStart
            let first = bytes[lineStart]
            if first == UInt8(ascii: "<") || first == UInt8(ascii: ">") {
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                if end - lineStart >= 7, let marker = ConflictMarker(line: UnsafeBufferPointer(rebasing: bytes[lineStart..<end])),
                   marker == .opening || marker == .closing {
                    lines.append(number)
                    if firstOnly { return lines }
                }
            } else {
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            }
            lineStart = end + 1
            number += 1
        }
        return lines
    }

    /// The bytes without the conflicts' lines: each run from an opening marker to its closing
    /// marker (both sides, the base and the markers) is left out, as is a closing marker without
    /// an opening one; an opening marker never closed leaves out the rest. What is left is the
    /// text both sides agree on, for a title that is never a marker line or one side's guess.
    ///
    /// - Parameter bytes: The file's contents, or a body.
    /// - Returns: The remaining bytes, lines kept whole with their endings.
    static func withoutConflicts(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var inside = false
        var lineStart = 0
        while lineStart < bytes.count {
            var end = lineStart
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            let next = min(end + 1, bytes.count)
            let marker = ConflictMarker(line: UnsafeBufferPointer(rebasing: bytes[lineStart..<end]))
            if marker == .opening {
                inside = true
            } else if marker == .closing {
                inside = false
            } else if !inside {
                kept.append(contentsOf: bytes[lineStart..<next])
            }
            lineStart = next
        }
        return kept
    }
}
