/// The merge drivers git runs for a vault (gitattributes(5), "Defining a custom merge driver"):
/// git gives three temporary files, and the driver leaves the result in the second (OURS).
///
/// The result is written through ``AtomicWriter`` (a temporary file renamed over OURS), so git
/// never reads a half-written file. Entries go through ``EntryMerge``; `INDEX.md`, which vault
/// generates, through a line merge that keeps both sides' lines where they clash and never
/// writes markers (as git's `merge=union`): the merge of the entries is not yet in the work tree
/// when git runs a driver, so the index is made fresh afterwards by `vault index --write`
/// (docs/GIT.md).
public enum MergeDriver {
    /// What a driver run gives: the number of conflicts left in the file (the driver exits 1
    /// when it is not 0) and whether the entry was merged as plain lines.
    public struct Outcome: Hashable, Sendable {
        /// How many conflicts the result holds.
        public var conflicts: Int
        /// The front-matter keys changed two ways.
        public var conflictedKeys: [String]
        /// Whether the whole file was merged as lines (a side vault cannot read by keys).
        public var mergedAsLines: Bool
        /// Whether the sides are two different entries added at one path (``EntryMerge/Result/isTwoEntries``).
        public var isTwoEntries = false
    }

    /// Merges an entry file: reads BASE, OURS and THEIRS, writes the result over OURS.
    ///
    /// - Parameters:
    ///   - base: The path git gives as `%O`.
    ///   - ours: `%A`, overwritten with the result.
    ///   - theirs: `%B`.
    ///   - markerSize: `%L`, the conflict marker length.
    ///   - index: Whether the file is the generated `INDEX.md` (merged without markers).
    /// - Throws: ``VaultError/readFailed(path:reason:)`` and the errors of
    ///   ``AtomicWriter/write(_:to:expectedOriginal:displayPath:)``; OURS is then untouched.
    public static func run(base: String, ours: String, theirs: String, markerSize: Int, index: Bool) throws -> Outcome {
        let baseBytes = try FileSystem.read(base), ourBytes = try FileSystem.read(ours), theirBytes = try FileSystem.read(theirs)
        let outcome: Outcome
        let bytes: [UInt8]
        if index {
            let merged = LineMerge.merge(base: baseBytes, ours: ourBytes, theirs: theirBytes, markerSize: markerSize, union: true)
            bytes = merged.bytes
            outcome = Outcome(conflicts: 0, conflictedKeys: [], mergedAsLines: true)
        } else {
            let merged = EntryMerge.merge(base: baseBytes, ours: ourBytes, theirs: theirBytes, markerSize: markerSize)
            bytes = merged.bytes
            outcome = Outcome(conflicts: merged.conflicts, conflictedKeys: merged.conflictedKeys, mergedAsLines: merged.mergedAsLines,
                              isTwoEntries: merged.isTwoEntries)
        }
        if bytes != ourBytes { try AtomicWriter.write(bytes, to: ours, expectedOriginal: ourBytes, displayPath: ours) }
        return outcome
    }
}
