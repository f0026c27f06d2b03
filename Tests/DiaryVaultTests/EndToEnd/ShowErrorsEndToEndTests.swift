import Foundation
import Testing
@testable import DiaryVault

/// `vault show` says why a path that exists is not an entry.
@Suite struct ShowErrorsEndToEndTests {
    @Test func namesAFolderAndABrokenLink() throws {
        try TemporaryVault.withFolder { directory in
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("dir.md"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("loop.md").path, withDestinationPath: "loop.md")
            let folder = EndToEnd.run(["show", "dir.md"], in: directory)
            #expect(folder == CLIRun(status: 1, stdout: "", stderr: "dir.md: error: cannot read: it is a folder, not an entry file\n"))
            let loop = EndToEnd.run(["show", "loop.md"], in: directory)
            #expect(loop == CLIRun(status: 1, stdout: "", stderr: "loop.md: error: cannot read: symbolic link is broken or loops\n"))
        }
    }

    /// A front matter below a blank line is body text to YAML: `show` prints the file as it
    /// reads, and says on standard error why `---` is the title.
    @Test func warnsAboutAMisplacedFrontMatter() throws {
        try TemporaryVault.withFolder { directory in
            try TemporaryVault.write("\n---\ndate: 2026-11-02\n---\nhi\n", to: "late.md", in: directory)
            let run = EndToEnd.run(["show", "late.md"], in: directory)
            #expect(run.status == 0)
            #expect(run.stderr == "late.md: warning: the file has no front matter where YAML reads it, so it shows as body text\nhint: the '---' must be the very first line; remove the blank lines above it\n")
        }
    }

    /// A conflict marker in the front matter is named as one by `show` too (it said "front
    /// matter must be a mapping ... found '<<<<<<< HEAD'", while index and check named it).
    @Test func namesAGitConflictMarker() throws {
        try TemporaryVault.withFolder { directory in
            try TemporaryVault.write("---\n<<<<<<< HEAD\ndate: 2026-11-13\n=======\ndate: 2026-11-14\n>>>>>>> b\n---\nb\n", to: "c.md", in: directory)
            let run = EndToEnd.run(["show", "c.md"], in: directory)
            #expect(run == CLIRun(status: 1, stdout: "", stderr: """
                c.md:2:1: error: unresolved git merge conflict
                <<<<<<< HEAD
                ^
                hint: finish it with 'vault resolve <path> --ours' (or --theirs, --both, --edit), or keep the text you want, delete the marker lines, and run vault check again

                """))
        }
    }
}
