import Foundation

/// The media of a Day One export: which files an entry's body links, and how Day One names them.
extension DayOneExport {
    /// The kinds of media Day One keeps, by the file's extension.
    enum MediaKind: String, CaseIterable, Hashable, Sendable {
        case photo, video, audio, pdf

        /// The kind of a file by its extension (case ignored), or `nil` for one Day One does not
        /// hold (such a link stays in the text as written).
        init?(fileExtension: String) {
            switch fileExtension.lowercased() {
            case "jpg", "jpeg", "png", "gif", "heic", "heif", "webp", "tif", "tiff": self = .photo
            case "mov", "mp4", "m4v": self = .video
            case "m4a", "mp3", "wav", "aac", "caf": self = .audio
            case "pdf": self = .pdf
            default: return nil
            }
        }

        /// The folder of the archive that holds this kind (`photos/`).
        var folder: String {
            switch self {
            case .photo: "photos"
            case .video: "videos"
            case .audio: "audios"
            case .pdf: "pdfs"
            }
        }

        /// The key of the entry's array of this kind (`photos`).
        var arrayKey: String {
            switch self {
            case .photo: "photos"
            case .video: "videos"
            case .audio: "audios"
            case .pdf: "pdfAttachments"
            }
        }

        /// The link Day One's text uses for a media item: `dayone-moment://ID` for photos,
        /// `dayone-moment:/video/ID` and the like for the others.
        func link(_ identifier: String) -> String {
            switch self {
            case .photo: "dayone-moment://" + identifier
            case .video: "dayone-moment:/video/" + identifier
            case .audio: "dayone-moment:/audio/" + identifier
            case .pdf: "dayone-moment:/pdfAttachment/" + identifier
            }
        }
    }

    /// One media item of an entry.
    struct Media: Hashable, Sendable {
        /// Its kind.
        var kind: MediaKind
        /// Day One's identifier: 32 upper-case hex digits, derived from the entry and the link so
        /// that exporting twice gives the same archive.
        var identifier: String
        /// The MD5 of the bytes, 32 lower-case hex digits: the file's name in the archive.
        var md5: String
        /// Day One's `type`: the extension, lower-case, `jpeg` for `jpg`.
        var type: String
        /// The file's absolute path, copied into the archive at the end, a piece at a time.
        var source: String
        /// The file's size in bytes, Day One's `fileSize`.
        var size: Int
        /// The original file name, for Day One's `filename`.
        var filename: String
        /// The link's target relative to the entry's folder, percent-decoded
        /// (`attachments/sub/x.png`, `../10/attachments/y.png`).
        var link: String = ""
        /// The file's vault-relative path (`2026/10/attachments/y.png`), written as the item's
        /// `vaultPath` so that `vault import dayone` of vault's own archive restores the file
        /// there; `nil` when the link leads out of the vault.
        var vaultPath: String?

        /// The member's path in the archive: `photos/<md5>.jpeg`.
        var archivePath: String { kind.folder + "/" + md5 + "." + type }
    }

    /// A linked file as the archive needs it: where it is, its MD5 and size (read a piece at a
    /// time, whatever its size).
    struct MediaFile: Hashable, Sendable {
        /// The absolute path.
        var source: String
        /// The MD5 of its bytes, 32 lower-case hex digits.
        var md5: String
        /// Its size in bytes.
        var size: Int

        /// Reads a file's MD5 and size, a piece at a time; `nil` when it cannot be read.
        ///
        /// - Parameter path: The absolute path.
        init?(path: String) {
            var hasher = MD5.Hasher()
            var size = 0
            do {
                try FileSystem.forEachChunk(of: path) { chunk in
                    hasher.update(chunk)
                    size += chunk.count
                }
            } catch {
                return nil
            }
            self.init(source: path, md5: MD5.hexText(hasher.finish()), size: size)
        }

        /// Creates the description from its values.
        init(source: String, md5: String, size: Int) {
            self.source = source
            self.md5 = md5
            self.size = size
        }
    }

    /// The media of the files an entry links that ``rewritingLinks(_:key:load:)`` left as
    /// written (in a subfolder of `attachments/`, in another folder, `../` into another month, a
    /// name with parentheses), of a kind Day One holds: Day One shows them in the entry's
    /// gallery, and vault's own import restores each at its `vaultPath`.
    ///
    /// - Parameters:
    ///   - links: The entry's file links (``ExportEntry/fileLinks``).
    ///   - folder: The entry's vault-relative folder.
    ///   - media: The media the text's links gave, each with its ``Media/vaultPath``.
    ///   - key: What makes identifiers unique to the entry (its uuid).
    ///   - load: The file of a link's target relative to the entry's folder, or `nil`.
    static func galleryMedia(_ links: [String], folder: String, after media: [Media], key: String, load: (String) -> MediaFile?) -> [Media] {
        var added: [Media] = []
        for link in links {
            guard let vaultPath = VaultPath.resolving(link, from: folder), let dot = link.lastIndex(of: "."),
                  let kind = MediaKind(fileExtension: String(link[link.index(after: dot)...])),
                  !(media + added).contains(where: { $0.vaultPath == vaultPath }), let file = load(link) else { continue }
            let written = link[link.index(after: dot)...].lowercased()
            added.append(Media(kind: kind, identifier: MD5.hex(Array((key + "\n" + link).utf8)).uppercased(), md5: file.md5,
                               type: written == "jpg" ? "jpeg" : written, source: file.source, size: file.size,
                               filename: String(link.split(separator: "/").last ?? ""), link: link, vaultPath: vaultPath))
        }
        return added
    }

    /// The text with each link to a file beside the entry (`](attachments/x.jpg)`, spaces as
    /// `%20`) of a kind Day One holds replaced by its `dayone-moment:` link, and the media found.
    ///
    /// - Parameters:
    ///   - text: The entry's text.
    ///   - key: What makes identifiers unique to the entry (its uuid).
    ///   - load: The file of a link's target relative to the entry's folder, or `nil` when there
    ///     is no such file.
    /// - Returns: The rewritten text, the media in order of first link, and the links whose file
    ///   was missing (kept as written).
    static func rewritingLinks(_ text: String, key: String, load: (String) -> MediaFile?)
        -> (text: String, media: [Media], missing: [String]) {
        // Most bodies link nothing: one byte scan for "](" skips them.
        guard text.utf8.indices.contains(where: { text.utf8[$0] == 0x5D && text.utf8.index(after: $0) != text.utf8.endIndex
                                                  && text.utf8[text.utf8.index(after: $0)] == 0x28 }) else { return (text, [], []) }
        var output = ""
        var media: [Media] = []
        var missing: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "](") {
            output += rest[..<open.upperBound]
            rest = rest[open.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { break }
            let target = String(rest[..<close])
            let relative = target.hasPrefix("./") ? String(target.dropFirst(2)) : target
            let name = relative.removingPercentEncoding ?? relative
            guard relative.hasPrefix("attachments/"), !target.contains(" "),
                  let dot = name.lastIndex(of: "."), let kind = MediaKind(fileExtension: String(name[name.index(after: dot)...])) else {
                continue
            }
            guard let file = load(name) else {
                missing.append(target)
                continue
            }
            let identifier = MD5.hex(Array((key + "\n" + name).utf8)).uppercased()
            if !media.contains(where: { $0.identifier == identifier }) {
                let written = name[name.index(after: dot)...].lowercased()
                media.append(Media(kind: kind, identifier: identifier, md5: file.md5, type: written == "jpg" ? "jpeg" : written,
                                   source: file.source, size: file.size, filename: String(name.split(separator: "/").last ?? ""), link: name))
            }
            output += kind.link(identifier)
            rest = rest[close...]
        }
        return (output + rest, media, missing)
    }
}
