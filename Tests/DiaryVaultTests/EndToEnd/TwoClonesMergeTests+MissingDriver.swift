import Foundation
import Testing
@testable import DiaryVault

/// A merge driver whose program is gone (vault moved since `vault git setup`): git runs the
/// command, it fails, and git leaves the file unmerged with our side in it and no marker. vault
/// reads git's unmerged files, so nothing of it passes as "no problems".
extension TwoClonesMergeTests {
    /// Registers the entry driver in B with a program that does not exist.
    func breakDriver(_ clones: Clones) throws {
        try clones.git(["config", "merge.vault.driver", "/nonexistent/vault merge-driver %O %A %B %L %P"], in: clones.b)
    }

    @Test(arguments: [false, true])
    func driverWhoseProgramIsGoneLeavesAnUnmergedFileThatCheckNames(rebase: Bool) throws {
        try withClones { clones in
            try breakDriver(clones)
            let check0 = clones.vault(["check"], in: clones.b)
            #expect(check0.stderr.contains("warning: the merge driver 'vault' runs '/nonexistent/vault', which does not exist, so git leaves those files conflicted without markers; run 'vault git setup' again in this clone to register this vault\n"))
            // Star on A, mood on B: vault's driver would merge them; the broken one cannot.
            let pulled = try exchange(clones, rebase: rebase, a: { c in
                try c.write(Self.path, Self.base.replacingOccurrences(of: "starred: false", with: "starred: true"), in: c.a)
            }, b: { c in
                try c.write(Self.path, Self.base.replacingOccurrences(of: "mood: calm", with: "mood: happy"), in: c.b)
            })
            #expect(pulled.status != 0)
            let file = try clones.read(Self.path, in: clones.b)
            #expect(!file.contains("<<<<<<<"))
            let check = clones.vault(["check"], in: clones.b)
            #expect(check.status == 1)
            #expect(check.stdout.contains("\(Self.path): error: git has not finished merging this file, though it holds no conflict markers"), "\(check.stdout)")
            #expect(check.stdout.contains("[git-unmerged]"))
            #expect(check.stdout.contains("hint: merge it again with 'vault resolve \(Self.path) --ours'"))
            // Marked in the views, refused by writing commands, left out of no index.
            let list = clones.vault(["list"], in: clones.b)
            #expect(list.stdout.contains("(conflicted) By the river"))
            #expect(list.status == 1)
            let show = clones.vault(["show", Self.path, "--json"], in: clones.b)
            #expect(show.stdout.contains("\"conflicted\":true") || show.stdout.contains("\"conflicted\": true"), "\(show.stdout)")
            let star = clones.vault(["star", Self.path], in: clones.b)
            #expect(star.status == 1)
            #expect(star.stderr.contains("refusing to edit: git has not finished merging the entry"))
            #expect(try clones.read(Self.path, in: clones.b) == file)
            // Registering the drivers again (this vault's path) and resolving merges by meaning.
            let setup = clones.vault(["git", "setup"], in: clones.b)
            #expect(setup.stdout.contains("wrote merge.vault.driver"))
            #expect(!clones.vault(["check"], in: clones.b).stderr.contains("does not exist"))
            let resolved = clones.vault(["resolve", Self.path, "--ours"], in: clones.b)
            #expect(resolved.status == 0, "\(resolved.stderr)")
            #expect(resolved.stdout.contains("(merged by vault, no conflict left)"))
            #expect(try clones.read(Self.path, in: clones.b) == Self.base.replacingOccurrences(of: "starred: false", with: "starred: true")
                .replacingOccurrences(of: "mood: calm", with: "mood: happy"))
            let finished = rebase ? try clones.git(["-c", "core.editor=true", "rebase", "--continue"], in: clones.b)
                : try clones.git(["commit", "--quiet", "--no-edit"], in: clones.b)
            #expect(finished.status == 0, "\(finished.stderr)")
            let after = clones.vault(["check"], in: clones.b)
            #expect(!after.stdout.contains(": error:"), "\(after.stdout)")
            #expect(clones.entries(in: clones.b) == [Self.path])
        }
    }

    @Test func unmergedFileWithARealConflictGetsTheDriversMarkersOnResolve() throws {
        try withClones { clones in
            try breakDriver(clones)
            let pulled = try exchange(clones, rebase: false, a: { c in
                try c.write(Self.path, Self.base.replacingOccurrences(of: "mood: calm", with: "mood: sad"), in: c.a)
            }, b: { c in
                try c.write(Self.path, Self.base.replacingOccurrences(of: "mood: calm", with: "mood: happy"), in: c.b)
            })
            #expect(pulled.status != 0)
            // --theirs: merged again, then their value of the key changed two ways.
            let resolved = clones.vault(["resolve", Self.path, "--theirs"], in: clones.b)
            #expect(resolved.status == 0, "\(resolved.stderr)")
            #expect(try clones.read(Self.path, in: clones.b) == Self.base.replacingOccurrences(of: "mood: calm", with: "mood: sad"))
            #expect(try clones.git(["commit", "--quiet", "--no-edit"], in: clones.b).status == 0)
        }
    }

    @Test func deleteAgainstEditIsReportedWithGitsWayToFinish() throws {
        try withClones { clones in
            let pulled = try exchange(clones, rebase: false, a: { c in
                try FileManager.default.removeItem(atPath: c.a + "/" + Self.path)
            }, b: { c in
                try c.write(Self.path, Self.base.replacingOccurrences(of: "mood: calm", with: "mood: happy"), in: c.b)
            })
            #expect(pulled.status != 0)
            let check = clones.vault(["check"], in: clones.b)
            #expect(check.status == 1)
            #expect(check.stdout.contains("\(Self.path): error: git has not finished merging this file: one side (theirs) removed it and the other changed it [git-unmerged]"), "\(check.stdout)")
            #expect(check.stdout.contains("hint: keep it with 'git add \(Self.path)' or remove it with 'git rm \(Self.path)'"))
            let resolved = clones.vault(["resolve", Self.path, "--ours"], in: clones.b)
            #expect(resolved.status == 1)
            #expect(resolved.stderr.contains("one side removed the file and the other changed it"))
        }
    }

    /// Unmerged files without an operation under way: a `git stash pop` that conflicted.
    @Test func syncRefusesUnmergedFilesLeftByAStashPop() throws {
        try withClones { clones in
            try clones.write(Self.path, Self.base.replacingOccurrences(of: "mood: calm", with: "mood: sad"), in: clones.b)
            try clones.git(["stash", "--quiet"], in: clones.b)
            try clones.write(Self.path, Self.base.replacingOccurrences(of: "mood: calm", with: "mood: happy"), in: clones.b)
            try clones.commitAll("happy", in: clones.b)
            try breakDriver(clones)
            #expect(try clones.git(["stash", "pop", "--quiet"], in: clones.b).status != 0)
            #expect(Git.unfinishedOperation(above: clones.b) == nil)
            let sync = clones.vault(["sync"], in: clones.b)
            #expect(sync.status == 1)
            #expect(sync.stderr.contains("git has not finished merging 1 file of the vault:\n  \(Self.path)\n"), "\(sync.stderr)")
        }
    }
}
