import Foundation

extension VaultChecker {
    /// A `stray-file` warning for each draft left in `.vault/drafts/`: `vault new` keeps a draft
    /// when the editor fails, and a killed `vault new` leaves one, and the folder is git-ignored,
    /// so words typed there would otherwise never be seen again.
    func draftProblems() -> [VaultProblem] {
        let folder = vault.absolutePath(Draft.folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted().map { name in
            let relative = Draft.folder + "/" + name
            let bytes = (try? FileSystem.read(vault.absolutePath(relative))) ?? []
            let isUntouched = bytes == Array(Draft.template.utf8)
            return VaultProblem(
                .strayFile, path: relative,
                message: isUntouched ? "an empty draft left by an interrupted 'vault new'"
                    : "a draft kept by 'vault new' (its editor failed or was stopped); its text is not in the diary",
                hint: isUntouched ? "delete it (rm \(relative.shellWord))"
                    : "create the entry from it with: vault new < \(relative.shellWord) (then delete the draft)")
        }
    }
}
