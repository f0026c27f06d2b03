import Foundation
import Testing
@testable import DiaryVault
@testable import vault_bench

/// ``LineMerge`` and ``LineDiff``: fixed cases, and the same bytes and conflict count as the real
/// `git merge-file --diff3` on generated inputs.
@Suite struct LineMergeTests {
    func merge(_ base: String, _ ours: String, _ theirs: String, markerSize: Int = 7) -> (String, Int) {
        let result = LineMerge.merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8),
                                     markerSize: markerSize)
        return (String(decoding: result.bytes, as: UTF8.self), result.conflicts)
    }

    @Test func changesOnDifferentLinesMergeCleanly() {
        let (text, conflicts) = merge("a\nb\nc\nd\ne\n", "A\nb\nc\nd\ne\n", "a\nb\nc\nd\nE\n")
        #expect(text == "A\nb\nc\nd\nE\n")
        #expect(conflicts == 0)
    }

    @Test func theSameChangeOnBothSidesIsTakenOnce() {
        let (text, conflicts) = merge("a\nb\nc\n", "a\nB\nc\n", "a\nB\nc\n")
        #expect(text == "a\nB\nc\n")
        #expect(conflicts == 0)
    }

    @Test func twoChangesOfOneLineConflictInDiff3Style() {
        let (text, conflicts) = merge("a\nb\nc\n", "a\nours\nc\n", "a\ntheirs\nc\n")
        #expect(text == "a\n<<<<<<< ours\nours\n||||||| base\nb\n=======\ntheirs\n>>>>>>> theirs\nc\n")
        #expect(conflicts == 1)
    }

    @Test func theMarkerSizeIsTheGivenOne() {
        let (text, _) = merge("b\n", "o\n", "t\n", markerSize: 10)
        #expect(text == "<<<<<<<<<< ours\no\n|||||||||| base\nb\n==========\nt\n>>>>>>>>>> theirs\n")
    }

    @Test func diffsAreMinimalAndSlidDown() {
        let changes = LineDiff.changes(from: [1, 2, 3], to: [1, 2, 2, 3])
        #expect(changes == [LineDiff.Change(baseStart: 2, baseCount: 0, otherStart: 2, otherCount: 1)])
        #expect(LineDiff.changes(from: [], to: [1]) == [LineDiff.Change(baseStart: 0, baseCount: 0, otherStart: 0, otherCount: 1)])
        #expect(LineDiff.changes(from: [4, 5], to: [4, 5]).isEmpty)
    }

    /// Random three-way inputs drawn from a few lines (so lines repeat, as blank lines do), CRLF
    /// and missing last line feeds included, merged by vault and by `git merge-file --diff3`.
    @Test func agreesWithGitMergeFile() throws {
        guard ExternalTool.find("git") != nil else { return }
        try TemporaryVault.withFolder { url in
            let folder = url.path
            var random = SplitMix64(seed: 27)
            let pool = ["a\n", "b\n", "c\n", "\n", "# heading\n", "d\r\n", "e\n", "f\n", "g\n", "h\n", "x\n", "y\n"]
            func file(_ lines: [String], lastFeed: Bool) -> String {
                var text = lines.joined()
                if !lastFeed, text.hasSuffix("\n") { text.removeLast() }
                return text
            }
            func edited(_ base: [String]) -> [String] {
                var lines = base
                for _ in 0..<random.int(0...4) {
                    let at = random.int(0...lines.count)
                    switch random.int(0...2) {
                    case 0: lines.insert(pool[random.int(0...pool.count - 1)], at: at)
                    case 1: if at < lines.count { lines.remove(at: at) }
                    default: if at < lines.count { lines[at] = pool[random.int(0...pool.count - 1)] }
                    }
                }
                return lines
            }
            var mismatches: [String] = []
            for round in 0..<250 {
                let base = (0..<random.int(0...12)).map { _ in pool[random.int(0...(round % 2 == 0 ? 5 : pool.count - 1))] }
                let texts = [file(base, lastFeed: random.int(0...5) > 0),
                             file(edited(base), lastFeed: random.int(0...5) > 0),
                             file(edited(base), lastFeed: random.int(0...5) > 0)]
                let size = [7, 7, 8, 3][round % 4]
                for (name, text) in zip(["base", "ours", "theirs"], texts) {
                    try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
                }
                let outcome = try #require(try ExternalTool.run("git", [
                    "merge-file", "-p", "--diff3", "--marker-size=\(size)", "-L", "ours", "-L", "base", "-L", "theirs",
                    folder + "/ours", folder + "/base", folder + "/theirs"]))
                let (text, conflicts) = merge(texts[0], texts[1], texts[2], markerSize: size)
                if text != outcome.stdout || Int32(conflicts) != outcome.status {
                    mismatches.append("round \(round): \(texts.map { $0.debugDescription })\n git: \(outcome.stdout.debugDescription) \(outcome.status)\n vault: \(text.debugDescription) \(conflicts)")
                }
            }
            #expect(mismatches.isEmpty, "\(mismatches.count) mismatches; first: \(mismatches.first ?? "")")
        }
    }
}
