import Foundation

extension ImportPlan {
    /// Gives a uuid of its own to each entry of one input that shares its uuid with a different
    /// entry (docs/IMPORT.md, "Uuids"): of the entries with one uuid and different contents, the
    /// one the source changed last (``ImportedEntry/modified``; an entry without a time counts as
    /// the oldest) keeps it, then the first by `sourceFile` (UTF-8 order), then the first in the
    /// input; each other content gets the name-based uuid of the shared uuid, its source file,
    /// date and title (the same at every import of the same input). Entries with the same
    /// contents (the same bytes written) are one entry given twice: they keep one uuid and the
    /// plan reports the later ones as duplicates.
    ///
    /// - Parameter entries: The input's entries, in source order; changed in place.
    /// - Returns: One sentence per shared uuid, naming who keeps it and the new uuids.
    static func separateSharedIDs(_ entries: inout [ImportedEntry]) -> [String] {
        var groups: [EntryID: [Int]] = [:]
        var order: [EntryID] = []
        for (index, entry) in entries.enumerated() {
            if groups[entry.uuid] == nil { order.append(entry.uuid) }
            groups[entry.uuid, default: []].append(index)
        }
        var notes: [String] = []
        for uuid in order {
            guard let indices = groups[uuid], indices.count > 1 else { continue }
            var contents: [(bytes: [UInt8], indices: [Int])] = []
            for index in indices {
                let bytes = entries[index].document().serialized()
                if let known = contents.firstIndex(where: { $0.bytes == bytes }) {
                    contents[known].indices.append(index)
                } else {
                    contents.append((bytes, [index]))
                }
            }
            guard contents.count > 1 else { continue }
            let ranked = contents.map(\.indices).sorted { lhs, rhs in
                let (a, b) = (entries[lhs[0]], entries[rhs[0]])
                let (changedA, changedB) = (a.modified ?? .distantPast, b.modified ?? .distantPast)
                if changedA != changedB { return changedA > changedB }
                if a.sourceFile != b.sourceFile { return a.sourceFile.utf8.lexicographicallyPrecedes(b.sourceFile.utf8) }
                return lhs[0] < rhs[0]
            }
            let keeper = entries[ranked[0][0]]
            var moved: [String] = []
            var taken: Set<EntryID> = [uuid]
            for group in ranked.dropFirst() {
                let entry = entries[group[0]]
                let key = uuid.canonical + "\n" + entry.sourceFile + "\n" + entry.date.text + "\n" + (entry.shownTitle ?? "")
                var fresh = ImportedEntry.nameBasedID(source: "shared-uuid", key: key)
                var clash = 1
                while taken.contains(fresh) {
                    clash += 1
                    fresh = ImportedEntry.nameBasedID(source: "shared-uuid", key: key + "#\(clash)")
                }
                taken.insert(fresh)
                for index in group { entries[index].uuid = fresh }
                moved.append("\(entry.sourceFile) (\(entry.date.text)) is imported under uuid \(fresh.canonical)")
            }
            let why = keeper.modified != nil && keeper.modified != entries[ranked[1][0]].modified ? "changed last" : "first by file name"
            notes.append("uuid \(uuid.canonical) is held by \(contents.count) different entries of the input: "
                         + "\(keeper.sourceFile) (\(keeper.date.text)) keeps it (\(why)); " + moved.joined(separator: "; "))
        }
        return notes
    }
}
