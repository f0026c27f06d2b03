import Foundation
import Testing
@testable import DiaryVault

/// The inputs on which a reader's fuzz target (`scripts/fuzz.sh TARGET SECONDS`, Fuzz/) found a
/// crash or a violated property, kept in `Fixtures/fuzz/TARGET/` (the README says what each
/// found), each read again the way its harness reads it.
@Suite struct ReaderFuzzRegressionTests {
    static let directory = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/fuzz")

    /// date-beyond-int.plist: a binary property list whose record's `<date>` is 1e300 seconds
    /// after 2001. Writing it converted the seconds to `Int`, which trapped; it is now refused
    /// as a date outside the years 0000 to 9999, naming the record.
    @Test func propertyListDateBeyondAnyYearIsRefused() throws {
        let path = Self.directory.appendingPathComponent("mood-plist/date-beyond-int.plist").path
        let options = ImportOptions(displayPath: "date-beyond-int.plist", path: path, timeZone: TimeZone(identifier: "Asia/Seoul")!)
        #expect(throws: ImportError(path: "date-beyond-int.plist", place: "$[0].date (entry 1)", "the date is outside the years 0000 to 9999")) {
            try PropertyListSource().read(options)
        }
    }

    /// set-in-array.plist: a binary property list with one bit changed, so that an array holds
    /// a set object; swift-corelibs-foundation's `PropertyListSerialization` crashed bridging it
    /// (a null pointer in the runtime's cast). Sets are now refused before Foundation reads the
    /// file, naming the object's byte.
    @Test func propertyListWithASetIsRefusedBeforeFoundationReadsIt() throws {
        let path = Self.directory.appendingPathComponent("mood-plist/set-in-array.plist").path
        let options = ImportOptions(displayPath: "set-in-array.plist", path: path, timeZone: TimeZone(identifier: "Asia/Seoul")!)
        #expect(throws: ImportError(path: "set-in-array.plist",
                                    "not a property list vault reads: a set object at byte 630 (no app's diary holds sets, and Foundation on Linux cannot read one safely)")) {
            try PropertyListSource().read(options)
        }
        let intact = Self.directory.appendingPathComponent("mood-plist/date-beyond-int.plist").path
        #expect(BinaryPropertyListCheck.refusal(in: Array(try Data(contentsOf: URL(fileURLWithPath: intact)))) == nil)
        #expect(BinaryPropertyListCheck.refusal(in: Array("bplist00".utf8)) == nil)
    }

    /// same-addition-without-final-newline.bin (BASE NUL OURS NUL THEIRS, the merge fixture
    /// body-append-no-final-newline): both sides making our change, a paragraph added at the end
    /// without a final line feed, wrote the paragraph twice; the same body on both sides is now
    /// that body, and the fixture's own merge still keeps both additions.
    @Test func sameAdditionWithoutFinalNewlineIsTakenOnce() throws {
        let bytes = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent("merge/same-addition-without-final-newline.bin")))
        let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map(Array.init)
        try #require(parts.count == 3)
        let (base, ours, theirs) = (parts[0], parts[1], parts[2])
        #expect(ours.last != 0x0A)
        for side in [ours, theirs] {
            let merged = EntryMerge.merge(base: base, ours: side, theirs: side)
            #expect(merged.bytes == side)
            #expect(merged.conflicts == 0)
        }
        let merged = EntryMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(String(decoding: merged.bytes, as: UTF8.self) == String(decoding: base, as: UTF8.self) + "\nMine, no newline.\n\nTheirs.\n")
        #expect(merged.conflicts == 0)
    }

    /// The instants a source can hand over that no whole number of seconds holds give no date
    /// text; the first and last seconds of years 0000-9999 still do.
    @Test(arguments: [1e300, -1e300, 1e12, -1e12, Double.infinity, -Double.infinity, Double.nan])
    func instantBeyondIntGivesNoDate(seconds: Double) {
        #expect(ImportDates.local(Date(timeIntervalSince1970: seconds), in: TimeZone(identifier: "UTC")!) == nil)
    }

    @Test func firstAndLastSecondsOfTheYearsVaultWrites() {
        let utc = TimeZone(identifier: "UTC")!, seoul = TimeZone(identifier: "Asia/Seoul")!
        #expect(ImportDates.local(Date(timeIntervalSince1970: 253_402_300_799), in: utc) == "9999-12-31T23:59:59Z")
        #expect(ImportDates.local(Date(timeIntervalSince1970: 253_402_300_799), in: seoul) == nil)
        #expect(ImportDates.local(Date(timeIntervalSince1970: -62_167_219_200), in: utc) == "0000-01-01T00:00:00Z")
        #expect(ImportDates.local(Date(timeIntervalSince1970: -62_167_219_201), in: utc) == nil)
    }
}
