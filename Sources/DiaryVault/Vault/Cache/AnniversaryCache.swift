/// What the date views need of the whole vault, remembered with the modification time of every
/// folder it was read from: which entries are marked `anniversary: true` (`vault calendar`,
/// `vault dday`), the entries of each month and day (`vault on-this-day`), and whether the read
/// found any problem; so that those views read only the entries they show, not the whole vault.
///
/// Stored in `.vault/cache/anniversaries.bin`, the head (about 0.1 MB for 184 years of folders;
/// layout: ``AnniversaryCache+Format.swift``), and one file per month and day that has entries,
/// `.vault/cache/anniversaries/NNN.bin` (``OnThisDay/monthDaySlot(month:day:)``, 000 to 365): the
/// slot's paths in vault order, then its summaries, the readings of its entries as the index
/// cache keeps them (the bytes of a ``VaultCache`` of those files alone, in path order, with its
/// own version and checksum), so that `vault on-this-day` takes an entry whose size,
/// modification and status-change times are those recorded (and older than this file: the index
/// cache's rule) from there and reads only the others (``VaultReader/scanRemembered(_:)``). The
/// head holds the folders (the root, each year folder `YYYY`, each month folder `YYYY/MM`, with
/// their `st_mtim` and `st_ctim`), a flags word (bit 0: the read found a problem), the paths of
/// the anniversary entries in vault order, when the read began, and a table of the 366 slots:
/// each one's entry count, lengths, checksums and the tag its file must begin with.
///
/// A view maps the head and the files of the days it shows (``load(_:)``). The files are written
/// after every read of the whole vault through the cache
/// (``refresh(_:entries:foundProblems:scanStart:isComplete:changed:records:)``): a slot whose
/// paths and files' times are those the head recorded keeps its file as it is
/// (``keepsPart(_:paths:stats:group:)``), so one edit writes the head and one or two days, not
/// the vault. The head is trusted only while every folder it names still has its two times
/// (modification and status change): adding, removing or renaming a file or a folder changes its
/// folder's time (POSIX.1-2017, `rename`, `unlink`, `open` with `O_CREAT`), and so does every
/// save by vault and by editors that save a new file and rename it over the old. The entries it
/// names are read again each time (or taken from their summaries while their times are those
/// recorded), so editing one of them in place is seen too.
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
    /// The head, relative to the vault root.
    static let relativePath = ".vault/cache/anniversaries.bin"
    /// The folder of the slots' files, relative to the vault root.
    static let partsPath = ".vault/cache/anniversaries"
    /// The first bytes of the head.
    static let magic: [UInt8] = Array("VAULTANV".utf8)
    /// The format version; a file of another version is not trusted (and is written again).
    ///
    /// Version 3 added the flags word and the month-and-day lists after the anniversary paths;
    /// version 4 the head's length and the summaries of each month and day; version 5 holds
    /// those summaries in index cache format 15 (``VaultCache/formatVersion``); version 6 moves
    /// each slot's paths and summaries to a file of its own, written only when they change.
    static let formatVersion: UInt32 = 6
    /// How close to the read a folder's time may be before it is not trusted: 2 s, in nanoseconds
    /// (file times come from a coarse clock, one tick late at most).
    static let racyWindow: Int64 = 2_000_000_000
    /// The time stored for a folder that is not trusted: no folder has it.
    static let untrusted = Int64.min

    /// What the head says of one month and day, and of its file.
    struct Slot: Hashable, Sendable {
        /// How many entries the slot has.
        var count = 0
        /// Its paths' length in bytes: each path as a 32-bit little-endian length and its UTF-8
        /// bytes, in vault order.
        var pathsLength = 0
        /// Its summaries' length in bytes (0: none kept).
        var summariesLength = 0
        /// ``VaultCache/checksum(_:passed:)`` of its paths' bytes.
        var pathsChecksum: UInt64 = 0
        /// ``AnniversaryCache/statsChecksum(_:)`` of the files its summaries were made from.
        var statsChecksum: UInt64 = 0
        /// The first 8 bytes of its file (a new random number each time it is written), so a
        /// file of another head (a write cut short, another process) is not taken for its own.
        var tag: UInt64 = 0

        /// The length of its file: the tag, the paths, the summaries; 0 when it has none.
        var fileLength: Int { count == 0 ? 0 : 8 + pathsLength + summariesLength }
    }

    /// The folders, root first, then each year followed by its months, in name order.
    var folders: [Folder]
    /// The vault-relative paths of the entries marked `anniversary: true`, in vault order.
    var anniversaryPaths: [String]
    /// Whether the read that wrote the file found any problem (then the date views read the
    /// whole vault, to report them as it does).
    var foundProblems = false
    /// When the read that wrote the head began (nanoseconds since 1970; `Int64.min`: unknown):
    /// a file changed within ``racyWindow`` of it may have been read before its last change.
    var readStart: Int64 = .min
    /// The 366 slots, in slot order (all empty when nothing of the months and days is kept).
    var slots = [Slot](repeating: Slot(), count: 366)
    /// The absolute path of the slots' files (``partsPath``), or `nil` for a head not read from
    /// a vault.
    var partsFolder: String?
    /// When the head was written (its modification time, nanoseconds since 1970; `Int64.max`:
    /// not written): a summary is taken only for a file whose times are older.
    var written: Int64 = .max

    /// The remembered paths of the entries whose month and day is one of `slots`, each slot's in
    /// vault order, slots in the order given; `nil` when the lists are damaged.
    ///
    /// - Parameter slots: Slots from ``OnThisDay/monthDaySlot(month:day:)``, 0 to 365, each once.
    func paths(onMonthDaySlots slots: [Int]) -> [String]? {
        pathsBySlot(slots).map { $0.flatMap(\.paths) }
    }

    /// ``paths(onMonthDaySlots:)`` slot by slot: each slot given (in range) with its paths, each
    /// slot's file checked (its length, tag, paths' checksum and count).
    func pathsBySlot(_ slots: [Int]) -> [(slot: Int, paths: [String])]? {
        var lists: [(slot: Int, paths: [String])] = []
        for slot in slots where (0..<366).contains(slot) {
            guard self.slots[slot].count > 0 else {
                lists.append((slot, []))
                continue
            }
            guard let file = part(slot), let paths = file.withBytes({ buffer -> [String]? in
                var reader = BinaryReader(UnsafeBufferPointer(rebasing: buffer[8..<(8 + self.slots[slot].pathsLength)]))
                var paths: [String] = []
                while !reader.isAtEnd {
                    guard let path = reader.readString(), VaultWalker.File(entryPath: path) != nil else { return nil }
                    paths.append(path)
                }
                return paths.count == self.slots[slot].count ? paths : nil
            }) else { return nil }
            lists.append((slot, paths))
        }
        return lists
    }

    /// The summaries of a month-and-day slot as a cache of its files, or `nil` when there are
    /// none (not written, or damaged: ``VaultCache/decode(_:)-(SharedBytes)`` checks them whole).
    /// Its records are fresh only for files older than the head (``written``). Their bytes stay
    /// in the mapped file (nothing is copied).
    func summaries(ofSlot slot: Int) -> VaultCache? {
        guard slots.indices.contains(slot), slots[slot].summariesLength > 0, let file = part(slot),
              let summaries = file.withBytes({ buffer in
                  SharedBytes.borrowing(UnsafeBufferPointer(rebasing: buffer[(8 + slots[slot].pathsLength)...])) { _ in
                      withExtendedLifetime(file) {}
                  }
              }),
              var cache = VaultCache.decode(summaries) else { return nil }
        cache.written = written
        return cache
    }

    /// Each slot's entry count, 366 of them.
    var slotCounts: [Int] { slots.map(\.count) }
}
