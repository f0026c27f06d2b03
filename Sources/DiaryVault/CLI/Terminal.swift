#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Questions about the terminal: whether a file descriptor is one, and how wide it is.
///
/// Only ``CLIContext/live(arguments:)`` asks them; everything else reads the answers from the
/// context. On platforms without `isatty` or `ioctl` nothing is a terminal and the width is the
/// default.
enum Terminal {
    /// The width assumed when neither `COLUMNS` nor the terminal says otherwise, in columns.
    static let defaultWidth = 80

    /// Whether the file descriptor refers to a terminal (`isatty(3)`).
    ///
    /// - Parameter descriptor: A file descriptor such as 1 for standard output.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        return isatty(descriptor) == 1
        #else
        return false
        #endif
    }

    /// The number of columns of the terminal on the descriptor (`TIOCGWINSZ`), or `nil` when it is
    /// not a terminal or does not say.
    ///
    /// - Parameter descriptor: A file descriptor such as 1 for standard output.
    static func columns(of descriptor: Int32) -> Int? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
        #else
        return nil
        #endif
    }

    /// The path of the process's controlling terminal, `/dev/tty`, when it can be opened for
    /// reading and writing (a person is there even if standard input is a pipe), else `nil`.
    static func controllingTerminal() -> String? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        let path = "/dev/tty"
        let descriptor = open(path, O_RDWR | O_NOCTTY)
        guard descriptor >= 0 else { return nil }
        close(descriptor)
        return path
        #else
        return nil
        #endif
    }

    /// The width to lay text out in: `COLUMNS` when it is a positive number, else the measured
    /// width, else ``defaultWidth``.
    ///
    /// - Parameters:
    ///   - environment: The process environment.
    ///   - measured: The terminal's width, if known; evaluated only when `COLUMNS` is not usable.
    /// - Returns: A width in columns, at least 1.
    static func width(environment: [String: String], measured: () -> Int?) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        return measured() ?? defaultWidth
    }
}
