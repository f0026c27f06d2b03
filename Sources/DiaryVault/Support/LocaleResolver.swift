import Foundation

/// Chooses the locale dates are shown in: `--locale`, else the POSIX locale variables.
///
/// The environment is read in POSIX precedence for the `LC_TIME` category (XBD 8.2): the first
/// non-empty of `LC_ALL`, `LC_TIME`, `LANG`. A value loses its codeset and modifier
/// (`ko_KR.UTF-8` is `ko_KR`, `de_DE@euro` is `de_DE`); `C`, `POSIX` and any value that
/// ``recognized(_:)`` refuses (`xx_YY.UTF-8`, `garbage`) mean ``fallbackIdentifier``, silently:
/// the environment is not a choice made for vault. `--locale` and `locale` in `.vault/config` are
/// checked by the same rule but refused with an error: after the same stripping, an ASCII letter
/// followed by letters, digits, `_` or `-` (`ko_KR`, `en-US`, `zh-Hant-TW`, `es-419`) that
/// Foundation has data for (``isKnown(_:)``).
enum LocaleResolver {
    /// The locale used for `C`, `POSIX`, no setting and unreadable settings.
    static let fallbackIdentifier = "en_US"

    /// The environment variables consulted, highest precedence first.
    static let variables = ["LC_ALL", "LC_TIME", "LANG"]

    /// The locale identifier to use.
    ///
    /// - Parameters:
    ///   - option: The value of `--locale`, already checked by ``validatedOption(_:)``, or `nil`.
    ///   - environment: The process environment.
    /// - Returns: An identifier such as `ko_KR`.
    static func identifier(option: String?, environment: [String: String]) -> String {
        if let option, let identifier = normalized(option) { return identifier }
        let setting = variables.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        return setting.flatMap(recognized) ?? fallbackIdentifier
    }

    /// The locale to use, as ``identifier(option:environment:)`` chooses it.
    static func locale(option: String?, environment: [String: String]) -> Locale {
        Locale(identifier: identifier(option: option, environment: environment))
    }

    /// The variables that name the character set, highest precedence first (XBD 8.2, `LC_CTYPE`).
    static let characterSetVariables = ["LC_ALL", "LC_CTYPE", "LANG"]

    /// The warning for a locale whose character set is not UTF-8, or `nil` when it is UTF-8 or
    /// names none.
    ///
    /// vault always writes UTF-8 (its files are UTF-8, and Hangul has no other common encoding in a
    /// terminal today); a terminal set to EUC-KR would show Korean as mojibake, so vault says so once
    /// on standard error rather than print wrong characters without a word. The variable is the
    /// first non-empty of `LC_ALL`, `LC_CTYPE`, `LANG`; its codeset is the text between `.` and
    /// `@`, compared without case, `-` or `_` (`UTF-8`, `utf8` are UTF-8). A value without a codeset
    /// (`ko_KR`, `C`) says nothing.
    ///
    /// - Parameter environment: The process environment.
    /// - Returns: One line without a line feed, such as `warning: LANG=ko_KR.EUC-KR names the
    ///   character set EUC-KR; vault writes UTF-8 (a UTF-8 locale such as ko_KR.UTF-8 shows it right)`.
    static func characterSetWarning(environment: [String: String]) -> String? {
        guard let (name, value) = characterSetVariables.lazy.compactMap({ name in environment[name].map { (name, $0) } })
            .first(where: { !$0.1.isEmpty }),
            let dot = value.firstIndex(of: ".") else { return nil }
        let codeset = value[value.index(after: dot)...].prefix { $0 != "@" }
        let folded = codeset.lowercased().filter { $0 != "-" && $0 != "_" }
        guard !codeset.isEmpty, folded != "utf8" else { return nil }
        let suggestion = TerminalText.safe(String(value[..<dot])) + ".UTF-8"
        return "warning: \(name)=\(TerminalText.safe(value)) names the character set \(TerminalText.safe(String(codeset))); "
            + "vault writes UTF-8 (a UTF-8 locale such as \(suggestion) shows it right)"
    }

    /// What a locale value must be, for error messages.
    static let expectedValue = "a locale identifier such as 'ko_KR' or 'en-US'"

    /// Checks a `--locale` value.
    ///
    /// - Parameter value: The value as typed.
    /// - Returns: The value as given.
    /// - Throws: ``LocaleError/unrecognized(_:)`` when ``recognized(_:)`` refuses it (the CLI
    ///   reports it as a usage error).
    static func validatedOption(_ value: String) throws(LocaleError) -> String {
        guard recognized(value) != nil else { throw .unrecognized(value) }
        return value
    }

    /// The identifier to use for a locale value from `--locale`, `.vault/config` or the
    /// environment, or `nil` when vault does not accept it.
    ///
    /// The one rule for every source: ``normalized(_:)`` must read it and Foundation must know
    /// the result (``isKnown(_:)``).
    ///
    /// - Parameter value: A locale name such as `ko_KR.UTF-8`, `C` or `xx_YY`.
    /// - Returns: `ko_KR`, `en_US`, or `nil`.
    static func recognized(_ value: String) -> String? {
        guard let identifier = normalized(value), isKnown(identifier) else { return nil }
        return identifier
    }

    /// Foundation's locale identifiers, read once: the environment's locale is checked at start-up
    /// and again when a command resolves its locale, and ICU lists some 800 each time.
    private static let availableIdentifiers = Set(Locale.availableIdentifiers)

    /// Whether Foundation has data for a locale identifier (`ko_KR`, `en-US`, `de`), so that a
    /// typo such as `xx_YY` is an error rather than English with Monday first.
    static func isKnown(_ identifier: String) -> Bool {
        // The fallback, which `C` and `POSIX` become, is always known: no need to list the rest.
        if identifier == fallbackIdentifier { return true }
        let canonical = identifier.replacingOccurrences(of: "-", with: "_")
        let available = availableIdentifiers
        if available.contains(canonical) { return true }
        let language = String(canonical.prefix { $0 != "_" })
        return available.contains(language) && canonical.count <= language.count + 8
    }

    /// The identifier without codeset and modifier, `C`/`POSIX` mapped to the fallback; `nil` when
    /// the text is empty or not shaped like an identifier. The POSIX script modifiers become
    /// Unicode script subtags (`sr_RS@latin` is `sr_Latn_RS`, `uz_UZ@cyrillic` `uz_Cyrl_UZ`,
    /// UTS #35); other modifiers (`@euro`) are dropped.
    ///
    /// - Parameter value: A locale name such as `ko_KR.UTF-8` or `de_DE@euro`.
    static func normalized(_ value: String) -> String? {
        let name = value.prefix { $0 != "." && $0 != "@" }
        if name == "C" || name == "POSIX" { return fallbackIdentifier }
        guard let first = name.first, first.isASCII, first.isLetter else { return nil }
        let isShaped = name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        guard isShaped else { return nil }
        let modifier = value.firstIndex(of: "@").map { value[value.index(after: $0)...].lowercased() }
        guard let script = ["latin": "Latn", "cyrillic": "Cyrl"][modifier ?? ""] else { return String(name) }
        let parts = name.split(separator: "_", maxSplits: 1)
        return String(parts[0]) + "_" + script + (parts.count > 1 ? "_" + parts[1] : "")
    }
}

/// Why a locale value given to vault (`--locale`) was refused.
enum LocaleError: Error, Hashable, Sendable, LocalizedError {
    /// The value, as typed, is not shaped like a locale identifier or names a locale Foundation has
    /// no data for (``LocaleResolver/recognized(_:)``).
    case unrecognized(String)

    /// `'xx_YY' is not a locale identifier such as 'ko_KR' or 'en-US'`.
    var errorDescription: String? {
        switch self {
        case .unrecognized(let value): "'\(TerminalText.safe(value))' is not \(LocaleResolver.expectedValue)"
        }
    }
}
