import Foundation
import Testing
@testable import DiaryVault

/// Binary property lists whose dictionaries have a key that is not a string (made byte by byte by
/// `scripts/make-plist-key-fixtures.py`, kept in `Fixtures/fuzz/mood-plist/key-*.plist`, where the
/// mood-plist fuzz target also takes them as seeds): `vault import plist` and Day One Classic's
/// reader refuse each before Foundation reads it, naming the dictionary's byte and the key's
/// type, never crash and never import a record with the key dropped.
@Suite struct PropertyListKeyTests {
    static let directory = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/fuzz/mood-plist")

    /// Each file, and the reason it is refused for (the record's dictionary is at byte 10; its
    /// third key, object 6, at byte 41).
    static let cases: [(file: String, reason: String)] = [
        ("key-integer.plist", "the dictionary at byte 10 has a key that is an integer (object 6 at byte 41), not a string: a property list's keys are strings"),
        ("key-data.plist", "the dictionary at byte 10 has a key that is data (object 6 at byte 41), not a string: a property list's keys are strings"),
        ("key-date.plist", "the dictionary at byte 10 has a key that is a date (object 6 at byte 41), not a string: a property list's keys are strings"),
        ("key-boolean.plist", "the dictionary at byte 10 has a key that is a boolean (object 6 at byte 41), not a string: a property list's keys are strings"),
        ("key-array.plist", "the dictionary at byte 10 has a key that is an array (object 6 at byte 41), not a string: a property list's keys are strings"),
        ("key-dictionary.plist", "the dictionary at byte 10 has a key that is a dictionary (object 6 at byte 41), not a string: a property list's keys are strings"),
        ("key-is-its-dictionary.plist", "the dictionary at byte 10 has a key that is a dictionary (object 1 at byte 10), not a string: a property list's keys are strings"),
        ("key-integer-in-wide-dictionary.plist", "the dictionary at byte 10 has a key that is an integer (object 32 at byte 125), not a string: a property list's keys are strings"),
        ("key-integer-of-defaults.plist", "the dictionary at byte 8 has a key that is an integer (object 1 at byte 11), not a string: a property list's keys are strings"),
    ]

    @Test(arguments: cases.map(\.file))
    func importPlistRefusesAKeyThatIsNotAString(file: String) throws {
        let reason = try #require(Self.cases.first { $0.file == file }?.reason)
        let options = ImportOptions(displayPath: file, path: Self.directory.appendingPathComponent(file).path,
                                    timeZone: TimeZone(identifier: "Asia/Seoul")!)
        #expect(throws: ImportError(path: file, "not a property list vault reads: " + reason)) {
            try PropertyListSource().read(options)
        }
    }

    /// Day One Classic reads each `.doentry` with the same check: the file makes no entry, with
    /// the same reason.
    @Test func dayOneClassicSkipsAnEntryWithAKeyThatIsNotAString() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.directory.appendingPathComponent("key-integer.plist")))
        var fidelity = ImportFidelity()
        var names: [String: String] = [:]
        let result = DayOneClassic.entry(bytes, file: "entries/A.doentry", names: [], fidelity: &fidelity, classicNames: &names)
        guard case .failure(let skip) = result else {
            Issue.record("the entry was read: \(result)")
            return
        }
        #expect(skip == ImportSkip(path: "entries/A.doentry", reason: "not a property list vault reads: " + Self.cases[0].reason))
    }

    /// The check passes what it should: the same record with a string key, a string key in
    /// UTF-16, a binary property list with a damaged trailer (Foundation judges it), and text.
    @Test func stringKeysAndOtherFilesPass() throws {
        // [{date, mood: "calm", note: "x"}], as key-integer.plist with the key "note".
        var record = [UInt8](try Data(contentsOf: Self.directory.appendingPathComponent("key-integer.plist")))
        #expect(BinaryPropertyListCheck.refusal(in: record)?.offset == 10)
        let note: [UInt8] = [0x54] + Array("note".utf8) + [0x00, 0x00, 0x00, 0x00]  // 9 bytes, as the integer's
        record.replaceSubrange(41..<50, with: note)
        #expect(BinaryPropertyListCheck.refusal(in: record) == nil)
        let object = try PropertyListSerialization.propertyList(from: Data(record), options: [], format: nil)
        #expect((object as? [[String: Any]])?.first?["note"] as? String == "x")
        // "no" in UTF-16 (marker 0x62: two code units), padded with a fill byte.
        record.replaceSubrange(41..<50, with: [0x62, 0x00, 0x6E, 0x00, 0x6F, 0x0F, 0x0F, 0x0F, 0x0F])
        #expect(BinaryPropertyListCheck.refusal(in: record) == nil)
        var damaged = record
        damaged[damaged.count - 2] = 0xFF  // the offset table beyond the file
        #expect(BinaryPropertyListCheck.refusal(in: damaged) == nil)
        #expect(BinaryPropertyListCheck.refusal(in: Array("<plist><array/></plist>".utf8)) == nil)
        #expect(BinaryPropertyListCheck.refusal(in: []) == nil)
    }

    /// The set of the lead's fuzz find is still refused with its message (set-in-array.plist).
    @Test func aSetIsStillRefused() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.directory.appendingPathComponent("set-in-array.plist")))
        #expect(BinaryPropertyListCheck.refusal(in: bytes)
            == .init(offset: 630, reason: "a set object at byte 630 (no app's diary holds sets, and Foundation on Linux cannot read one safely)"))
    }
}
