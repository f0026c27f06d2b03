/// An entry's history in git, across renames (`git log --follow`), for `vault log`: each commit
/// that touched the file, newest first, with the front-matter keys it changed and whether it
/// changed the body (``EntryRevision/difference(before:after:)``).
enum EntryHistory {
    /// The commits that touched the file, newest first.
    ///
    /// - Parameters:
    ///   - path: The entry's path now, relative to the vault root.
    ///   - root: The vault root, inside a git work tree.
    ///   - git: The git runner.
    /// - Returns: The revisions; empty when git has no commit of the file.
    /// - Throws: ``VaultError/gitFailed(command:message:)`` when `git log` fails.
    static func read(_ path: String, root: String, git: Git) throws -> [EntryRevision] {
        // -z: paths as they are (no quoting), fields ended by NUL; %x01 starts each commit.
        let output = try git.check(["log", "--follow", "-M", "--relative", "--name-status", "-z",
                                    "--format=%x01%H%x00%aI%x00%an%x00%s", "--", path], in: root)
        var revisions: [EntryRevision] = []
        for chunk in output.split(separator: "\u{01}") {
            let fields = chunk.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 4 else { continue }
            var rest = fields.dropFirst(4).map { $0.trimmingPrefix("\n") }.filter { !$0.isEmpty }[...]
            guard let status = rest.popFirst(), let first = rest.popFirst() else { continue }
            var revision = EntryRevision(commit: fields[0], date: fields[1], author: fields[2], subject: fields[3], path: first)
            var before: String? = first
            switch status.first {
            case "A": revision.isCreation = true; before = nil
            case "R", "C":
                guard let second = rest.popFirst() else { continue }
                revision.path = second
                revision.movedFrom = first
                if status.first == "C" { revision.isCreation = true; revision.movedFrom = nil; before = nil }
            case "D": continue
            default: break
            }
            guard let after = blob(fields[0], revision.path, root: root, git: git) else { continue }
            let old = before.flatMap { blob(fields[0] + "^", $0, root: root, git: git) }
            let difference = EntryRevision.difference(before: revision.isCreation ? nil : old ?? [], after: after)
            revision.keys = difference.keys
            revision.bodyChanged = difference.bodyChanged
            revisions.append(revision)
        }
        return revisions
    }

    /// A file's bytes in a commit, `nil` when it is not there.
    private static func blob(_ commit: String, _ path: String, root: String, git: Git) -> [UInt8]? {
        // `./`: the path is relative to the vault root, not the repository's.
        guard let output = try? git.run(["cat-file", "blob", "\(commit):./\(path)"], in: root), output.status == 0 else { return nil }
        return Array(output.standardOutput.utf8)
    }
}

extension String {
    /// The text without one `prefix` at its start.
    fileprivate func trimmingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
