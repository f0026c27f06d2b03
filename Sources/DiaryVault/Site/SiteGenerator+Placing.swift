extension SiteGenerator {
    /// What a rebuild found of each selected entry in the last build's manifest, by offsets
    /// (no map by path is kept).
    struct Matching {
        /// Each selected entry's place in the last manifest's entries, or -1 (new, or no manifest).
        var oldPlace: [Int]
        /// Each entry of the last manifest: the offset in the selection of the entry at its path,
        /// or -1 when none is (gone, moved or unselected).
        var selectedOfOld: [Int]
        /// The offsets in the selection of the entries read: changed, added or not known.
        var toRead: [Int] = []
        /// The entries read and shown, by offset in the selection.
        var parsed: [Int: SiteEntry] = [:]

        /// A matching of `selected` entries against `old` entries of a manifest, none found yet.
        init(selected: Int, old: Int) {
            oldPlace = Array(repeating: -1, count: selected)
            selectedOfOld = Array(repeating: -1, count: old)
        }
    }

    /// Where each shown entry is on the site: the positions of ``SiteBuilder/summaries``
    /// (newest first) and the offsets in the selection, both ways.
    struct Placing {
        /// Each position of ``SiteBuilder/summaries``: the offset in the selection of its entry.
        var offsetAt: [Int]
        /// Each offset in the selection: the position of its entry, or -1 when it is not shown.
        var positionOf: [Int]

        /// The placing of a builder made from `oldestFirst` (offsets in `selected`, in the
        /// vault order of ``EntrySummary/chronologicalOrder(_:)``): its summaries are those
        /// entries reversed, which is checked (one comparison of ``EntrySummary/textIdentity``
        /// a position); were they not, each is found by path.
        init(_ builder: SiteBuilder, oldestFirst: [Int], selected: [EntrySummary]) {
            var offsetAt = Array(oldestFirst.reversed())
            let summaries = builder.summaries
            if summaries.count != offsetAt.count || summaries.indices.contains(where: { summaries[$0].textIdentity != selected[offsetAt[$0]].textIdentity }) {
                var byPath: [String: Int] = [:]
                for offset in oldestFirst { byPath[selected[offset].path] = offset }
                offsetAt = summaries.compactMap { byPath[$0.path] }
            }
            var positionOf = Array(repeating: -1, count: selected.count)
            for (position, offset) in offsetAt.enumerated() { positionOf[offset] = position }
            self.offsetAt = offsetAt
            self.positionOf = positionOf
        }
    }

    /// The selected entries that have a record, split into those the site shows, in vault order
    /// (oldest first, as ``EntrySummary/chronologicalOrder(_:)`` sorts them, so that the
    /// builder's own sort finds them in order), and the private ones left out; an entry listed
    /// twice counts once.
    ///
    /// - Returns: Offsets in `selected`.
    func order(_ selected: [EntrySummary], records: [SiteManifest.Record?]) -> (shown: [Int], hidden: [Int]) {
        var candidates: [Int] = []
        candidates.reserveCapacity(selected.count)
        var hidden: [Int] = []
        var hiddenPaths = Set<String>()
        for offset in selected.indices {
            guard let record = records[offset] else { continue }
            if record.isPrivate && !includePrivate {
                if hiddenPaths.insert(selected[offset].path).inserted { hidden.append(offset) }
            } else {
                candidates.append(offset)
            }
        }
        let order = EntrySummary.chronologicalOrder(candidates.map { selected[$0] })
        var shown: [Int] = []
        shown.reserveCapacity(order.count)
        for index in order {
            let offset = candidates[index]
            // The same path twice is the same file, so the same place in the order: side by side.
            if let last = shown.last, selected[last].orderKey == selected[offset].orderKey,
               selected[last].textIdentity == selected[offset].textIdentity || selected[last].path == selected[offset].path { continue }
            shown.append(offset)
        }
        return (shown, hidden)
    }
}
