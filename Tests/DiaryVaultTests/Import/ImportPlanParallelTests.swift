import Foundation
import Testing
@testable import DiaryVault

/// ``ImportPlan/make(_:vault:existing:)`` makes the bytes of many entries on all cores (more than
/// one task's worth, 32): the plan is the one of entry order, item by item.
@Suite struct ImportPlanParallelTests {
    /// The Day One sample's 13 entries made into 130, each with its own uuid, then a duplicate
    /// of the fifth.
    static func batch() throws -> ImportBatch {
        let options = ImportOptions(displayPath: "export.zip", path: ImportPlanTests.zip, timeZone: TemporaryVault.seoul)
        var batch = try DayOneSource().read(options)
        let sample = batch.entries
        batch.entries = (0..<130).map { index in
            var entry = sample[index % sample.count]
            entry.uuid = EntryID(high: UInt64(index + 1), low: 0x5EED)
            return entry
        }
        batch.entries.append(batch.entries[4])
        return batch
    }

    @Test func aSecondPlanFindsEveryEntryPresentAndAnEditedOneInConflict() throws {
        let vault = try TemporaryVault()
        let batch = try Self.batch()
        let first = try ImportPlan.make(batch, vault: try vault.vault, existing: [:])
        #expect(first.counts == (new: 130, present: 0, conflicts: 0, duplicates: 1, completed: 0))
        #expect(first.items[130].action == .duplicate(of: 4))
        // New entries of one day get distinct names, in entry order.
        #expect(Set(first.items.prefix(130).map(\.path)).count == 130)
        let outcome = try ImportWriter().write(first, to: try vault.vault)
        var existing: [EntryID: String] = [:]
        for (index, path) in outcome.entries { existing[first.items[index].entry.uuid] = path }
        #expect(outcome.entries.count == 130)
        try vault.write(try #require(outcome.entries[77]), "---\ndate: 2026-01-01\n---\nedited\n")
        let second = try ImportPlan.make(batch, vault: try vault.vault, existing: existing)
        #expect(second.counts == (new: 0, present: 129, conflicts: 1, duplicates: 1, completed: 0))
        for (index, item) in second.items.prefix(130).enumerated() {
            let path = try #require(outcome.entries[index])
            #expect(item.action == (index == 77 ? .conflict(path: path) : .present(path: path)), "\(index)")
            #expect(item.bytes == first.items[index].bytes)
            #expect(item.attachments.map(\.path) == first.items[index].attachments.map(\.path))
        }
    }

    /// The first entry in order whose file cannot be read stops the plan with its error, as
    /// it would if the entries were planned one after another.
    @Test func theFirstUnreadableEntryInOrderIsTheError() throws {
        let vault = try TemporaryVault()
        let batch = try Self.batch()
        var existing: [EntryID: String] = [:]
        for (index, entry) in batch.entries.prefix(130).enumerated() where index >= 40 { existing[entry.uuid] = "2026/01/gone-\(index).md" }
        #expect {
            try ImportPlan.make(batch, vault: try vault.vault, existing: existing)
        } throws: { error in
            guard case VaultError.readFailed(let path, _)? = error as? VaultError else { return false }
            return path.hasSuffix("/2026/01/gone-40.md")
        }
    }
}
