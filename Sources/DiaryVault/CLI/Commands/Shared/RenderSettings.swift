import Foundation

/// What a renderer is told about the output: the locale, resolved once into one normalised
/// identifier, the text style and the width.
///
/// Commands build it once from the command line, the vault's config and the context, and pass
/// its values to the renderers, which use the identifier as given (they never normalise it again).
struct RenderSettings: Hashable, Sendable {
    /// The locale identifier for dates and names, normalised by ``LocaleResolver`` (no codeset or
    /// modifier, `C` and `POSIX` as `en_US`): `ko_KR`, `en-US`, `sr_Latn_RS`.
    var localeIdentifier: String
    /// Colour and emphasis, from `--color` and whether standard output is a terminal.
    var style: TextStyle
    /// The width to cut lines to, in terminal columns: the terminal's on a terminal, `nil` (none)
    /// in a pipe.
    var width: Int?

    /// Creates settings from values already resolved.
    ///
    /// - Parameters:
    ///   - localeIdentifier: A normalised locale identifier, as ``LocaleResolver`` returns it.
    ///   - style: The text style.
    ///   - width: The width in columns, or `nil` for none.
    init(localeIdentifier: String, style: TextStyle, width: Int?) {
        self.localeIdentifier = localeIdentifier
        self.style = style
        self.width = width
    }

    /// The settings for a command line: `--locale`, else the config's `locale`, else the
    /// environment; `--color`; the terminal's width.
    ///
    /// - Parameters:
    ///   - arguments: The parsed command line.
    ///   - context: The outside world: environment, terminal.
    ///   - config: The vault's settings, or `nil` without a vault.
    init(arguments: ParsedArguments, context: CLIContext, config: VaultConfig?) {
        self.init(
            localeIdentifier: RenderSettings.localeIdentifier(
                option: arguments.globals.locale, configured: config?.locale, environment: context.environment),
            style: context.textStyle(for: arguments),
            width: context.outputWidth)
    }

    /// The one normalised locale identifier: `--locale`, else the vault's `.vault/config`
    /// `locale`, else `LC_ALL`/`LC_TIME`/`LANG` (see ``LocaleResolver/identifier(option:environment:)``).
    ///
    /// - Parameters:
    ///   - option: The value of `--locale`, already checked, or `nil`.
    ///   - configured: The config's `locale` as written, or `nil`.
    ///   - environment: The process environment.
    /// - Returns: An identifier such as `ko_KR`.
    static func localeIdentifier(option: String?, configured: String?, environment: [String: String]) -> String {
        if option == nil, let configured, let identifier = LocaleResolver.normalized(configured) {
            return identifier
        }
        return LocaleResolver.identifier(option: option, environment: environment)
    }
}
