import Testing
@testable import vault_bench

@Suite struct FileToucherTests {
    @Test(arguments: [
        ("a\n", 0, "a\n\nEdited by vault-bench, round 0.\n"),
        ("a", 2, "a\n\nEdited by vault-bench, round 2.!!\n"),
        ("a\r\nb\r\n", 1, "a\r\nb\r\n\r\nEdited by vault-bench, round 1.!\r\n"),
    ])
    func appendsALineWithTheFilesLineEnding(original: String, round: Int, edited: String) {
        #expect(FileToucher.edited(Array(original.utf8), round: round) == Array(edited.utf8))
    }

    @Test func everyRoundChangesTheSize() {
        let sizes = (0..<5).map { FileToucher.edited(Array("x\n".utf8), round: $0).count }
        #expect(Set(sizes).count == 5)
    }

    @Test func spreadsThePicksOverTheVault() {
        let paths = (0..<100).map { "p\($0 < 10 ? "0" : "")\($0)" }
        let picked = FileToucher.spread(paths, count: 10)
        #expect(picked == ["p05", "p15", "p25", "p35", "p45", "p55", "p65", "p75", "p85", "p95"])
        #expect(FileToucher.spread(["b", "a"], count: 10) == ["a", "b"])
    }

    @Test func touchesAndRestoresFiles() throws {
        let directory = try BenchTemporaryDirectory()
        defer { directory.remove() }
        try FileIO.write(Array("one\n".utf8), to: directory.path + "/a.md")
        try FileIO.makeDirectory(directory.path + "/2026")
        try FileIO.write(Array("two\n".utf8), to: directory.path + "/2026/b.md")
        let toucher = try FileToucher(root: directory.path, paths: ["a.md", "2026/b.md"], backup: directory.path + "/backup")
        #expect(Bench.text(of: directory.path + "/backup/2026%2Fb.md") == "two\n")
        try toucher.touch(round: 1)
        #expect(Bench.text(of: directory.path + "/a.md") == "one\n\nEdited by vault-bench, round 1.!\n")
        try toucher.restore()
        #expect(Bench.text(of: directory.path + "/a.md") == "one\n")
        #expect(Bench.text(of: directory.path + "/2026/b.md") == "two\n")
    }
}

@Suite struct VaultFeaturesTests {
    @Test(arguments: [
        ("files read: 10\n", 10),
        ("vault: stats: walk 0.1 s\nFiles read = 3 of 100\n", 3),
        ("entries: 5, files read:0", 0),
    ])
    func findsFilesRead(stderr: String, count: Int) {
        #expect(VaultFeatures.filesRead(in: stderr) == count)
    }

    @Test(arguments: ["", "error: something\n", "files read: many\n"])
    func findsNothingWithoutTheLine(stderr: String) {
        #expect(VaultFeatures.filesRead(in: stderr) == nil)
    }

    @Test func readsFeaturesFromHelp() {
        let old = VaultFeatures(indexHelp: "  --json  Print the index as JSON.", globalHelp: "")
        #expect(!old.hasCache && !old.hasStatsFlag)
        let new = VaultFeatures(indexHelp: "  --no-cache  Ignore the cache.", globalHelp: "  --stats  Print statistics.")
        #expect(new.hasCache && new.hasStatsFlag)
    }
}
