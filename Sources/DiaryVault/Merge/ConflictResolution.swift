/// Finishing an entry file that a merge left with conflicts: what `vault resolve` writes.
///
/// A file holds text and conflicts, each conflict in git's marker style (git-merge(1), "How
/// conflicts are presented"; any marker size from seven, ``ConflictMarker``): an opening line,
/// our lines, optionally a `|||||||` line and the base's lines (diff3 style), a `=======` line,
/// their lines and a closing line. Two kinds are told apart by the opening line's label:
///
/// - a **key block**, which `vault merge-driver` writes at the start of the body for a front-matter
///   key changed two ways (`<<<<<<< ours (front matter key mood)`, ``EntryMerge``): the front
///   matter holds our lines of the key; choosing a side sets the key's lines to that side's
///   (removing the key when that side has none) and drops the block;
/// - any other conflict (the body's, or git's line merge anywhere in the file, the front matter
///   too): choosing a side keeps that side's lines in place of the conflict.
///
/// `both` keeps our lines then theirs for every conflict other than a key block (a key holds one
/// value: a key block with two different sides is refused). The result must have no marker left
/// and read as an entry file (its front matter parses), or nothing is resolved
/// (``Failure``). When the two sides are two different entries (different uuids: both devices
/// added a file at one path), ``sides(_:)`` gives each side's whole file, to be written as two
/// entries.
public enum ConflictResolution {
    /// Which side of each conflict to keep.
    public enum Side: String, CaseIterable, Sendable {
        /// Our lines (git's `HEAD` side in a merge; the side being rebased onto in a rebase).
        case ours
        /// Their lines.
        case theirs
        /// Our lines, then theirs.
        case both
    }

    /// Why a file cannot be resolved as asked; nothing is written.
    public enum Failure: Error, Hashable, Sendable {
        /// The file holds no conflict.
        case noConflict
        /// A conflict opened at `line` is never closed, or a closing or base marker at `line`
        /// stands outside any conflict: the file is not as a merge writes it.
        case malformed(line: Int)
        /// `both` cannot keep two values of one front-matter key (the keys, in order).
        case keyChangedBothWays([String])
        /// The resolved file would not read as an entry (its front matter does not parse): the
        /// parser's message.
        case unreadable(String)

        /// Why, in a few words for an error message.
        public var reason: String {
            switch self {
            case .noConflict: "it holds no conflict"
            case .malformed(let line): "the conflict markers are not as a merge writes them (line \(line))"
            case .keyChangedBothWays(let keys):
                "--both cannot keep two values of the front-matter key\(keys.count == 1 ? "" : "s") "
                    + keys.map { "'\($0)'" }.joined(separator: ", ") + "; choose --ours or --theirs"
            case .unreadable(let message): "the result would not read as an entry (\(message))"
            }
        }
    }

    /// One conflict of a file.
    struct Conflict: Hashable, Sendable {
        /// The 1-based line of its opening marker.
        var line: Int
        /// The front-matter key of a key block, else `nil`.
        var key: String?
        /// Our lines, with their endings.
        var ours: [UInt8]
        /// Their lines, with their endings.
        var theirs: [UInt8]
    }

    /// A file cut into its text and its conflicts, in order.
    enum Part: Hashable, Sendable {
        /// Lines outside any conflict, with their endings.
        case text([UInt8])
        /// A conflict.
        case conflict(Conflict)
    }

    /// Cuts a file into text and conflicts.
    ///
    /// - Parameter bytes: The file's contents.
    /// - Throws: ``Failure/malformed(line:)``.
    static func parts(_ bytes: [UInt8]) throws(Failure) -> [Part] {
        var parts: [Part] = []
        var text: [UInt8] = []
        var open: Conflict?
        var section = 0  // 0 ours, 1 base, 2 theirs
        var start = 0
        var number = 0
        while start < bytes.count {
            number += 1
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            let next = min(end + 1, bytes.count)
            let line = bytes[start..<next]
            var content = bytes[start..<end]
            if content.last == 0x0D { content = content.dropLast() }
            let marker = ConflictMarker(line: content)
            start = next
            switch (marker, open) {
            case (.opening?, nil):
                if !text.isEmpty { parts.append(.text(text)); text = [] }
                open = Conflict(line: number, key: keyOfBlock(label(content)), ours: [], theirs: [])
                section = 0
            case (.opening?, .some):
                throw .malformed(line: number)
            case (.base?, .some) where section == 0:
                section = 1
            case (.separator?, .some) where section < 2:
                section = 2
            case (.closing?, let conflict?):
                guard section == 2 else { throw .malformed(line: number) }
                parts.append(.conflict(conflict))
                open = nil
            case (.closing?, nil):
                throw .malformed(line: number)
            case (_, var conflict?):
                if section == 0 { conflict.ours += line } else if section == 2 { conflict.theirs += line }
                open = conflict
            case (_, nil):
                text += line
            }
        }
        if let open { throw .malformed(line: open.line) }
        if !text.isEmpty { parts.append(.text(text)) }
        return parts
    }

    /// The label after a marker's run of characters: `ours (front matter key mood)`.
    private static func label(_ content: ArraySlice<UInt8>) -> String {
        let first = content.first
        let rest = content.drop { $0 == first }.drop { $0 == 0x20 }
        return String(decoding: rest, as: UTF8.self)
    }

    /// The key a block's opening label names (``EntryMerge/keyLabel(_:key:)``), or `nil`.
    private static func keyOfBlock(_ label: String) -> String? {
        let prefix = "ours (front matter key "
        guard label.hasPrefix(prefix), label.hasSuffix(")") else { return nil }
        return String(label.dropFirst(prefix.count).dropLast())
    }

    /// The file with every conflict resolved to one side.
    ///
    /// - Parameters:
    ///   - bytes: The conflicted file.
    ///   - side: The side to keep.
    /// - Returns: The resolved bytes, with no marker left and a front matter that parses.
    /// - Throws: ``Failure``.
    public static func resolve(_ bytes: [UInt8], side: Side) throws(Failure) -> [UInt8] {
        let parts = try parts(bytes)
        guard parts.contains(where: { if case .conflict = $0 { true } else { false } }) else { throw .noConflict }
        var output: [UInt8] = []
        var keys: [(key: String, lines: [UInt8])] = []
        var refused: [String] = []
        for part in parts {
            switch part {
            case .text(let text): output += text
            case .conflict(let conflict):
                if let key = conflict.key {
                    switch side {
                    case .ours: keys.append((key, conflict.ours))
                    case .theirs: keys.append((key, conflict.theirs))
                    case .both:
                        if conflict.ours == conflict.theirs { keys.append((key, conflict.ours)) } else { refused.append(key) }
                    }
                    continue
                }
                switch side {
                case .ours: output += conflict.ours
                case .theirs: output += conflict.theirs
                case .both: output += conflict.ours + conflict.theirs
                }
            }
        }
        if !refused.isEmpty { throw .keyChangedBothWays(refused) }
        if !keys.isEmpty { output = try settingKeys(keys, in: output) }
        return try checked(output)
    }

    /// The whole file of each side (``resolve(_:side:)`` with `ours`, then with `theirs`) when
    /// both read as entries with different uuids, so they are two entries; else `nil`.
    ///
    /// - Parameter bytes: The conflicted file.
    public static func sides(_ bytes: [UInt8]) -> (ours: [UInt8], theirs: [UInt8])? {
        guard let ours = try? resolve(bytes, side: .ours), let theirs = try? resolve(bytes, side: .theirs),
              areDifferentEntries(ours, theirs) else { return nil }
        return (ours, theirs)
    }

    /// Whether two files are two different entries: both read as entries with a date, with
    /// different uuids.
    ///
    /// - Parameters:
    ///   - ours: One file's bytes (git's stage 2 of a conflicted path).
    ///   - theirs: The other's (stage 3).
    public static func areDifferentEntries(_ ours: [UInt8], _ theirs: [UInt8]) -> Bool {
        guard let first = try? Entry(parsing: ours), let second = try? Entry(parsing: theirs),
              let one = first.uuid, let other = second.uuid, first.date != nil, second.date != nil else { return false }
        return one != other
    }

    /// The file with each key's lines set: replaced where the front matter has the key, added
    /// after its last item where not, removed when the lines are empty.
    private static func settingKeys(_ keys: [(key: String, lines: [UInt8])], in bytes: [UInt8]) throws(Failure) -> [UInt8] {
        var document: EntryDocument
        do {
            document = try EntryDocument(parsing: bytes)
        } catch {
            throw .unreadable(describe(error))
        }
        guard var front = document.frontMatter, front.format == .yaml else {
            throw .unreadable("the file has no YAML front matter to set the key in")
        }
        let eol = front.lineEnding.text
        for (key, lines) in keys {
            let index = front.fieldIndex(key)
            guard !lines.isEmpty else {
                if let index { front.items.remove(at: index) }
                continue
            }
            var text = String(decoding: lines, as: UTF8.self)
            if !text.hasSuffix("\n") { text += eol }
            let parsed: EntryDocument
            do {
                parsed = try EntryDocument(parsing: Array(("---" + eol + text + "---" + eol).utf8))
            } catch {
                throw .unreadable(describe(error))
            }
            guard let field = parsed.frontMatter?.fields.first, parsed.frontMatter?.fields.count == 1 else {
                throw .unreadable("the lines of key '\(key)' are not one key")
            }
            if let index { front.items[index] = .field(field) } else { front.items.append(.field(field)) }
        }
        document.frontMatter = front
        return document.serialized()
    }

    /// A parse error's message with its line (`line 3: duplicate key 'date'`).
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? FrontMatterError else { return "\(error)" }
        return "line \(error.location.line): \(error.message)"
    }

    /// The resolved bytes when no marker is left and the front matter parses.
    private static func checked(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        if let line = bytes.withUnsafeBufferPointer({ ConflictMarker.conflictLines(inUTF8: $0, firstOnly: true).first }) {
            throw .malformed(line: line)
        }
        do {
            _ = try EntryDocument(parsing: bytes)
        } catch {
            throw .unreadable(describe(error))
        }
        return bytes
    }
}
