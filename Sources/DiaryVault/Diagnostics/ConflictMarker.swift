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
