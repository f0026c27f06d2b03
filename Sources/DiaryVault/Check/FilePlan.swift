/// What `vault check --fix` will do to one file: its new bytes, its new place, and why.
struct FilePlan: Hashable, Sendable {
    /// The path relative to the vault root, as it is now.
    var path: String
    /// The bytes as read when the plan was made; the file must still hold them when it is written.
    var original: [UInt8]
    /// The bytes after the front-matter fixes (equal to ``original`` when only the place changes).
    var fixed: [UInt8]
    /// The path to move the file to, relative to the vault root, or `nil` to leave it in place.
    var destination: String?
    /// The fixes, in the order they were made; a move is the last.
    var fixes: [EntryFixer.Fix]
    /// Whether the plan removes the file: one of vault's own temporary files left by a killed
    /// write (``TemporaryFiles``); its bytes are not read, ``original`` and ``fixed`` are empty.
    var removesFile = false
    /// For the removal of a copy of an entry (the same entry as another file apart from its
    /// date, ``VaultChecker/Report/sameEntryAs``), the path of the file kept; ``original`` then
    /// holds the copy's bytes, which it must still hold when removed.
    var keeps: String?

    /// The path after the plan is carried out.
    var finalPath: String { destination ?? path }

    /// The plan as a unified diff (see ``UnifiedDiff``); for a removal, one line saying so.
    var diff: String {
        if removesFile, let keeps {
            return "remove \(TerminalText.safe(path)): the same entry as \(TerminalText.safe(keeps)) apart from its date\n"
        }
        if removesFile { return "remove \(TerminalText.safe(path)): a temporary file left by an interrupted vault write\n" }
        return UnifiedDiff.render(old: original, new: fixed, oldPath: path, newPath: finalPath)
    }
}
