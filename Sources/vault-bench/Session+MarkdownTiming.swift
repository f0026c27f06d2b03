extension Session {
    /// Times the markdown renderer on every entry body of the vault, `vault __markdown` (the
    /// hidden filter: each file's body to HTML, as `vault site` renders entries) over every
    /// entry file through `xargs`, against `cat` of the same files (the floor: both read every
    /// byte), and Debian's `cmark` (the CommonMark reference, in C) on the same files as a
    /// comparison when it is installed.
    ///
    /// Budget (picked from a first measurement by hand at 100,000 entries on a loaded machine:
    /// 0.85x and 3.9x `cat` in wall time, 27 MB): at most 4x `cat`, and 100 MB (each file is
    /// rendered and written on its own). Without the hidden filter (an
    /// older vault) both figures are n/a with a note.
    ///
    /// - Returns: The vault row and the cmark row.
    /// - Throws: `BenchError.commandFailed` when a run exits with a status other than 0 or 1.
    mutating func measureMarkdown() throws -> [Figure] {
        let root = Self.shellQuoted(subject.root)
        let binary = Self.shellQuoted(build.binary)
        let catCommand = ["/bin/sh", "-c", "find \(root) -name '*.md' -print0 | xargs -0 cat > /dev/null"]
        var render = Figure(name: "markdown to HTML, every body",
                            command: "find VAULT -name '*.md' -print0 | xargs -0 vault __markdown > /dev/null",
                            comparedTo: .cat, target: 4, memoryTarget: 100)
        var cmark = Figure(name: "cmark, every file (comparison)",
                           command: "find VAULT -name '*.md' -print0 | xargs -0 cmark > /dev/null", comparedTo: .cat)
        guard (try? bench.runner.run([build.binary, "__markdown", "/dev/null"]))?.status == 0 else {
            (render.note, cmark.note) = ("vault has no __markdown filter yet", "vault has no __markdown filter yet")
            return [render, cmark]
        }
        var timed: [(Figure, [String])] = [(render, ["/bin/sh", "-c", "find \(root) -name '*.md' -print0 | xargs -0 \(binary) __markdown > /dev/null"])]
        if (try? bench.runner.run(["cmark", "--version"]))?.status == 0 {
            timed.append((cmark, ["/bin/sh", "-c", "find \(root) -name '*.md' -print0 | xargs -0 cmark > /dev/null"]))
        } else {
            cmark.note = "cmark is not installed (apt-get install cmark)"
        }
        let figures = try timeInterleaved(timed, floor: .cat, floorArguments: catCommand).figures
        return [figures.first { $0.name == render.name } ?? render, figures.first { $0.name == cmark.name } ?? cmark]
    }
}
