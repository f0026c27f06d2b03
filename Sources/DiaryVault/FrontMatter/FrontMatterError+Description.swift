import Foundation

extension FrontMatterError: LocalizedError {
    /// What is wrong, in one sentence, naming the offending text.
    public var message: String {
        let found = context.found
        switch self {
        case .invalidUTF8(_, let offset):
            return "file is not valid UTF-8: invalid byte \(found) at byte offset \(offset)"
        case .controlCharacter:
            return "control character \(found) is not allowed in front matter"
        case .unterminatedFrontMatter:
            if found == "+++" { return "unterminated front matter: the '+++' on line \(location.line) has no closing '+++' line" }
            return "unterminated front matter: the '---' on line \(location.line) has no closing '---' or '...' line"
        case .tabIndentation:
            return "tab character used for indentation"
        case .duplicateKey(_, let key, let first):
            return "duplicate key '\(key)' (lines \(first) and \(location.line))"
        case .colonInPlainScalar:
            return "unquoted value contains ': ', which YAML reads as a nested mapping"
        case .reservedIndicator:
            return "unquoted value starts with '\(found)', a character YAML reserves"
        case .unclosedFlowSequence:
            if context.sourceLine.contains("#") {
                return "flow sequence '[' is never closed (a '#' after a space or a '[' starts a comment, which hides the rest of the line)"
            }
            return "flow sequence '[' is never closed"
        case .unclosedQuotedScalar:
            return "quoted value \(found) is never closed"
        case .invalidEscape:
            return "invalid escape '\(found)' in a double-quoted value"
        case .notAMapping:
            return "front matter must be a mapping of 'key: value' lines, found '\(found)'"
        case .unexpectedIndentation:
            return "unexpected indented line"
        case .unexpectedText:
            return "unexpected text '\(found)' after the value"
        case .invalidBlockScalarHeader:
            return "invalid block scalar header '\(found)'"
        case .undefinedAlias:
            return "alias '\(found)' has no anchor before it"
        case .aliasExpansionLimit:
            return "alias expansion limit exceeded: '\(found)' would make the front matter more than \(FrontMatterParser.aliasNodeBudget) values"
        case .invalidTOML(_, let detail):
            return "invalid TOML front matter: \(detail)"
        case .invalidJSON(_, let detail):
            return "invalid JSON front matter: \(detail)"
        }
    }

    /// What would have been valid at the error's location.
    public var expected: String {
        switch self {
        case .invalidUTF8:
            return "UTF-8 text; convert the file, for example with iconv -f CP949 -t UTF-8"
        case .controlCharacter:
            return "printable text; write control characters as escapes in a double-quoted value, such as \"\\t\""
        case .unterminatedFrontMatter:
            if context.found == "+++" { return "a line '+++' after the last key, before the body" }
            return "a line '---' (or '...') after the last key, before the body"
        case .tabIndentation:
            return "spaces for indentation (YAML 1.2 section 6.1 forbids tabs)"
        case .duplicateKey:
            return "each key at most once; remove or rename one of them"
        case .colonInPlainScalar(let c):
            return "a quoted value, such as \(Self.suggestQuoted(c))"
        case .reservedIndicator(let c):
            return "a quoted value, such as \(Self.suggestQuoted(c))"
        case .unclosedFlowSequence:
            return "']' to close the list, on the same line or a later indented one; quote items that start with '#', such as [\"#diary\"]"
        case .unclosedQuotedScalar:
            return "the closing quote before the front matter ends"
        case .invalidEscape:
            return "one of \\\\ \\\" \\/ \\0 \\a \\b \\t \\n \\v \\f \\r \\e \\N \\_ \\L \\P \\xXX \\uXXXX \\UXXXXXXXX, or single quotes"
        case .notAMapping:
            return "'key: value' lines"
        case .unexpectedIndentation:
            return "a key at the start of the line, or a value continued from the line above"
        case .unexpectedText:
            return "the end of the line or a comment after a space, such as '  # note'"
        case .invalidBlockScalarHeader:
            return "'|' or '>', optionally followed by a chomping indicator '-' or '+' and an indentation digit 1-9"
        case .undefinedAlias:
            return "an anchor '&\(context.found.dropFirst())' on an earlier value, or the text quoted, such as \"\(context.found)\""
        case .aliasExpansionLimit:
            return "the values written out instead of aliases to aliases"
        case .invalidTOML:
            return "'key = value' lines of TOML 1.0 (https://toml.io/en/v1.0.0) between the '+++' lines"
        case .invalidJSON:
            return "one JSON object (RFC 8259) at the start of the file, followed by a line break"
        }
    }

    /// The error as a compiler-style diagnostic: `path:line:column: error: message`, the source
    /// line, and a caret under the column, then what was expected.
    public var errorDescription: String? {
        let c = context
        let path = c.path ?? "<input>"
        // What failed to parse is a git conflict marker: say that, as `index` and `check` do.
        let problem = VaultProblem(self, path: path)
        if problem.kind == .gitConflictMarker { return problem.rendered(displayPath: path) }
        return Diagnostic(path: path, location: c.location, message: TerminalText.clipped(message),
                          sourceLine: !c.sourceLine.isEmpty || c.location.column == 1 ? c.sourceLine : nil,
                          notes: ["expected: " + TerminalText.clipped(expected)]).rendered
    }

    /// A quoted version of the offending value line, for the `expected` hint.
    private static func suggestQuoted(_ c: Context) -> String {
        guard let colon = c.sourceLine.firstIndex(of: ":") else { return "\"\(c.found)\"" }
        let key = c.sourceLine[..<colon]
        var value = c.sourceLine[c.sourceLine.index(after: colon)...].trimmingASCIISpaces
        if let comment = value.range(of: " #") { value = value[..<comment.lowerBound] }
        let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\(key): \"\(escaped)\""
    }
}

extension Substring {
    /// The substring without leading and trailing ASCII spaces and tabs.
    var trimmingASCIISpaces: Substring {
        var slice = self
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return slice
    }
}
