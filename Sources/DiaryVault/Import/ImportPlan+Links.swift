import Foundation

extension ImportPlan {
    /// The body with every link to a file that an import restores under another name rewritten
    /// to that name, and nothing else changed.
    ///
    /// A link names the file when its destination (``MarkdownScan/linkDestinations(in:)``:
    /// inline links, images and link reference definitions outside fenced code), read from the
    /// entry's folder with `.` and `..` resolved (``VaultPath/resolving(_:from:)``), is the file's
    /// vault-relative path: `attachments/photo.jpg`, `./attachments/photo.jpg` and
    /// `../11/attachments/photo.jpg` from `2026/11` all name `2026/11/attachments/photo.jpg`.
    /// Only the destination's file name changes, written as it was (`photo%20(1).jpg` becomes
    /// `photo%20(1)-2.jpg`); a query or fragment after it is kept.
    ///
    /// - Parameters:
    ///   - body: The body.
    ///   - folder: The entry's vault-relative folder (`2026/11`).
    ///   - path: The file's vault-relative path in the export (`2026/10/attachments/y.png`).
    ///   - name: Its new name in the same folder (`y-2.png`).
    static func retargetLinks(in body: String, from folder: String, naming path: String, to name: String) -> String {
        let oldName = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        var result = ""
        var copied = body.startIndex
        for destination in MarkdownScan.linkDestinations(in: body) where VaultPath.resolving(destination.target, from: folder) == path {
            result += body[copied..<destination.range.lowerBound]
            result += renamedDestination(String(body[destination.range]), from: oldName, to: name)
            copied = destination.range.upperBound
        }
        return result + body[copied...]
    }

    /// A destination as written with its file name changed from `oldName` to `newName`: the
    /// characters `newName` adds inserted where they go in the written name (its encoding kept),
    /// else the new name percent-encoded where a destination needs it.
    static func renamedDestination(_ written: String, from oldName: String, to newName: String) -> String {
        let pathEnd = written.firstIndex(where: { $0 == "?" || $0 == "#" }) ?? written.endIndex
        let nameStart = written[..<pathEnd].lastIndex(of: "/").map { written.index(after: $0) } ?? written.startIndex
        let writtenName = String(written[nameStart..<pathEnd])
        let (oldStem, oldSuffix) = EntryMover.split(oldName)
        let (newStem, newSuffix) = EntryMover.split(newName)
        var renamed = Self.destinationForm(newName)
        if oldSuffix == newSuffix, newStem.hasPrefix(oldStem) {
            let added = String(newStem.dropFirst(oldStem.count))
            let (writtenStem, writtenSuffix) = EntryMover.split(writtenName)
            let candidate = writtenStem + Self.destinationForm(added) + writtenSuffix
            if MarkdownScan.linkTarget(candidate) == newName { renamed = candidate }
        }
        return String(written[..<nameStart]) + renamed + String(written[pathEnd...])
    }

    /// A file name as a link destination may hold it: blanks, parentheses, `<`, `>`, `%`, `?`,
    /// `#`, `\` and control characters percent-encoded (UTF-8), every other character as it is.
    static func destinationForm(_ name: String) -> String {
        var form = ""
        for scalar in name.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar.properties.isWhitespace || "()<>%?#\\".unicodeScalars.contains(scalar) {
                for byte in String(scalar).utf8 { form += String(format: "%%%02X", byte) }
            } else {
                form.unicodeScalars.append(scalar)
            }
        }
        return form
    }
}

extension ImportedEntry {
    /// Renames an attachment in the entry's other front-matter keys (``extra``): every string,
    /// at any depth of lists and maps (`image:`, `cover.image`, `images: [...]`), that is
    /// `attachments/<old>` (the name as it is, or with spaces written `%20`) becomes
    /// `attachments/<new>` in the same form. Other strings stay as written.
    ///
    /// - Parameters:
    ///   - old: The name the source gave the file in `attachments/`.
    ///   - new: The name it gets in the vault (`cover-2.png`).
    mutating func renameAttachment(from old: String, to new: String) {
        let renames = [("attachments/" + old, "attachments/" + new),
                       ("attachments/" + ImportPlan.linkForm(old), "attachments/" + ImportPlan.linkForm(new))]
        func renamed(_ value: FrontMatterValue) -> FrontMatterValue {
            switch value {
            case .string(let text):
                return renames.first(where: { $0.0 == text }).map { .string($0.1) } ?? value
            case .sequence(let items):
                return .sequence(items.map(renamed))
            case .mapping(let pairs):
                return .mapping(pairs.map { FrontMatterPair(key: $0.key, value: renamed($0.value)) })
            default:
                return value
            }
        }
        extra = extra.map { ImportedField($0.key, renamed($0.value)) }
    }
}
