import Foundation
import Testing
@testable import DiaryVault

/// The import framework: new, present and conflicting entries, attachments beside the entry,
/// interrupted imports finished by a second run, dry runs, and the input left untouched.
@Suite struct ImportPlanTests {
    static var zip: String { ImportSample.root + "/dayone/DayOne-export.zip" }

    /// The vault's entry files by uuid (each uuid must appear once).
    static func entryFiles(_ vault: TemporaryVault) throws -> [EntryID: String] {
        var found: [EntryID: String] = [:]
        for path in vault.files() where path.hasSuffix(".md") && !path.hasPrefix(".vault/") {
            let entry = try Entry(parsing: try vault.bytes(path))
            let uuid = try #require(entry.uuid)
            #expect(found[uuid] == nil, "uuid \(uuid.canonical) in two files")
            found[uuid] = path
        }
        return found
    }

    /// A file's SHA-256 as `sha256sum` prints it.
    static func sha256(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["shasum", "-a", "256", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
    }

    @Test func anImportStoppedAfterSomeFilesIsFinishedByTheNextOne() throws {
        let vault = try TemporaryVault()
        let options = ImportOptions(displayPath: "export.zip", path: Self.zip, timeZone: TemporaryVault.seoul)
        let batch = try DayOneSource().read(options)
        let plan = try ImportPlan.make(batch, vault: try vault.vault, existing: [:])
        struct Stop: Error {}
        let written = Counter()
        let writer = ImportWriter { _ in
            if written.increment() == 5 { throw Stop() }
        }
        #expect(throws: Stop.self) { try writer.write(plan, to: try vault.vault) }
        // Five files were written: the first entry's photo, then it and the next three entries;
        // nothing half-written (no temporary file left).
        let partial = vault.files().filter { !$0.hasPrefix(".vault/") }
        #expect(partial.count == 5)
        #expect(try Self.entryFiles(vault).count == 4)

        let rerun = vault.run(["import", "dayone", Self.zip, "--json"])
        #expect(rerun.status == 0, "\(rerun.stderr)")
        #expect(rerun.stdout.contains(#""counts":{"new":9,"present":4,"conflicts":0,"duplicates":0,"skipped":0,"attachments":4}"#), "\(rerun.stdout)")
        let sample = try ImportSample.load("dayone")
        try ImportSampleHarness.checkVault(ImportSampleHarness.check(batch, against: sample), vault, sample: sample)
        #expect(vault.files().filter { $0.contains("/attachments/") }.count == 5)
        let again = vault.run(["import", "dayone", Self.zip])
        #expect(again.stdout.contains("0 new, 13 already present, 0 conflicts; 0 attachments copied\n"), "\(again.stdout)")
    }

    @Test func deletedEntriesComeBackAndNothingElseIsWritten() throws {
        let vault = try TemporaryVault()
        #expect(vault.run(["import", "dayone", Self.zip]).status == 0)
        let files = try Self.entryFiles(vault)
        let removed = ["2026/11/2026-11-28-첫눈.md", "2026/10/2026-10-24-last-night-of-summer-time.md"]
        for path in removed {
            #expect(files.values.contains(path))
            try FileManager.default.removeItem(atPath: vault.path(path))
        }
        let run = vault.run(["import", "dayone", Self.zip])
        #expect(run.stdout.contains("new       2026/11/2026-11-28-첫눈.md\n"), "\(run.stdout)")
        #expect(run.stdout.contains("2 new, 11 already present, 0 conflicts; 0 attachments copied\n"), "\(run.stdout)")
        #expect(try Self.entryFiles(vault) == files)
    }

    @Test func anEditedEntryIsAConflictAndIsLeftAsItIs() throws {
        let vault = try TemporaryVault()
        #expect(vault.run(["import", "dayone", Self.zip]).status == 0)
        let path = "2026/11/2026-11-27-reading-list-for-winter.md"
        let edited = try vault.text(path).replacing("Start with the short one!", with: "Start with the long one.")
        try vault.write(path, edited)
        let run = vault.run(["import", "dayone", Self.zip])
        #expect(run.status == 1)
        #expect(run.stdout.contains("conflict  \(path) (uuid CE9562FC-8142-97BC-CF3B-CBB2EA20D69F: the vault's entry differs; left as it is)\n"), "\(run.stdout)")
        #expect(run.stdout.contains("0 new, 12 already present, 1 conflict; 0 attachments copied\n"))
        #expect(try vault.text(path) == edited)
    }

    @Test func anAttachmentNameTakenByOtherBytesGetsASuffixAndTheLinkFollows() throws {
        let vault = try TemporaryVault()
        let taken = "2026/11/attachments/d2d7a2bd8396a9e3a6ecb84b83d7a741.jpeg"
        try vault.write(taken, [1, 2, 3])
        let run = vault.run(["import", "dayone", Self.zip])
        #expect(run.status == 0, "\(run.stderr)")
        let entry = try vault.text("2026/11/2026-11-29-강변-야경.md")
        #expect(entry.contains("![](attachments/d2d7a2bd8396a9e3a6ecb84b83d7a741-2.jpeg)"))
        #expect(try vault.bytes(taken) == [1, 2, 3])
        #expect(try vault.bytes("2026/11/attachments/d2d7a2bd8396a9e3a6ecb84b83d7a741-2.jpeg").count == 909)
        // The same bytes under the same name are reused: a second import finds everything present.
        let again = vault.run(["import", "dayone", Self.zip])
        #expect(again.stdout.contains("0 new, 13 already present, 0 conflicts; 0 attachments copied\n"), "\(again.stdout)")
    }

    @Test func aDryRunPrintsThePlanAndWritesNothing() throws {
        let vault = try TemporaryVault()
        let before = try vault.snapshot()
        let run = vault.run(["import", "dayone", Self.zip, "--dry-run"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("new       2026/11/2026-11-29-강변-야경.md\n"), "\(run.stdout)")
        #expect(run.stdout.contains("13 new, 0 already present, 0 conflicts; 5 attachments to copy (dry run: nothing was written)\n"))
        #expect(try vault.snapshot() == before)
        let json = vault.run(["import", "dayone", Self.zip, "--dry-run", "--json"])
        #expect(json.stdout.hasPrefix(#"{"source":"dayone","input":"\#(Self.zip)","dryRun":true,"counts":{"new":13,"present":0,"conflicts":0,"duplicates":0,"skipped":0,"attachments":5},"entries":[{"action":"new","path":"2026/11/2026-11-29-강변-야경.md","uuid":"87A152F4-60CA-36FE-3D3D-B70B0D99ED20","sourceId":"87A152F460CA36FE3D3DB70B0D99ED20","sourceFile":"Journal.json","date":"2026-11-29T23:50:00+09:00","title":"강변 야경","attachments":["2026/11/attachments/d2d7a2bd8396a9e3a6ecb84b83d7a741.jpeg"]}"#), "\(json.stdout)")
        #expect(try vault.snapshot() == before)
    }

    @Test func theInputIsNeverModified() throws {
        let vault = try TemporaryVault()
        let inputs = [("dayone", Self.zip), ("json", ImportSample.root + "/mood-diary/diary_list.json"),
                      ("plist", ImportSample.root + "/diary-app/diaryList.plist")]
        for (source, path) in inputs {
            let hash = try Self.sha256(path)
            #expect(hash.count == 64)
            let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
            #expect(vault.run(["import", source, path]).status == 0)
            #expect(vault.run(["import", source, path]).status == 0)
            #expect(try Self.sha256(path) == hash, "\(path)")
            #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == modified)
        }
    }

    @Test func twoDifferentEntriesWithOneUUIDInTheInputAreBothImported() throws {
        let vault = try TemporaryVault()
        let input = vault.base + "/list.json"
        let shared = #"{"id":"3946C9A7-D681-4B83-A6EA-CFB5920258BE","date":"2026-11-29","text":"first"}"#
        try Data(#"[\#(shared),{"id":"3946C9A7-D681-4B83-A6EA-CFB5920258BE","date":"2026-11-30","text":"second"},\#(shared)]"#.utf8)
            .write(to: URL(fileURLWithPath: input))
        let run = vault.run(["import", "json", input])
        #expect(run.status == 0)
        let moved = ImportedEntry.nameBasedID(source: "shared-uuid", key: "3946C9A7-D681-4B83-A6EA-CFB5920258BE\nlist.json\n2026-11-30\nsecond")
        // No modification times: the first of the input keeps the uuid; the same entry again is a duplicate.
        #expect(run.stdout.hasPrefix("new       2026/11/2026-11-29-first.md\nnew       2026/11/2026-11-30-second.md\nduplicate list.json (uuid 3946C9A7-D681-4B83-A6EA-CFB5920258BE appears twice in the input; the first is imported)\n2 new, 0 already present, 0 conflicts, 1 duplicate; 0 attachments copied\n"), "\(run.stdout)")
        #expect(run.stderr == "warning: uuid 3946C9A7-D681-4B83-A6EA-CFB5920258BE is held by 2 different entries of the input: list.json (2026-11-29) keeps it (first by file name); list.json (2026-11-30) is imported under uuid \(moved.canonical)\n")
        #expect(try vault.text("2026/11/2026-11-30-second.md").hasPrefix("---\nuuid: \(moved.canonical)\n"))
        // Importing again finds both.
        #expect(vault.run(["import", "json", input]).stdout.contains("0 new, 2 already present, 0 conflicts, 1 duplicate"))
    }

    @Test func ofTwoNotesWithOneUUIDTheOneChangedLastKeepsIt() throws {
        let vault = try TemporaryVault()
        let uuid = "7D0C3B1E-2B8A-4C55-9E61-0F3A9D2C4B17"
        try FileManager.default.createDirectory(at: vault.outside.appendingPathComponent(".obsidian"), withIntermediateDirectories: true)
        try TemporaryVault.write("---\nuuid: \(uuid)\n---\nOlder copy.\n", to: "2026-11-01.md", in: vault.outside)
        try TemporaryVault.write("---\nuuid: \(uuid)\n---\nNewer copy.\n", to: "2026-11-02.md", in: vault.outside)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)], ofItemAtPath: vault.outside.path + "/2026-11-01.md")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_800_000_000)], ofItemAtPath: vault.outside.path + "/2026-11-02.md")
        let run = vault.run(["import", "obsidian", vault.outside.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try vault.text("2026/11/2026-11-02-newer-copy.md").hasPrefix("---\nuuid: \(uuid)\n"))
        #expect(!(try vault.text("2026/11/2026-11-01-older-copy.md")).contains(uuid))
        #expect(run.stderr.contains("2026-11-02.md (2026-11-02) keeps it (changed last); 2026-11-01.md (2026-11-01) is imported under uuid "), "\(run.stderr)")
    }
}

/// A counter shared with a `@Sendable` closure.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    /// Adds one and returns the new value.
    func increment() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}
