import Testing
@testable import DiaryVault

/// Resolving a conflicted entry file to one side, byte for byte: the driver's key blocks, git's
/// line conflicts in the front matter and the body (any marker size, diff3 style), both sides,
/// and two different entries at one path.
@Suite struct ConflictResolutionTests {
    func resolve(_ text: String, _ side: ConflictResolution.Side) throws -> String {
        String(decoding: try ConflictResolution.resolve(Array(text.utf8), side: side), as: UTF8.self)
    }

    static let keyBlock = """
        ---
        uuid: 1C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8
        date: 2026-11-28
        mood: good   # after the walk
        starred: true
        ---
        <<<<<<< ours (front matter key mood)
        mood: good   # after the walk
        ||||||| base
        mood: okay
        =======
        mood: bad
        >>>>>>> theirs (front matter key mood)
        # By the river

        """

    @Test func aKeyBlockSetsThatSidesLinesAndGoes() throws {
        let body = "# By the river\n"
        #expect(try resolve(Self.keyBlock, .ours)
                == "---\nuuid: 1C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\ndate: 2026-11-28\nmood: good   # after the walk\nstarred: true\n---\n" + body)
        #expect(try resolve(Self.keyBlock, .theirs)
                == "---\nuuid: 1C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\ndate: 2026-11-28\nmood: bad\nstarred: true\n---\n" + body)
        #expect(throws: ConflictResolution.Failure.keyChangedBothWays(["mood"])) { try resolve(Self.keyBlock, .both) }
    }

    @Test func aKeyRemovedOnOneSideIsRemovedOrAdded() throws {
        // Removed on their side, changed on ours: the front matter has ours.
        let text = "---\ndate: 2026-11-28\nmood: good\n---\n<<<<<<< ours (front matter key mood)\nmood: good\n||||||| base\nmood: okay\n=======\n>>>>>>> theirs (front matter key mood)\nText.\n"
        #expect(try resolve(text, .theirs) == "---\ndate: 2026-11-28\n---\nText.\n")
        // Removed on ours: their lines are added after the last key.
        let added = "---\ndate: 2026-11-28\n---\n<<<<<<< ours (front matter key mood)\n||||||| base\nmood: okay\n=======\nmood: bad\n>>>>>>> theirs (front matter key mood)\nText.\n"
        #expect(try resolve(added, .theirs) == "---\ndate: 2026-11-28\nmood: bad\n---\nText.\n")
    }

    @Test func gitLineConflictsInTheFrontMatterTakeASide() throws {
        let text = "---\r\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\r\n<<<<<<< HEAD\r\ndate: 2026-11-29\r\nstarred: true\r\n=======\r\ndate: 2026-11-30\r\n>>>>>>> laptop\r\n---\r\nText.\r\n"
        #expect(try resolve(text, .ours) == "---\r\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\r\ndate: 2026-11-29\r\nstarred: true\r\n---\r\nText.\r\n")
        #expect(try resolve(text, .theirs) == "---\r\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\r\ndate: 2026-11-30\r\n---\r\nText.\r\n")
        // Both dates would be one key twice: refused, with the parser's words.
        #expect(throws: ConflictResolution.Failure.self) { try resolve(text, .both) }
    }

    @Test func bodyConflictsOfAnySizeTakeASideOrBoth() throws {
        let text = "---\ndate: 2026-11-26\n---\n<<<<<<<< HEAD\n# Ours\n|||||||| base\n# Base\n========\n# Theirs\n>>>>>>>> other\nMiddle.\n<<<<<<< HEAD\nA\n=======\nB\n>>>>>>> other\nEnd.\n"
        #expect(try resolve(text, .ours) == "---\ndate: 2026-11-26\n---\n# Ours\nMiddle.\nA\nEnd.\n")
        #expect(try resolve(text, .theirs) == "---\ndate: 2026-11-26\n---\n# Theirs\nMiddle.\nB\nEnd.\n")
        #expect(try resolve(text, .both) == "---\ndate: 2026-11-26\n---\n# Ours\n# Theirs\nMiddle.\nA\nB\nEnd.\n")
        // A setext underline outside a conflict stays text.
        #expect(try resolve("Title\n=======\n<<<<<<< a\nx\n=======\ny\n>>>>>>> b\n", .theirs) == "Title\n=======\ny\n")
    }

    @Test func refusesWhatAMergeDoesNotWrite() {
        #expect(throws: ConflictResolution.Failure.noConflict) { try resolve("---\ndate: 2026-11-26\n---\nText.\n", .ours) }
        #expect(throws: ConflictResolution.Failure.malformed(line: 2)) { try resolve("a\n<<<<<<< x\nb\n", .ours) }
        #expect(throws: ConflictResolution.Failure.malformed(line: 2)) { try resolve("a\n>>>>>>> x\nb\n", .ours) }
        #expect(throws: ConflictResolution.Failure.malformed(line: 3)) { try resolve("<<<<<<< x\na\n>>>>>>> y\n", .ours) }
    }

    @Test func twoEntriesAtOnePathAreTwoSides() throws {
        let ours = Array("---\nuuid: 1C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\ndate: 2026-11-28T09:00\n---\n# Monday\n\nLaptop.\n".utf8)
        let theirs = Array("---\nuuid: 2C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\ndate: 2026-11-28T09:00\n---\n# Monday\n\nPhone.\n".utf8)
        // The driver: no base, two uuids: one conflict of the whole files, never fused.
        let merged = EntryMerge.merge(base: [], ours: ours, theirs: theirs)
        #expect(merged.isTwoEntries && merged.conflicts == 1)
        #expect(String(decoding: merged.bytes, as: UTF8.self) == "<<<<<<< ours (another entry)\n" + String(decoding: ours, as: UTF8.self)
                + "=======\n" + String(decoding: theirs, as: UTF8.self) + ">>>>>>> theirs (another entry)\n")
        let sides = try #require(ConflictResolution.sides(merged.bytes))
        #expect(sides.ours == ours && sides.theirs == theirs)
        // The same entry on both sides (one uuid) is merged as before.
        #expect(!EntryMerge.merge(base: [], ours: ours, theirs: ours).isTwoEntries)
        #expect(ConflictResolution.sides(Array(Self.keyBlock.utf8)) == nil)
    }
}
