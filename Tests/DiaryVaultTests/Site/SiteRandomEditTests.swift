import Foundation
import Testing
@testable import DiaryVault
@testable import vault_bench

/// `vault site` after random edits: whatever changed (a body, a title, tags, mood, star, date,
/// privacy; entries added, also at the same instant as another, and deleted), the rebuilt
/// folder holds exactly the bytes of a fresh full build.
@Suite struct SiteRandomEditTests {
    /// One random change to the vault, described for the failure message.
    static func edit(_ vault: TemporaryVault, _ random: inout SplitMix64, round: Int) throws -> String {
        let entries = vault.files().filter { $0.hasSuffix(".md") && !$0.hasPrefix("site") && !$0.hasPrefix("fresh") }.sorted()
        let path = entries[Int.random(in: 0..<entries.count, using: &random)]
        var text = try vault.text(path)
        switch Int.random(in: 0..<9, using: &random) {
        case 0:
            text += "Another line \(round).\n"
        case 1:
            text = text.replacingOccurrences(of: "\n# ", with: "\n# Renamed \(round) ")
        case 2:
            if text.contains("tags: [") {
                text = text.replacingOccurrences(of: "tags: [", with: "tags: [t\(round % 3), ")
            } else {
                text = text.replacingOccurrences(of: "---\n", with: "---\ntags: [t\(round % 3)]\n", options: [], range: text.range(of: "---\n"))
            }
        case 3:
            text = text.replacingOccurrences(of: "mood: good", with: "mood: bad").replacingOccurrences(of: "mood: okay", with: "mood: good")
        case 4:
            text = text.replacingOccurrences(of: "T09:00:00", with: "T23:30:00").replacingOccurrences(of: "-01T", with: "-28T")
        case 5:
            try FileManager.default.removeItem(atPath: vault.path(path))
            return "deleted " + path
        case 6:
            // Another entry at the same instant, without a UUID: the order falls to the path.
            let folder = String(path[..<path.lastIndex(of: "/")!])
            try vault.write(folder + "/a-twin-\(round).md", text.replacingOccurrences(of: "\n# ", with: "\n# Twin \(round) "))
            return "twin of " + path
        case 7:
            text = text.replacingOccurrences(of: "---\n", with: "---\nprivate: true\n", options: [], range: text.range(of: "---\n"))
        default:
            text = text.replacingOccurrences(of: "---\n", with: "---\nstarred: true\n", options: [], range: text.range(of: "---\n"))
        }
        try vault.write(path, text)
        return "edited " + path
    }

    /// A full build keeps no list of its entry pages but counts them: the summary names every
    /// file it wrote.
    @Test func aFullBuildCountsEveryFileItWrites() throws {
        let vault = try SiteIncrementalTests.vault()
        let result = vault.run(["site", "-o", "../site"])
        let files = vault.files(under: "../site").filter { !$0.hasSuffix("/" + SiteOutput.manifestName) }
        #expect(files.count > 30)
        #expect(result.stderr.contains(": \(files.count) files written, 0 unchanged"), "\(result.stderr)")
    }

    @Test func randomEditsRebuildToTheBytesOfAFullBuild() throws {
        let vault = try SiteIncrementalTests.vault()
        try vault.write("2025/03/2025-03-08-twin.md", "---\ndate: 2025-03-08T09:00:00\n---\n# Twin\n\nSame instant as day 9.\n")
        #expect(vault.run(["site", "-o", "../site"]).status == 0)
        var random = SplitMix64(seed: 29)
        for round in 0..<12 {
            var done: [String] = []
            for _ in 0..<Int.random(in: 1...2, using: &random) { done.append(try Self.edit(vault, &random, round: round)) }
            let fresh = "../fresh\(round)"
            let stderr = try SiteIncrementalTests.rebuildMatchesFull(vault, fresh: fresh)
            #expect(stderr.contains("vault: site of "), "\(done): \(stderr)")
            #expect(SiteIncrementalTests.brokenLinks(try SiteIncrementalTests.site(vault, "../site")) == [], "\(done)")
            try FileManager.default.removeItem(atPath: vault.path(fresh))
        }
    }
}
