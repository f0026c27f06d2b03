/// The problems a scan finds across files: uuids shared by more than one entry, and where a key
/// is in a file for the problems that point at it.
extension VaultReader {
    /// A problem for each entry whose uuid an earlier entry (in vault order) already has.
    ///
    /// - Parameter entries: The entries, in vault order.
    func duplicateUUIDs(inVaultOrder entries: [EntrySummary]) -> [VaultProblem] {
        // One pass in vault order over a table of the uuids seen (open addressing): a later copy
        // meets the first holder of its uuid. No sort and no strings touched.
        var capacity = 16
        while capacity < entries.count * 2 { capacity <<= 1 }
        var table = [Int](repeating: -1, count: capacity)
        var copies: [(index: Int, first: Int)] = []
        for index in entries.indices {
            guard let uuid = entries[index].uuid else { continue }
            var slot = Int(truncatingIfNeeded: ((uuid.high ^ uuid.low) &* 0x9E37_79B9_7F4A_7C15) >> 32) & (capacity - 1)
            while true {
                let held = table[slot]
                if held < 0 {
                    table[slot] = index
                    break
                }
                if entries[held].uuid == uuid {
                    copies.append((index, held))
                    break
                }
                slot = (slot + 1) & (capacity - 1)
            }
        }
        return copies.sorted { $0.index < $1.index }.map { copy in
            let entry = entries[copy.index]
            let bytes = (try? FileSystem.read(vault.absolutePath(entry.path))) ?? []
            let (location, sourceLine) = bytes.withUnsafeBufferPointer { Self.keyLocation(SemanticKey.uuid.name, in: $0) }
            return VaultProblem(
                .duplicateUUID, path: entry.path, location: location, sourceLine: sourceLine,
                message: "uuid \(entry.uuid?.canonical ?? "") is also the uuid of \(entries[copy.first].path)",
                hint: "give this copy a new uuid (vault check --fix gives the newer entry one)",
                isFixable: true)
        }
    }

    /// Where a semantic key (or its legacy alias) is in a file: its line and the column of its
    /// value, with the source line; found by a full parse, which only the rare problem paths pay.
    static func keyLocation(_ key: String, in bytes: UnsafeBufferPointer<UInt8>) -> (SourceLocation?, String?) {
        guard let document = try? EntryDocument(parsing: Array(bytes)),
              let frontMatter = document.frontMatter,
              let stored = EntrySemantics.storedKey(for: key, in: frontMatter),
              let line = frontMatter.line(ofKey: stored),
              let field = frontMatter.field(stored) else { return (nil, nil) }
        let firstLine = field.source.prefix { $0 != "\n" && $0 != "\r\n" }
        let column = field.layout.keyText.utf8.count + field.layout.gap.utf8.count + 1
        return (SourceLocation(line: line, column: column), String(firstLine))
    }
}
