import Foundation

/// The file name of a new entry, `YYYY-MM-DD-<slug>.md` in the folder `YYYY/MM/` (DESIGN section 2).
///
/// The slug comes from the title: Unicode NFC, lowercased; letters and digits of any script
/// (Hangul included) kept, `-` and `_` kept, blanks turned into `-`, every other character
/// (punctuation, symbols, emoji, controls, `/`, `.`) dropped; runs of `-` joined into one and
/// `-` or `_` at either end removed; cut to at most ``maximumBytes`` bytes of UTF-8 without
/// splitting a character. A title that leaves nothing gets the first 8 hex digits of the uuid.
/// Because `.` and `/` are always dropped, a slug is never `..` and never holds a path separator.
enum EntrySlug {
    /// The longest slug in bytes of UTF-8.
    static let maximumBytes = 60

    /// The slug of a title, or the uuid's first 8 hex digits when the title gives none.
    ///
    /// - Parameters:
    ///   - title: The entry's title (see ``EntryTitle``).
    ///   - uuid: The entry's identity, for the fallback.
    /// - Returns: A non-empty slug of at most ``maximumBytes`` bytes.
    static func make(title: String, uuid: EntryID) -> String {
        let slug = fromTitle(title)
        return slug.isEmpty ? uuid.shortForm : slug
    }

    /// The slug of a title by the rules above; empty when no letter or digit is left.
    ///
    /// Linear in the title's length and usually much less: the title is folded (NFC, lowercase)
    /// a chunk of ``chunkLength`` characters at a time, and reading stops as soon as the slug has
    /// more than ``maximumBytes`` bytes, since nothing after that can be part of it. A first line
    /// of a megabyte costs about what a short title does.
    ///
    /// - Parameter title: Any text.
    static func fromTitle(_ title: String) -> String {
        var slug = String.UnicodeScalarView()
        var bytes = 0
        var endsInDash = true  // no dash at the start
        var rest = Substring(title)
        reading: while !rest.isEmpty {
            let chunk = rest.prefix(chunkLength)
            rest = rest[chunk.endIndex...]
            // ASCII is its own NFC: only letters change case.
            let folded = chunk.utf8.allSatisfy({ $0 < 0x80 }) ? chunk.lowercased()
                : String(chunk).precomposedStringWithCanonicalMapping.lowercased().precomposedStringWithCanonicalMapping
            for character in folded {
                if let ascii = character.asciiValue, ascii != UInt8(ascii: "-"), ascii != UInt8(ascii: "_") {
                    // ASCII without looking up Unicode properties: letters and digits are kept,
                    // blanks (space, tab, line breaks, vertical tab, form feed) separate words.
                    switch ascii {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                        slug.append(Unicode.Scalar(ascii))
                        bytes += 1
                        endsInDash = false
                    case 0x09...0x0D, 0x20:
                        if !endsInDash {
                            slug.append("-")
                            bytes += 1
                            endsInDash = true
                        }
                    default:
                        break
                    }
                } else if character.isWhitespace || character == "-" {
                    if !endsInDash {
                        slug.append("-")
                        bytes += 1
                        endsInDash = true
                    }
                } else if character == "_" || isWordCharacter(character) {
                    for scalar in character.unicodeScalars where character == "_" || !isInvisible(scalar) {
                        slug.append(scalar)
                        bytes += scalar.utf8.count
                    }
                    endsInDash = false
                }
                if bytes > maximumBytes { break reading }
            }
        }
        var cut = ""
        var cutBytes = 0
        for character in String(slug) {
            let size = character.utf8.count
            guard cutBytes + size <= maximumBytes else { break }
            cut.append(character)
            cutBytes += size
        }
        while let last = cut.last, last == "-" || last == "_" { cut.removeLast() }
        while let first = cut.first, first == "-" || first == "_" { cut.removeFirst() }
        return cut
    }

    /// How many characters of a title are folded at a time (see ``fromTitle(_:)``).
    static let chunkLength = 64

    /// The slug a new entry's file is named with: ``make(title:uuid:)``, followed with `unique`
    /// (`file-names = unique` in .vault/config) by `-` and the uuid's first 8 hex digits, so that
    /// two entries written on two devices never get one name (the same title on the same day, a
    /// template whose title is the weekday). A slug that already is those digits stays as it is.
    ///
    /// - Parameters:
    ///   - title: The entry's title.
    ///   - uuid: The entry's identity.
    ///   - unique: Whether to end the slug with the uuid's digits.
    static func make(title: String, uuid: EntryID, unique: Bool) -> String {
        let slug = make(title: title, uuid: uuid)
        guard unique, slug != uuid.shortForm else { return slug }
        return slug + "-" + uuid.shortForm
    }

    /// The file name for a day, a slug and a clash number (see ``VaultPath/fileName(day:slug:clash:)``).
    static func fileName(day: CivilDate, slug: String, clash: Int = 1) -> String {
        VaultPath.fileName(day: day, slug: slug, clash: clash)
    }

    /// The month folder of a day, relative to the vault root (see ``VaultPath/folder(for:)``).
    static func folder(for day: CivilDate) -> String {
        VaultPath.folder(for: day)
    }

    /// Whether a character is kept as part of a word: its first scalar is alphabetic or a number
    /// (Unicode general categories Nd, Nl, No).
    private static func isWordCharacter(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        let properties = first.properties
        switch properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber: return true
        default: return properties.isAlphabetic
        }
    }

    /// Whether a scalar is a control or format character (Unicode categories Cc, Cf, such as a
    /// zero-width joiner), which a file name should not carry even inside a kept character.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format: true
        default: false
        }
    }
}
