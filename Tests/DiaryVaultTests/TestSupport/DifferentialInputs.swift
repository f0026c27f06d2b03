import Foundation
@testable import DiaryVault
@testable import vault_bench

/// Every file input we have, for the tests that check a fast path against the way it shortens:
/// the test bundle's fixtures (vaults, shared cases, fuzz finds), the import samples
/// (`Tests/ImportSamples/`), 3,000 entries of the benchmark's generator, 2,000 generated front
/// matters, and the fuzz corpus in `/tmp/fuzz-corpus` (or `VAULT_FUZZ_CORPUS`) when present.
enum DifferentialInputs {
    /// The inputs, each as a name (for failure messages) and its bytes; read once.
    static let all: [(name: String, bytes: [UInt8])] = {
        var inputs: [(name: String, bytes: [UInt8])] = []
        let fixtures = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("ImportSamples")
        let corpus = ProcessInfo.processInfo.environment["VAULT_FUZZ_CORPUS"] ?? "/tmp/fuzz-corpus"
        for folder in [fixtures, samples, URL(fileURLWithPath: corpus)] {
            inputs += files(under: folder)
        }
        inputs += VaultGenerator(entries: 3_000, seed: 16).files().files.map { ($0.path, $0.bytes) }
        var generator = FrontMatterGenerator(seed: 16)
        inputs += (0..<2_000).map { ("generated \($0)", generator.file().bytes) }
        return inputs
    }()

    /// The regular files under a folder, hidden ones too; none when it does not exist.
    static func files(under folder: URL) -> [(name: String, bytes: [UInt8])] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var found: [(name: String, bytes: [UInt8])] = []
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
                  let data = FileManager.default.contents(atPath: url.path) else { continue }
            found.append((url.path, Array(data)))
        }
        return found.sorted { $0.name < $1.name }
    }
}
