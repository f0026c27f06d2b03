import Foundation
import Testing
@testable import DiaryVault

/// The zip writer: CRC-32, the header bytes, the limits, and archives that Python's `zipfile`
/// and Info-ZIP `unzip` read back to the same bytes.
@Suite struct ZipWriterTests {
    static let stamp = ZipWriter.Timestamp(year: 2026, month: 11, day: 29, hour: 21, minute: 14, second: 7)

    @Test func crc32IsTheStandardCheckValue() {
        // The check value of CRC-32 (ISO 3309) for "123456789".
        #expect(ZipWriter.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(ZipWriter.crc32([]) == 0)
    }

    @Test func timestampPacksDOSFields() {
        #expect(Self.stamp.date == UInt16((2026 - 1980) << 9 | 11 << 5 | 29))
        #expect(Self.stamp.time == UInt16(21 << 11 | 14 << 5 | 3))
        #expect(ZipWriter.Timestamp(year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0) == ZipWriter.Timestamp(time: 0, date: 33))
    }

    @Test func storedMemberHasExactHeaders() throws {
        var zip = ZipWriter(modified: Self.stamp)
        try zip.add("a.txt", contents: Array("hi".utf8))
        let bytes = try zip.finish()
        // Local header, 2 bytes stored ("hi" does not deflate smaller), central header, end record.
        #expect(bytes.count == 30 + 5 + 2 + 46 + 5 + 22)
        #expect(Array(bytes[0..<4]) == [0x50, 0x4B, 0x03, 0x04])
        #expect(Array(bytes[6..<10]) == [0x00, 0x08, 0x00, 0x00])  // UTF-8 flag, method 0
        #expect(Array(bytes[30..<37]) == Array("a.txthi".utf8))
        let end = bytes.count - 22
        #expect(Array(bytes[end..<end + 4]) == [0x50, 0x4B, 0x05, 0x06])
        #expect(Array(bytes[end + 8..<end + 12]) == [1, 0, 1, 0])
        #expect(Array(bytes[end + 16..<end + 20]) == [37, 0, 0, 0])  // the directory's offset
    }

    @Test func refusesBadAndRepeatedNames() throws {
        var zip = ZipWriter(modified: Self.stamp)
        for name in ["", "/etc/passwd", "../up.txt", "a/../b", "a//b", "./a", "back\\slash", "nul\u{0}"] {
            #expect(throws: ZipWriteError.invalidName(name)) { try zip.add(name, contents: []) }
        }
        try zip.add("photos/a.jpeg", contents: [1])
        #expect(throws: ZipWriteError.invalidName("photos/a.jpeg")) { try zip.add("photos/a.jpeg", contents: [2]) }
        #expect(zip.count == 1)
    }

    @Test(.enabled(if: ExternalTool.hasPython, "needs python3 (its zipfile module reads the archive)"))
    func pythonReadsEveryMemberBack() throws {
        let text = Array(String(repeating: "강변을 따라 걸었다. The bridge lights were on.\n", count: 200).utf8)
        let binary = (0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
        var zip = ZipWriter(modified: Self.stamp)
        try zip.add("Journal.json", contents: text)
        try zip.add("photos/사진 1.jpeg", contents: binary, method: .store)
        try zip.add("empty.txt", contents: [])
        let folder = try TemporaryVault.makeFolder()
        defer { TemporaryVault.remove(folder) }
        let path = folder + "/test.zip"
        try Data(try zip.finish()).write(to: URL(fileURLWithPath: path))
        let script = """
            import hashlib, json, sys, zipfile
            z = zipfile.ZipFile(sys.argv[1])
            assert z.testzip() is None
            print(json.dumps([[i.filename, i.flag_bits, i.compress_type, i.file_size, hashlib.sha1(z.read(i)).hexdigest(), list(i.date_time)] for i in z.infolist()], ensure_ascii=False))
            """
        let outcome = try #require(try ExternalTool.run("python3", ["-c", script, path]))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[Any]])
        #expect(listed.map { $0[0] as? String } == ["Journal.json", "photos/사진 1.jpeg", "empty.txt"])
        #expect(listed.map { $0[1] as? Int } == [0x800, 0x800, 0x800])
        #expect(listed.map { $0[2] as? Int } == [8, 0, 0])
        #expect(listed.map { $0[3] as? Int } == [text.count, binary.count, 0])
        #expect(listed.map { $0[4] as? String } == [text, binary, []].map { SHA1.digest($0).map { String(format: "%02x", $0) }.joined() })
        #expect(listed[0][5] as? [Int] == [2026, 11, 29, 21, 14, 6])
        if let unzip = try ExternalTool.run("unzip", ["-tq", path]) {
            #expect(unzip.status == 0, "\(unzip.stdout)\(unzip.stderr)")
        }
    }
}
