/// What a renderer is told about the output: the locale, resolved once into one normalised
/// identifier, the text style and the width.
///
/// The CLI builds it once per command from the command line, the vault's config and the context
/// (`RenderSettings+CommandLine.swift`) and passes it to the renderers, which use the identifier
/// as given (they never normalise it again).
public struct RenderSettings: Hashable, Sendable {
    /// The locale identifier for dates and names, normalised by ``LocaleResolver`` (no codeset or
    /// modifier, `C` and `POSIX` as `en_US`): `ko_KR`, `en-US`, `sr_Latn_RS`.
    public var localeIdentifier: String
    /// Colour and emphasis, from `--color` and whether standard output is a terminal.
    public var style: TextStyle
    /// The width to cut lines to, in terminal columns: the terminal's on a terminal, `nil` (none)
    /// in a pipe.
    public var width: Int?

    /// Creates settings from values already resolved.
    ///
    /// - Parameters:
    ///   - localeIdentifier: A normalised locale identifier, as ``LocaleResolver`` returns it;
    ///     `en_US` by default.
    ///   - style: The text style; plain (no colour) by default.
    ///   - width: The width in columns, or `nil` (the default) for none.
    public init(localeIdentifier: String = "en_US", style: TextStyle = .plain, width: Int? = nil) {
        self.localeIdentifier = localeIdentifier
        self.style = style
        self.width = width
    }
}
