#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the date views need of the whole vault, remembered with the modification time of every
/// folder it was read from: which entries are marked `anniversary: true` (`vault calendar`,
/// `vault dday`), the entries of each month and day (`vault on-this-day`), and whether the read
/// found any problem; so that those views read only the entries they show, not the whole vault.
///
/// Stored in `.vault/cache/anniversaries.bin`, in two parts. The head: a magic number, the
/// format version, the head's length, the folders (the root, each year folder `YYYY`, each month
/// folder `YYYY/MM`, as 24 bytes each: year, month, `st_mtim` and `st_ctim` in nanoseconds, links
/// followed), then the payload: a flags word (bit 0: the read found a problem), the paths of the
/// anniversary entries in vault order, 366 counts (one per month and day of a leap year,
/// ``OnThisDay/monthDaySlot(month:day:)``) and each month and day's paths in vault order, the
/// place of each month and day's summaries, and a checksum of the head. Then the summaries: for
/// each month and day, the readings of its entries as the index cache keeps them (the bytes of
/// a ``VaultCache`` of those files alone, in path order, with its own version and checksum), so
/// that `vault on-this-day` takes an entry whose size, modification and status-change times are
/// those recorded (and older than this file: the index cache's rule) from there and reads only
/// the others (``VaultReader/scanRemembered(_:)``). Only the head and the summaries of the days a
/// view asks for are read. It is written after every read of the whole vault through the cache
/// (``refresh(_:entries:foundProblems:scanStart:isComplete:changed:records:)``) and trusted only while every folder it
/// names still has its two times (modification and status change): adding, removing or renaming a file or a folder changes its folder's time
/// (POSIX.1-2017, `rename`, `unlink`, `open` with `O_CREAT`), and so does every save by vault and
/// by editors that save a new file and rename it over the old. The entries it names are read
/// again each time, so editing one of them in place is seen too.
///
/// What it cannot see (docs/ARCHITECTURE.md, "The caches"): another entry that gains
/// `anniversary: true`, or another day, or a problem, from a program that rewrites the file in
/// place, which changes no folder's time (its summary is not taken: the file's own times
/// changed); the date views see it after the next command that
/// reads the whole vault (`vault index`, `vault list`, `vault stats`, ...). A folder whose time is within
/// ``racyWindow`` of the read that wrote the file is not trusted (a change in the same tick
/// could hide; the "racy git" rule, git's `Documentation/technical/racy-git.txt`), so the next
/// date view reads the whole vault once more.
struct AnniversaryCache: Hashable, Sendable {
    /// The file, relative to the vault root.
    static let relativePath = ".vault/cache/anniversaries.bin"
    /// The first bytes of the file.
    static let magic: [UInt8] = Array("VAULTANV".utf8)
    /// The format version; a file of another version is not trusted.
    ///
    /// Version 3 added the flags word and the month-and-day lists after the anniversary paths;
    /// version 4 the head's length and the summaries of each month and day; version 5 holds
    /// those summaries in index cache format 15 (``VaultCache/formatVersion``), so a file of
    /// version 4 is written again rather than kept with summaries no longer read.
    static let formatVersion: UInt32 = 5
    /// How close to the read a folder's time may be before it is not trusted: 2 s, in nanoseconds
    /// (file times come from a coarse clock, one tick late at most).
    static let racyWindow: Int64 = 2_000_000_000
    /// The time stored for a folder that is not trusted: no folder has it.
    static let untrusted = Int64.min

    /// One folder and its modification time: the root, a year folder or a month folder.
    struct Folder: Hashable, Sendable {
        /// The year, 0 to 9999, or -1 for the root.
        var year: Int32
        /// The month, 1 to 12, or 0 for the root or a year folder.
        var month: Int32
        /// `st_mtim` in nanoseconds since 1970, or ``untrusted``.
        var modified: Int64
        /// `st_ctim` in nanoseconds since 1970: changed also by `chmod` (a folder that could not
        /// be read during the read) and by every `touch`, which can set the modification time
        /// back but not this one.
        var changed: Int64 = 0

        /// The vault-relative path: `""`, `2026` or `2026/11`.
        var path: String {
            year < 0 ? "" : month == 0 ? CivilDate.pad(Int(year), 4) : VaultPath.folder(year: Int(year), month: Int(month))
        }

        /// Whether the year and month are in range (a damaged file could hold anything).
        var isValid: Bool {
            (year == -1 && month == 0) || ((0...9999).contains(year) && (0...12).contains(month))
        }

        /// Writes the path as a NUL-terminated C string (`.` for the root) into a buffer of at
        /// least 8 bytes, without building a `String`.
        func withCPath<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: 8) { buffer in
                func digit(_ value: Int32) -> CChar { CChar(48 + value % 10) }
                if year < 0 {
                    buffer[0] = 46
                    buffer[1] = 0
                } else {
                    (buffer[0], buffer[1], buffer[2], buffer[3]) = (digit(year / 1000), digit(year / 100), digit(year / 10), digit(year))
                    if month == 0 {
                        buffer[4] = 0
                    } else {
                        (buffer[4], buffer[5], buffer[6], buffer[7]) = (47, digit(month / 10), digit(month), 0)
                    }
                }
                return body(UnsafePointer(buffer.baseAddress!))
            }
        }
    }

    /// The folders, root first, then each year followed by its months, in name order.
    var folders: [Folder]
    /// The vault-relative paths of the entries marked `anniversary: true`, in vault order.
    var anniversaryPaths: [String]
    /// Whether the read that wrote the file found any problem (then the date views read the
    /// whole vault, to report them as it does).
    var foundProblems = false
    /// How many entries each month and day has (``OnThisDay/monthDaySlot(month:day:)``), 366 counts, or
    /// all 0 when none was remembered.
    var monthDayCounts = [UInt32](repeating: 0, count: 366)
    /// The paths of each month and day, in slot order and within a slot in vault order, each as
    /// a 32-bit little-endian length and its UTF-8 bytes (read in place by
    /// ``paths(onMonthDaySlots:)``).
    var monthDayPaths: [UInt8] = []
    /// Each month and day's summaries (the bytes of a ``VaultCache`` of its files; empty: none),
    /// 366 of them when written or decoded whole, or only the slots ``load(_:summariesOf:)``
    /// was asked for (the others empty).
    var monthDaySummaries: [[UInt8]] = []
    /// When the file was written (its modification time, nanoseconds since 1970; `Int64.max`:
    /// not written): a summary is taken only for a file whose times are older.
    var written: Int64 = .max

    /// The remembered paths of the entries whose month and day is one of `slots`, each slot's in
    /// vault order, slots in the order given; `nil` when the lists are damaged.
    ///
    /// - Parameter slots: Slots from ``OnThisDay/monthDaySlot(month:day:)``, 0 to 365, each once.
    func paths(onMonthDaySlots slots: [Int]) -> [String]? {
        pathsBySlot(slots).map { $0.flatMap(\.paths) }
    }

    /// ``paths(onMonthDaySlots:)`` slot by slot: each slot given (in range) with its paths.
    func pathsBySlot(_ slots: [Int]) -> [(slot: Int, paths: [String])]? {
        guard monthDayCounts.count == 366 else { return nil }
        return monthDayPaths.withUnsafeBufferPointer { buffer -> [(slot: Int, paths: [String])]? in
            var starts = [Int](repeating: 0, count: 367)
            var reader = BinaryReader(buffer)
            // Each slot's first byte: the lengths walked once (no string built).
            for slot in 0..<366 {
                starts[slot] = reader.offset
                for _ in 0..<monthDayCounts[slot] {
                    guard let length = reader.readUInt32().map(Int.init), reader.readRawLength(length) else { return nil }
                }
            }
            var lists: [(slot: Int, paths: [String])] = []
            for slot in slots where (0..<366).contains(slot) {
                var slotReader = BinaryReader(buffer, offset: starts[slot])
                var paths: [String] = []
                for _ in 0..<monthDayCounts[slot] {
                    guard let path = slotReader.readString(), VaultWalker.File(entryPath: path) != nil else { return nil }
                    paths.append(path)
                }
                lists.append((slot, paths))
            }
            return lists
        }
    }

    /// The folders of a vault as they are now: the root, its year folders and their month
    /// folders (names as ``VaultPath/year(fromFolderName:)`` and ``VaultPath/month(fromFolderName:)``
    /// read them), each with its time, or ``untrusted`` when it is at or after `trustedBefore`.
    ///
    /// - Parameters:
    ///   - vault: The vault.
    ///   - trustedBefore: Times from this one on (nanoseconds since 1970) are not trusted.
    static func currentFolders(of vault: Vault, trustedBefore: Int64) -> [Folder] {
        func folder(_ path: String, year: Int, month: Int) -> Folder? {
            guard let status = FileSystem.status(path.isEmpty ? vault.path : vault.absolutePath(path), follow: true),
                  status.kind == .directory else { return nil }
            // Trust is decided by the modification time (what adding or removing a file changes);
            // the status-change time is compared too, which a `chmod` or a `touch` changes.
            return Folder(year: Int32(year), month: Int32(month), modified: status.modified < trustedBefore ? status.modified : untrusted,
                          changed: status.changed)
        }
        guard let root = folder("", year: -1, month: 0) else { return [] }
        var folders = [root]
        for entry in FileSystem.list(vault.path).entries ?? [] {
            guard let year = VaultPath.year(fromFolderName: entry.name), let yearFolder = folder(entry.name, year: year, month: 0) else { continue }
            folders.append(yearFolder)
            for monthEntry in FileSystem.list(vault.absolutePath(entry.name)).entries ?? [] {
                guard let month = VaultPath.month(fromFolderName: monthEntry.name),
                      let monthFolder = folder(entry.name + "/" + monthEntry.name, year: year, month: month) else { continue }
                folders.append(monthFolder)
            }
        }
        return folders
    }

    /// The remembered anniversaries of a vault, or `nil` when there is no file, it is damaged, or
    /// any folder it names is gone or has another time (then read the whole vault).
    ///
    /// Costs reading the head, and the summaries of `slots`, and one `fstatat` per folder,
    /// relative to the vault root, on two threads for more than 256.
    ///
    /// - Parameters:
    ///   - vault: The vault.
    ///   - slots: The month-and-day slots whose summaries to read (``monthDaySummaries``); a
    ///     slot whose summaries are out of the file's bounds is left empty.
    static func load(_ vault: Vault, summariesOf slots: [Int] = []) -> AnniversaryCache? {
        // Only a regular file, of a size a vault of 10,000 years could need (a FIFO would block,
        // a link to a device would be read to the limit).
        let path = vault.absolutePath(relativePath)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        let status = FileSystem.Status(info)
        guard status.kind == .regular, status.size <= maximumSize, status.size >= headerSize,
              let header = readRange(descriptor, from: 0, count: headerSize),
              let headLength = headLength(header), headLength <= status.size,
              let head = readRange(descriptor, from: 0, count: headLength),
              let decoded = decodeHead(head), !decoded.cache.folders.isEmpty,
              let root = FileSystem.openFolder(vault.path) else { return nil }
        defer { FileSystem.closeFolder(root) }
        var cache = decoded.cache
        cache.written = status.modified
        cache.monthDaySummaries = [[UInt8]](repeating: [], count: 366)
        for slot in Set(slots) where (0..<366).contains(slot) {
            let (offset, length) = decoded.summaries[slot]
            guard length > 0, offset <= UInt64(status.size - headLength), length <= UInt64(status.size - headLength) - offset,
                  let bytes = readRange(descriptor, from: headLength + Int(offset), count: Int(length)) else { continue }
            cache.monthDaySummaries[slot] = bytes
        }
        // Both cores: the calls are most of the time a calendar takes (a vault of 184 years has
        // 2,400 folders), and each waits only on the kernel's name lookup.
        let folders = cache.folders
        let half = (folders.count + 1) / 2
        let unchanged = parallelMap(folders.count > 256 ? [0, half] : [0], chunkSize: 1) { start -> Bool in
            folders[start..<(folders.count > 256 && start == 0 ? half : folders.count)].allSatisfy { folder in
                var info = stat()
                guard folder.withCPath({ fstatat(root, $0, &info, 0) }) == 0 else { return false }
                let status = FileSystem.Status(info)
                return status.kind == .directory && status.modified == folder.modified && status.changed == folder.changed
            }
        }
        return unchanged.allSatisfy { $0 } ? cache : nil
    }

    /// The summaries of a month-and-day slot as a cache of its files, or `nil` when there are
    /// none (not written, not loaded, or damaged: ``VaultCache/decode(_:)`` checks them whole).
    /// Its records are fresh only for files older than this file (``written``).
    func summaries(ofSlot slot: Int) -> VaultCache? {
        guard monthDaySummaries.indices.contains(slot), !monthDaySummaries[slot].isEmpty,
              var cache = VaultCache.decode(monthDaySummaries[slot]) else { return nil }
        cache.written = written
        return cache
    }

    /// Reads `count` bytes at `offset` of an open file, or `nil` when it is shorter or fails.
    static func readRange(_ descriptor: Int32, from offset: Int, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        let done = bytes.withUnsafeMutableBytes { raw -> Bool in
            var total = 0
            while total < count {
                let got = pread(descriptor, raw.baseAddress! + total, count - total, off_t(offset + total))
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { return false }
                total += got
            }
            return true
        }
        return done ? bytes : nil
    }

    /// Writes the file after a read of the whole vault, unless the one there is still right.
    /// Failures are ignored: the file only saves time.
    ///
    /// - Parameters:
    ///   - vault: The vault (nothing is written without `.vault/cache/`).
    ///   - entries: The entries the read found, in vault order.
    ///   - foundProblems: Whether the read found any problem.
    ///   - scanStart: When the read began (nanoseconds since 1970): folders changed since then
    ///     are not trusted.
    ///   - isComplete: Whether the read could read every folder and file; when not, the file is
    ///     removed (a file unreadable now may be readable later without any folder changing).
    ///   - changed: Whether the read found any file changed since the index cache was written
    ///     (then the summaries are written anew even when the lists are the same).
    ///   - records: The read's files as the index cache records them (path order), for the
    ///     summaries; asked for only when the file is written.
    static func refresh(_ vault: Vault, entries: [EntrySummary], foundProblems: Bool, scanStart: Int64, isComplete: Bool = true,
                        changed: Bool = true, records: () -> [VaultCache.Record] = { [] }) {
        guard isComplete else { return invalidate(vault) }
        guard FileSystem.status(vault.absolutePath(".vault/cache"), follow: true)?.kind == .directory else { return }
        // Most reads change nothing: the file there is compared with the entries in place,
        // before any list is built.
        if !changed, let current = load(vault), current.remembers(entries, foundProblems: foundProblems) { return }
        var fresh = AnniversaryCache(folders: [], anniversaryPaths: entries.filter(\.isAnniversary).map(\.path), foundProblems: foundProblems)
        (fresh.monthDayCounts, fresh.monthDayPaths) = monthDayLists(entries)
        fresh.monthDaySummaries = foundProblems ? [] : monthDaySummaries(records())
        fresh.folders = currentFolders(of: vault, trustedBefore: scanStart - racyWindow)
        try? AtomicWriter.write(fresh.encoded(), to: vault.absolutePath(relativePath), displayPath: relativePath)
    }

    /// Whether two files remember the same entries and problems (their folders aside).
    func payloadMatches(_ other: AnniversaryCache) -> Bool {
        foundProblems == other.foundProblems && monthDayCounts == other.monthDayCounts
            && monthDayPaths == other.monthDayPaths && anniversaryPaths == other.anniversaryPaths
    }

    /// Whether the file remembers exactly what a read found: the same problem flag, the same
    /// anniversary paths, and the month-and-day lists ``monthDayLists(_:)`` would build from
    /// `entries` (``payloadMatches(_:)`` of a fresh file, folders aside), compared in place: each
    /// entry's path against the next remembered path of its slot, so a read that changed nothing
    /// builds no list and no string.
    ///
    /// - Parameters:
    ///   - entries: The entries the read found, in vault order.
    ///   - foundProblems: Whether the read found any problem.
    func remembers(_ entries: [EntrySummary], foundProblems: Bool) -> Bool {
        guard self.foundProblems == foundProblems, monthDayCounts.count == 366 else { return false }
        var anniversary = 0
        for entry in entries where entry.isAnniversary {
            guard anniversary < anniversaryPaths.count,
                  entry.withTexts({ $0.path.elementsEqual(anniversaryPaths[anniversary].utf8) }) else { return false }
            anniversary += 1
        }
        guard anniversary == anniversaryPaths.count else { return false }
        return monthDayPaths.withUnsafeBufferPointer { lists -> Bool in
            // Each slot's remembered paths run from its cursor to its end: the lengths walked once.
            var cursors = [Int](repeating: 0, count: 366)
            var ends = [Int](repeating: 0, count: 366)
            var reader = BinaryReader(lists)
            for slot in 0..<366 {
                cursors[slot] = reader.offset
                for _ in 0..<monthDayCounts[slot] {
                    guard let length = reader.readUInt32().map(Int.init), reader.readRawLength(length) else { return false }
                }
                ends[slot] = reader.offset
            }
            guard reader.isAtEnd else { return false }
            for entry in entries {
                let day = entry.day
                let slot = OnThisDay.monthDaySlot(month: day.month, day: day.day)
                let cursor = cursors[slot]
                guard cursor + 4 <= ends[slot], let base = lists.baseAddress else { return false }
                let length = Int(UInt32(littleEndian: UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt32.self)))
                let same = entry.withTexts { texts in
                    texts.path.count == length
                        && (length == 0 || memcmp(base + cursor + 4, texts.path.baseAddress!, length) == 0)
                }
                guard same else { return false }
                cursors[slot] = cursor + 4 + length
            }
            return cursors == ends
        }
    }

    /// The month-and-day lists of entries in vault order: the count of each slot and the paths,
    /// slot by slot, each slot's in vault order (a counting sort: two passes, no string built).
    static func monthDayLists(_ entries: [EntrySummary]) -> (counts: [UInt32], paths: [UInt8]) {
        var counts = [UInt32](repeating: 0, count: 366)
        var slots = [UInt16](repeating: 0, count: entries.count)
        var byteCounts = [Int](repeating: 0, count: 366)
        for (index, entry) in entries.enumerated() {
            let day = entry.day
            let slot = OnThisDay.monthDaySlot(month: day.month, day: day.day)
            slots[index] = UInt16(slot)
            counts[slot] += 1
            byteCounts[slot] += 4 + entry.withTexts { $0.path.count }
        }
        var starts = [Int](repeating: 0, count: 366)
        var total = 0
        for slot in 0..<366 {
            starts[slot] = total
            total += byteCounts[slot]
        }
        var paths = [UInt8](repeating: 0, count: total)
        paths.withUnsafeMutableBytes { raw in
            for (index, entry) in entries.enumerated() {
                let slot = Int(slots[index])
                entry.withTexts { texts in
                    raw.storeBytes(of: UInt32(texts.path.count).littleEndian, toByteOffset: starts[slot], as: UInt32.self)
                    if let base = texts.path.baseAddress, texts.path.count > 0 {
                        (raw.baseAddress! + starts[slot] + 4).copyMemory(from: base, byteCount: texts.path.count)
                    }
                    starts[slot] += 4 + texts.path.count
                }
            }
        }
        return (counts, paths)
    }

    /// Each month and day's summaries: the records of the files with a summary, grouped by their
    /// day's slot, each group in the records' (path) order, as the bytes of a ``VaultCache``.
    static func monthDaySummaries(_ records: [VaultCache.Record]) -> [[UInt8]] {
        guard !records.isEmpty else { return [] }
        var groups = [[VaultCache.Record]](repeating: [], count: 366)
        for record in records {
            guard let summary = record.result.summary else { continue }
            let day = summary.day
            groups[OnThisDay.monthDaySlot(month: day.month, day: day.day)].append(record)
        }
        return groups.map { $0.isEmpty ? [] : VaultCache.encode($0) }
    }

    /// The time now, in nanoseconds since 1970 (`CLOCK_REALTIME`, the clock file times come from).
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Removes the file, so the next calendar reads the whole vault: for a change no folder's
    /// time shows, such as `vault edit` with an editor that saves in place.
    ///
    /// - Parameter vault: The vault.
    static func invalidate(_ vault: Vault) {
        let path = vault.absolutePath(relativePath)
        if FileSystem.status(path) != nil { unlink(path) }
    }

    /// The largest file trusted: 1 GiB (24 bytes per folder, and about 40 bytes per entry: a
    /// vault of 10,000,000 entries fits).
    static let maximumSize = 1 << 30

    /// The size of the fixed start of the file: magic, version, 0, the head's length.
    static let headerSize = 24

    /// The head's length from the fixed start of the file, or `nil` when its magic or version is
    /// another's.
    static func headLength(_ header: [UInt8]) -> Int? {
        header.withUnsafeBufferPointer { buffer -> Int? in
            guard buffer.count >= headerSize, buffer.prefix(magic.count).elementsEqual(magic) else { return nil }
            var reader = BinaryReader(buffer, offset: magic.count)
            guard reader.readUInt32() == formatVersion, reader.readUInt32() == 0, let length = reader.readUInt64(),
                  length >= UInt64(headerSize + 8), length <= UInt64(maximumSize) else { return nil }
            return Int(length)
        }
    }

    /// The file's bytes.
    func encoded() -> [UInt8] {
        var writer = BinaryWriter()
        writer.append(Self.magic)
        writer.write(Self.formatVersion)
        writer.write(UInt32(0))
        writer.write(UInt64(0))  // the head's length, set below
        writer.write(UInt32(folders.count))
        for folder in folders {
            writer.write(UInt32(bitPattern: folder.year))
            writer.write(UInt32(bitPattern: folder.month))
            writer.write(folder.modified)
            writer.write(folder.changed)
        }
        writer.write(UInt32(foundProblems ? 1 : 0))
        writer.write(UInt32(anniversaryPaths.count))
        for path in anniversaryPaths { writer.write(path) }
        for count in monthDayCounts.count == 366 ? monthDayCounts : [UInt32](repeating: 0, count: 366) { writer.write(count) }
        let lists = monthDayCounts.count == 366 ? monthDayPaths : []
        writer.write(UInt64(lists.count))
        writer.append(lists)
        // Where each slot's summaries are, from the end of the head.
        let summaries = monthDaySummaries.count == 366 ? monthDaySummaries : [[UInt8]](repeating: [], count: 366)
        var offset: UInt64 = 0
        for slot in summaries {
            writer.write(offset)
            writer.write(UInt64(slot.count))
            offset += UInt64(slot.count)
        }
        var bytes = writer.takeBytes()
        let headLength = UInt64(bytes.count + 8)
        withUnsafeBytes(of: headLength.littleEndian) { bytes.replaceSubrange(16..<24, with: $0) }
        let sum = bytes.withUnsafeBufferPointer { VaultCache.checksum($0) }
        withUnsafeBytes(of: sum.littleEndian) { bytes.append(contentsOf: $0) }
        for slot in summaries { bytes.append(contentsOf: slot) }
        return bytes
    }

    /// Reads the file's bytes whole, every slot's summaries included, or returns `nil` when
    /// anything is off (magic, version, lengths, checksum, UTF-8; the summaries are checked when
    /// used, ``summaries(ofSlot:)``).
    static func decode(_ bytes: [UInt8]) -> AnniversaryCache? {
        guard bytes.count >= headerSize, let headLength = headLength(Array(bytes[..<headerSize])), headLength <= bytes.count,
              let decoded = decodeHead(Array(bytes[..<headLength])) else { return nil }
        var cache = decoded.cache
        cache.monthDaySummaries = []
        for (offset, length) in decoded.summaries {
            guard offset <= UInt64(bytes.count - headLength), length <= UInt64(bytes.count - headLength) - offset else { return nil }
            let start = headLength + Int(offset)
            cache.monthDaySummaries.append(Array(bytes[start..<(start + Int(length))]))
        }
        if cache.monthDaySummaries.allSatisfy(\.isEmpty) { cache.monthDaySummaries = [] }
        return cache
    }

    /// Reads the head (the file up to its length, ``headLength(_:)``): the lists and where each
    /// slot's summaries are (offset from the head's end, length); `nil` when anything is off.
    static func decodeHead(_ bytes: [UInt8]) -> (cache: AnniversaryCache, summaries: [(offset: UInt64, length: UInt64)])? {
        bytes.withUnsafeBufferPointer { buffer -> (cache: AnniversaryCache, summaries: [(offset: UInt64, length: UInt64)])? in
            guard buffer.count >= headerSize + 8, headLength(Array(buffer.prefix(headerSize))) == buffer.count else { return nil }
            let body = UnsafeBufferPointer(rebasing: buffer[..<(buffer.count - 8)])
            var trailer = BinaryReader(buffer, offset: buffer.count - 8)
            guard trailer.readUInt64() == VaultCache.checksum(body) else { return nil }
            var reader = BinaryReader(body, offset: headerSize)
            guard let folderCount = reader.readUInt32() else { return nil }
            var folders: [Folder] = []
            guard Int(folderCount) <= body.count / 24 else { return nil }
            folders.reserveCapacity(Int(folderCount))
            for _ in 0..<Int(folderCount) {
                guard let year = reader.readUInt32(), let month = reader.readUInt32(), let modified = reader.readInt64(),
                      let changed = reader.readInt64() else { return nil }
                let folder = Folder(year: Int32(bitPattern: year), month: Int32(bitPattern: month), modified: modified, changed: changed)
                guard folder.isValid else { return nil }
                folders.append(folder)
            }
            guard folders.count == Int(folderCount), let flags = reader.readUInt32(), flags <= 1,
                  let pathCount = reader.readUInt32() else { return nil }
            var paths: [String] = []
            for _ in 0..<min(Int(pathCount), body.count / 4) {
                guard let path = reader.readString() else { return nil }
                paths.append(path)
            }
            guard paths.count == Int(pathCount), paths.allSatisfy({ VaultWalker.File(entryPath: $0) != nil }) else { return nil }
            var counts: [UInt32] = []
            counts.reserveCapacity(366)
            for _ in 0..<366 {
                guard let count = reader.readUInt32() else { return nil }
                counts.append(count)
            }
            // The lists are checked when read (``paths(onMonthDaySlots:)``); the checksum covers them.
            guard let listsLength = reader.readUInt64(), listsLength <= UInt64(body.count - reader.offset),
                  let lists = reader.readRawBytes(Int(listsLength)) else { return nil }
            var summaries: [(offset: UInt64, length: UInt64)] = []
            for _ in 0..<366 {
                guard let offset = reader.readUInt64(), let length = reader.readUInt64() else { return nil }
                summaries.append((offset, length))
            }
            guard reader.offset == body.count else { return nil }
            let cache = AnniversaryCache(folders: folders, anniversaryPaths: paths, foundProblems: flags == 1,
                                         monthDayCounts: counts, monthDayPaths: lists)
            return (cache, summaries)
        }
    }
}
