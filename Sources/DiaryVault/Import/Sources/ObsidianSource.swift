import Foundation

/// `vault import obsidian VAULT`: the daily notes of an Obsidian vault.
///
/// Which notes are daily notes comes from `.obsidian/daily-notes.json` (the core Daily notes
/// plugin): `folder` (the vault root when absent or empty) and `format`, a Moment.js format
/// (``MomentFormat``; `YYYY-MM-DD` when absent or empty), where `/` means subfolders. A note is
/// imported when its path relative to that folder, without `.md`, reads with the format, or, in
/// any subfolder, its file name reads with the format's last part (as Obsidian reads it); its day
/// comes from that name. Every other `.md` file is reported as skipped with its reason. Each note
/// is mapped by ``ObsidianNote`` (rules in docs/IMPORT.md, "Obsidian").
struct ObsidianSource: ImportSource {
    static let name = "obsidian"

    /// Creates the source.
    init() {}

    /// The daily-notes settings of a vault.
    struct Settings: Sendable {
        /// The daily-notes folder relative to the vault, no leading or trailing `/`; empty for the root.
        var folder: String
        /// The file-name format.
        var format: MomentFormat
        /// The format's last `/` part when it names a year and a day by itself (the whole format
        /// when it has no `/`): Obsidian reads a note's file name alone with it, in any subfolder
        /// of the daily-notes folder (obsidian-daily-notes-interface, `getDateFromFile`: the
        /// format's last part against `file.basename`; `getAllDailyNotes` walks every subfolder).
        var nameFormat: MomentFormat?
        /// The template note's path relative to the vault, with `.md`, or `nil`.
        var template: String?
        /// `attachmentFolderPath` of `.obsidian/app.json`: `""` for the vault root, `./` forms
        /// relative to the note's folder.
        var attachmentFolder: String
    }

    func read(_ options: ImportOptions) throws -> ImportBatch {
        // The vault's root, never a folder inside it: the uuids derive from the paths below the
        // root, so importing `Daily/` after the vault would make every note a second time.
        guard TextImportFiles.isFolder(options.path), TextImportFiles.isFolder(options.path + "/.obsidian") else {
            throw ImportError(path: options.displayPath, "expected an Obsidian vault folder (the folder that holds .obsidian/)")
        }
        let settings = try Self.settings(vault: options.path)
        let files = TextImportFiles.files(under: options.path)
        let vault = ObsidianVaultFiles(root: options.path, files: files, attachmentFolder: settings.attachmentFolder)
        var batch = ImportBatch()
        for file in files where file.lowercased().hasSuffix(".md") {
            let insideFolder = settings.folder.isEmpty || file.hasPrefix(settings.folder + "/")
            if file == settings.template {
                let reason = insideFolder ? "the daily-notes template" : "outside the daily-notes folder (it is the template)"
                batch.skipped.append(ImportSkip(path: file, reason: reason))
                continue
            }
            guard insideFolder else {
                batch.skipped.append(ImportSkip(path: file, reason: "outside the daily-notes folder"))
                continue
            }
            let name = String(file.dropFirst(settings.folder.isEmpty ? 0 : settings.folder.count + 1).dropLast(3))
            // The path with the whole format (`YYYY/MM/YYYY-MM-DD`), else the file name alone (a
            // note filed into `Daily/2023/10/` by hand is still Obsidian's daily note).
            let baseName = String(name.split(separator: "/").last ?? "")
            guard let day = settings.format.day(of: name) ?? settings.nameFormat?.day(of: baseName) else {
                batch.skipped.append(ImportSkip(path: file, reason: "name does not parse with the daily-note format"))
                continue
            }
            let text = try TextImportFiles.readText(TextImportFiles.join(options.path, file), display: file)
            do {
                let note = try ObsidianNote(text: text, path: file, day: day, vault: vault)
                batch.entries.append(note.entry)
                batch.fidelity.merge(note.fidelity)
                batch.warnings += note.warnings
            } catch let error as FrontMatterError {
                batch.skipped.append(ImportSkip(path: file, reason: "its front matter does not parse: \(error.localizedDescription)"))
            }
        }
        return batch
    }

    /// Reads `.obsidian/daily-notes.json` and `.obsidian/app.json`; defaults for missing files and keys.
    ///
    /// - Throws: ``ImportError`` naming the file when one is not a JSON object, or the format has
    ///   a token vault cannot read.
    static func settings(vault: String) throws -> Settings {
        let daily = try configuration(vault: vault, file: "daily-notes.json")
        let app = try configuration(vault: vault, file: "app.json")
        let formatText = (daily["format"] as? String).flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 } ?? "YYYY-MM-DD"
        let format: MomentFormat
        do {
            format = try MomentFormat(formatText)
        } catch {
            throw ImportError(path: ".obsidian/daily-notes.json", place: "format", "\(formatText.debugDescription): \(error.message)")
        }
        let folder = trimSlashes(daily["folder"] as? String ?? "")
        let lastPart = formatText.split(separator: "/").last.map(String.init) ?? formatText
        let nameFormat = lastPart == formatText ? format : try? MomentFormat(lastPart)
        let template = (daily["template"] as? String).map(trimSlashes).flatMap { $0.isEmpty ? nil : $0 }
        return Settings(folder: folder, format: format, nameFormat: nameFormat,
                        template: template.map { $0.lowercased().hasSuffix(".md") ? $0 : $0 + ".md" },
                        attachmentFolder: app["attachmentFolderPath"] as? String ?? "")
    }

    /// A configuration file of `.obsidian/` as a JSON object, empty when the file is missing.
    static func configuration(vault: String, file: String) throws -> [String: Any] {
        let path = vault + "/.obsidian/" + file
        guard TextImportFiles.isFile(path) else { return [:] }
        let text = try TextImportFiles.readText(path, display: ".obsidian/" + file)
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw ImportError(path: ".obsidian/" + file, "expected a JSON object (Obsidian's settings)")
        }
        return object
    }

    /// A folder setting without `./` at the start and `/` at either end (`/Daily/` is `Daily`).
    static func trimSlashes(_ text: String) -> String {
        var path = Substring(text.trimmingCharacters(in: .whitespaces))
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.hasPrefix("/") { path = path.dropFirst() }
        while path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}

/// The files of an Obsidian vault, for finding the file an embed names.
struct ObsidianVaultFiles: Sendable {
    /// The vault's absolute path.
    var root: String
    /// Every file, relative to the root.
    var files: [String]
    /// `attachmentFolderPath` as set.
    var attachmentFolder: String

    /// The file an embed `![[target]]` in `note` names, relative to the root, or `nil`.
    ///
    /// Tried in order: the target as a vault path; in the attachment folder (`./` forms relative to
    /// the note's folder); beside the note; any file of that name in the vault (Obsidian's
    /// shortest-path links), the first in path order.
    func resolve(_ target: String, from note: String) -> String? {
        let noteFolder = (note as NSString).deletingLastPathComponent
        var attachments = attachmentFolder.trimmingCharacters(in: .whitespaces)
        if attachments == "." || attachments.hasPrefix("./") {
            attachments = TextImportFiles.join(noteFolder, ObsidianSource.trimSlashes(attachments == "." ? "" : attachments))
        } else {
            attachments = ObsidianSource.trimSlashes(attachments)
        }
        let candidates = [target, TextImportFiles.join(attachments, target), TextImportFiles.join(noteFolder, target)]
        if let found = candidates.first(where: files.contains) { return found }
        let name = (target as NSString).lastPathComponent
        return files.first { ($0 as NSString).lastPathComponent == name }
    }
}
