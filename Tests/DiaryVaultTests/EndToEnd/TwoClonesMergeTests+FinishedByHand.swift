import Foundation
import Testing
@testable import DiaryVault

/// INDEX.md after a merge that stopped on a conflict and was finished by hand: finishing it with
/// `git commit` runs no `post-merge` hook, so `vault resolve` writes INDEX.md afresh and adds it
/// when the last conflict is resolved, and vault's `post-commit` hook commits a stale INDEX.md on
/// its own after a merge finished without `vault resolve`.
extension TwoClonesMergeTests {
    /// Both clones keep INDEX.md; A adds an entry and sets the mood one way, B sets it another,
    /// each writing INDEX.md (which shows these moods: the index driver keeps both lines, so
    /// INDEX.md is stale after the merge); B pulls and stops on the mood.
    func conflictWithIndexes(_ clones: Clones, rebase: Bool) throws -> ExternalTool.Outcome {
        #expect(clones.vault(["index", "--write"], in: clones.a).status == 0)
        try clones.commitAll("index", in: clones.a)
        try clones.git(["push", "--quiet", "origin", "main"], in: clones.a)
        try clones.git(["pull", "--quiet", "origin", "main"], in: clones.b)
        return try exchange(clones, rebase: rebase, a: { c in
            try c.write(Self.path, Self.base.replacingOccurrences(of: "mood: calm", with: "mood: great"), in: c.a)
            try c.write("2026/11/2026-11-29-evening.md", "---\nuuid: 11111111-2222-4333-8444-555555555555\ndate: 2026-11-29T20:00:00+09:00\n---\n# Evening walk\n", in: c.a)
            #expect(c.vault(["index", "--write"], in: c.a).status == 0)
        }, b: { c in
            try c.write(Self.path, Self.base.replacingOccurrences(of: "mood: calm", with: "mood: bad"), in: c.b)
            #expect(c.vault(["index", "--write"], in: c.b).status == 0)
        })
    }

    /// INDEX.md equals a fresh `vault index`, committed, the work tree clean.
    func expectFreshCommittedIndex(_ clones: Clones) throws {
        let checked = clones.vault(["index", "--check"], in: clones.b)
        #expect(checked.status == 0, "\(checked.stdout)")
        #expect(checked.stdout == "INDEX.md is up to date (2 entries)\n")
        #expect(try clones.git(["status", "--porcelain"], in: clones.b).stdout == "")
        #expect(try clones.git(["show", "HEAD:INDEX.md"], in: clones.b).stdout == (try clones.read("INDEX.md", in: clones.b)))
        #expect(clones.entries(in: clones.b) == [Self.path, "2026/11/2026-11-29-evening.md"])
    }

    @Test(arguments: [false, true])
    func resolvingTheLastConflictWritesIndexAfreshIntoTheFinishingCommit(rebase: Bool) throws {
        try withClones { clones in
            let pulled = try conflictWithIndexes(clones, rebase: rebase)
            #expect(pulled.status != 0)
            let resolved = clones.vault(["resolve", Self.path, "--theirs"], in: clones.b)
            #expect(resolved.status == 0, "\(resolved.stderr)")
            #expect(resolved.stdout.hasSuffix("no conflict is left: wrote INDEX.md afresh and added it (git add)\n"), "\(resolved.stdout)")
            let finished = rebase ? try clones.git(["-c", "core.editor=true", "rebase", "--continue"], in: clones.b)
                : try clones.git(["commit", "--quiet", "--no-edit"], in: clones.b)
            #expect(finished.status == 0, "\(finished.stderr)")
            // The finishing commit holds it: no commit of its own.
            let subjects = try clones.git(["log", "--format=%s", "origin/main..HEAD"], in: clones.b).stdout.split(separator: "\n")
            #expect(subjects.count == (rebase ? 1 : 2), "\(subjects)")
            #expect(!subjects.contains("Regenerate INDEX.md"))
            try expectFreshCommittedIndex(clones)
        }
    }

    @Test(arguments: [false, true])
    func finishedByHandTheHooksLeaveAFreshIndexWithoutAmendingTheMerge(rebase: Bool) throws {
        try withClones { clones in
            let pulled = try conflictWithIndexes(clones, rebase: rebase)
            #expect(pulled.status != 0)
            // By hand: the file as wanted, git add, git commit (or rebase --continue).
            try clones.write(Self.path, Self.base.replacingOccurrences(of: "mood: calm", with: "mood: bad"), in: clones.b)
            try clones.git(["add", Self.path], in: clones.b)
            let finished = rebase ? try clones.git(["-c", "core.editor=true", "rebase", "--continue"], in: clones.b)
                : try clones.git(["commit", "--quiet", "--no-edit"], in: clones.b)
            #expect(finished.status == 0, "\(finished.stderr)")
            let subjects = try clones.git(["log", "--format=%s", "origin/main..HEAD"], in: clones.b).stdout.split(separator: "\n")
            if rebase {
                // post-rewrite folds it into the last rebased commit, B's own, not yet pushed.
                #expect(subjects == ["on b"])
            } else {
                // post-commit commits it on its own after the user's merge commit, left as made.
                #expect(finished.stderr.contains("vault: wrote INDEX.md afresh and committed it: "), "\(finished.stderr)")
                #expect(subjects.first == "Regenerate INDEX.md")
                #expect(subjects.count == 3)
                #expect(try clones.git(["rev-list", "--parents", "-n", "1", "HEAD~1"], in: clones.b).stdout.split(separator: " ").count == 3)
            }
            try expectFreshCommittedIndex(clones)
        }
    }

    @Test func postCommitLeavesOrdinaryCommitsAlone() throws {
        try withClones { clones in
            #expect(clones.vault(["index", "--write"], in: clones.b).status == 0)
            try clones.commitAll("index", in: clones.b)
            // A stale INDEX.md in an ordinary commit is the user's business: no commit is added.
            try clones.write("2026/11/2026-11-29-evening.md", "---\nuuid: 11111111-2222-4333-8444-555555555555\ndate: 2026-11-29T20:00:00+09:00\n---\n# Evening walk\n", in: clones.b)
            try clones.commitAll("evening", in: clones.b)
            #expect(try clones.git(["log", "-1", "--format=%s"], in: clones.b).stdout == "evening\n")
            #expect(clones.vault(["index", "--check"], in: clones.b).status == 1)
        }
    }
}
