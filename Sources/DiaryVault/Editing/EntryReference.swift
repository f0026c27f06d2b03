#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a command names an entry (DESIGN section 6): a uuid or a unique prefix of 4 or more hex
/// digits, a path to a `.md` file, or a date `YYYY-MM-DD` when that day has one entry.
public enum EntryReference: Hashable, Sendable {
    /// A path, absolute or relative to the working directory (or to the vault root).
    case path(String)
    /// A full uuid or a prefix of at least 4 hex digits (hyphens ignored).
    case uuidPrefix(String)
    /// A day.
    case day(CivilDate)
    /// Text shaped like `YYYY-MM-DD` that names no day (`2026-02-30`).
    case invalidDay(String)

    /// Reads a reference as typed. A string that names an existing file is a path; else a
    /// `YYYY-MM-DD` date is a day; else 4 or more hex digits (hyphens allowed) are a uuid prefix;
    /// anything else is a path.
    ///
    /// - Parameters:
    ///   - text: The argument.
    ///   - fileExists: Whether a path names an existing file (injected for tests).
    public static func parse(_ text: String, fileExists: (String) -> Bool) -> EntryReference {
        if looksLikePath(text) || fileExists(text) { return .path(text) }
        if text.utf8.count == 10, let date = EntryDate(parsing: text), date.time == nil { return .day(date.day) }
        if text.utf8.count == 10, text.utf8.enumerated().allSatisfy({ $0.offset == 4 || $0.offset == 7 ? $0.element == UInt8(ascii: "-") : ($0.element >= 0x30 && $0.element <= 0x39) }) {
            return .invalidDay(text)
        }
        let digits = text.filter { $0 != "-" }
        if digits.count >= minimumPrefixDigits, digits.count <= 32, digits.allSatisfy(\.isHexDigit) { return .uuidPrefix(text) }
        return .path(text)
    }

    /// The fewest hex digits a uuid prefix may have.
    public static let minimumPrefixDigits = 4

    /// Whether text looks like a uuid prefix with too few digits to be one: 1 to 3 hex digits
    /// (hyphens allowed), such as `b0`. ``parse(_:fileExists:)`` reads it as a path.
    ///
    /// - Parameter text: The argument as typed.
    public static func isTooShortPrefix(_ text: String) -> Bool {
        let digits = text.filter { $0 != "-" }
        return !digits.isEmpty && digits.count < minimumPrefixDigits && digits.allSatisfy(\.isHexDigit)
    }

    /// Whether text reads as a path rather than a uuid or a word: it holds a `/` or ends in `.md`.
    static func looksLikePath(_ text: String) -> Bool {
        text.hasSuffix(".md") || text.contains("/")
    }

    /// One entry a reference resolved to.
    public struct Match: Hashable, Sendable {
        /// The absolute path, for reading and writing.
        public var absolutePath: String
        /// The path to show the user.
        public var displayPath: String
        /// The path relative to the vault root, or `nil` for a file outside the vault.
        public var vaultPath: String?
        /// The entry as the vault's index read it, when it was found by its uuid or day (for the
        /// listing of an ambiguous reference).
        public var summary: EntrySummary? = nil
    }

    /// Finds the entries a reference names.
    ///
    /// A path is taken relative to the working directory, else to the vault root; a uuid prefix
    /// and a day are looked up by reading the vault (a day reads only its month's folder), then
    /// among the files that do not parse (``unparsedMatches(prefix:day:problems:vault:)``). A path
    /// written inside a vault (this one, or the one its folders belong to) that resolves outside
    /// it through a symbolic link is refused, never read.
    ///
    /// - Parameters:
    ///   - vault: The vault, or `nil` when there is none (then only paths resolve).
    ///   - currentDirectory: The absolute working directory.
    /// - Returns: The matches, at least one.
    /// - Throws: ``VaultError/fileNotFound(path:)`` for a path (with a `/` or ending in `.md`) that
    ///   names no file; ``VaultError/entryNotFound(reference:)`` (or `entryNotFoundAmongReadable` when files could not be read); ``VaultError/noVault(searchedFrom:)`` when a
    ///   uuid or date is given with no vault; ``VaultError/linkOutsideVault(path:)``.
    public func resolve(in vault: Vault?, currentDirectory: String) throws -> [Match] {
        switch self {
        case .path(let text):
            let absolute = text.hasPrefix("/") ? text : Vault.join(currentDirectory, text)
            try Self.refuseLinkOut(Vault.normalize(absolute), displayPath: text, vault: vault, currentDirectory: currentDirectory)
            if FileSystem.status(absolute, follow: true)?.kind == .regular {
                return [Match(absolutePath: Vault.normalize(absolute), displayPath: text,
                              vaultPath: vault.flatMap { Self.relative(Vault.normalize(absolute), to: $0) })]
            }
            if let vault, !text.hasPrefix("/"), FileSystem.status(vault.absolutePath(text), follow: true)?.kind == .regular {
                try Self.refuseLinkOut(vault.absolutePath(text), displayPath: vault.displayPath(text), vault: vault,
                                       currentDirectory: currentDirectory)
                return [Match(absolutePath: vault.absolutePath(text), displayPath: vault.displayPath(text), vaultPath: text)]
            }
            // A folder on the way that may not be searched hides the file: say so, not "no such file".
            if FileSystem.statusError(absolute) == EACCES {
                throw VaultError.readFailed(path: text, reason: FileSystem.errorText(EACCES))
            }
            if Self.looksLikePath(text) { throw VaultError.fileNotFound(path: text) }
            throw VaultError.entryNotFound(reference: text)
        case .uuidPrefix(let prefix):
            guard let vault else { throw VaultError.noVault(searchedFrom: currentDirectory) }
            let scan = VaultReader(vault: vault).scan()
            let matches = scan.entries.filter { $0.uuid?.hasPrefix(prefix) == true }
            guard !matches.isEmpty else {
                return try Self.unparsed(prefix: prefix, day: nil, reference: prefix, scan: scan, vault: vault)
            }
            return matches.sorted(by: EntrySummary.chronological).map {
                Match(absolutePath: vault.absolutePath($0.path), displayPath: vault.displayPath($0.path), vaultPath: $0.path, summary: $0)
            }
        case .invalidDay(let text):
            throw VaultError.invalidDate(text)
        case .day(let day):
            guard let vault else { throw VaultError.noVault(searchedFrom: currentDirectory) }
            let scan = VaultReader(vault: vault).scan(.month(year: day.year, month: day.month))
            let matches = scan.entries.filter { $0.date.day == day }
            guard !matches.isEmpty else {
                return try Self.unparsed(prefix: nil, day: day, reference: day.description, scan: scan, vault: vault)
            }
            return matches.sorted(by: EntrySummary.chronological).map {
                Match(absolutePath: vault.absolutePath($0.path), displayPath: vault.displayPath($0.path), vaultPath: $0.path, summary: $0)
            }
        }
    }

    /// The entries among the files a scan could not index that the reference names (see
    /// ``unparsedMatches(prefix:day:problems:vault:)``).
    ///
    /// - Throws: ``VaultError/entryNotFound(reference:)`` when there is none, or
    ///   ``VaultError/entryNotFoundAmongReadable(reference:unreadable:)`` when some files could not be read.
    private static func unparsed(prefix: String?, day: CivilDate?, reference: String, scan: VaultReader.Scan,
                                 vault: Vault) throws -> [Match] {
        let (matches, unreadable) = unparsedMatches(prefix: prefix, day: day, problems: scan.problems, vault: vault)
        guard !matches.isEmpty else {
            throw unreadable.isEmpty ? VaultError.entryNotFound(reference: reference)
                : VaultError.entryNotFoundAmongReadable(reference: reference, unreadable: unreadable)
        }
        return matches
    }

    /// Resolves to exactly one entry.
    ///
    /// - Throws: ``VaultError/ambiguousReference(reference:candidates:)`` when several match, and
    ///   the errors of ``resolve(in:currentDirectory:)``.
    public func resolveOne(in vault: Vault?, currentDirectory: String) throws -> Match {
        let matches = try resolve(in: vault, currentDirectory: currentDirectory)
        guard matches.count == 1, let match = matches.first else {
            throw VaultError.ambiguousReference(reference: description, candidates: Self.candidates(matches, in: vault))
        }
        return match
    }

    /// The matches of an ambiguous reference as the error lists them: each with its date, time,
    /// title and the shortest prefix of its uuid that names it alone in the whole vault.
    ///
    /// - Parameters:
    ///   - matches: The matches, in vault order.
    ///   - vault: The vault, read whole for the prefixes when the matches came from one month.
    static func candidates(_ matches: [Match], in vault: Vault?) -> [VaultError.Candidate] {
        let wanted = matches.compactMap { $0.summary?.uuid }
        var others: [EntryID] = []
        if let vault, !wanted.isEmpty {
            others = VaultReader(vault: vault).scan(useCache: true, countsText: false).entries.compactMap(\.uuid)
        }
        return matches.map { match in
            let summary = match.summary
            return VaultError.Candidate(path: match.displayPath, date: summary?.date, title: summary?.title ?? "",
                                        uuidPrefix: summary?.uuid.flatMap { shortestUniquePrefix(of: $0, among: others) })
        }
    }

    /// The shortest prefix of a uuid's hex digits, at least ``minimumPrefixDigits`` long and
    /// lowercased, that no other uuid of `uuids` starts with; `nil` when another entry holds the
    /// same uuid (no prefix can tell them apart).
    ///
    /// - Parameters:
    ///   - uuid: The uuid.
    ///   - uuids: Every uuid of the vault (`uuid` itself may be among them, any number of times).
    static func shortestUniquePrefix(of uuid: EntryID, among uuids: [EntryID]) -> String? {
        let digits = Array(uuid.canonical.lowercased().filter { $0 != "-" })
        var longest = 0
        var seen = false
        for other in uuids {
            if other == uuid {
                if seen { return nil }
                seen = true
                continue
            }
            let theirs = other.canonical.lowercased().filter { $0 != "-" }
            let common = zip(digits, theirs).prefix { $0 == $1 }.count
            longest = max(longest, common)
        }
        return String(digits.prefix(max(minimumPrefixDigits, longest + 1)))
    }

    /// The vault-relative path of an absolute path inside the vault, or `nil`.
    static func relative(_ absolute: String, to vault: Vault) -> String? {
        let root = vault.path.hasSuffix("/") ? vault.path : vault.path + "/"
        guard absolute.hasPrefix(root) else { return nil }
        return String(absolute.dropFirst(root.count))
    }
}

extension EntryReference: CustomStringConvertible {
    /// The reference as the user typed it.
    public var description: String {
        switch self {
        case .path(let text), .uuidPrefix(let text), .invalidDay(let text): text
        case .day(let day): day.description
        }
    }
}
