import Foundation
import Testing
@testable import DiaryVault

/// A command whose standard output is closed (`vault index --json >&-`) says the system's reason
/// and how to discard output (not "The operation could not be completed. (NSCocoaErrorDomain
/// error 512.)"), exits 1, and leaves the vault's entries as they were.
@Suite struct ClosedOutputProcessTests {
    @Test func saysThatStandardOutputIsClosed() throws {
        let executable = try #require(ConcurrentWriteTests.executable, "build the vault executable first: swift build")
        let vault = try TemporaryVault()
        let entry = "---\nuuid: 6F1C0D2E-3A4B-4C5D-8E6F-000000000001\ndate: 2026-11-29\n---\n# 산책\n"
        try vault.write("2026/11/2026-11-29.md", entry)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" --vault \"$1\" index --json >&-", executable, vault.root]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(err == """
            error: cannot write to standard output: \(String(cString: strerror(EBADF)))
            hint: standard output is closed (as '>&-' does); to discard the output, send it to /dev/null

            """)
        #expect(try vault.text("2026/11/2026-11-29.md") == entry)
    }
}
