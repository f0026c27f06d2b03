import Foundation
import Testing
@testable import DiaryVault

/// `vault index --write FILE` replaces only an index it wrote, and never a file in a hidden folder.
@Suite struct IndexWriteSafetyTests {
    @Test(arguments: ["notes.md", "INDEX.md"])
    func refusesToReplaceANoteOfTheUser(name: String) throws {
        try TemporaryVault.withFolder { directory in
            _ = try TemporaryVault.copyFixture("SmallVault", into: directory, as: "vault")
            try TemporaryVault.write("My notes\n", to: "vault/\(name)", in: directory)
            let run = EndToEnd.run(["--vault", "vault", "index", "--write", name], in: directory)
            #expect(run.status == 1)
            // The message says what to do, as after `index --check` says "out of date".
            #expect(run.stderr == "vault/\(name): error: cannot write: the file there was not written by vault, which replaces only an "
                    + "index it wrote; move it away, or write the index elsewhere, such as 'vault index --write notes/INDEX.md'; the file was not changed\n")
            #expect(try String(contentsOf: directory.appendingPathComponent("vault/\(name)"), encoding: .utf8) == "My notes\n")
        }
    }

    @Test(arguments: [".vault/config", ".git/HEAD", "notes/.hidden/INDEX.md", "INDEX.txt", ""])
    func refusesHiddenFoldersAndFilesThatAreNotMarkdown(file: String) throws {
        try TemporaryVault.withFolder { directory in
            _ = try TemporaryVault.copyFixture("SmallVault", into: directory, as: "vault")
            let run = EndToEnd.run(["--vault", "vault", "index", "--write", file], in: directory)
            #expect(run.status == 64)
            #expect(run.stderr.hasPrefix("error: the value '\(file)' is invalid for '<file>'"))
        }
    }

    @Test func replacesAnIndexItWroteBefore() throws {
        try TemporaryVault.withFolder { directory in
            _ = try TemporaryVault.copyFixture("SmallVault", into: directory, as: "vault")
            #expect(EndToEnd.run(["--vault", "vault", "index", "--write", "TOC.md"], in: directory).status == 0)
            try TemporaryVault.write("# My own line\n" + IndexRenderer.writtenMarker + "\nold\n", to: "vault/TOC.md", in: directory)
            let run = EndToEnd.run(["--vault", "vault", "index", "--write", "TOC.md"], in: directory)
            #expect(run.stdout == "wrote vault/TOC.md (10 entries)\n")
        }
    }
}
