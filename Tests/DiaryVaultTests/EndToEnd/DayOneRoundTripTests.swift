import Foundation
import Testing
@testable import DiaryVault

/// Round trips through `vault export dayone` and `vault import dayone`: vault -> archive -> an
/// empty vault gives the same files byte for byte; a Day One archive imported, exported and
/// imported again creates and changes nothing; a zone Day One names is written with a numeric
/// offset, GMT too.
@Suite struct DayOneRoundTripTests {
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ImportSamples/dayone/DayOne-export.zip").path

    @Test func vaultToArchiveToAnEmptyVaultGivesTheSameFiles() throws {
        let source = try JSONRoundTripTests.generatedVault()
        let exported = source.run(["export", "dayone", "-o", source.base + "/diary.zip"])
        #expect(exported.status == 0, "\(exported.stderr)")
        let target = try TemporaryVault()
        let imported = target.run(["import", "dayone", source.base + "/diary.zip"])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        let expected = try JSONRoundTripTests.files(source, leavingOut: ["2026/10/2026-10-04-secret.md"])
        let got = try JSONRoundTripTests.files(target)
        #expect(got.keys.sorted() == expected.keys.sorted())
        for (path, bytes) in expected { #expect(got[path] == bytes, "\(path)") }
        let again = target.run(["import", "dayone", source.base + "/diary.zip", "--json"])
        #expect(again.stdout.contains(#""counts":{"new":0,"present":4,"conflicts":0"#), "\(again.stdout.prefix(300))")
        #expect(try JSONRoundTripTests.files(target) == got)
    }

    @Test func importExportImportCreatesAndChangesNothing() throws {
        let vault = try TemporaryVault()
        let first = vault.run(["import", "dayone", Self.sample, "--json"])
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        let before = try vault.snapshot()
        let exported = vault.run(["export", "dayone", "-o", vault.base + "/again.zip", "--include-private"])
        #expect(exported.status == 0, "\(exported.stderr)")
        let second = vault.run(["import", "dayone", vault.base + "/again.zip", "--json"])
        #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
        let entries = before.keys.filter { $0.hasSuffix(".md") }.count
        #expect(second.stdout.contains(#""counts":{"new":0,"present":\#(entries),"conflicts":0"#), "\(second.stdout.prefix(400))")
        #expect(try vault.snapshot() == before)
    }

    @Test func aGMTZoneIsWrittenWithANumericOffset() throws {
        let journal = #"{"metadata":{"version":"1.0"},"entries":[{"uuid":"7D1F4C2E9B3A4E8F8C6D5B4A3F2E1D0C","creationDate":"2026-11-29T12:30:00Z","timeZone":"GMT","text":"In London."},{"uuid":"8D1F4C2E9B3A4E8F8C6D5B4A3F2E1D0C","creationDate":"2026-11-29T12:30:00Z","timeZone":"Asia/Seoul","text":"In Seoul."}]}"#
        var zip = ZipWriter(modified: ZipWriterTests.stamp)
        try zip.add("Journal.json", contents: Array(journal.utf8))
        let vault = try TemporaryVault()
        try vault.write("../tools/gmt.zip", try zip.finish())
        let imported = vault.run(["import", "dayone", vault.base + "/tools/gmt.zip", "--json"])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        #expect(imported.stdout.contains(#""date":"2026-11-29T12:30:00+00:00""#), "\(imported.stdout)")
        #expect(imported.stdout.contains(#""date":"2026-11-29T21:30:00+09:00""#), "\(imported.stdout)")
    }
}
