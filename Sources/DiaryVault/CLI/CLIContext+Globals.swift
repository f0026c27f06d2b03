import Foundation

/// What the outside world makes of the global options: the text style for `--color` on this
/// terminal, the locale of `--locale` or the environment, and the width to cut lines to.
extension CLIContext {
    /// The style renderers get for the given colour mode, on this context's standard output.
    func textStyle(_ mode: ColorMode) -> TextStyle {
        mode.textStyle(isTerminal: isOutputTerminal, environment: environment)
    }

    /// The style renderers get for the command line's `--color`.
    func textStyle(for arguments: ParsedArguments) -> TextStyle {
        textStyle(arguments.globals.color)
    }

    /// The locale for the command line's `--locale`, else the environment (see ``LocaleResolver``).
    func locale(for arguments: ParsedArguments) -> Locale {
        LocaleResolver.locale(option: arguments.globals.locale, environment: environment)
    }

    /// The width to cut lines to, in columns: the terminal's on a terminal, none (`nil`) in a pipe.
    var outputWidth: Int? {
        isOutputTerminal ? terminalWidth : nil
    }
}
