import Foundation
import Testing
@testable import DiaryVault

/// `vault show` says why a path that exists is not an entry.
@Suite struct ShowErrorsEndToEndTests {
    @Test func namesAFolderAndABrokenLink() throws {
        try EndToEnd.withTemporaryDirectory { directory in
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("dir.md"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("loop.md").path, withDestinationPath: "loop.md")
            let folder = EndToEnd.run(["show", "dir.md"], in: directory)
            #expect(folder == CLIRun(status: 1, stdout: "", stderr: "dir.md: error: cannot read: it is a folder, not an entry file\n"))
            let loop = EndToEnd.run(["show", "loop.md"], in: directory)
            #expect(loop == CLIRun(status: 1, stdout: "", stderr: "loop.md: error: cannot read: symbolic link is broken or loops\n"))
        }
    }
}
