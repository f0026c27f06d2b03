/// The names of the vault's entry tree (DESIGN section 2): year folders `YYYY`, month folders
/// `YYYY/MM`, and entry files `YYYY/MM/YYYY-MM-DD-slug.md` (or Obsidian's daily note name
/// `YYYY-MM-DD.md`).
///
/// The one place that reads and writes these names; ``VaultWalker``, the checker, the mover,
/// `vault new`, `vault edit --move`, `vault calendar` and `vault index --write` all ask it. A
/// year is exactly four ASCII digits (`0000` to `9999`, the four-digit years of RFC 3339), a
/// month exactly two, `01` to `12`. Periods (`2026`, `2026-11`, `2026-11-29`) are ``Period``.
public struct VaultPath: Hashable, Sendable {
    /// The year of the folder, 0 to 9999.
    public var year: Int
    /// The month of the folder, 1 to 12.
    public var month: Int
    /// The file name, such as `2026-11-29-walk.md`.
    public var fileName: String

    /// Reads a vault-relative path directly in a month folder: `YYYY/MM/NAME`, or `nil`.
    ///
    /// The name itself is not checked (any name, hidden or not, `.md` or not); see
    /// ``isEntryFileName(_:)``.
    ///
    /// - Parameter relative: A path such as `2026/11/2026-11-29-walk.md`, `/` separated.
    public init?(parsing relative: some StringProtocol) {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, let year = Self.year(fromFolderName: parts[0]),
              let month = Self.month(fromFolderName: parts[1]) else { return nil }
        self.year = year
        self.month = month
        self.fileName = String(parts[2])
    }

    /// Creates the path of a file in a month folder.
    ///
    /// - Parameters:
    ///   - year: The year, 0 to 9999.
    ///   - month: The month, 1 to 12.
    ///   - fileName: The file name, without `/`.
    public init(year: Int, month: Int, fileName: String) {
        precondition((0...9999).contains(year) && (1...12).contains(month), "no month folder \(year)/\(month)")
        self.year = year
        self.month = month
        self.fileName = fileName
    }

    /// The month folder relative to the vault root: `2026/11`.
    public var folder: String { Self.folder(year: year, month: month) }

    /// The day the file name starts with, when it starts with a valid `YYYY-MM-DD` (see
    /// ``leadingDate(ofFileName:)``).
    public var nameDay: CivilDate? { Self.leadingDate(ofFileName: fileName) }
}

extension VaultPath: CustomStringConvertible {
    /// The path relative to the vault root: `2026/11/2026-11-29-walk.md`.
    public var description: String { folder + "/" + fileName }
}

extension VaultPath {
    /// The year a folder name stands for: exactly four ASCII digits, `0000` to `9999`, or `nil`.
    ///
    /// - Parameter name: A folder name, such as `2026`.
    public static func year(fromFolderName name: some StringProtocol) -> Int? {
        digits(name, count: 4)
    }

    /// The month a folder name stands for: exactly two ASCII digits, `01` to `12`, or `nil`.
    ///
    /// - Parameter name: A folder name, such as `11`.
    public static func month(fromFolderName name: some StringProtocol) -> Int? {
        digits(name, count: 2).flatMap { (1...12).contains($0) ? $0 : nil }
    }

    /// Whether a name is exactly two ASCII digits, `00` to `99`: shaped like a month folder,
    /// month or not (`vault index --write` keeps out of `2026/13/` as well).
    ///
    /// - Parameter name: A folder name.
    static func isTwoDigitName(_ name: some StringProtocol) -> Bool {
        digits(name, count: 2) != nil
    }

    /// The value of a name made of exactly `count` ASCII digits, or `nil`.
    static func digits(_ name: some StringProtocol, count: Int) -> Int? {
        let utf8 = name.utf8
        guard utf8.count == count else { return nil }
        var value = 0
        for byte in utf8 {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    /// The month folder of a year and month, relative to the vault root: `2026/11`.
    ///
    /// - Parameters:
    ///   - year: The year, 0 to 9999.
    ///   - month: The month, 1 to 12.
    public static func folder(year: Int, month: Int) -> String {
        CivilDate.pad(year, 4) + "/" + CivilDate.pad(month, 2)
    }

    /// The month folder of a day, relative to the vault root: `2026/11`.
    ///
    /// - Parameter day: The entry's day.
    public static func folder(for day: CivilDate) -> String {
        folder(year: day.year, month: day.month)
    }

    /// The file name of a new entry: `2026-11-29-walk.md`, then `2026-11-29-walk-2.md` for clash
    /// 2, and so on.
    ///
    /// - Parameters:
    ///   - day: The entry's day.
    ///   - slug: The slug (see ``EntrySlug``).
    ///   - clash: 1 for the first try, 2 and up when the names before were taken.
    public static func fileName(day: CivilDate, slug: String, clash: Int = 1) -> String {
        precondition(clash >= 1, "clash numbers start at 1, got \(clash)")
        return day.description + "-" + slug + (clash == 1 ? "" : "-\(clash)") + ".md"
    }

    /// The `YYYY-MM-DD` a file name starts with, when it starts with a valid one not followed by
    /// another digit: `2026-11-29-walk.md` and `2026-11-29.md` give 2026-11-29.
    ///
    /// - Parameter name: A file name.
    public static func leadingDate(ofFileName name: some StringProtocol) -> CivilDate? {
        let bytes = Array(name.utf8.prefix(11))
        guard bytes.count >= 10, bytes.count == 10 || !(0x30...0x39).contains(bytes[10]) else { return nil }
        return EntryDate(parsing: String(decoding: bytes[..<10], as: UTF8.self))?.day
    }

    /// The day a file name gives an entry whose front matter has no date (docs/FORMAT.md, "The
    /// date from the file name"): `2026-11-29.md` (Obsidian's daily notes), `2026_11_29.md`
    /// (Logseq's journals) and `2026-11-29-<title>.md` (vault's own names, Jekyll's posts), for
    /// a valid day; `nil` for any other name.
    ///
    /// - Parameter name: A file name, without its folder.
    public static func fileNameDate(ofFileName name: some StringProtocol) -> CivilDate? {
        let bytes = Array(name.utf8)
        guard bytes.count >= 13, bytes.suffix(3).elementsEqual(".md".utf8) else { return nil }
        let separator = bytes[4]
        guard separator == UInt8(ascii: "-") || separator == UInt8(ascii: "_"), bytes[7] == separator else { return nil }
        let rest = bytes[10...]
        if separator == UInt8(ascii: "_") {
            guard rest.elementsEqual(".md".utf8) else { return nil }
        } else {
            guard rest.elementsEqual(".md".utf8) || (rest.first == UInt8(ascii: "-") && rest.count > 4) else { return nil }
        }
        var digits = bytes[..<10].map { $0 }
        digits[4] = UInt8(ascii: "-")
        digits[7] = UInt8(ascii: "-")
        guard digits.enumerated().allSatisfy({ $0.offset == 4 || $0.offset == 7 || (0x30...0x39).contains($0.element) }),
              let date = EntryDate(parsing: String(decoding: digits, as: UTF8.self)), date.time == nil else { return nil }
        return date.day
    }

    /// Whether a file name is one vault reads as an entry in a month folder: not hidden, and a
    /// name before a lowercase `.md`.
    ///
    /// - Parameter name: A file name.
    public static func isEntryFileName(_ name: some StringProtocol) -> Bool {
        name.utf8.first != UInt8(ascii: ".") && name.utf8.count > 3 && name.hasSuffix(".md")
    }

    /// The vault-relative path a relative link names from a folder, `.` and `..` resolved
    /// (`../10/attachments/y.png` from `2026/11` is `2026/10/attachments/y.png`), or `nil` for an
    /// absolute link (`/Users/me/x.png`), one that leads above the vault's root, or one that
    /// names the root itself.
    ///
    /// - Parameters:
    ///   - link: The link's target, percent-decoded, `/` separated.
    ///   - folder: The linking file's vault-relative folder (`2026/11`), `""` at the root.
    static func resolving(_ link: String, from folder: String) -> String? {
        guard !link.hasPrefix("/") else { return nil }
        var parts: [Substring] = []
        for part in (folder.isEmpty ? link : folder + "/" + link).split(separator: "/") where part != "." {
            if part != ".." {
                parts.append(part)
            } else if parts.popLast() == nil {
                return nil
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}
