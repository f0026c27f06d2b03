extension String {
    /// The string as one word for a POSIX shell, for commands that hints suggest: unchanged when
    /// it holds only ASCII letters, digits and `/._-,:+@%` (and does not start with `-`), else in single
    /// quotes with each `'` written `'\''`. Not made safe for the terminal: pass the hint through
    /// ``TerminalText`` as well.
    var shellWord: String {
        let plain = !isEmpty && !hasPrefix("-") && unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "/._-,:+@%".unicodeScalars.contains($0)
        }
        return plain ? self : "'" + replacing("'", with: "'\\''") + "'"
    }
}
