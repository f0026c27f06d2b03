/// Wraps text in ANSI SGR escape sequences when colour is on, and returns it unchanged when off.
///
/// Renderers take a `TextStyle` as an input; only the CLI decides whether colour is on (a TTY,
/// `--color`, `NO_COLOR`, `TERM=dumb`). Every mark a renderer draws must stay a visible character
/// without colour: styles only add emphasis. Codes follow ECMA-48 section 8.3.117 (SGR).
public struct TextStyle: Hashable, Sendable {
    /// One SGR attribute.
    public enum Attribute: Int, Hashable, Sendable {
        /// Bold or increased intensity (SGR 1).
        case bold = 1
        /// Faint (SGR 2).
        case dim = 2
        /// Reverse video (SGR 7), used to highlight today.
        case reverse = 7
        /// Underline (SGR 4).
        case underline = 4
        /// Red foreground (SGR 31).
        case red = 31
        /// Green foreground (SGR 32).
        case green = 32
        /// Yellow foreground (SGR 33).
        case yellow = 33
        /// Blue foreground (SGR 34).
        case blue = 34
        /// Magenta foreground (SGR 35).
        case magenta = 35
        /// Cyan foreground (SGR 36).
        case cyan = 36
    }

    /// Whether escape sequences are written.
    public var isColorEnabled: Bool

    /// A style that writes no escape sequences.
    public static let plain = TextStyle(isColorEnabled: false)

    /// Creates a style.
    ///
    /// - Parameter isColorEnabled: Whether to write escape sequences.
    public init(isColorEnabled: Bool) {
        self.isColorEnabled = isColorEnabled
    }

    /// Returns `text` wrapped in the given attributes, or `text` itself when colour is off.
    ///
    /// - Parameters:
    ///   - text: The text to style; empty text is returned unchanged.
    ///   - attributes: The SGR attributes to apply.
    public func apply(_ text: String, _ attributes: Attribute...) -> String {
        guard isColorEnabled, !attributes.isEmpty, !text.isEmpty else { return text }
        let codes = attributes.map { String($0.rawValue) }.joined(separator: ";")
        return "\u{1B}[\(codes)m\(text)\u{1B}[0m"
    }
}
