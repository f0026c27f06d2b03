/// Writing the search index: from scratch, or from the last one with only the files that changed
/// read again (their records are not fresh by the type's rule), the removed ones dropped and the
/// renamed ones read under their new path.
extension SearchIndex {
    /// One entry file the new index records.
    struct FileRecord: Sendable {
        /// Its vault-relative path.
        var path: String
        /// Its status when it was read (or when its fresh record was taken over).
        var status: FileSystem.Status
        /// Whether reading it reports a problem (``VaultReader/summarize(_:file:countsText:)``).
        var isReported: Bool
        /// Whether it is plain (``SearchGrams``).
        var isPlain: Bool
    }

    /// What became of one of the walk's files.
    private enum Source: Sendable {
        /// Not recorded: not a regular file, or it could not be read (a candidate of every search).
        case skipped
        /// Its fresh record in the last index, by id.
        case kept(Int32)
        /// Read now: what its text holds, and whether reading it reports a problem.
        case read(SearchGrams.Collected, isReported: Bool)
    }

    /// The least number of files one batch reads (whole month folders), so that memory holds
    /// one batch's grams, never the whole vault's.
    static let batchFiles = 2048

    /// Loads the index of a vault when there is one, brings it up to date and writes it; nothing
    /// when there is none (``refreshed(_:files:statuses:old:)`` makes one): the hook of a cached
    /// read of the whole vault (``VaultReader/scan(_:useCache:countsText:)``), so that an index
    /// `vault search` made follows the entries' changes.
    ///
    /// - Parameters:
    ///   - vault: The vault.
    ///   - files: The walk's entry files, in path order.
    ///   - statuses: Their statuses as the walk took them.
    static func refreshIfPresent(_ vault: Vault, files: [VaultWalker.File], statuses: [FileSystem.Status?]) {
        guard let old = load(vault) else { return }
        _ = refreshed(vault, files: files, statuses: statuses, old: old)
    }

    /// The index of a vault brought up to date with the walk's files: `old` itself when every
    /// regular file has a fresh record and none is gone, else a new index written to
    /// ``relativePath`` (creating `.vault/cache/`) and mapped back; `nil` when the vault has no
    /// `.vault/` folder or the index cannot be written (the search then scans).
    ///
    /// - Parameters:
    ///   - vault: The vault.
    ///   - files: The walk's entry files, in path order.
    ///   - statuses: Their statuses as the walk took them (``VaultWalker/list(_:takesStatuses:)``).
    ///   - old: The index loaded, if any.
    /// - Returns: The index and, for each of the walk's files, the id of its fresh record or -1
    ///   (``freshIDs(_:statuses:)``).
    static func refreshed(_ vault: Vault, files: [VaultWalker.File], statuses: [FileSystem.Status?],
                          old: SearchIndex?) -> (index: SearchIndex, ids: [Int32])? {
        let oldIDs = old?.freshIDs(files, statuses: statuses) ?? [Int32](repeating: -1, count: files.count)
        if let old {
            let kept = oldIDs.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) }
            let regular = statuses.reduce(0) { $0 + (VaultReader.cacheable($1) == nil ? 0 : 1) }
            if kept == regular, kept == old.fileCount { return (old, oldIDs) }
        }
        let folder = vault.absolutePath(".vault/cache")
        guard FileSystem.status(vault.absolutePath(".vault"), follow: true)?.kind == .directory else { return nil }
        if FileSystem.status(folder, follow: true)?.kind != .directory {
            guard FileSystem.makeFolder(folder) else { return nil }
            try? AtomicWriter.write(Array("*\n".utf8), to: folder + "/.gitignore", displayPath: ".vault/cache/.gitignore")
        }
        guard let bytes = build(vault, files: files, statuses: statuses, old: old, oldIDs: oldIDs) ?? build(
            vault, files: files, statuses: statuses, old: nil, oldIDs: [Int32](repeating: -1, count: files.count)) else { return nil }
        do {
            try AtomicWriter.write(bytes, to: vault.absolutePath(relativePath), displayPath: relativePath)
        } catch {
            return nil
        }
        return load(vault).map { ($0, $0.freshIDs(files, statuses: statuses)) }
    }

    /// The bytes of an index of the walk's files, taking over `old`'s fresh records; `nil` when
    /// `old`'s postings turn out damaged (then build without it).
    static func build(_ vault: Vault, files: [VaultWalker.File], statuses: [FileSystem.Status?], old: SearchIndex?,
                      oldIDs: [Int32]) -> [UInt8]? {
        var records: [FileRecord] = []
        var oldToNew = [Int32](repeating: -1, count: old?.fileCount ?? 0)
        var postings = PostingBuilder()
        let groups = VaultWalker.monthFolders(files)
        var next = 0
        while next < groups.count {
            var end = next, count = 0
            while end < groups.count, count < batchFiles {
                count += groups[end].count
                end += 1
            }
            let sources = parallelMap(Array(groups[next..<end]), chunkSize: 1) { group in
                read(vault, files: files, group: group, statuses: statuses, oldIDs: oldIDs)
            }
            var fileIndex = groups[next].lowerBound
            for groupSources in sources {
                for source in groupSources {
                    defer { fileIndex += 1 }
                    guard let status = VaultReader.cacheable(statuses[fileIndex]) else { continue }
                    let id = Int32(records.count)
                    let isReported: Bool, isPlain: Bool
                    switch source {
                    case .skipped:
                        continue
                    case .kept(let oldID):
                        oldToNew[Int(oldID)] = id
                        isReported = old?.isReported(Int(oldID)) ?? true
                        isPlain = old?.isPlain(Int(oldID)) ?? false
                    case .read(let collected, let reported):
                        for (term, text) in collected.newTokens { postings.addToken(term, text: text) }
                        for gram in collected.grams { postings.add(gram, id: id) }
                        isReported = reported
                        isPlain = collected.isPlain
                    }
                    records.append(FileRecord(path: files[fileIndex].path, status: status, isReported: isReported, isPlain: isPlain))
                }
            }
            next = end
        }
        return encode(records: records, postings: postings, old: old, oldToNew: oldToNew)
    }

    /// Reads the files of one month folder that have no fresh record, and collects their grams.
    private static func read(_ vault: Vault, files: [VaultWalker.File], group: Range<Int>, statuses: [FileSystem.Status?],
                             oldIDs: [Int32]) -> [Source] {
        var collector: SearchGrams.Collector?
        var scratch: UnsafeMutableBufferPointer<UInt8>?
        var folder: Int32?
        defer {
            scratch?.deallocate()
            folder.map(FileSystem.closeFolder)
        }
        return group.map { index -> Source in
            if oldIDs[index] >= 0 { return .kept(oldIDs[index]) }
            guard VaultReader.cacheable(statuses[index]) != nil else { return .skipped }
            if collector == nil {
                collector = SearchGrams.Collector()
                scratch = .allocate(capacity: 64 * 1024)
                folder = FileSystem.openFolder(vault.absolutePath(files[group.lowerBound].folder))
            }
            let file = files[index]
            do {
                let name = folder == nil ? vault.absolutePath(file.path) : file.name
                func source(_ bytes: UnsafeBufferPointer<UInt8>) -> Source {
                    .read(collector!.collect(bytes),
                          isReported: !VaultReader.summarize(bytes, file: file, countsText: false).problems.isEmpty)
                }
                if let count = try FileSystem.read(name, relativeTo: folder, into: scratch!) {
                    return source(UnsafeBufferPointer(rebasing: scratch![..<count]))
                }
                let bytes = try FileSystem.read(vault.absolutePath(file.path))
                return bytes.withUnsafeBufferPointer { source($0) }
            } catch {
                return .skipped
            }
        }
    }

    /// The postings of the files read now, as they are added in id order: each gram's ids as
    /// LEB128 differences, ready to be written.
    struct PostingBuilder {
        /// The slot of each exact ASCII trigram (2^21), or -1.
        private var asciiSlots: [Int32] = []
        /// The slot of each hashed gram.
        private var hashedSlots: [UInt64: Int32] = [:]
        /// The gram of each slot.
        private(set) var grams: [UInt64] = []
        /// The last id added to each slot.
        private var last: [Int32] = []
        /// How many ids each slot holds.
        private(set) var counts: [UInt32] = []
        /// Each slot's ids, encoded.
        private(set) var deltas: [[UInt8]] = []
        /// The text of each token term met.
        private(set) var tokenTexts: [UInt64: [UInt8]] = [:]
        /// Whether two different token texts met share a term.
        private(set) var tokensAmbiguous = false

        /// Records the text of a token term (the collectors give each once per thread).
        mutating func addToken(_ term: UInt64, text: [UInt8]) {
            if let known = tokenTexts[term] {
                if known != text { tokensAmbiguous = true }
            } else {
                tokenTexts[term] = text
            }
        }

        /// Adds a file id to a gram's postings; ids come in ascending order.
        mutating func add(_ gram: UInt64, id: Int32) {
            let slot: Int
            if gram < 1 << 21 {
                if asciiSlots.isEmpty { asciiSlots = [Int32](repeating: -1, count: 1 << 21) }
                if asciiSlots[Int(gram)] < 0 { asciiSlots[Int(gram)] = newSlot(gram) }
                slot = Int(asciiSlots[Int(gram)])
            } else if let known = hashedSlots[gram] {
                slot = Int(known)
            } else {
                let made = newSlot(gram)
                hashedSlots[gram] = made
                slot = Int(made)
            }
            SearchIndex.appendVarint(UInt64(id - last[slot]), to: &deltas[slot])
            last[slot] = id
            counts[slot] += 1
        }

        /// A new empty slot for a gram.
        private mutating func newSlot(_ gram: UInt64) -> Int32 {
            grams.append(gram)
            last.append(-1)
            counts.append(0)
            deltas.append([])
            return Int32(grams.count - 1)
        }

        /// The slots in the order of their grams.
        func sortedSlots() -> [Int] {
            grams.indices.sorted { grams[$0] < grams[$1] }
        }

        /// The ids of a slot, decoded.
        func ids(_ slot: Int) -> [UInt32] {
            var ids: [UInt32] = []
            ids.reserveCapacity(Int(counts[slot]))
            var previous: UInt64 = 0, value: UInt64 = 0, shift: UInt64 = 0
            var first = true
            for byte in deltas[slot] {
                value |= UInt64(byte & 0x7F) << shift
                shift += 7
                if byte < 0x80 {
                    previous = first ? value &- 1 : previous + value
                    first = false
                    ids.append(UInt32(previous))
                    value = 0
                    shift = 0
                }
            }
            return ids
        }
    }

    /// Appends a LEB128 varint.
    static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// The bytes of the index file: the records, the terms of the files read now merged with
    /// `old`'s (its ids mapped through `oldToNew`, the dropped ones left out); `nil` when
    /// `old`'s postings are damaged.
    static func encode(records: [FileRecord], postings: PostingBuilder, old: SearchIndex?, oldToNew: [Int32]) -> [UInt8]? {
        let fileCount = records.count
        let bitmapLength = (fileCount + 7) / 8
        // The terms: (gram, encoding, count, bytes), in gram order.
        var terms: [(gram: UInt64, encoding: Encoding, count: Int, bytes: [UInt8], text: [UInt8]?)] = []
        var tokensAmbiguous = postings.tokensAmbiguous
        func deltas(_ ids: some Sequence<UInt32>) -> [UInt8] {
            var bytes: [UInt8] = []
            var previous: Int64 = -1
            for id in ids {
                appendVarint(UInt64(Int64(id) - previous), to: &bytes)
                previous = Int64(id)
            }
            return bytes
        }
        func add(_ gram: UInt64, ids: [UInt32], text: [UInt8]?) {
            guard !ids.isEmpty else { return }
            var best: (Encoding, [UInt8])
            if ids.count * 2 > fileCount {
                var absent: [UInt32] = []
                var next = 0
                for id in 0..<UInt32(fileCount) {
                    if next < ids.count, ids[next] == id { next += 1 } else { absent.append(id) }
                }
                best = (.complement, deltas(absent))
            } else {
                best = (.deltas, deltas(ids))
            }
            if best.1.count > bitmapLength {
                var bitmap = [UInt8](repeating: 0, count: bitmapLength)
                for id in ids { bitmap[Int(id >> 3)] |= 1 << (id & 7) }
                best = (.bitmap, bitmap)
            }
            terms.append((gram, best.0, ids.count, best.1, text))
        }
        let slots = postings.sortedSlots()
        var slotPosition = 0
        var oldTerm = 0
        let oldCount = old?.termCount ?? 0
        while slotPosition < slots.count || oldTerm < oldCount {
            let slotGram = slotPosition < slots.count ? postings.grams[slots[slotPosition]] : UInt64.max
            let oldGram = oldTerm < oldCount ? old!.gram(at: oldTerm) : UInt64.max
            let takesSlot = slotPosition < slots.count && slotGram <= oldGram
            let takesOld = oldTerm < oldCount && oldGram <= slotGram
            var merged: [UInt32] = []
            var text: [UInt8]?
            if takesOld, let old {
                let (encoding, postingBytes) = old.postings(at: oldTerm)
                guard let ids = old.ids(encoding, postingBytes) else { return nil }
                merged = ids.compactMap { oldToNew[Int($0)] >= 0 ? UInt32(oldToNew[Int($0)]) : nil }
                if SearchGrams.isToken(oldGram) {
                    guard let oldText = old.tokenText(oldTerm) else { return nil }
                    text = Array(oldText)
                }
            }
            if takesSlot {
                if SearchGrams.isToken(slotGram) {
                    let fresh = postings.tokenTexts[slotGram] ?? []
                    if let text, text != fresh { tokensAmbiguous = true }
                    text = fresh
                }
                let fresh = postings.ids(slots[slotPosition])
                if merged.isEmpty {
                    merged = fresh
                } else {
                    var union: [UInt32] = []
                    union.reserveCapacity(merged.count + fresh.count)
                    var left = 0, right = 0
                    while left < merged.count || right < fresh.count {
                        if right == fresh.count || (left < merged.count && merged[left] < fresh[right]) {
                            union.append(merged[left])
                            left += 1
                        } else {
                            union.append(fresh[right])
                            right += 1
                        }
                    }
                    merged = union
                }
            }
            add(takesSlot ? slotGram : oldGram, ids: merged, text: text)
            if takesSlot { slotPosition += 1 }
            if takesOld { oldTerm += 1 }
        }
        var writer = BinaryWriter()
        writer.append(magic)
        writer.write(formatVersion)
        writer.write(UInt32(fileCount))
        writer.write(UInt32(terms.count))
        writer.write(UInt32(tokensAmbiguous ? 1 : 0))
        var pathBlock: [UInt8] = []
        for record in records { pathBlock.append(contentsOf: record.path.utf8) }
        var textOffsets = [UInt32](repeating: 0, count: terms.count)
        for (position, term) in terms.enumerated() {
            guard let text = term.text else { continue }
            textOffsets[position] = UInt32(pathBlock.count)
            pathBlock.append(UInt8(text.count & 0xFF))
            pathBlock.append(UInt8(text.count >> 8))
            pathBlock.append(contentsOf: text)
        }
        writer.write(UInt64(pathBlock.count))
        var pathOffset = 0
        for record in records {
            let length = record.path.utf8.count
            writer.write(UInt32(pathOffset))
            writer.write(UInt32(length) | (record.isReported ? 0x8000_0000 : 0) | (record.isPlain ? 0x4000_0000 : 0))
            writer.write(Int64(record.status.size))
            writer.write(record.status.modified)
            writer.write(record.status.changed)
            pathOffset += length
        }
        var postingOffset = 0
        for (position, term) in terms.enumerated() {
            writer.write(term.gram)
            writer.write(UInt64(postingOffset))
            writer.write(UInt32(term.bytes.count))
            writer.write(UInt32(term.count))
            writer.write(term.encoding.rawValue)
            writer.write(textOffsets[position])
            postingOffset += term.bytes.count
        }
        writer.append(pathBlock)
        for term in terms { writer.append(term.bytes) }
        var bytes = writer.takeBytes()
        let sum = bytes.withUnsafeBufferPointer { VaultCache.checksum($0) }
        withUnsafeBytes(of: sum.littleEndian) { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// The gram of term `term`.
    func gram(at term: Int) -> UInt64 {
        Self.u64(storage.buffer, Self.headerSize + Self.fileRecordSize * fileCount + Self.termRecordSize * term)
    }

    /// The encoding and postings of term `term`.
    func postings(at term: Int) -> (Encoding, UnsafeBufferPointer<UInt8>) {
        let buffer = storage.buffer
        let record = Self.headerSize + Self.fileRecordSize * fileCount + Self.termRecordSize * term
        let offset = postingsStart + Int(Self.u64(buffer, record + 8)), length = Int(Self.u32(buffer, record + 16))
        return (Encoding(rawValue: Self.u32(buffer, record + 24)) ?? .deltas, UnsafeBufferPointer(rebasing: buffer[offset..<(offset + length)]))
    }
}
