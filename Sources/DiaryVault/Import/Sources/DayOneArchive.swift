import Foundation

/// The files of a Day One export, read from its `.zip` or from the folder it was unpacked to.
///
/// Names are relative and `/`-separated, as in the zip (`Journal.json`, `photos/<md5>.jpeg`).
/// Nothing is written and nothing is extracted: members are read into memory when asked for.
struct DayOneArchive {
    /// Where the files come from.
    private enum Storage {
        case zip(ZipReader)
        case folder(String)
    }

    private let storage: Storage
    /// The input as the user named it, for errors.
    let displayPath: String
    /// Every file's name, sorted.
    let names: [String]
    private let nameSet: Set<String>

    /// The largest export read: 4 GiB (a zip without zip64 cannot be larger).
    static let maximumZipSize = 1 << 32
    /// The largest journal JSON read from a folder: 1 GiB.
    static let maximumJournalSize = 1 << 30

    /// Opens an export: a folder, a `.zip` file, or one journal `.json` file (its folder is the
    /// export then).
    ///
    /// - Throws: ``ImportError`` naming the input for a zip vault cannot read (see ``ZipError``).
    init(_ options: ImportOptions) throws {
        displayPath = options.displayPath
        let status = FileSystem.status(options.path, follow: true)
        if status?.kind == .directory {
            storage = .folder(options.path)
            names = Self.listFolder(options.path)
        } else if options.path.lowercased().hasSuffix(".json") {
            let folder = EntryStore.folder(of: options.path)
            storage = .folder(folder)
            let journal = ImportInput.fileName(options.path)
            names = Self.listFolder(folder).filter { !$0.hasSuffix(".json") || $0 == journal }
        } else {
            let bytes = try ImportInput.readFile(options, limit: Self.maximumZipSize)
            do {
                let reader = try ZipReader(bytes)
                storage = .zip(reader)
                names = reader.members.filter { !$0.isFolder }.map(\.name).sorted()
            } catch {
                throw ImportError(path: options.displayPath, error.description)
            }
        }
        nameSet = Set(names)
    }

    /// Whether the export holds a file of this name.
    func contains(_ name: String) -> Bool {
        nameSet.contains(name)
    }

    /// A file's bytes.
    ///
    /// - Throws: ``ImportError`` naming the input and the file when it cannot be read (a damaged
    ///   member, a CRC mismatch).
    func read(_ name: String, limit: Int = DayOneArchive.maximumJournalSize) throws -> [UInt8] {
        switch storage {
        case .zip(let reader):
            guard let member = reader.member(named: name) else { throw ImportError(path: displayPath, place: name, "no such member") }
            do {
                return try reader.contents(of: member)
            } catch {
                throw ImportError(path: displayPath, place: name, error.description)
            }
        case .folder(let folder):
            do {
                return try FileSystem.read(folder + "/" + name, limit: limit)
            } catch {
                throw ImportError(path: displayPath, place: name, "cannot be read: \(error)")
            }
        }
    }

    /// How an attachment's bytes are reached: a path for a folder, the bytes for a zip member.
    func contents(_ name: String) throws -> ImportedAttachment.Contents {
        switch storage {
        case .zip: return .bytes(try read(name))
        case .folder(let folder): return .file(folder + "/" + name)
        }
    }

    /// The regular files under a folder, relative to it, sorted; hidden names and links skipped.
    private static func listFolder(_ root: String) -> [String] {
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? root : root + "/" + relative
            for entry in FileSystem.list(path).entries ?? [] where !entry.name.hasPrefix(".") {
                let name = relative.isEmpty ? entry.name : relative + "/" + entry.name
                switch FileSystem.status(root + "/" + name)?.kind {
                case .directory?: pending.append(name)
                case .regular?: found.append(name)
                case .symlink?, .other?, nil: break
                }
            }
        }
        return found.sorted()
    }
}
