// The harness of the zip reader and the JSON reader of `vault import` (`scripts/fuzz.sh zip
// SECONDS`). A finding goes to `Tests/DiaryVaultTests/Support/Zip/ZipReaderTests.swift`.

/// The zip reader (every member read, each JSON member parsed) and the JSON reader.
enum ZipFuzz {
    /// Reads one input as JSON and as a zip archive. Properties: no crash; a member read
    /// successfully has exactly its declared size (the CRC is checked by the reader); a member
    /// name accepted is a safe relative path.
    ///
    /// - Parameter bytes: Any bytes; a violated property traps.
    static func run(_ bytes: [UInt8]) {
        _ = try? JSONReader.parse(bytes)
        guard let reader = try? ZipReader(bytes) else { return }
        for member in reader.members {
            if !ZipReader.isSafeName(member.name) { fatalError("unsafe name accepted: \(member.name)") }
            guard let contents = try? reader.contents(of: member) else { continue }
            if contents.count != member.size { fatalError("\(member.name): \(contents.count) bytes, declared \(member.size)") }
            if member.name.hasSuffix(".json") { _ = try? JSONReader.parse(contents) }
        }
    }
}
