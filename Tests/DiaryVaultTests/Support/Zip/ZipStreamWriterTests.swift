import Foundation
import Testing
@testable import DiaryVault

/// The streaming zip writer gives the archive the in-memory writer gives, byte for byte, for the
/// same members; a member deflated piece by piece and a file copied a piece at a time read back
/// (``ZipReader``) as their bytes.
@Suite struct ZipStreamWriterTests {
    static let stamp = ZipWriterTests.stamp

    /// Bytes that deflate somewhat: text with a counter.
    static func text(_ count: Int) -> [UInt8] {
        Array((0..<count).map { "line \($0) of the journal, 일기\n" }.joined().utf8)
    }

    @Test func membersHeldInMemoryGiveTheInMemoryWritersBytes() throws {
        var expected = ZipWriter(modified: Self.stamp)
        try expected.add("Journal.json", contents: Self.text(500))
        try expected.add("photos/a.jpeg", contents: [1, 2, 3], method: .store)
        try expected.add("empty.txt", contents: [])
        var streamed: [UInt8] = []
        var zip = ZipStreamWriter(modified: Self.stamp) { streamed += $0 }
        try zip.add("Journal.json", contents: Self.text(500))
        try zip.add("photos/a.jpeg", contents: [1, 2, 3], method: .store)
        try zip.add("empty.txt", contents: [])
        try zip.finish()
        #expect(streamed == (try expected.finish()))
    }

    @Test func deflatedPiecesAndCopiedFilesReadBack() throws {
        try TemporaryVault.with { vault in
            // More than one piece of FileSystem.chunkSize, and not a multiple of it.
            let big = (0..<(FileSystem.chunkSize * 2 + 12_345)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
            try vault.write("big.mov", big)
            let journal = ZipDeflater()
            var whole: [UInt8] = []
            for piece in 0..<300 {
                let bytes = Array(#"{"uuid":"\#(piece)","text":"일기 \#(String(repeating: "a", count: piece))"},"#.utf8)
                journal.append(bytes)
                whole += bytes
            }
            var archive: [UInt8] = []
            var zip = ZipStreamWriter(modified: Self.stamp) { archive += $0 }
            try zip.add("Journal.json", deflated: journal)
            try zip.addFile("videos/big.mov", path: vault.path("big.mov"))
            try zip.finish()
            let reader = try ZipReader(archive)
            #expect(reader.members.map(\.name) == ["Journal.json", "videos/big.mov"])
            #expect(try reader.contents(of: try #require(reader.member(named: "Journal.json"))) == whole)
            #expect(try reader.contents(of: try #require(reader.member(named: "videos/big.mov"))) == big)
            #expect(journal.size == whole.count)
            #expect(journal.crc == ZipWriter.crc32(whole))
        }
    }

    @Test func aRepeatedOrUnsafeNameIsRefused() throws {
        var zip = ZipStreamWriter(modified: Self.stamp) { _ in }
        try zip.add("a.txt", contents: [1])
        #expect(throws: ZipWriteError.invalidName("a.txt")) { try zip.add("a.txt", contents: [2]) }
        #expect(throws: ZipWriteError.invalidName("../x")) { try zip.add("../x", contents: [2]) }
    }

    @Test func md5OverPiecesIsTheDigestOfTheWhole() {
        let message = Self.text(97)
        for split in [0, 1, 55, 56, 63, 64, 65, 1000, message.count] {
            var hasher = MD5.Hasher()
            hasher.update(message[..<split])
            hasher.update(message[split...])
            #expect(MD5.hexText(hasher.finish()) == MD5.hex(message), "split at \(split)")
        }
        // RFC 1321's test suite.
        var abc = MD5.Hasher()
        abc.update(Array("a".utf8))
        abc.update(Array("bc".utf8))
        #expect(MD5.hexText(abc.finish()) == "900150983cd24fb0d6963f7d28e17f72")
    }
}
