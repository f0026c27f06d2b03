import Foundation
@testable import vault_bench

/// A fresh temporary directory for one test, removed by `remove()`.
struct BenchTemporaryDirectory {
    let path: String

    init() throws {
        path = try FileIO.makeTemporaryDirectory(in: NSTemporaryDirectory(), prefix: "vault-bench-test-")
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

extension VaultGenerator {
    /// Every generated file, kept in memory (for small vaults in tests).
    func files() -> (files: [VaultGenerator.File], truth: VaultTruth) {
        var files: [VaultGenerator.File] = []
        let truth = forEachFile { files.append($0) }
        return (files, truth)
    }
}
