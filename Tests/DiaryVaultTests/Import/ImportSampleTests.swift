import Foundation
import Testing
@testable import DiaryVault

/// The samples of the sources `dayone`, `json` and `plist`: each imports to exactly what its
/// `expected.json` says, and a second import creates nothing.
@Suite struct ImportSampleTests {
    /// The options a source gets for a sample's input.
    static func options(_ sample: ImportSample, _ input: String, timeZone: String = "Asia/Seoul") -> ImportOptions {
        ImportOptions(displayPath: input, path: sample.path(input), timeZone: TimeZone(identifier: timeZone)!)
    }

    @Test func dayOneZipReadsAsExpected() throws {
        let sample = try ImportSample.load("dayone")
        let batch = try DayOneSource().read(Self.options(sample, "DayOne-export.zip"))
        ImportSampleHarness.check(batch, against: sample)
        #expect(batch.warnings == [])
    }

    @Test func moodDiaryReadsAsExpected() throws {
        let sample = try ImportSample.load("mood-diary")
        let batch = try JSONArraySource().read(Self.options(sample, "diary_list.json"))
        ImportSampleHarness.check(batch, against: sample)
    }

    @Test func favoritesDiaryReadsAsExpected() throws {
        let sample = try ImportSample.load("diary-app")
        let batch = try PropertyListSource().read(Self.options(sample, "diaryList.plist"))
        ImportSampleHarness.check(batch, against: sample)
    }

    /// Imports a sample with the command into an empty vault, checks the files, then imports
    /// again: nothing new, every entry present, no file changed.
    func importTwice(_ name: String, _ source: String, _ input: String, read: (ImportOptions) throws -> ImportBatch) throws {
        let sample = try ImportSample.load(name)
        let batch = try read(Self.options(sample, input))
        let entries = ImportSampleHarness.check(batch, against: sample)
        let vault = try TemporaryVault()
        let first = vault.run(["import", source, sample.path(input), "--time-zone", "Asia/Seoul"])
        #expect(first.status == 0, "\(first.stderr)")
        try ImportSampleHarness.checkVault(entries, vault, sample: sample)
        let before = try vault.snapshot()
        let second = vault.run(["import", source, sample.path(input), "--time-zone", "Asia/Seoul", "--json"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("\"counts\":{\"new\":0,\"present\":\(sample.entries.count),\"conflicts\":0,\"duplicates\":0,\"skipped\":\(sample.skipped.count),\"attachments\":0}"), "\(second.stdout)")
        #expect(try vault.snapshot() == before)
    }

    @Test func dayOneImportsOnceAndOnlyOnce() throws {
        try importTwice("dayone", "dayone", "DayOne-export.zip") { try DayOneSource().read($0) }
    }

    @Test func moodDiaryImportsOnceAndOnlyOnce() throws {
        try importTwice("mood-diary", "json", "diary_list.json") { try JSONArraySource().read($0) }
    }

    @Test func favoritesDiaryImportsOnceAndOnlyOnce() throws {
        try importTwice("diary-app", "plist", "diaryList.plist") { try PropertyListSource().read($0) }
    }
}
