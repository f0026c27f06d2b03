import Foundation
import Testing
@testable import DiaryVault

/// Which of two entries sharing a uuid keeps it: the one with the earlier date, and on the same
/// date the file modified first: a copy `2026-11-04-copy.md` made today sorts before the original
/// `2026-11-04-from-editor.md` by name, but the original keeps the uuid.
@Suite struct DuplicateUUIDOrderTests {
    static let entry = "---\nuuid: 33DB10CB-169C-4E2F-829E-6FA95374EDE7\ndate: 2026-11-04\n---\nx\n"

    @Test func givesTheNewUUIDToTheFileModifiedLater() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-04-from-editor.md", Self.entry)
        // A copy that was then edited: not the same entry apart from its date (MovedTwiceTests).
        try vault.write("2026/11/2026-11-04-copy.md", Self.entry.replacing("x\n", with: "y\n"))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_767_225_600)],
                                              ofItemAtPath: vault.path("2026/11/2026-11-04-from-editor.md"))
        let run = vault.run(["check"])
        #expect(run.stdout.hasPrefix("""
            2026/11/2026-11-04-copy.md:2:7: error: uuid 33DB10CB-169C-4E2F-829E-6FA95374EDE7 is also the uuid of 2026/11/2026-11-04-from-editor.md, an older entry [duplicate-uuid]
            """))
        #expect(run.stdout.contains("2026/11/2026-11-04-from-editor.md:") == false)
    }

    /// A later date is newer whatever the file times say.
    @Test func prefersTheEarlierDateOverFileTimes() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-05-later.md", Self.entry.replacing("2026-11-04", with: "2026-11-05").replacing("x\n", with: "y\n"))
        try vault.write("2026/11/2026-11-04-earlier.md", Self.entry)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_767_225_600)],
                                              ofItemAtPath: vault.path("2026/11/2026-11-05-later.md"))
        let run = vault.run(["check"])
        #expect(run.stdout.hasPrefix("2026/11/2026-11-05-later.md:2:7: error: uuid 33DB10CB-169C-4E2F-829E-6FA95374EDE7 is also the uuid of 2026/11/2026-11-04-earlier.md, an older entry [duplicate-uuid]"))
    }
}
