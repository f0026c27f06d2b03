#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension AnniversaryCache {
    /// The remembered anniversaries of a vault, or `nil` when there is no head, it is damaged,
    /// or any folder it names is gone or has another time (then read the whole vault).
    ///
    /// Costs mapping the head (the slots' files are mapped when asked for: ``pathsBySlot(_:)``,
    /// ``summaries(ofSlot:)``), and one `fstatat` per folder, relative to the vault root, on two
    /// threads for more than 256.
    ///
    /// - Parameter vault: The vault.
    static func load(_ vault: Vault) -> AnniversaryCache? {
        guard let cache = mapFile(vault), !cache.folders.isEmpty, cache.foldersUnchanged(vault) else { return nil }
        return cache
    }

    /// The head of a vault as it is, its folders not checked (for the next head, which keeps
    /// what it can of this one), or `nil` when there is none or it is damaged.
    ///
    /// - Parameter vault: The vault.
    static func mapFile(_ vault: Vault) -> AnniversaryCache? {
        guard let (bytes, status) = mapped(vault.absolutePath(relativePath), maximumSize: maximumSize),
              var cache = bytes.withBytes({ decode($0) }) else { return nil }
        cache.written = status.modified
        cache.partsFolder = vault.absolutePath(partsPath)
        return cache
    }

    /// Whether every folder the head names still has the times it recorded, and is a folder.
    ///
    /// - Parameter vault: The vault.
    func foldersUnchanged(_ vault: Vault) -> Bool {
        guard let root = FileSystem.openFolder(vault.path) else { return false }
        defer { FileSystem.closeFolder(root) }
        // Both cores: the calls are most of the time a calendar takes (a vault of 184 years has
        // 2,400 folders), and each waits only on the kernel's name lookup.
        let folders = self.folders
        let half = (folders.count + 1) / 2
        let unchanged = parallelMap(folders.count > 256 ? [0, half] : [0], chunkSize: 1) { start -> Bool in
            folders[start..<(folders.count > 256 && start == 0 ? half : folders.count)].allSatisfy { folder in
                var info = stat()
                guard folder.withCPath({ fstatat(root, $0, &info, 0) }) == 0 else { return false }
                let status = FileSystem.Status(info)
                return status.kind == .directory && status.modified == folder.modified && status.changed == folder.changed
            }
        }
        return unchanged.allSatisfy { $0 }
    }
}
