#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The search index `.vault/cache/search-index`: for each n-gram and token of the entries' text
/// (``SearchGrams``), the entry files that hold it, so that a warm `vault search` reads only the
/// files that hold every gram of its pattern and confirms each match on the file's text with
/// ``TextSearch`` (its answer is the scan's, by construction), and, when only whether a file
/// matches is asked (`--paths`, `--count`), takes a plain file's match as proven from the index
/// alone (``proven(_:)``).
///
/// A file of its own beside the index cache, little-endian (docs/ARCHITECTURE.md, `Vault/Cache/`):
///
/// | Offset | Size | Field |
/// |---|---|---|
/// | 0 | 8 | magic `VAULTSRX` |
/// | 8 | 4 | format version (``formatVersion``) |
/// | 12 | 4 | file count F |
/// | 16 | 4 | term count T |
/// | 20 | 4 | flags: bit 0, two tokens share a term (no token proof is made) |
/// | 24 | 8 | length P of the path block |
/// | 32 | 32 F | files, sorted by path bytes: path offset (4) and length (4; bit 31 set: reading the file reports a problem; bit 30 set: the file is plain, ``SearchGrams``) in the path block, size (8), modification and status-change times (8 + 8, nanoseconds) |
/// | 32 + 32 F | 32 T | terms, sorted by gram: gram (8), postings offset (8) and length (4) in the postings block, file count (4), encoding (4: 0 deltas, 1 bitmap, 3 the complement's deltas), and for a token's term the offset in the path block of its text (a 2-byte length, then the bytes), else 0 (4) |
/// | then | P | the paths, UTF-8, then the tokens' texts |
/// | then | | the postings block: for each term, its file ids (positions in the file table) ascending, as LEB128 varints of the difference from the previous id (the first from -1), or as a bitmap of F bits (bit i of byte i/8), or, for a term held by more than half the files, as the deltas of the ids *without* it, whichever is smallest |
/// | end - 8 | 8 | FNV-1a checksum of everything before (as ``VaultCache/checksum(_:)``) |
///
/// A file's record is used only when the file's size, modification and status-change times are
/// those recorded and both are older than the index file (the index cache's rule, "racy git");
/// any other entry file is a candidate of every search, and so is a file whose reading reports a
/// problem (no date, a parse error, misplaced: the scan reports it whenever the pattern's byte
/// prefilter passes, ``EntrySearcher/searchBytes(_:file:)``). A missing, truncated, damaged or other
/// version file is rebuilt, never read. The file is mapped read-only as the index cache is
/// (``VaultCache/mapped(_:)``, held in a ``SharedBytes``), checked whole once, and read in place.
struct SearchIndex: @unchecked Sendable {
    // @unchecked: the mapping is read-only and never changes while the value lives.

    /// The format this version writes and reads; bump it when the layout or the grams change.
    ///
    /// Format 2: the grams of front-matter key names and fences are no longer kept (a match
    /// never starts there), Hangul keys and grams are exact, a common gram keeps its files (the
    /// complement) instead of "every file", and plain files and tokens are recorded.
    static let formatVersion: UInt32 = 2
    /// The file's first 8 bytes.
    static let magic: [UInt8] = Array("VAULTSRX".utf8)
    /// The index's path relative to the vault root.
    static let relativePath = ".vault/cache/search-index"
    /// The size of the header.
    static let headerSize = 32
    /// The size of a file record.
    static let fileRecordSize = 32
    /// The size of a term record.
    static let termRecordSize = 32

    /// How a term's files are stored.
    enum Encoding: UInt32, Sendable {
        /// Differences from the previous id, LEB128.
        case deltas = 0
        /// One bit per file.
        case bitmap = 1
        /// The ids of the files *without* the term, as ``deltas``.
        case complement = 3
    }

    /// The file's bytes, mapped read-only (``VaultCache/mapped(_:)``, unmapped with the last copy).
    let storage: SharedBytes
    /// How many files it records.
    let fileCount: Int
    /// How many terms it holds.
    let termCount: Int
    /// Where the path block starts.
    let pathsStart: Int
    /// Where the postings block starts.
    let postingsStart: Int
    /// Where the postings block ends (the checksum's offset).
    let postingsEnd: Int
    /// Whether two different tokens share a term (then no token proof is made).
    let tokensAmbiguous: Bool
    /// When the index file was written, in nanoseconds since 1970 (`Int64.max`: not yet written).
    var written: Int64 = .max

    /// Loads the index of a vault, or `nil` when there is none or it cannot be trusted.
    static func load(_ vault: Vault) -> SearchIndex? {
        let path = vault.absolutePath(relativePath)
        // The time is taken before the file is mapped: should a newer index replace it between
        // the two, the older time only makes fewer records trusted (never a stale one).
        guard let status = FileSystem.status(path, follow: true), status.kind == .regular,
              let bytes = VaultCache.mapped(path) else { return nil }
        var index = SearchIndex(checking: bytes)
        index?.written = status.modified
        return index
    }

    /// Checks bytes whole: the checksum, the header, the tables' bounds and orders; `nil` when
    /// anything is off.
    init?(checking storage: SharedBytes) {
        let buffer = storage.buffer
        guard buffer.count >= Self.headerSize + 8, buffer.prefix(8).elementsEqual(Self.magic) else { return nil }
        let body = UnsafeBufferPointer(rebasing: buffer[..<(buffer.count - 8)])
        guard Self.u64(buffer, buffer.count - 8) == VaultCache.checksum(body),
              Self.u32(buffer, 8) == Self.formatVersion else { return nil }
        let files = Int(Self.u32(buffer, 12)), terms = Int(Self.u32(buffer, 16))
        let pathsLength = Self.u64(buffer, 24)
        let tables = Self.headerSize + Self.fileRecordSize * files + Self.termRecordSize * terms
        guard pathsLength <= UInt64(body.count), tables <= body.count - Int(pathsLength) else { return nil }
        self.storage = storage
        fileCount = files
        termCount = terms
        tokensAmbiguous = Self.u32(buffer, 20) & 1 != 0
        pathsStart = tables
        postingsStart = tables + Int(pathsLength)
        postingsEnd = body.count
        // Paths inside their block and strictly ascending; terms ascending, postings in bounds.
        var previous: UnsafeBufferPointer<UInt8>?
        for file in 0..<files {
            guard let path = path(file) else { return nil }
            if let previous, Self.compare(previous, path) >= 0 { return nil }
            previous = path
        }
        let bitmapLength = (files + 7) / 8
        var lastGram: UInt64?
        for term in 0..<terms {
            let record = Self.headerSize + Self.fileRecordSize * files + Self.termRecordSize * term
            let gram = Self.u64(buffer, record)
            if let lastGram, gram <= lastGram { return nil }
            lastGram = gram
            let offset = Self.u64(buffer, record + 8), length = UInt64(Self.u32(buffer, record + 16))
            guard let encoding = Encoding(rawValue: Self.u32(buffer, record + 24)),
                  offset <= UInt64(postingsEnd - postingsStart), length <= UInt64(postingsEnd - postingsStart) - offset else { return nil }
            switch encoding {
            case .bitmap: guard length == UInt64(bitmapLength) else { return nil }
            case .deltas, .complement: break
            }
            if SearchGrams.isToken(gram) {
                guard tokenText(term) != nil else { return nil }
            }
        }
    }

    /// A little-endian 32-bit value at an offset.
    static func u32(_ buffer: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt32 {
        UInt32(littleEndian: UnsafeRawPointer(buffer.baseAddress! + offset).loadUnaligned(as: UInt32.self))
    }

    /// A little-endian 64-bit value at an offset.
    static func u64(_ buffer: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(buffer.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// The byte order of two paths: negative when `a` comes first, 0 when equal.
    static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let shared = min(a.count, b.count)
        if shared > 0, let left = a.baseAddress, let right = b.baseAddress {
            let order = memcmp(left, right, shared)
            if order != 0 { return Int(order) }
        }
        return a.count - b.count
    }

    /// The path of file `file`, or `nil` when its record points outside the path block.
    func path(_ file: Int) -> UnsafeBufferPointer<UInt8>? {
        let buffer = storage.buffer
        let record = Self.headerSize + Self.fileRecordSize * file
        let offset = Int(Self.u32(buffer, record)), length = Int(Self.u32(buffer, record + 4) & 0x3FFF_FFFF)
        guard offset <= postingsStart - pathsStart, length <= postingsStart - pathsStart - offset else { return nil }
        return UnsafeBufferPointer(rebasing: buffer[(pathsStart + offset)..<(pathsStart + offset + length)])
    }

    /// Whether reading file `file` reports a problem (then it is a candidate of every search).
    func isReported(_ file: Int) -> Bool {
        Self.u32(storage.buffer, Self.headerSize + Self.fileRecordSize * file + 4) & 0x8000_0000 != 0
    }

    /// Whether file `file` is plain (``SearchGrams``: a match of a provable pattern there is
    /// proven by its grams or tokens).
    func isPlain(_ file: Int) -> Bool {
        Self.u32(storage.buffer, Self.headerSize + Self.fileRecordSize * file + 4) & 0x4000_0000 != 0
    }

    /// The text of token term `term` (folded bytes), or `nil` when its record points outside
    /// the path block.
    func tokenText(_ term: Int) -> UnsafeBufferPointer<UInt8>? {
        let buffer = storage.buffer
        let record = Self.headerSize + Self.fileRecordSize * fileCount + Self.termRecordSize * term
        let offset = Int(Self.u32(buffer, record + 28)), block = postingsStart - pathsStart
        guard offset <= block - 2 else { return nil }
        let length = Int(buffer[pathsStart + offset]) | Int(buffer[pathsStart + offset + 1]) << 8
        guard length <= block - offset - 2 else { return nil }
        return UnsafeBufferPointer(rebasing: buffer[(pathsStart + offset + 2)..<(pathsStart + offset + 2 + length)])
    }

    /// The recorded size, modification and status-change times of file `file`.
    func status(_ file: Int) -> (size: Int64, modified: Int64, changed: Int64) {
        let buffer = storage.buffer
        let record = Self.headerSize + Self.fileRecordSize * file
        return (Int64(bitPattern: Self.u64(buffer, record + 8)), Int64(bitPattern: Self.u64(buffer, record + 16)),
                Int64(bitPattern: Self.u64(buffer, record + 24)))
    }

    /// For each of the walk's files, the id of its fresh record (see the type's rule), or -1.
    ///
    /// - Parameters:
    ///   - files: The entry files, in path order (``VaultWalker/list(_:)``).
    ///   - statuses: Their statuses as the walk took them.
    func freshIDs(_ files: [VaultWalker.File], statuses: [FileSystem.Status?]) -> [Int32] {
        var ids = [Int32](repeating: -1, count: files.count)
        var cursor = 0
        for index in files.indices {
            guard cursor < fileCount else { break }
            var path = files[index].path
            let found = path.withUTF8 { wanted -> Bool in
                var order = 1
                while cursor < fileCount, let recorded = self.path(cursor) {
                    order = Self.compare(recorded, wanted)
                    guard order < 0 else { break }
                    cursor += 1
                }
                return order == 0
            }
            guard found, index < statuses.count, let status = VaultReader.cacheable(statuses[index]) else { continue }
            let recorded = self.status(cursor)
            if recorded.size == Int64(status.size), recorded.modified == status.modified, recorded.changed == status.changed,
               max(status.modified, status.changed) < written {
                ids[index] = Int32(cursor)
            }
        }
        return ids
    }

    /// Where a gram's record is, or `nil` when no file holds it.
    func term(_ gram: UInt64) -> (encoding: Encoding, count: Int, postings: UnsafeBufferPointer<UInt8>)? {
        let buffer = storage.buffer
        let table = Self.headerSize + Self.fileRecordSize * fileCount
        var low = 0, high = termCount
        while low < high {
            let middle = (low + high) / 2
            if Self.u64(buffer, table + Self.termRecordSize * middle) < gram { low = middle + 1 } else { high = middle }
        }
        let record = table + Self.termRecordSize * low
        guard low < termCount, Self.u64(buffer, record) == gram,
              let encoding = Encoding(rawValue: Self.u32(buffer, record + 24)) else { return nil }
        let offset = postingsStart + Int(Self.u64(buffer, record + 8)), length = Int(Self.u32(buffer, record + 16))
        return (encoding, Int(Self.u32(buffer, record + 20)), UnsafeBufferPointer(rebasing: buffer[offset..<(offset + length)]))
    }

    /// The file ids of a term's postings, ascending, or `nil` when they are damaged (an id out of
    /// range or not ascending).
    func ids(_ encoding: Encoding, _ postings: UnsafeBufferPointer<UInt8>) -> [UInt32]? {
        var ids: [UInt32] = []
        switch encoding {
        case .bitmap:
            for byteIndex in postings.indices where postings[byteIndex] != 0 {
                var bits = postings[byteIndex]
                while bits != 0 {
                    let id = byteIndex * 8 + bits.trailingZeroBitCount
                    guard id < fileCount else { return nil }
                    ids.append(UInt32(id))
                    bits &= bits - 1
                }
            }
        case .deltas, .complement:
            var previous = -1
            var position = 0
            while position < postings.count {
                var delta = 0, shift = 0
                while true {
                    guard position < postings.count, shift < 35 else { return nil }
                    let byte = postings[position]
                    position += 1
                    delta |= Int(byte & 0x7F) << shift
                    shift += 7
                    if byte < 0x80 { break }
                }
                let id = previous + delta
                guard delta > 0, id < fileCount else { return nil }
                ids.append(UInt32(id))
                previous = id
            }
            if encoding == .complement {
                var all: [UInt32] = []
                all.reserveCapacity(fileCount - ids.count)
                var next = 0
                for id in 0..<UInt32(fileCount) {
                    if next < ids.count, ids[next] == id {
                        next += 1
                    } else {
                        all.append(id)
                    }
                }
                ids = all
            }
        }
        return ids
    }

    /// The files whose match of a provable pattern (``SearchGrams/proof(ofPattern:ignoresCase:)``)
    /// the index proves, as one flag per file id: plain files that hold the pattern's gram, or
    /// one of whose tokens contains the pattern, and whose reading reports no problem; `nil` when
    /// the postings are damaged or the tokens are ambiguous.
    func proven(_ proof: SearchGrams.Proof) -> [Bool]? {
        var flags = [Bool](repeating: false, count: fileCount)
        func mark(_ encoding: Encoding, _ postings: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let ids = ids(encoding, postings) else { return false }
            for id in ids { flags[Int(id)] = true }
            return true
        }
        switch proof {
        case .gram(let gram):
            if let found = term(gram) { guard mark(found.encoding, found.postings) else { return nil } }
        case .token(let pattern):
            guard !tokensAmbiguous, !pattern.isEmpty else { return nil }
            let buffer = storage.buffer
            let table = Self.headerSize + Self.fileRecordSize * fileCount
            var low = 0, high = termCount
            while low < high {
                let middle = (low + high) / 2
                if Self.u64(buffer, table + Self.termRecordSize * middle) < SearchGrams.tokenBits { low = middle + 1 } else { high = middle }
            }
            let anchor = TextSearch.rarestIndex(pattern)
            for term in low..<termCount {
                guard let text = tokenText(term), text.count >= pattern.count,
                      TextSearch.find(pattern, in: text, foldASCII: false, anchor: anchor) != nil else { continue }
                let (encoding, postings) = self.postings(at: term)
                guard mark(encoding, postings) else { return nil }
            }
        }
        for file in 0..<fileCount where flags[file] && (!isPlain(file) || isReported(file)) { flags[file] = false }
        return flags
    }

    /// The files that hold every gram, or whose reading reports a problem, as one flag per file
    /// id; `nil` when the postings are damaged.
    ///
    /// - Parameter grams: The pattern's grams (``SearchGrams/grams(ofPattern:)``).
    func candidates(_ grams: [UInt64]) -> [Bool]? {
        var lists: [(encoding: Encoding, count: Int, postings: UnsafeBufferPointer<UInt8>)] = []
        var absent = false
        for gram in grams {
            guard let found = term(gram) else {
                absent = true
                break
            }
            lists.append(found)
        }
        guard absent || !lists.isEmpty else { return nil }
        var current: [UInt32] = []
        if !absent {
            lists.sort { $0.count < $1.count }
            guard let first = ids(lists[0].encoding, lists[0].postings) else { return nil }
            current = first
        }
        for list in lists.dropFirst() where !current.isEmpty && !absent {
            if list.encoding == .bitmap {
                current = current.filter { list.postings[Int($0 >> 3)] & (1 << ($0 & 7)) != 0 }
            } else {
                guard let other = ids(list.encoding, list.postings) else { return nil }
                var kept: [UInt32] = []
                var position = 0
                for id in current {
                    while position < other.count, other[position] < id { position += 1 }
                    if position < other.count, other[position] == id { kept.append(id) }
                }
                current = kept
            }
        }
        var flags = [Bool](repeating: false, count: fileCount)
        for id in current { flags[Int(id)] = true }
        for file in 0..<fileCount where isReported(file) { flags[file] = true }
        return flags
    }
}

import Dispatch

extension SearchIndex {
    /// An index being loaded (``SearchIndex/load(_:)``) on another thread, so that the walk of
    /// the vault, which does not need it, runs meanwhile.
    final class Loading: @unchecked Sendable {
        /// Left when the load has ended.
        private let group = DispatchGroup()
        /// The loaded index; written once, before ``group`` is left, and read only after.
        private var index: SearchIndex?

        /// Starts loading the index of a vault.
        init(_ vault: Vault) {
            group.enter()
            DispatchQueue.global(qos: .userInitiated).async { [self] in
                index = SearchIndex.load(vault)
                group.leave()
            }
        }

        /// Waits for the load to end.
        ///
        /// - Returns: The index, or `nil` when there is none or it cannot be trusted.
        func wait() -> SearchIndex? {
            group.wait()
            return index
        }
    }
}
