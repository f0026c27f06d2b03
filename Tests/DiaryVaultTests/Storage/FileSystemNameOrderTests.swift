import Foundation
import Testing
@testable import DiaryVault

/// The word-wise order of names (``FileSystem/namePrecedes(_:_:_:_:)``) against `memcmp` then
/// length, the order it stands for, and a listing sorted by it.
@Suite struct FileSystemNameOrderTests {
    /// The order by `memcmp` over the shared length, then the shorter first.
    private func memcmpPrecedes(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        let order = lhs.withUnsafeBufferPointer { a in
            rhs.withUnsafeBufferPointer { b in memcmp(a.baseAddress!, b.baseAddress!, min(a.count, b.count)) }
        }
        return order != 0 ? order < 0 : lhs.count < rhs.count
    }

    /// Pairs of names sharing prefixes of every length up to 40 bytes, differing in one byte
    /// (high bytes included) or in length, give the same answer both ways.
    @Test func wordsOrderNamesAsMemcmpDoes() {
        var names: [[UInt8]] = [[0], [0xFF], Array("a".utf8), Array("2026-11-29-walk.md".utf8), Array("2026-11-29-walk-2.md".utf8)]
        for length in 1...40 {
            let base = (0..<length).map { UInt8(truncatingIfNeeded: 0x30 + $0 % 40) }
            names.append(base)
            for at in [0, length / 2, length - 1] {
                for byte: UInt8 in [0x00, 0x2F, 0x7F, 0x80, 0xC3, 0xFF] {
                    var changed = base
                    changed[at] = byte
                    names.append(changed)
                }
            }
            names.append(base + [0x00])
            names.append(Array(base.dropLast()))
        }
        for lhs in names {
            for rhs in names {
                let fast = lhs.withUnsafeBufferPointer { a in
                    rhs.withUnsafeBufferPointer { b in FileSystem.namePrecedes(a.baseAddress!, a.count, b.baseAddress!, b.count) }
                }
                #expect(fast == memcmpPrecedes(lhs, rhs), "\(lhs) \(rhs)")
            }
        }
    }

    /// A folder's listing comes sorted by bytes, NFC before NFD, shorter names first.
    @Test func aListingIsSortedByBytes() throws {
        try TemporaryVault.withFolder { folder in
            let names = ["2026-11-29-walk.md", "2026-11-29-walk-2.md", "2026-11-29-walk (conflicted copy).md", "caf\u{E9}.md",
                         "cafe\u{301}.md", "b", "a", "2026-11-03-a.md", "2026-11-30-zzzzzzzzzzzzzzzzzzzzzzzz.md"]
            // By path, not URL: a URL may change the normalisation of a name on the way to the file system.
            for name in names { _ = FileManager.default.createFile(atPath: folder.path + "/" + name, contents: Data()) }
            let listed = FileSystem.list(folder.path).entries?.map(\.name) ?? []
            #expect(listed == names.sorted { FileSystem.compareBytes($0, $1) < 0 })
        }
    }
}
