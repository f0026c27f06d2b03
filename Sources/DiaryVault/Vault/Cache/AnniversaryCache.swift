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
            guard let ranges = slotRanges(buffer) else { return nil }
            var lists: [(slot: Int, paths: [String])] = []
            for slot in slots where (0..<366).contains(slot) {
                var slotReader = BinaryReader(buffer, offset: ranges[slot].lowerBound)
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

    /// Where each slot's paths are in ``monthDayPaths``: 366 byte ranges, one per slot in slot
    /// order, found by walking the lengths once (no string built); `nil` when the lengths run past
    /// the end or leave bytes after the last slot.
    ///
    /// - Parameter lists: The bytes of ``monthDayPaths``.
    func slotRanges(_ lists: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
        guard monthDayCounts.count == 366 else { return nil }
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(366)
        var reader = BinaryReader(lists)
        for slot in 0..<366 {
            let start = reader.offset
            for _ in 0..<monthDayCounts[slot] {
                guard let length = reader.readUInt32().map(Int.init), reader.readRawLength(length) else { return nil }
            }
            ranges.append(start..<reader.offset)
        }
        return reader.isAtEnd ? ranges : nil
    }
}
