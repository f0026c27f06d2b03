extension EntryID {
    /// The namespace of the uuids `vault check --fix` derives (itself a random version 4 UUID).
    static let fixNamespace: [UInt8] = [
        0x3B, 0x7D, 0x4C, 0x1A, 0x95, 0x0E, 0x4F, 0x62, 0xA8, 0x41, 0x2C, 0xD9, 0x6E, 0x17, 0xB0, 0x53,
    ]

    /// A name-based (version 5, RFC 4122 section 4.3, ``nameBased(namespace:name:)``) UUID for an
    /// entry that needs a new one.
    ///
    /// The name is the vault-relative path and the file's bytes, so the uuid is new for every file
    /// and the same every time for the same file: `vault check --fix --dry-run` shows exactly the
    /// uuid that `--fix` then writes, and two clones of a vault fixed apart agree.
    ///
    /// - Parameters:
    ///   - path: The entry's path relative to the vault root.
    ///   - contents: The file's bytes before the fix.
    /// - Returns: The uuid, in canonical uppercase form.
    static func nameBased(path: String, contents: [UInt8]) -> EntryID {
        nameBased(namespace: fixNamespace, name: Array(path.utf8) + [0] + contents)
    }
}
