// The harness of the front-matter parser and serializer (`scripts/fuzz.sh frontmatter SECONDS`),
// compiled into the one fuzz binary with Tests/DiaryVaultTests/Hostile/FormatProperties.swift.

/// The front-matter parser, serializer, editor and `check --fix`, and the index's fast path.
enum FrontMatterFuzz {
    /// Checks ``FormatProperties/check(_:)`` on one input, then that the index's fast path gives
    /// exactly the full reading's summary or leaves the file to it.
    ///
    /// - Parameter bytes: Any bytes, as an entry file; a violated property traps.
    static func run(_ bytes: [UInt8]) {
        if let failure = FormatProperties.check(bytes) {
            fatalError("property violated: \(failure.description)")
        }
        bytes.withUnsafeBufferPointer { buffer in
            guard let fast = EntrySummary.readSimple(buffer, path: "2026/11/fuzz.md") else { return }
            guard case .summary(let full) = EntrySummary.readFull(buffer, path: "2026/11/fuzz.md"), full == fast else {
                fatalError("property violated: the index's fast path differs from the full reading")
            }
        }
    }
}
