import Foundation

/// File access shared by the text-file import sources (jrnl, Obsidian, Logseq): reading a file as
/// UTF-8, listing a folder, and the attachment-link form of a file name.
///
/// Sources never write; these helpers only read.
enum TextImportFiles {
    /// Whether `path` is a folder (following symbolic links).
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Whether a regular file (or a link to one) exists at `path`.
    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// Reads a file as UTF-8 text (a leading byte order mark removed, `\r\n` kept).
    ///
    /// - Parameters:
    ///   - path: The absolute path.
    ///   - display: The path to name in errors (relative to the input, or as the user gave it).
    /// - Throws: ``ImportError`` when the file cannot be read or is not UTF-8.
    static func readText(_ path: String, display: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ImportError(path: display, "cannot read the file")
        }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ImportError(path: display, "not UTF-8 text")
        }
        return text
    }

    /// The files under a folder, as paths relative to it with `/` separators, sorted by their
    /// UTF-8 bytes; folders whose name starts with `.` (`.obsidian`, `.git`, `.trash`) and such
    /// files are left out.
    ///
    /// - Parameter folder: The absolute path of the folder.
    /// - Returns: The relative paths; empty when the folder cannot be read.
    static func files(under folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let next = walker.nextObject() as? String {
            let name = (next as NSString).lastPathComponent
            if name.hasPrefix(".") {
                if isFolder(folder + "/" + next) { walker.skipDescendants() }
                continue
            }
            if isFile(folder + "/" + next) { found.append(next) }
        }
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// The markdown link target for a copied attachment: `attachments/<name>` with spaces
    /// written `%20` (`../shared/import-samples/README.md`, "Attachments").
    ///
    /// - Parameter name: The file name in `attachments/`, not encoded.
    static func attachmentLink(_ name: String) -> String {
        "attachments/" + ImportPlan.linkForm(name)
    }

    /// Joins a folder and a relative path with one `/`; the relative path alone when the folder
    /// is empty.
    static func join(_ folder: String, _ relative: String) -> String {
        if folder.isEmpty { return relative }
        return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }

    /// A relative path with `.` and `..` parts resolved (`journals/../assets/x.png` is
    /// `assets/x.png`), or `nil` when it leads above its start.
    static func normalize(_ relative: String) -> String? {
        var parts: [Substring] = []
        for part in relative.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}
