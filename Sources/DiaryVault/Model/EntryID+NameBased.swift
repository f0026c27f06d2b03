extension EntryID {
    /// A name-based UUID, version 5 (RFC 4122 section 4.3): the SHA-1 of the namespace's 16
    /// bytes followed by the name's bytes, its first 16 bytes with the version (`5`, the high
    /// nibble of byte 6) and the variant (`10`, the two high bits of byte 8) set.
    ///
    /// The same namespace and name give the same UUID every time and on every machine; vault's
    /// namespaces are ``EntryID/fixNamespace`` (`vault check --fix`) and
    /// ``ImportedEntry/importNamespace`` (`vault import`).
    ///
    /// - Parameters:
    ///   - namespace: The namespace, a UUID's 16 bytes in network order.
    ///   - name: The name's bytes.
    /// - Returns: The UUID.
    static func nameBased(namespace: [UInt8], name: [UInt8]) -> EntryID {
        var digest = SHA1.digest(namespace + name)
        digest[6] = digest[6] & 0x0F | 0x50
        digest[8] = digest[8] & 0x3F | 0x80
        let high = digest[0..<8].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let low = digest[8..<16].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return EntryID(high: high, low: low)
    }
}
