extension EntryReference.Match {
    /// The month folder `YYYY/MM` this entry is in when its date belongs in another one, else
    /// `nil` (also for a file outside the vault or outside a month folder): the rule of
    /// DESIGN section 2, an entry lives in the folder of its date's month.
    ///
    /// - Parameter date: The entry's date, as saved.
    func misfiledFolder(date: EntryDate) -> String? {
        guard let relative = vaultPath, let folder = VaultPath(parsing: relative)?.folder,
              folder != VaultPath.folder(for: date.day) else { return nil }
        return folder
    }
}
