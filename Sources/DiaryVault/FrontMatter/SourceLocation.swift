/// A position in a source file: a 1-based line and a 1-based column.
///
/// The column counts UTF-8 bytes from the start of the line (the first byte is column 1), the unit
/// compilers and most editors' "go to" commands use. A UTF-8 byte order mark at the start of a
/// file is not counted: line 1, column 1 is the first byte after it.
public struct SourceLocation: Hashable, Sendable, Comparable {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes from the start of the line.
    public var column: Int

    /// Creates a location from a 1-based line and a 1-based byte column.
    ///
    /// - Parameters:
    ///   - line: The line number, 1 or more.
    ///   - column: The column in UTF-8 bytes, 1 or more.
    public init(line: Int, column: Int) {
        precondition(line >= 1 && column >= 1, "SourceLocation is 1-based, got \(line):\(column)")
        self.line = line
        self.column = column
    }

    /// Orders locations by line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

extension SourceLocation: CustomStringConvertible {
    /// The location as `line:column`.
    public var description: String { "\(line):\(column)" }
}
