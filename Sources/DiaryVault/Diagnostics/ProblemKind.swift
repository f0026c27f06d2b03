/// Every kind of problem vault reports about a file: the parse errors of the format core and what
/// reading the vault and `vault check` find, each with a stable identifier (its raw value, printed
/// in `--json` and in the text output), a severity and whether `--fix` can fix it.
///
/// The one list of kinds: ``VaultProblem/kind`` and ``FrontMatterError/problemKind`` hold a case
/// of it. Parse errors (``parseErrorKinds``) are errors and never fixable, because only a person
/// knows what the file should say.
public enum ProblemKind: String, CaseIterable, Hashable, Sendable {
    // The parse errors of the format core (``FrontMatterError``), documented in docs/FORMAT.md.
    /// The file is not valid UTF-8.
    case invalidUTF8 = "invalid-utf8"
    /// A control character in the front matter.
    case controlCharacter = "control-character"
    /// A `---` line with no closing `---` or `...` line.
    case unterminatedFrontMatter = "unterminated-front-matter"
    /// A tab used for indentation (YAML 1.2 section 6.1).
    case tabIndentation = "tab-indentation"
    /// A key written twice.
    case duplicateKey = "duplicate-key"
    /// An unquoted value that contains `: `.
    case colonInPlainValue = "colon-in-plain-value"
    /// An unquoted value that starts with a character YAML reserves.
    case reservedIndicator = "reserved-indicator"
    /// A flow sequence `[` that is never closed.
    case unclosedFlowSequence = "unclosed-flow-sequence"
    /// A quoted value that is never closed.
    case unclosedQuotedValue = "unclosed-quoted-value"
    /// An invalid escape in a double-quoted value.
    case invalidEscape = "invalid-escape"
    /// Front matter that is not a mapping of `key: value` lines.
    case notAMapping = "not-a-mapping"
    /// An indented line where none may be.
    case unexpectedIndentation = "unexpected-indentation"
    /// Text after a complete value.
    case unexpectedText = "unexpected-text"
    /// A block scalar header other than `|` or `>` with its indicators.
    case invalidBlockScalarHeader = "invalid-block-scalar-header"
    /// An alias `*name` with no anchor `&name` before it.
    case undefinedAlias = "undefined-alias"
    /// Aliases that would expand past the node budget (an alias bomb).
    case aliasExpansionLimit = "alias-expansion-limit"
    /// TOML front matter (`+++`) that is not valid TOML.
    case invalidTOML = "invalid-toml"
    /// JSON front matter that is not a valid JSON object.
    case invalidJSON = "invalid-json"

    // What reading the vault and `vault check` find.
    /// The file does not start with a `---` line, so it has no uuid and no date.
    case missingFrontMatter = "missing-front-matter"
    /// No `uuid` key (or it is empty); `--fix` adds one.
    case missingUUID = "missing-uuid"
    /// A `uuid` that is not an RFC 4122 UUID.
    case invalidUUID = "invalid-uuid"
    /// Two entries share a uuid (a copied file, a git merge); `--fix` gives the newer one a new uuid.
    case duplicateUUID = "duplicate-uuid"
    /// No `date` key (or it is empty).
    case missingDate = "missing-date"
    /// A `date` that is not a date in an accepted form (RFC 3339 / ISO 8601).
    case invalidDate = "invalid-date"
    /// The entry's `YYYY/MM/` folder is not the month of its date; `--fix` moves it.
    case misplacedEntry = "misplaced-entry"
    /// The file name starts with a `YYYY-MM-DD` that is not the entry's day.
    case fileNameDateMismatch = "file-name-date-mismatch"
    /// A `mood` that is not one of the five levels (the text is kept).
    case unknownMood = "unknown-mood"
    /// A `starred` value YAML 1.1 tools read as a boolean but YAML 1.2 does not (`yes`, `1`,
    /// `"true"`); `--fix` writes `true` or `false`.
    case starredNotBoolean = "starred-not-boolean"
    /// A `starred` value with no boolean reading at all; the entry counts as not starred.
    case invalidStarred = "invalid-starred"
    /// A key from an older diary app (`isStar`, `favorite`, `id`, `uuidString`, `created`); `--fix`
    /// renames it, or removes it when the modern key already holds the same value.
    case legacyKey = "legacy-key"
    /// A semantic key written in another ASCII case (`UUID`, `Date`, `Tags`): read as that key
    /// when the key itself is absent; `--fix` renames it, or removes it when the key itself
    /// already holds the same value.
    case miscasedKey = "miscased-key"
    /// A `tags` or `title` value vault keeps as written but cannot read (a nested list or
    /// mapping, a list over several lines with a comment; a list as a title); never rewritten.
    case unreadableValue = "unreadable-value"
    /// A YAML value vault keeps as written but cannot read: a merge key `<<`, a tag outside the
    /// core schema (`!!binary`, `!color`); its value is unknown, never taken as a string.
    case unsupportedYAML = "unsupported-yaml"
    /// Two keys that are the same text in different Unicode normalization (NFC and NFD): YAML
    /// reads them as two keys, but they look alike.
    case equivalentKeys = "equivalent-keys"
    /// Git conflict markers (`<<<<<<<`, `=======`, `>>>>>>>`, seven or more, and diff3 style's `|||||||`) left by a merge.
    case gitConflictMarker = "git-conflict-marker"
    /// A file git has not finished merging (its index holds the file's sides, `git ls-files -u`)
    /// although the file may hold no marker: the merge driver's command failed (vault not found)
    /// or one side removed the file.
    case gitUnmerged = "git-unmerged"
    /// The entry has no body text.
    case emptyBody = "empty-body"
    /// The file mixes line endings (LF, CRLF, lone CR).
    case mixedLineEndings = "mixed-line-endings"
    /// The file name is not in Unicode Normalization Form C, so it may not match the same name
    /// typed on another system.
    case nonNFCFileName = "non-nfc-file-name"
    /// A symbolic link that leads outside the vault; never followed.
    case symlinkOutsideVault = "symlink-outside-vault"
    /// A symbolic link whose target does not exist or that loops; never followed.
    case brokenSymlink = "broken-symlink"
    /// A symbolic link to another file of the vault (or a year or month folder linked to another
    /// one); not read, so each entry is read once, under its own path, and `--fix` never edits
    /// an entry through a second name.
    case symlinkInVault = "symlink-in-vault"
    /// A markdown file in a folder that looks like a year or month folder but is not one
    /// (`2026/1/`, `2026/13/`, `202/11/`), or in a folder inside a month folder; vault does not
    /// read it.
    case entryOutsideMonthFolder = "entry-outside-month-folder"
    /// A folder in a month folder whose name ends in `.md`, like an entry's; vault reads only
    /// files, so it does not read it.
    case folderNamedLikeEntry = "folder-named-like-entry"
    /// A file name in a month folder that is not valid UTF-8 (an old Latin-1 or CP949 archive);
    /// such a file cannot be named, so it is not read. An error for an entry (`.md`: it is missing
    /// from the index), a warning for any other file (``severity`` gives the warning).
    case invalidFileName = "invalid-file-name"
    /// A file in a month folder that is neither an entry nor an attachment (a backup, a `.txt`).
    case strayFile = "stray-file"
    /// A file that cannot be read (permissions), or a path named on the command line that is not a
    /// regular file or folder.
    case unreadableFile = "unreadable-file"
    /// A month or year folder that cannot be listed.
    case unreadableFolder = "unreadable-folder"
    /// The entry's date comes from its file name (`2026-11-29.md`, `2026_11_29.md`,
    /// `2026-11-29-title.md`) because its front matter has none; `--fix` writes it there.
    case dateFromFileName = "date-from-file-name"
    /// Markdown files outside the `YYYY/MM/` folders that vault does not read (an Obsidian,
    /// Logseq, Jekyll or Hugo folder at the root), counted per folder.
    case unreadMarkdown = "unread-markdown"
    /// A temporary file left by a write that was killed (`.<name>.vault-tmp-XXXXXX`); `--fix`
    /// removes it once it is older than a minute.
    case leftoverTemporaryFile = "leftover-temporary-file"
    /// A second entry on a day, in a vault configured for one entry a day (`one-entry-a-day =
    /// true` in .vault/config): often the day's entry written on two devices.
    case sameDayEntries = "same-day-entries"

    /// How bad problems of this kind are.
    public var severity: VaultProblem.Severity {
        switch self {
        case .invalidUTF8, .controlCharacter, .unterminatedFrontMatter, .tabIndentation, .duplicateKey,
             .colonInPlainValue, .reservedIndicator, .unclosedFlowSequence, .unclosedQuotedValue, .invalidEscape,
             .notAMapping, .unexpectedIndentation, .unexpectedText, .invalidBlockScalarHeader,
             .undefinedAlias, .aliasExpansionLimit, .invalidTOML, .invalidJSON:
            .error
        case .missingFrontMatter, .missingUUID, .invalidUUID, .duplicateUUID, .missingDate, .invalidDate,
             .misplacedEntry, .gitConflictMarker, .gitUnmerged, .symlinkOutsideVault, .unreadableFile, .unreadableFolder:
            .error
        case .fileNameDateMismatch, .unknownMood, .starredNotBoolean, .invalidStarred, .legacyKey, .miscasedKey,
             .unreadableValue, .unsupportedYAML, .equivalentKeys, .emptyBody,
             .mixedLineEndings, .nonNFCFileName, .brokenSymlink, .symlinkInVault, .entryOutsideMonthFolder,
             .folderNamedLikeEntry, .invalidFileName, .strayFile, .dateFromFileName, .unreadMarkdown,
             .leftoverTemporaryFile, .sameDayEntries:
            .warning
        }
    }

    /// Whether `--fix` can fix problems of this kind (a `legacy-key` or `miscased-key` whose value
    /// conflicts with the key vault reads is the one exception: it is reported as not fixable).
    public var isFixable: Bool {
        switch self {
        case .missingUUID, .duplicateUUID, .misplacedEntry, .starredNotBoolean, .legacyKey, .miscasedKey,
             .dateFromFileName, .leftoverTemporaryFile: true
        case .invalidUTF8, .controlCharacter, .unterminatedFrontMatter, .tabIndentation, .duplicateKey,
             .colonInPlainValue, .reservedIndicator, .unclosedFlowSequence, .unclosedQuotedValue, .invalidEscape,
             .notAMapping, .unexpectedIndentation, .unexpectedText, .invalidBlockScalarHeader,
             .undefinedAlias, .aliasExpansionLimit, .invalidTOML, .invalidJSON, .unsupportedYAML, .equivalentKeys,
             .missingFrontMatter, .invalidUUID, .missingDate, .invalidDate, .fileNameDateMismatch, .unknownMood,
             .invalidStarred, .unreadableValue, .gitConflictMarker, .gitUnmerged, .emptyBody, .mixedLineEndings, .nonNFCFileName,
             .symlinkOutsideVault, .brokenSymlink, .symlinkInVault, .entryOutsideMonthFolder, .folderNamedLikeEntry,
             .invalidFileName, .strayFile, .unreadableFile, .unreadableFolder, .unreadMarkdown, .sameDayEntries:
            false
        }
    }

    /// The kinds of the parse errors (``FrontMatterError/problemKind``), all errors, none fixable.
    public static let parseErrorKinds: [ProblemKind] = [
        .invalidUTF8, .controlCharacter, .unterminatedFrontMatter, .tabIndentation, .duplicateKey,
        .colonInPlainValue, .reservedIndicator, .unclosedFlowSequence, .unclosedQuotedValue,
        .invalidEscape, .notAMapping, .unexpectedIndentation, .unexpectedText, .invalidBlockScalarHeader,
        .undefinedAlias, .aliasExpansionLimit, .invalidTOML, .invalidJSON,
    ]
}

extension ProblemKind: CustomStringConvertible {
    /// The stable identifier, as printed: `duplicate-uuid`, `tab-indentation`.
    public var description: String { rawValue }
}
