import Foundation
import Testing
@testable import DiaryVault

/// `vault sync` with a bare remote and two clones set up with `vault git setup`: what goes out,
/// what comes in, INDEX.md, a conflict, and the errors.
@Suite struct SyncTests {
    typealias Clones = TwoClonesMergeTests.Clones

    static func entry(_ uuid: String, _ date: String, _ title: String, mood: String? = nil) -> String {
        "---\nuuid: \(uuid)\ndate: \(date)\n" + (mood.map { "mood: \($0)\n" } ?? "") + "---\n# \(title)\n"
    }

    static let evening = "2026/11/2026-11-29-evening.md"
    static let morning = "2026/11/2026-11-29-morning.md"

    /// The clones, with INDEX.md written and pushed by A and pulled by B.
    func withClones(keepingIndex: Bool = true, _ body: (Clones) throws -> Void) throws {
        try TwoClonesMergeTests().withClones { clones in
            if keepingIndex {
                #expect(clones.vault(["index", "--write"], in: clones.a).status == 0)
                try clones.commitAll("index", in: clones.a)
                try clones.git(["push", "--quiet", "origin", "main"], in: clones.a)
                try clones.git(["pull", "--quiet", "origin", "main"], in: clones.b)
            }
            try body(clones)
        }
    }

    /// Drops the abbreviated hashes of a report, which differ on every run.
    static func withoutHashes(_ text: String) -> String {
        text.replacing(try! Regex("[0-9a-f]{7,}"), with: "HASH")
    }

    @Test(arguments: [false, true])
    func sendsAndReceivesEntriesByTitle(merge: Bool) throws {
        try withClones { clones in
            if merge {
                for clone in [clones.a, clones.b] { try clones.write(".vault/config", "sync = merge\n", in: clone) }
            }
            try clones.write(Self.evening, Self.entry("11111111-2222-4333-8444-555555555555", "2026-11-29T20:00:00+09:00", "Evening walk"), in: clones.a)
            let first = clones.vault(["sync"], in: clones.a)
            #expect(first.status == 0, "\(first.stderr)")
            #expect(first.stderr == "")
            let mode = merge ? "merge" : "rebase"
            let others = merge ? "2 other files" : "1 other file"
            #expect(Self.withoutHashes(first.stdout) == """
                committed HASH: 1 entry and \(others)
                nothing came in from origin/main
                pushed to origin/main: 1 entry and \(others) went out
                \(merge ? "  changed .vault/config\n" : "")  added   2026-11-29 "Evening walk"
                  changed INDEX.md

                """)
            #expect(try clones.git(["log", "-1", "--format=%s"], in: clones.a).stdout == "vault: sync 2026-11-29 \"Evening walk\"\n")

            try clones.write(Self.morning, Self.entry("66666666-7777-4888-9999-aaaaaaaaaaaa", "2026-11-29T08:00:00+09:00", "Morning tea", mood: "good"), in: clones.b)
            let second = clones.vault(["sync"], in: clones.b)
            #expect(second.status == 0, "\(second.stderr)")
            #expect(second.stdout.contains("pulled from origin/main (\(mode)): 1 entry and 1 other file came in\n  added   2026-11-29 \"Evening walk\"\n"), "\(second.stdout)")
            #expect(second.stdout.contains("  added   2026-11-29 \"Morning tea\"\n"))
            #expect(second.stdout.contains("pushed to origin/main: "))

            let third = clones.vault(["sync"], in: clones.a)
            #expect(third.status == 0, "\(third.stderr)")
            #expect(third.stdout.contains("  added   2026-11-29 \"Morning tea\"\n"), "\(third.stdout)")
            #expect(third.stdout.hasSuffix("nothing to push\n"))
            for clone in [clones.a, clones.b] {
                #expect(clones.entries(in: clone) == [TwoClonesMergeTests.path, Self.evening, Self.morning])
                #expect(try clones.git(["status", "--porcelain"], in: clone).stdout == "")
                let checked = clones.vault(["index", "--check"], in: clone)
                #expect(checked.stdout == "INDEX.md is up to date (3 entries)\n")
            }
            #expect(try clones.git(["rev-parse", "HEAD"], in: clones.a).stdout == (try clones.git(["rev-parse", "HEAD"], in: clones.b).stdout))
            // Nothing left to do on either side.
            #expect(Self.withoutHashes(clones.vault(["sync"], in: clones.b).stdout) == "nothing came in from origin/main\nnothing to push\n")
        }
    }

    @Test func aConflictStopsWithTheEntryNamedAndGitsStateKept() throws {
        try withClones(keepingIndex: false) { clones in
            let base = TwoClonesMergeTests.base, path = TwoClonesMergeTests.path
            try clones.write(path, base.replacingOccurrences(of: "mood: calm", with: "mood: sad"), in: clones.a)
            #expect(clones.vault(["sync"], in: clones.a).status == 0)
            try clones.write(path, base.replacingOccurrences(of: "mood: calm", with: "mood: happy"), in: clones.b)
            let stopped = clones.vault(["sync"], in: clones.b)
            #expect(stopped.status == 1)
            #expect(stopped.stdout == "")
            #expect(stopped.stderr.hasPrefix("""
                error: the rebase stopped on a conflict in 1 file:
                  \(path) "By the river"
                hint: resolve each file
                """), "\(stopped.stderr)")
            #expect(Git.unfinishedOperation(above: clones.b) == "rebase")
            // Nothing lost: B's commit is there to resolve against.
            #expect(try clones.read(path, in: clones.b).contains("mood: happy"))
            #expect(try clones.git(["log", "--all", "--format=%s"], in: clones.b).stdout.contains("vault: sync 2026-11-28 \"By the river\""))
            let again = clones.vault(["sync"], in: clones.b)
            #expect(again.status == 1)
            #expect(again.stderr.hasPrefix("error: the vault's git repository is in the middle of a rebase\n"))
        }
    }

    /// The pull after the fetch: a fast-forward when only the upstream moved (`git merge
    /// --ff-only`), nothing when nothing came in, `git pull` when both moved; a merge that
    /// `pull.ff = false` asks for is still made.
    @Test(arguments: [false, true])
    func aFastForwardIsAMergeOnlyWhenGitIsToldToMakeOne(noFastForward: Bool) throws {
        try withClones { clones in
            try clones.write(".vault/config", "sync = merge\n", in: clones.b)
            try clones.commitAll("merge mode", in: clones.b)
            #expect(clones.vault(["sync"], in: clones.b).status == 0)
            #expect(try clones.git(["pull", "--quiet", "origin", "main"], in: clones.a).status == 0)
            if noFastForward { try clones.git(["config", "pull.ff", "false"], in: clones.b) }
            try clones.write(Self.evening, Self.entry("11111111-2222-4333-8444-555555555555", "2026-11-29T20:00:00+09:00", "Evening walk"), in: clones.a)
            #expect(clones.vault(["sync"], in: clones.a).status == 0)
            let head = try clones.git(["rev-parse", "HEAD"], in: clones.a).stdout
            let synced = clones.vault(["sync"], in: clones.b)
            #expect(synced.status == 0, "\(synced.stderr)")
            #expect(synced.stdout.contains("pulled from origin/main (merge): 1 entry and 1 other file came in\n  added   2026-11-29 \"Evening walk\"\n"),
                    "\(synced.stdout)")
            let isMerge = try clones.git(["rev-parse", "-q", "--verify", "HEAD^2"], in: clones.b).status == 0
            #expect(isMerge == noFastForward)
            if !noFastForward { #expect(try clones.git(["rev-parse", "HEAD"], in: clones.b).stdout == head) }
            #expect(clones.entries(in: clones.b) == [TwoClonesMergeTests.path, Self.evening])
            #expect(try clones.git(["status", "--porcelain"], in: clones.b).stdout == "")
            #expect(clones.vault(["index", "--check"], in: clones.b).stdout == "INDEX.md is up to date (2 entries)\n")
        }
    }

    @Test func warnsWhenTheDriversAreNotRegistered() throws {
        try withClones(keepingIndex: false) { clones in
            try clones.git(["config", "--unset", "merge.vault.driver"], in: clones.b)
            let run = clones.vault(["sync"], in: clones.b)
            #expect(run.status == 0)
            #expect(run.stderr.contains("warning: .gitattributes names the merge driver 'vault', which this clone has not registered"))
        }
    }

    @Test func noRemoteNoUpstreamAndNoRepositoryAreClearErrors() throws {
        try withClones(keepingIndex: false) { clones in
            try clones.git(["checkout", "--quiet", "-b", "side"], in: clones.b)
            let noUpstream = clones.vault(["sync"], in: clones.b)
            #expect(noUpstream.status == 1)
            #expect(noUpstream.stderr == "error: the branch 'side' has no upstream to pull from and push to\nhint: push it once with its upstream: git push -u origin side\n")
            try clones.git(["remote", "remove", "origin"], in: clones.b)
            let noRemote = clones.vault(["sync"], in: clones.b)
            #expect(noRemote.status == 1)
            #expect(noRemote.stderr.hasPrefix("error: the vault's git repository has no remote to sync with\n"))
            try FileManager.default.removeItem(atPath: clones.b + "/.git")
            let noRepository = clones.vault(["sync"], in: clones.b)
            #expect(noRepository.status == 1)
            #expect(noRepository.stderr.contains("the vault is not in a git repository"))
        }
    }
}
