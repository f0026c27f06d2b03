import Foundation

/// The problems ``VaultChecker`` finds from files' names and places alone: stray files, names not
/// in NFC, two entries on one day.
extension VaultChecker {
    /// File name extensions of attachments that may sit beside entries (compared in lowercase).
    static let attachmentExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "webp", "heic", "heif", "avif", "svg", "bmp", "tif", "tiff",
        "m4a", "mp3", "wav", "aac", "ogg", "flac", "opus", "mp4", "mov", "m4v", "webm", "pdf",
    ]

    /// A `same-day-entries` warning for each entry after the first (in path order) of a day that
    /// has several, for a vault that keeps one entry a day: the day's entry written on two
    /// devices is the usual cause, and only a person can merge the two texts.
    ///
    /// - Parameter checked: The checked files, with their dates.
    static func sameDayProblems(_ checked: [EntryChecker.Result]) -> [VaultProblem] {
        var byDay: [CivilDate: [String]] = [:]
        for result in checked { if let day = result.date?.day { byDay[day, default: []].append(result.target.path) } }
        var problems: [VaultProblem] = []
        for (day, paths) in byDay where paths.count > 1 {
            let sorted = paths.sorted()
            for path in sorted.dropFirst() {
                problems.append(VaultProblem(
                    .sameDayEntries, path: path,
                    message: "another entry of \(day) is \(sorted[0]), and the vault keeps one entry a day (one-entry-a-day in .vault/config)",
                    hint: "if both devices wrote the day's entry, move this text into \(sorted[0]) and delete this file ('vault delete')"))
            }
        }
        return problems
    }

    /// A `stray-file` warning for a file in a month folder that is not an attachment.
    ///
    /// The walker lists a name ending in `.md` among the other files only when it is not a
    /// regular file (a named pipe, a socket, a device), so such a name is told it is not one,
    /// not asked to end in `.md`.
    static func strayFileProblem(_ file: VaultWalker.File) -> VaultProblem? {
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        if VaultWalker.isMarkdownName(name) {
            return VaultProblem(.strayFile, path: file.path,
                                message: "'\(name)' is not a regular file (a named pipe, a socket or a device), so vault does not read it",
                                hint: "an entry must be a regular file; remove this one if nothing needs it")
        }
        let dot = name.lastIndex(of: ".")
        let ext = dot.map { String(name[name.index(after: $0)...]).lowercased() } ?? ""
        guard !attachmentExtensions.contains(ext) else { return nil }
        let hint: String
        switch ext {
        case "md", "markdown", "txt", "text":
            hint = "if it is an entry, rename it to end in .md (lowercase); vault reads nothing else"
        case "bak", "orig", "rej", "swp", "tmp", "md~":
            hint = "it looks like a backup left by an editor or a merge; delete it if you do not need it"
        default:
            hint = "vault reads only .md entries; images, audio, video and PDF attachments are fine"
        }
        return VaultProblem(.strayFile, path: file.path,
                            message: "'\(name)' is not an entry, and no tool of the diary reads it", hint: hint)
    }

    /// A `non-nfc-file-name` warning when a path's file name is not in Normalization Form C.
    static func nonNFCNameProblem(_ path: String) -> VaultProblem? {
        // ASCII text is its own NFC form: only a name with other bytes asks Foundation.
        guard !path.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let composed = name.precomposedStringWithCanonicalMapping
        guard !name.utf8.elementsEqual(composed.utf8) else { return nil }
        return VaultProblem(.nonNFCFileName, path: path,
                            message: "the file name is not in Unicode NFC (composed) form, as macOS once wrote it",
                            hint: "rename it to the composed form, '\(composed)', so links and git see one name everywhere")
    }
}
