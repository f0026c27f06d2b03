import Foundation
import Testing
@testable import DiaryVault
@testable import vault_bench

/// The zip reader: members stored and deflated, CRC and size checks, and hostile archives.
@Suite struct ZipReaderTests {
    static let text = Array(String(repeating: "Evening walk by the river. ", count: 200).utf8)

    @Test func readsStoredAndDeflatedMembers() throws {
        let zip = TestZip.make([
            .init(name: "Journal.json", bytes: Self.text),
            .init(name: "photos/a.jpeg", bytes: [0xFF, 0xD8, 0xFF], deflated: false),
            .init(name: "photos/", bytes: [], deflated: false),
        ])
        let reader = try ZipReader(zip)
        #expect(reader.members.map(\.name) == ["Journal.json", "photos/a.jpeg", "photos/"])
        #expect(reader.members.map(\.method) == [8, 0, 0])
        #expect(try reader.contents(of: reader.member(named: "Journal.json")!) == Self.text)
        #expect(try reader.contents(of: reader.member(named: "photos/a.jpeg")!) == [0xFF, 0xD8, 0xFF])
        #expect(reader.member(named: "photos/")!.isFolder)
    }

    @Test func readsTheSampleExport() throws {
        let reader = try ZipReader(try FileSystem.read(ImportSample.root + "/dayone/DayOne-export.zip"))
        #expect(reader.members.count == 6)
        let journal = try reader.contents(of: reader.member(named: "Journal.json")!)
        #expect(journal.count == 30455)
    }

    @Test func refusesAWrongCRC() throws {
        let reader = try ZipReader(TestZip.make([.init(name: "a.txt", bytes: Self.text, crcOverride: 0x1234_5678)]))
        #expect(throws: ZipError.corrupt("a.txt fails its CRC-32 check")) { try reader.contents(of: reader.members[0]) }
    }

    @Test func stopsAMemberLargerThanDeclared() throws {
        let reader = try ZipReader(TestZip.make([.init(name: "bomb.txt", bytes: Self.text, sizeOverride: 100)]))
        #expect(throws: ZipError.corrupt("bomb.txt inflates to more than its declared 100 bytes")) { try reader.contents(of: reader.members[0]) }
        let short = try ZipReader(TestZip.make([.init(name: "short.txt", bytes: Self.text, sizeOverride: Self.text.count + 5)]))
        #expect(throws: ZipError.corrupt("short.txt inflates to \(Self.text.count) bytes, not the declared \(Self.text.count + 5)")) {
            try short.contents(of: short.members[0])
        }
    }

    @Test func refusesNamesThatLeadOutside() throws {
        for name in ["../evil.txt", "/etc/passwd", "photos/../../x", "a\\b", "C:x", "./a", "a//b"] {
            #expect(throws: ZipError.unsafeName(name)) { try ZipReader(TestZip.make([.init(name: name, bytes: [1])])) }
        }
        #expect(ZipReader.isSafeName("photos/a b.jpeg"))
        #expect(ZipReader.isSafeName("photos/"))
    }

    @Test func refusesZip64AndEncryption() throws {
        var zip = TestZip.make([.init(name: "a.txt", bytes: [1, 2, 3], deflated: false)])
        let end = zip.count - 22
        zip[end + 10] = 0xFF; zip[end + 11] = 0xFF; zip[end + 8] = 0xFF; zip[end + 9] = 0xFF
        #expect(throws: ZipError.unsupported("a zip64 archive (larger than 4 GiB or with more than 65,535 members)")) { try ZipReader(zip) }
        var encrypted = TestZip.make([.init(name: "a.txt", bytes: [1, 2, 3], deflated: false)])
        let directory = encrypted.count - 22 - (46 + 5)
        encrypted[directory + 8] |= 1
        #expect(throws: ZipError.unsupported("an encrypted member (a.txt)")) { try ZipReader(encrypted) }
    }

    @Test func refusesWhatIsNotAZip() throws {
        #expect(throws: ZipError.notZip) { try ZipReader(Array("hello".utf8)) }
        #expect(throws: ZipError.notZip) { try ZipReader([UInt8](repeating: 0, count: 100)) }
        let zip = TestZip.make([.init(name: "a.txt", bytes: Self.text)])
        #expect(throws: ZipError.corrupt("the end of the central directory is missing (a cut-short file?)")) { try ZipReader(Array(zip.dropLast(30))) }
    }

    /// Every prefix and many single-byte changes of a small archive give an error or the right
    /// bytes, never a crash.
    @Test func damagedArchivesNeverCrash() throws {
        let zip = TestZip.make([.init(name: "Journal.json", bytes: Self.text), .init(name: "b.bin", bytes: [9, 8, 7], deflated: false)])
        var generator = SplitMix64(seed: 13)
        var variants: [[UInt8]] = (0..<zip.count).map { Array(zip.prefix($0)) }
        for _ in 0..<2000 {
            var copy = zip
            copy[generator.int(0...copy.count - 1)] = UInt8(generator.int(0...255))
            variants.append(copy)
        }
        for variant in variants {
            guard let reader = try? ZipReader(variant) else { continue }
            for member in reader.members {
                if let bytes = try? reader.contents(of: member) {
                    #expect(bytes == (member.name == "b.bin" ? [9, 8, 7] : Self.text) || !["Journal.json", "b.bin"].contains(member.name))
                }
            }
        }
    }
}

extension ZipReaderTests {
    /// Found by `FUZZ_TARGET=zip scripts/fuzz.sh`: a tiny archive declaring a member of nearly
    /// 1 GiB is refused up front, before the reader sets aside 1 GiB to inflate it.
    @Test func refusesADeclaredSizeDeflateCannotHold() throws {
        let zip = TestZip.make([.init(name: "a.txt", bytes: Array("hello".utf8), sizeOverride: 1 << 29)])
        #expect(throws: ZipError.corrupt("a.txt declares 536870912 bytes, more than 7 deflated bytes can hold")) { try ZipReader(zip) }
    }
}
