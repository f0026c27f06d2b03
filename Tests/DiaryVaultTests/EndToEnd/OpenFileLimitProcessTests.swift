import Foundation
import Testing
@testable import DiaryVault

/// The reader pool under a low open-file limit: with `ulimit -n 20` sixteen readers would run
/// out of descriptors on a vault of 100,000 entries ("cannot read: Too many open files"), so the
/// pool sizes itself by the limit (``ReaderPool/readerCount``).
///
/// Such a vault is too large to keep as a fixture; a small vault does not run out even with
/// sixteen readers, so the process test guards the behaviour and the sizing rule is
/// tested with real values.
@Suite struct OpenFileLimitProcessTests {
    @Test func sizesThePoolByTheOpenFileLimit() {
        #expect(ReaderPool.readerCount(openFileLimit: 20, cores: 2) == 1)
        #expect(ReaderPool.readerCount(openFileLimit: 64, cores: 2) == 10)
        #expect(ReaderPool.readerCount(openFileLimit: 1_024, cores: 2) == 16)
        #expect(ReaderPool.readerCount(openFileLimit: 1_024, cores: 64) == 64)
        #expect(ReaderPool.readerCount(openFileLimit: Int.max, cores: 2) == 16)
    }

    @Test func readsEveryFileUnderALowOpenFileLimit() throws {
        let executable = try #require(ConcurrentWriteTests.executable, "build the vault executable first: swift build")
        let vault = try TemporaryVault()
        var expected = 0
        for month in 1...12 {
            for year in 2023...2026 {
                let day = String(format: "%04d-%02d-01", year, month)
                let uuid = String(format: "6F1C0D2E-3A4B-4C5D-8E6F-%04d%08d", year, month)
                try vault.write(String(format: "%04d/%02d/", year, month) + day + ".md", "---\nuuid: \(uuid)\ndate: \(day)\n---\n# Day\n")
                expected += 1
            }
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -n 20 && exec \"$0\" --vault \"$1\" index --json --no-cache", executable, vault.root]
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(err)")
        #expect(!err.contains("Too many open files"), "\(err)")
        let json = try #require(try JSONSerialization.jsonObject(with: out) as? [String: Any])
        #expect(json["count"] as? Int == expected)
    }
}
