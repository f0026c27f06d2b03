/// The three-way merge of an entry file that `vault merge-driver` runs for git
/// (gitattributes(5), "Defining a custom merge driver"): front matter key by key, the body as
/// `git merge-file --diff3` merges it.
///
/// The rules (docs/GIT.md):
/// - A key changed on one side only takes that side's lines, byte for byte; a key added on both
///   sides with the same lines is one key; a key removed on one side and untouched on the other
///   is removed.
/// - A list changed on both sides (`tags`, any sequence of scalars) becomes the ordered union:
///   our items, then their new ones, less the items either side removed.
/// - A scalar changed two ways (or removed on one side and changed on the other) is a conflict
///   for that key only: the front matter keeps our lines, and the body starts with one conflict
///   block in git's marker style naming the key, with our, the base's and their lines, so the
///   file still parses and `vault check` reports it.
/// - Where keys, comments and blank lines sit comes from a merge of the front matter's items in
///   order; two sides that insert items at one place keep ours first, then theirs.
/// - A side that is not YAML front matter vault reads (a parse error, TOML or JSON front matter,
///   front matter on one side only), or a merged front matter that would not read back as
///   merged, falls back to ``LineMerge`` over the whole file, as git would merge it: nothing is
///   ever dropped.
public struct EntryMerge: Sendable {
    /// What a merge gives.
    public struct Result: Hashable, Sendable {
        /// The merged file.
        public var bytes: [UInt8]
        /// How many conflicts the file holds: the body's plus one per conflicted key.
        public var conflicts: Int
        /// The front-matter keys changed two ways, in our order.
        public var conflictedKeys: [String]
        /// Whether the whole file was merged as lines (the fallback).
        public var mergedAsLines: Bool
        /// Whether the two sides are two different entries that both devices added at one path
        /// (different uuids, no base): the file is then one conflict holding each whole file,
        /// which `vault resolve --both` writes as two entries.
        public var isTwoEntries = false
    }

    /// Merges three versions of an entry file.
    ///
    /// - Parameters:
    ///   - base: The common ancestor's bytes (empty when both sides added the file).
    ///   - ours: Our version, the one git's `%A` names.
    ///   - theirs: Their version.
    ///   - markerSize: The conflict marker length (git's `%L`, 7 by default).
    public static func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8],
                             markerSize: Int = 7) -> Result {
        // Both devices added a file at one path, and they are two entries: never fused into one.
        if base.isEmpty, ConflictResolution.areDifferentEntries(ours, theirs) {
            return Result(bytes: twoEntriesConflict(ours: ours, theirs: theirs, markerSize: markerSize), conflicts: 1,
                          conflictedKeys: [], mergedAsLines: false, isTwoEntries: true)
        }
        if let merged = mergeByKeys(base: base, ours: ours, theirs: theirs, markerSize: markerSize) { return merged }
        let lines = LineMerge.merge(base: base, ours: ours, theirs: theirs, markerSize: markerSize)
        return Result(bytes: lines.bytes, conflicts: lines.conflicts, conflictedKeys: [], mergedAsLines: true)
    }

    /// The key-by-key merge, or `nil` when the files need the whole-file fallback.
    static func mergeByKeys(base: [UInt8], ours: [UInt8], theirs: [UInt8], markerSize: Int) -> Result? {
        guard let baseDocument = try? EntryDocument(parsing: base),
              let ourDocument = try? EntryDocument(parsing: ours),
              let theirDocument = try? EntryDocument(parsing: theirs),
              let ourFront = ourDocument.frontMatter, let theirFront = theirDocument.frontMatter,
              ourFront.format == .yaml, theirFront.format == .yaml
        else { return nil }
        // Both sides adding the file give an empty base: its front matter is empty.
        let baseFront: FrontMatter
        if let front = baseDocument.frontMatter, front.format == .yaml {
            baseFront = front
        } else if base.isEmpty {
            baseFront = FrontMatter(opening: ourFront.opening, items: [], closing: ourFront.closing)
        } else {
            return nil
        }
        var conflicted: [String] = []
        var blocks: [(key: String, base: String, ours: String, theirs: String)] = []
        let items = mergeItems(base: baseFront.items, ours: ourFront.items, theirs: theirFront.items) { key, b, o, t in
            conflicted.append(key)
            blocks.append((key, b?.source ?? "", o?.source ?? "", t?.source ?? ""))
        }
        guard let items else { return nil }
        let front = FrontMatter(
            opening: pick(baseFront.opening, ourFront.opening, theirFront.opening), items: items,
            closing: pick(baseFront.closing, ourFront.closing, theirFront.closing))
        // The merged front matter must read back item for item, or the file is merged as lines.
        guard let reread = try? EntryDocument(parsing: front.source + "\n"), let rereadFront = reread.frontMatter,
              rereadFront.fields.map(\.value) == front.fields.map(\.value),
              rereadFront.keys.elementsEqual(front.keys, by: { $0.isSameKey($1) })
        else { return nil }
        let body = mergeBodies(base: Array(baseDocument.body.utf8), ours: Array(ourDocument.body.utf8),
                               theirs: Array(theirDocument.body.utf8), markerSize: markerSize)
        let bom = pick(baseDocument.hasByteOrderMark, ourDocument.hasByteOrderMark, theirDocument.hasByteOrderMark)
        var bytes: [UInt8] = bom ? [0xEF, 0xBB, 0xBF] : []
        bytes += Array(front.source.utf8)
        let eol = front.lineEnding.text
        if front.closing.utf8.last != 0x0A, !blocks.isEmpty { bytes += Array(eol.utf8) }
        for block in blocks {
            bytes += Array(keyConflictBlock(key: block.key, base: block.base, ours: block.ours, theirs: block.theirs,
                                            markerSize: markerSize, lineEnding: eol).utf8)
        }
        bytes += body.bytes
        return Result(bytes: bytes, conflicts: body.conflicts + blocks.count, conflictedKeys: conflicted, mergedAsLines: false)
    }

    /// Merges two bodies: the same body on both sides is that body (the same change is taken
    /// once, as git takes it); when both sides only added text after the base's end (two devices
    /// adding a paragraph each), both additions are kept, ours first (one addition that begins
    /// with the other is kept alone: it holds both); otherwise as
    /// ``LineMerge`` (git merge-file) merges them.
    static func mergeBodies(base: [UInt8], ours: [UInt8], theirs: [UInt8], markerSize: Int) -> LineMerge.Result {
        // Before the additions' rule: one addition without a final line feed on both sides would
        // be written twice.
        if ours == theirs { return LineMerge.Result(bytes: ours, conflicts: 0) }
        if ours.count > base.count, theirs.count > base.count, ours.starts(with: base), theirs.starts(with: base),
           base.isEmpty || base.last == 0x0A {
            var ourTail = Array(ours[base.count...])
            let theirTail = Array(theirs[base.count...])
            // One addition of whole lines that the other extends: the longer holds both.
            if theirTail.last == 0x0A, ourTail.starts(with: theirTail) { return LineMerge.Result(bytes: ours, conflicts: 0) }
            if ourTail.last == 0x0A, theirTail.starts(with: ourTail) { return LineMerge.Result(bytes: theirs, conflicts: 0) }
            if ourTail.last != 0x0A {
                let crlf = ourTail.contains(0x0D) || (base.count > 1 && base[base.count - 2] == 0x0D)
                ourTail += crlf ? [0x0D, 0x0A] : [0x0A]
            }
            return LineMerge.Result(bytes: base + ourTail + theirTail, conflicts: 0)
        }
        return LineMerge.merge(base: base, ours: ours, theirs: theirs, markerSize: markerSize)
    }

    /// The label after the markers of the conflict of two entries at one path: `ours (another entry)`.
    static func twoEntriesLabel(_ side: String) -> String {
        "\(side) (another entry)"
    }

    /// The file of two different entries added at one path: one conflict, each side's whole
    /// file between git's markers (no base: there was none), so nothing of either is lost or
    /// fused and ``ConflictResolution`` can write them as two files.
    static func twoEntriesConflict(ours: [UInt8], theirs: [UInt8], markerSize: Int) -> [UInt8] {
        let crlf = ours.firstIndex(of: 0x0A).map { $0 > 0 && ours[$0 - 1] == 0x0D } ?? false
        let eol: [UInt8] = crlf ? [0x0D, 0x0A] : [0x0A]
        func whole(_ bytes: [UInt8]) -> [UInt8] { bytes.isEmpty || bytes.last == 0x0A ? bytes : bytes + eol }
        let size = max(1, markerSize)
        return Array(repeating: UInt8(ascii: "<"), count: size) + Array((" " + twoEntriesLabel("ours")).utf8) + eol
            + whole(ours)
            + Array(repeating: UInt8(ascii: "="), count: size) + eol
            + whole(theirs)
            + Array(repeating: UInt8(ascii: ">"), count: size) + Array((" " + twoEntriesLabel("theirs")).utf8) + eol
    }

    /// The label after the markers of a key's conflict block: `ours (front matter key mood)`.
    static func keyLabel(_ side: String, key: String) -> String {
        "\(side) (front matter key \(key))"
    }

    /// The conflict block of one key: each side's lines of the key between git's markers, with
    /// the base's in diff3 style.
    static func keyConflictBlock(key: String, base: String, ours: String, theirs: String,
                                 markerSize: Int, lineEnding: String) -> String {
        func lines(_ text: String) -> String {
            text.isEmpty || text.utf8.last == 0x0A ? text : text + lineEnding
        }
        let size = max(1, markerSize)
        return String(repeating: "<", count: size) + " " + keyLabel("ours", key: key) + lineEnding
            + lines(ours)
            + String(repeating: "|", count: size) + " base" + lineEnding
            + lines(base)
            + String(repeating: "=", count: size) + lineEnding
            + lines(theirs)
            + String(repeating: ">", count: size) + " " + keyLabel("theirs", key: key) + lineEnding
    }

    /// The three-way choice of one value: the side that changed it, ours when both did.
    static func pick<Value: Equatable>(_ base: Value, _ ours: Value, _ theirs: Value) -> Value {
        ours == theirs || base == theirs ? ours : base == ours ? theirs : ours
    }

    /// Whether two texts are the same bytes (not only canonically equivalent).
    static func same(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): a.utf8.elementsEqual(b.utf8)
        default: false
        }
    }

    /// Merges the items of three front matters, calling `conflict` for each key changed two ways;
    /// `nil` when a side names a key twice.
    static func mergeItems(base: [FrontMatterItem], ours: [FrontMatterItem], theirs: [FrontMatterItem],
                           conflict: (String, FrontMatterField?, FrontMatterField?, FrontMatterField?) -> Void) -> [FrontMatterItem]? {
        func fields(_ items: [FrontMatterItem]) -> [ExactKey: FrontMatterField]? {
            var table: [ExactKey: FrontMatterField] = [:]
            for case .field(let field) in items {
                guard table.updateValue(field, forKey: ExactKey(text: field.key)) == nil else { return nil }
            }
            return table
        }
        guard let baseFields = fields(base), let ourFields = fields(ours), let theirFields = fields(theirs) else { return nil }
        // Each key's result, in our order, then theirs.
        var order: [ExactKey] = []
        var seen = Set<ExactKey>()
        for items in [ours, theirs, base] {
            for case .field(let field) in items where seen.insert(ExactKey(text: field.key)).inserted {
                order.append(ExactKey(text: field.key))
            }
        }
        var resolved: [ExactKey: FrontMatterField] = [:]
        let eol = ours.first.map { item -> LineEnding in item.source.hasSuffix("\r\n") ? .crlf : .lf } ?? .lf
        for key in order {
            let b = baseFields[key], o = ourFields[key], t = theirFields[key]
            if same(o?.source, t?.source) || same(b?.source, t?.source) {
                resolved[key] = o
            } else if same(b?.source, o?.source) {
                resolved[key] = t
            } else if let o, let t, let merged = mergeLists(base: b, ours: o, theirs: t, lineEnding: eol) {
                resolved[key] = merged
            } else {
                conflict(key.text, b, o, t)
                resolved[key] = o
            }
        }
        // Where items go: a merge of the item sequences, fields named by key, trivia by text.
        var classes: [[UInt8]: Int] = [:]
        func token(_ item: FrontMatterItem) -> Int {
            let name: [UInt8]
            switch item {
            case .field(let field): name = [0] + Array(field.key.utf8)
            case .trivia(let text): name = [1] + Array(text.utf8)
            }
            if let known = classes[name] { return known }
            classes[name] = classes.count
            return classes.count - 1
        }
        let tokens0 = base.map(token), tokens1 = ours.map(token), tokens2 = theirs.map(token)
        var placed: [FrontMatterItem] = []
        var i = 0
        for hunk in LineMerge.regions(base: tokens0, ours: tokens1, theirs: tokens2) {
            placed += ours[i..<hunk.i1]
            switch hunk.mode {
            case 1: placed += ours[hunk.i1..<hunk.i1 + hunk.chg1]
            case 2: placed += theirs[hunk.i2..<hunk.i2 + hunk.chg2]
            default:
                let b = Set(tokens0[hunk.i0..<hunk.i0 + hunk.chg0])
                let o = Set(tokens1[hunk.i1..<hunk.i1 + hunk.chg1])
                let t = Set(tokens2[hunk.i2..<hunk.i2 + hunk.chg2])
                for index in hunk.i1..<hunk.i1 + hunk.chg1 {
                    let isTrivia = if case .trivia = ours[index] { true } else { false }
                    if isTrivia, b.contains(tokens1[index]), !t.contains(tokens1[index]) { continue }
                    placed.append(ours[index])
                }
                for index in hunk.i2..<hunk.i2 + hunk.chg2 where !o.contains(tokens2[index]) {
                    let isTrivia = if case .trivia = theirs[index] { true } else { false }
                    if isTrivia, b.contains(tokens2[index]) { continue }
                    placed.append(theirs[index])
                }
            }
            i = hunk.i1 + hunk.chg1
        }
        placed += ours[i...]
        var result: [FrontMatterItem] = []
        var written = Set<ExactKey>()
        for item in placed {
            switch item {
            case .trivia: result.append(item)
            case .field(let field):
                let key = ExactKey(text: field.key)
                guard let value = resolved[key], written.insert(key).inserted else { continue }
                result.append(.field(value))
            }
        }
        // A key kept that the placement dropped (removed on one side, changed on the other)
        // goes back after the key before it on the side that has it.
        for key in order where resolved[key] != nil && !written.contains(key) {
            var at = 0
            for items in [ours, theirs] {
                guard let index = items.firstIndex(where: { if case .field(let f) = $0 { ExactKey(text: f.key) == key } else { false } })
                else { continue }
                for case .field(let before) in items[..<index].reversed() {
                    if let position = result.firstIndex(where: { if case .field(let f) = $0 { f.key.isSameKey(before.key) } else { false } }) {
                        at = position + 1
                        break
                    }
                }
                break
            }
            result.insert(.field(resolved[key]!), at: at)
            written.insert(key)
        }
        return result
    }

    /// The ordered union of a list changed on both sides, or `nil` when the key is not a list of
    /// scalars on every side that has it.
    static func mergeLists(base: FrontMatterField?, ours: FrontMatterField, theirs: FrontMatterField,
                           lineEnding: LineEnding) -> FrontMatterField? {
        func items(_ field: FrontMatterField?) -> [FrontMatterValue]? {
            guard let field else { return [] }
            if case .sequence = field.node, case .sequence(let values) = field.value { return values }
            return nil
        }
        guard let baseItems = items(base), let ourItems = items(ours), let theirItems = items(theirs) else { return nil }
        var merged: [FrontMatterValue] = []
        for item in ourItems where !(baseItems.contains(item) && !theirItems.contains(item)) && !merged.contains(item) {
            merged.append(item)
        }
        for item in theirItems where !ourItems.contains(item) && !baseItems.contains(item) && !merged.contains(item) {
            merged.append(item)
        }
        if merged == ourItems { return ours }
        if merged == theirItems { return theirs }
        return FieldWriter.field(key: ours.key, value: .sequence(merged), replacing: ours, lineEnding: lineEnding)
    }
}
