import Foundation
import Testing
@testable import DiaryVault

/// A writing command on an entry that git has not finished merging names what is in the file.
extension TwoClonesMergeTests {
    /// The driver's conflict block is in the file: the refusal gives its lines (it said "it holds
    /// no conflict markers: the merge driver did not run", which was not so).
    @Test func aWritingCommandOnAConflictedEntryNamesItsMarkerLines() throws {
        try withClones { clones in
            let pulled = try exchange(clones, rebase: false, a: { c in
                try c.write(Self.path, Self.base.replacingOccurrences(of: "mood: calm", with: "mood: sad"), in: c.a)
            }, b: { c in
                try c.write(Self.path, Self.base.replacingOccurrences(of: "mood: calm", with: "mood: happy"), in: c.b)
            })
            #expect(pulled.status != 0)
            let file = try clones.read(Self.path, in: clones.b)
            #expect(file.contains("<<<<<<< "))
            let star = clones.vault(["star", Self.path], in: clones.b)
            #expect(star.status == 1)
            #expect(star.stderr.contains("\(Self.path): error: refusing to edit: the entry holds unresolved git conflict markers (lines "), "\(star.stderr)")
            #expect(!star.stderr.contains("holds no conflict markers"), "\(star.stderr)")
            #expect(try clones.read(Self.path, in: clones.b) == file)
        }
    }
}
