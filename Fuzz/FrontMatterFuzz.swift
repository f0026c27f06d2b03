// The libFuzzer entry point for the front-matter parser and serializer.
//
// Not part of the SwiftPM package: `scripts/fuzz.sh` compiles it with `swiftc -sanitize=fuzzer,address`
// together with the library sources and `Tests/DiaryVaultTests/Hostile/FormatProperties.swift`
// (defining FUZZING) into one binary. Every property violation traps, which libFuzzer records as a
// crash and saves the input under `.build/fuzz/artifacts/`; add each one to
// `Tests/DiaryVaultTests/Fixtures/fuzz/` so `FuzzRegressionTests` keeps it fixed.

/// Runs one input through ``FormatProperties/check(_:)``; libFuzzer calls it millions of times.
///
/// - Parameters:
///   - data: The input bytes (may be null when `size` is 0).
///   - size: The number of bytes.
/// - Returns: 0, as libFuzzer requires; a violated property traps instead of returning.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let failure = FormatProperties.check(bytes) {
        fatalError("property violated: \(failure.description)")
    }
    // The index's fast path gives exactly the full reading's summary, or leaves the file to it.
    bytes.withUnsafeBufferPointer { buffer in
        guard let fast = EntrySummary.readSimple(buffer, path: "2026/11/fuzz.md") else { return }
        guard case .summary(let full) = EntrySummary.readFull(buffer, path: "2026/11/fuzz.md"), full == fast else {
            fatalError("property violated: the index's fast path differs from the full reading")
        }
    }
    return 0
}
