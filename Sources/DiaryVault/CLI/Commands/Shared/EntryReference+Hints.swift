/// The notes and hints the writing commands give about an entry a reference named.
extension EntryReference.Match {
    /// The note for an entry whose date belongs in another month folder than the one it is in,
    /// with the hint to move it with `vault edit <path> --move`; printed by `vault edit` without
    /// `--move` and by ``EditRunner`` when an edit sets a date (`vault set date=...`).
    ///
    /// - Parameters:
    ///   - date: The entry's date.
    ///   - folder: The folder it is in, from ``misfiledFolder(date:)``.
    /// - Returns: Two lines, each ending in a newline.
    func misfiledNote(date: EntryDate, folder: String) -> String {
        "note: the entry is dated \(TerminalText.safe(date.text)), which belongs in "
            + "\(VaultPath.folder(for: date.day))/, but the file is in \(folder)/\n"
            + "hint: run 'vault edit \(editReference) --move' to move it there\n"
    }

    /// The reference a hint suggests for running `vault edit` again: the file's path, which
    /// still names the entry after its date (or uuid) changed, where the date or uuid typed may
    /// not; single-quoted for the shell when it holds anything but letters, digits and `/._-`.
    var editReference: String {
        TerminalText.safe(displayPath.shellWord)
    }
}
