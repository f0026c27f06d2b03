// The libFuzzer entry point for the zip reader and the JSON reader of `vault import`.
//
// Not part of the SwiftPM package: `FUZZ_TARGET=zip scripts/fuzz.sh` compiles it with
// `swiftc -sanitize=fuzzer,address` together with the library sources into one binary. A crash,
// a sanitizer report or a violated property is saved under `.build/fuzz-zip/artifacts/`; add each
// one as a test to `Tests/DiaryVaultTests/Support/Zip/ZipReaderTests.swift`.

/// Reads one input as a zip archive: every member's bytes, each JSON member parsed. Properties:
/// no crash; a member read successfully has exactly its declared size (the CRC is checked by the
/// reader); a member name accepted is a safe relative path.
///
/// - Parameters:
///   - data: The input bytes (may be null when `size` is 0).
///   - size: The number of bytes.
/// - Returns: 0, as libFuzzer requires; a violated property traps instead of returning.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = try? JSONReader.parse(bytes)
    guard let reader = try? ZipReader(bytes) else { return 0 }
    for member in reader.members {
        if !ZipReader.isSafeName(member.name) { fatalError("unsafe name accepted: \(member.name)") }
        guard let contents = try? reader.contents(of: member) else { continue }
        if contents.count != member.size { fatalError("\(member.name): \(contents.count) bytes, declared \(member.size)") }
        if member.name.hasSuffix(".json") { _ = try? JSONReader.parse(contents) }
    }
    return 0
}
