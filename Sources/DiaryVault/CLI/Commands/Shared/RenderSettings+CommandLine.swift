import Foundation

/// ``RenderSettings`` read from a command line, the vault's config and the context: the one place
/// a command resolves the locale, the style and the width it renders with.
extension RenderSettings {
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
