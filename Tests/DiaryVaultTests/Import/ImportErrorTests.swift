import Foundation
import Testing
@testable import DiaryVault

/// Inputs that cannot be read: each gives a clear error naming the file and the place (entry
/// index or JSON path), exits non-zero and writes nothing.
@Suite struct ImportErrorTests {
    /// Writes `bytes` as `name` in a folder beside a new vault, imports it with `source`, and
    /// checks that the run failed and the vault is unchanged.
    func failingImport(_ source: String, _ name: String, _ bytes: [UInt8], _ extra: [String] = []) throws -> CLIRun {
        let vault = try TemporaryVault()
        let input = vault.base + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: input))
        let before = try vault.snapshot()
        let run = vault.run(["import", source, input] + extra)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(try vault.snapshot() == before)
        return run
    }

    @Test func aCorruptZipNamesTheFileAndTheMember() throws {
        var zip = try FileSystem.read(ImportSample.root + "/dayone/DayOne-export.zip")
        zip[100] ^= 0xFF  // inside Journal.json's deflate stream
        let run = try failingImport("dayone", "export.zip", zip)
        #expect(run.stderr.hasPrefix("error: "))
        #expect(run.stderr.contains("export.zip: Journal.json: a damaged zip file: "), "\(run.stderr)")
    }

    @Test func aTruncatedZipIsNotRead() throws {
        let zip = try FileSystem.read(ImportSample.root + "/dayone/DayOne-export.zip")
        let run = try failingImport("dayone", "export.zip", Array(zip.prefix(4000)))
        #expect(run.stderr.hasSuffix("export.zip: a damaged zip file: the end of the central directory is missing (a cut-short file?)\n"), "\(run.stderr)")
    }

    @Test func aTruncatedJSONNamesTheLineAndColumn() throws {
        let text = "[\n  {\"id\": \"A\", \"date\": \"2026-11-29 09:14:00\", \"text\": \"Evening walk"
        let run = try failingImport("json", "diary_list.json", Array(text.utf8))
        #expect(run.stderr.hasSuffix("diary_list.json: line 2, column 54: not valid JSON: the file ends inside a string that starts here\n"), "\(run.stderr)")
    }

    /// `--map body=nosuch` is an error, not every entry imported with an empty body.
    @Test func aMapToAFieldNoEntryHasIsAnError() throws {
        let text = #"[{"date": "2026-11-29 09:14:00", "text": "Evening walk"}]"#
        let run = try failingImport("json", "diary_list.json", Array(text.utf8), ["--map", "body=nosuch"])
        #expect(run.stderr.hasSuffix("diary_list.json: $: --map body=nosuch: no entry has the field 'nosuch'\n"), "\(run.stderr)")
    }

    @Test func aJSONOfTheWrongShapeNamesThePath() throws {
        let run = try failingImport("json", "notes.json", Array(#"{"version": 2, "notes": "none"}"#.utf8))
        #expect(run.stderr.hasSuffix("notes.json: $: expected an array of objects, found an object; none of its members is one\n"), "\(run.stderr)")
        let element = try failingImport("json", "list.json", Array(#"[{"date": "2026-11-29", "text": "a"}, 3]"#.utf8))
        #expect(element.stderr.hasSuffix("list.json: $[1] (entry 2): expected an object, found a number\n"), "\(element.stderr)")
        let field = try failingImport("json", "list.json", Array(#"[{"date": "2026-11-29", "text": "a"}, {"date": "2026-11-30", "text": ["b"]}]"#.utf8))
        #expect(field.stderr.hasSuffix("list.json: $[1].text (entry 2): expected a string, found an array\n"), "\(field.stderr)")
    }

    @Test func aPlistWithAWrongTypeNamesTheEntry() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><array>
            <dict><key>contents</key><string>a</string><key>date</key><date>2026-11-29T14:50:00Z</date><key>isStar</key><true/></dict>
            <dict><key>contents</key><string>b</string><key>date</key><date>2026-11-29T14:50:00Z</date><key>isStar</key><string>yes</string></dict>
            </array></plist>
            """
        let run = try failingImport("plist", "diaryList.plist", Array(plist.utf8))
        #expect(run.stderr.hasSuffix("diaryList.plist: $[1].isStar (entry 2): expected a boolean, found a string\n"), "\(run.stderr)")
    }

    @Test func aFileThatIsNoPlistSaysSo() throws {
        let run = try failingImport("plist", "diaryList.plist", Array("not a plist at all {".utf8))
        #expect(run.stderr.contains("diaryList.plist: not a property list"), "\(run.stderr)")
    }

    @Test func anUnknownSourceIsAUsageError() throws {
        let vault = try TemporaryVault()
        let run = vault.run(["import", "evernote", vault.base])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("error: "))
        #expect(run.stderr.contains("evernote"))
    }
}
