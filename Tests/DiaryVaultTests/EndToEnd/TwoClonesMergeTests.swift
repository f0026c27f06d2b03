import Foundation
import Testing
@testable import DiaryVault

/// One diary on two devices: a bare remote and two clones set up with `vault git setup`, changes
/// on both, and a real `git pull` (merge and rebase) running the real `vault merge-driver`.
@Suite struct TwoClonesMergeTests {
    /// The folders of one scenario: `remote.git`, `a` and `b` under a temporary folder.
    struct Clones {
        let folder: String
        let environment: [String: String]
        var a: String { folder + "/a" }
        var b: String { folder + "/b" }

        @discardableResult
        func git(_ arguments: [String], in clone: String) throws -> ExternalTool.Outcome {
            try #require(try ExternalTool.run("git", ["-C", clone] + arguments, environment: environment))
        }

        func write(_ relative: String, _ text: String, in clone: String) throws {
            let url = URL(fileURLWithPath: clone + "/" + relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        func read(_ relative: String, in clone: String) throws -> String {
            try String(contentsOfFile: clone + "/" + relative, encoding: .utf8)
        }

        func commitAll(_ message: String, in clone: String) throws {
            try git(["add", "-A"], in: clone)
            try git(["commit", "--quiet", "-m", message], in: clone)
        }

        func vault(_ arguments: [String], in clone: String) -> CLIRun {
            TemporaryVault.run(arguments, in: URL(fileURLWithPath: clone, isDirectory: true), environment: environment)
        }

        func entries(in clone: String) -> [String] {
            let enumerator = FileManager.default.enumerator(atPath: clone)
            var found: [String] = []
            while let path = enumerator?.nextObject() as? String {
                if path.hasSuffix(".md"), path.first?.isNumber == true { found.append(path) }
            }
            return found.sorted()
        }
    }

    static let base = """
        ---
        uuid: 3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b
        date: 2026-11-28T21:14:00+09:00
        mood: calm
        starred: false
        tags: [walk]
        ---
        # By the river

        First paragraph.

        Second paragraph.

        Third paragraph.

        """
    static let path = "2026/11/2026-11-28-by-the-river.md"

    /// Makes the remote and both clones, each set up with `vault git setup`.
    func withClones(registersDriversInB: Bool = true, _ body: (Clones) throws -> Void) throws {
        let executable = try #require(ConcurrentWriteTests.executable, "build the vault executable first: swift build")
        guard ExternalTool.find("git") != nil else { return }
        try TemporaryVault.withFolder { url in
            let folder = url.path
            let tools = (executable as NSString).deletingLastPathComponent
            let environment = [
                "HOME": folder, "PATH": tools + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com", "GIT_COMMITTER_NAME": "Test",
                "GIT_COMMITTER_EMAIL": "test@example.com", "GIT_CONFIG_NOSYSTEM": "1", "LC_ALL": "C", "TZ": "Asia/Seoul",
            ]
            let clones = Clones(folder: folder, environment: environment)
            try FileManager.default.createDirectory(atPath: clones.a + "/.vault", withIntermediateDirectories: true)
            try clones.git(["init", "--quiet", "-b", "main"], in: clones.a)
            #expect(clones.vault(["git", "setup"], in: clones.a).status == 0)
            try clones.write(".vault/config", "# config\n", in: clones.a)
            try clones.write(Self.path, Self.base, in: clones.a)
            try clones.commitAll("start", in: clones.a)
            try clones.git(["clone", "--quiet", "--bare", clones.a, folder + "/remote.git"], in: folder)
            try clones.git(["remote", "add", "origin", folder + "/remote.git"], in: clones.a)
            try clones.git(["fetch", "--quiet", "origin"], in: clones.a)
            try clones.git(["branch", "--quiet", "--set-upstream-to=origin/main"], in: clones.a)
            try clones.git(["clone", "--quiet", folder + "/remote.git", clones.b], in: folder)
            // The second device has not registered the drivers yet: check says so.
            let warned = clones.vault(["check"], in: clones.b)
            #expect(warned.stderr.contains("run 'vault git setup' once in this clone"))
            if registersDriversInB {
                #expect(clones.vault(["git", "setup"], in: clones.b).status == 0)
                #expect(!clones.vault(["check"], in: clones.b).stderr.contains("vault git setup"))
            }
            try body(clones)
        }
    }

    /// A pushes its change, B commits its own and pulls.
    func exchange(_ clones: Clones, rebase: Bool, a: (Clones) throws -> Void, b: (Clones) throws -> Void) throws -> ExternalTool.Outcome {
        try a(clones)
        try clones.commitAll("on a", in: clones.a)
        try clones.git(["push", "--quiet", "origin", "main"], in: clones.a)
        try b(clones)
        try clones.commitAll("on b", in: clones.b)
        return try clones.git(["pull", "--quiet", rebase ? "--rebase" : "--no-rebase", "origin", "main"], in: clones.b)
    }

    @Test(arguments: [false, true])
    func starOnOneMoodAndTagsOnTheOther(rebase: Bool) throws {
        try withClones { clones in
            let pulled = try exchange(clones, rebase: rebase, a: { c in
                try c.write(Self.path, Self.base.replacingOccurrences(of: "starred: false", with: "starred: true")
                    .replacingOccurrences(of: "[walk]", with: "[walk, river]"), in: c.a)
            }, b: { c in
                try c.write(Self.path, Self.base.replacingOccurrences(of: "mood: calm", with: "mood: happy")
                    .replacingOccurrences(of: "[walk]", with: "[walk, autumn]"), in: c.b)
            })
            #expect(pulled.status == 0, "\(pulled.stderr)")
            let merged = try clones.read(Self.path, in: clones.b)
            // Rebase replays B's commit onto A's: "ours" is then A's side.
            let tags = rebase ? "[walk, river, autumn]" : "[walk, autumn, river]"
            #expect(merged == Self.base.replacingOccurrences(of: "starred: false", with: "starred: true")
                .replacingOccurrences(of: "mood: calm", with: "mood: happy").replacingOccurrences(of: "[walk]", with: tags))
            #expect(clones.entries(in: clones.b) == [Self.path])
        }
    }

    @Test(arguments: [false, true])
    func differentParagraphsAndSameDayEntries(rebase: Bool) throws {
        try withClones { clones in
            let pulled = try exchange(clones, rebase: rebase, a: { c in
                try c.write(Self.path, Self.base.replacingOccurrences(of: "First paragraph.", with: "First, from a."), in: c.a)
                try c.write("2026/11/2026-11-29-evening.md", "---\nuuid: 11111111-2222-4333-8444-555555555555\ndate: 2026-11-29T20:00:00+09:00\n---\nA.\n", in: c.a)
            }, b: { c in
                try c.write(Self.path, Self.base.replacingOccurrences(of: "Third paragraph.", with: "Third, from b."), in: c.b)
                try c.write("2026/11/2026-11-29-morning.md", "---\nuuid: 66666666-7777-4888-9999-aaaaaaaaaaaa\ndate: 2026-11-29T08:00:00+09:00\n---\nB.\n", in: c.b)
            })
            #expect(pulled.status == 0, "\(pulled.stderr)")
            #expect(try clones.read(Self.path, in: clones.b) == Self.base.replacingOccurrences(of: "First paragraph.", with: "First, from a.")
                .replacingOccurrences(of: "Third paragraph.", with: "Third, from b."))
            #expect(clones.entries(in: clones.b) == [Self.path, "2026/11/2026-11-29-evening.md", "2026/11/2026-11-29-morning.md"])
        }
    }

    @Test(arguments: [false, true])
    func moodSetTwoWaysIsOneConflictThatStillParses(rebase: Bool) throws {
        try withClones { clones in
            let pulled = try exchange(clones, rebase: rebase, a: { c in
                try c.write(Self.path, Self.base.replacingOccurrences(of: "mood: calm", with: "mood: sad")
                    .replacingOccurrences(of: "starred: false", with: "starred: true"), in: c.a)
            }, b: { c in
                try c.write(Self.path, Self.base.replacingOccurrences(of: "mood: calm", with: "mood: happy"), in: c.b)
            })
            #expect(pulled.status != 0)
            let merged = try clones.read(Self.path, in: clones.b)
            // A rebase replays B's commit onto A's: "ours" is A's side there.
            let (ours, theirs) = rebase ? ("sad", "happy") : ("happy", "sad")
            #expect(merged.contains("mood: \(ours)\nstarred: true\n"))
            #expect(merged.contains("<<<<<<< ours (front matter key mood)\nmood: \(ours)\n||||||| base\nmood: calm\n=======\nmood: \(theirs)\n>>>>>>> theirs (front matter key mood)\n"))
            #expect((try? EntryDocument(parsing: merged)) != nil)
            let check = clones.vault(["check"], in: clones.b)
            #expect(check.status == 1)
            #expect(check.stdout.contains(Self.path) || check.stderr.contains(Self.path))
            // Marked in the views, refused by writing commands.
            #expect(clones.vault(["list"], in: clones.b).stdout.contains("(conflicted) By the river"))
            #expect(clones.vault(["star", Self.path], in: clones.b).status == 1)
            // A new entry now would be committed with the merge: refused until it is finished.
            let refused = clones.vault(["new", "Later"], in: clones.b)
            #expect(refused.status == 1)
            #expect(refused.stderr.hasPrefix("error: the vault's git repository is in the middle of a \(rebase ? "rebase" : "merge")"))
            #expect(clones.entries(in: clones.b) == [Self.path])
            // vault resolve finishes it and stages it; the merge (or rebase) then completes.
            let resolved = clones.vault(["resolve", Self.path, "--theirs"], in: clones.b)
            #expect(resolved.status == 0, "\(resolved.stderr)")
            #expect(resolved.stdout.contains("marked resolved in the \(rebase ? "rebase" : "merge") (git add)"))
            #expect(try clones.read(Self.path, in: clones.b) == Self.base.replacingOccurrences(of: "mood: calm", with: "mood: \(theirs)")
                .replacingOccurrences(of: "starred: false", with: "starred: true"))
            let finished = rebase ? try clones.git(["-c", "core.editor=true", "rebase", "--continue"], in: clones.b)
                : try clones.git(["commit", "--quiet", "--no-edit"], in: clones.b)
            #expect(finished.status == 0, "\(finished.stderr)")
            #expect(try clones.git(["status", "--porcelain"], in: clones.b).stdout == "")
            // No error left (the base's mood 'calm' stays a warning).
            #expect(!clones.vault(["check"], in: clones.b).stdout.contains(": error:"))
            #expect(clones.entries(in: clones.b) == [Self.path])
        }
    }

    @Test(arguments: [false, true])
    func sameTitleInTheSameMinuteOnBothIsTwoEntries(rebase: Bool) throws {
        try withClones { clones in
            let path = "2026/11/2026-11-30-monday.md"
            let laptop = "---\nuuid: 11111111-2222-4333-8444-555555555555\ndate: 2026-11-30T09:00:00+09:00\n---\n# Monday\n\nLaptop.\n"
            let phone = "---\nuuid: 66666666-7777-4888-9999-aaaaaaaaaaaa\ndate: 2026-11-30T09:00:00+09:00\n---\n# Monday\n\nPhone.\n"
            let pulled = try exchange(clones, rebase: rebase, a: { c in try c.write(path, laptop, in: c.a) },
                                      b: { c in try c.write(path, phone, in: c.b) })
            #expect(pulled.status != 0)
            // Never fused: one conflict holding each whole file.
            #expect(pulled.stderr.contains("two different entries (different uuids) were added at this path on both sides"))
            let resolved = clones.vault(["resolve", path, "--both"], in: clones.b)
            #expect(resolved.status == 0, "\(resolved.stderr)")
            let finished = rebase ? try clones.git(["-c", "core.editor=true", "rebase", "--continue"], in: clones.b)
                : try clones.git(["commit", "--quiet", "--no-edit"], in: clones.b)
            #expect(finished.status == 0, "\(finished.stderr)")
            #expect(clones.entries(in: clones.b) == [Self.path, "2026/11/2026-11-30-monday-2.md", path])
            let bodies = Set(try [path, "2026/11/2026-11-30-monday-2.md"].map { try clones.read($0, in: clones.b) })
            #expect(bodies == [laptop, phone])
            // No error left (the base's mood 'calm' stays a warning).
            #expect(!clones.vault(["check"], in: clones.b).stdout.contains(": error:"))
        }
    }

    @Test func withoutTheDriversCheckWarnsAndFindsEveryMarker() throws {
        try withClones(registersDriversInB: false) { clones in
            // A second entry whose conflicts git writes with eight-character markers.
            let other = "2026/11/2026-11-27-other.md"
            let otherBase = "---\nuuid: 22222222-2222-4333-8444-555555555555\ndate: 2026-11-27\n---\n# Other\n\nOne.\n"
            try clones.write(other, otherBase, in: clones.a)
            try clones.commitAll("other", in: clones.a)
            try clones.git(["push", "--quiet", "origin", "main"], in: clones.a)
            try clones.git(["pull", "--quiet", "--no-rebase", "origin", "main"], in: clones.b)
            try clones.write(".git/info/attributes", "2026/11/2026-11-27-other.md conflict-marker-size=8\n", in: clones.b)
            let pulled = try exchange(clones, rebase: false, a: { c in
                try c.write(Self.path, Self.base.replacingOccurrences(of: "mood: calm", with: "mood: sad"), in: c.a)
                try c.write(other, otherBase.replacingOccurrences(of: "One.", with: "One, from a."), in: c.a)
            }, b: { c in
                try c.write(Self.path, Self.base.replacingOccurrences(of: "mood: calm", with: "mood: happy"), in: c.b)
                try c.write(other, otherBase.replacingOccurrences(of: "One.", with: "One, from b."), in: c.b)
            })
            #expect(pulled.status != 0)
            let check = clones.vault(["check"], in: clones.b)
            #expect(check.status == 1)
            #expect(check.stderr.contains("run 'vault git setup' once in this clone"))
            // Git's markers in the front matter (seven) and in a body (eight), each found.
            #expect(check.stdout.contains("\(Self.path):4:1: error: unresolved git merge conflict (lines 4-8) [git-conflict-marker]"))
            #expect(check.stdout.contains("\(other):7:1: error: unresolved git merge conflict (lines 7-11) [git-conflict-marker]"))
            #expect(try clones.read(other, in: clones.b).contains("<<<<<<<< HEAD\nOne, from b.\n========\nOne, from a.\n>>>>>>>> "))
            let list = clones.vault(["list"], in: clones.b).stdout
            #expect(list == "2026-11-28 Sat                   (conflicted) By the river\n2026-11-27 Fri                   (conflicted) Other\n")
            // Both resolve on git's plain markers, and the merge commits.
            #expect(clones.vault(["resolve", Self.path, "--ours"], in: clones.b).status == 0)
            #expect(clones.vault(["resolve", other, "--both"], in: clones.b).status == 0)
            #expect(try clones.git(["commit", "--quiet", "--no-edit"], in: clones.b).status == 0)
            #expect(try clones.read(Self.path, in: clones.b) == Self.base.replacingOccurrences(of: "mood: calm", with: "mood: happy"))
            #expect(try clones.read(other, in: clones.b) == otherBase.replacingOccurrences(of: "One.", with: "One, from b.\nOne, from a."))
            #expect(clones.entries(in: clones.b) == [other, Self.path])
            #expect(!clones.vault(["check"], in: clones.b).stdout.contains(": error:"))
        }
    }

    @Test(arguments: [false, true])
    func dateChangeWithMoveAndBodyEditMergeAsRenamePlusEdit(rebase: Bool) throws {
        try withClones { clones in
            let moved = "2026/12/2026-12-01-by-the-river.md"
            let pulled = try exchange(clones, rebase: rebase, a: { c in
                try c.write(moved, Self.base.replacingOccurrences(of: "2026-11-28T21", with: "2026-12-01T21"), in: c.a)
                try FileManager.default.removeItem(atPath: c.a + "/" + Self.path)
            }, b: { c in
                try c.write(Self.path, Self.base.replacingOccurrences(of: "Second paragraph.", with: "Second, from b."), in: c.b)
            })
            #expect(pulled.status == 0, "\(pulled.stderr)")
            #expect(clones.entries(in: clones.b) == [moved])
            #expect(try clones.read(moved, in: clones.b) == Self.base.replacingOccurrences(of: "2026-11-28T21", with: "2026-12-01T21")
                .replacingOccurrences(of: "Second paragraph.", with: "Second, from b."))
        }
    }

    /// Both devices add an entry on the same day and each writes INDEX.md afresh: the pull
    /// merges without conflict, and vault's hook leaves INDEX.md equal to a fresh `vault index`,
    /// committed (the work tree clean).
    @Test(arguments: [false, true])
    func sameDayEntriesEachWritingIndexLeaveAFreshCommittedIndex(rebase: Bool) throws {
        try withClones { clones in
            #expect(clones.vault(["index", "--write"], in: clones.a).status == 0)
            try clones.commitAll("index", in: clones.a)
            try clones.git(["push", "--quiet", "origin", "main"], in: clones.a)
            try clones.git(["pull", "--quiet", "origin", "main"], in: clones.b)
            let pulled = try exchange(clones, rebase: rebase, a: { c in
                try c.write("2026/11/2026-11-29-evening.md", "---\nuuid: 11111111-2222-4333-8444-555555555555\ndate: 2026-11-29T20:00:00+09:00\nmood: good\n---\n# Evening walk\n", in: c.a)
                #expect(c.vault(["index", "--write"], in: c.a).status == 0)
            }, b: { c in
                try c.write("2026/11/2026-11-29-morning.md", "---\nuuid: 66666666-7777-4888-9999-aaaaaaaaaaaa\ndate: 2026-11-29T08:00:00+09:00\nstarred: true\n---\n# Morning tea\n", in: c.b)
                #expect(c.vault(["index", "--write"], in: c.b).status == 0)
            })
            #expect(pulled.status == 0, "\(pulled.stderr)")
            #expect(pulled.stderr.contains("vault: wrote INDEX.md afresh and folded it into"), "\(pulled.stderr)")
            let checked = clones.vault(["index", "--check"], in: clones.b)
            #expect(checked.status == 0, "\(checked.stdout)")
            #expect(checked.stdout == "INDEX.md is up to date (3 entries)\n")
            #expect(try clones.git(["status", "--porcelain"], in: clones.b).stdout == "")
            // Folded into the operation's commit: a merge commit, or B's rebased commit.
            #expect(try clones.git(["show", "HEAD:INDEX.md"], in: clones.b).stdout == (try clones.read("INDEX.md", in: clones.b)))
            let parents = try clones.git(["rev-list", "--parents", "-n", "1", "HEAD"], in: clones.b).stdout.split(separator: " ").count
            #expect(parents == (rebase ? 2 : 3))
            let subjects = try clones.git(["log", "--format=%s", "origin/main..HEAD"], in: clones.b).stdout.split(separator: "\n")
            #expect(subjects.count == (rebase ? 1 : 2))
            #expect(subjects.first?.hasPrefix(rebase ? "on b" : "Merge branch 'main' of ") == true)
            #expect(clones.entries(in: clones.b) == [Self.path, "2026/11/2026-11-29-evening.md", "2026/11/2026-11-29-morning.md"])
        }
    }
}
