import CZlib
import Foundation
@testable import DiaryVault

/// Builds zip files in memory for tests (PKWARE APPNOTE.TXT 6.3): members stored or deflated
/// with the system zlib, with a central directory, and hooks to damage them on purpose.
enum TestZip {
    /// One member to write.
    struct Member {
        /// The name as written in the archive.
        var name: String
        /// The uncompressed bytes.
        var bytes: [UInt8]
        /// Deflate (method 8) rather than store (method 0).
        var deflated = true
        /// A CRC-32 to write instead of the right one.
        var crcOverride: UInt32?
        /// An uncompressed size to declare instead of the right one.
        var sizeOverride: Int?
    }

    /// The archive's bytes.
    static func make(_ members: [Member]) -> [UInt8] {
        var file: [UInt8] = []
        var directory: [UInt8] = []
        for member in members {
            let data = member.deflated ? deflate(member.bytes) : member.bytes
            let crc = member.crcOverride ?? crc32Of(member.bytes)
            let size = member.sizeOverride ?? member.bytes.count
            let name = Array(member.name.utf8)
            let offset = file.count
            append32(&file, 0x0403_4B50); append16(&file, 20); append16(&file, 0x0800); append16(&file, member.deflated ? 8 : 0)
            append16(&file, 0); append16(&file, 0x5A21)
            append32(&file, crc); append32(&file, UInt32(data.count)); append32(&file, UInt32(size))
            append16(&file, UInt16(name.count)); append16(&file, 0)
            file += name + data
            append32(&directory, 0x0201_4B50); append16(&directory, 0x031E); append16(&directory, 20); append16(&directory, 0x0800)
            append16(&directory, member.deflated ? 8 : 0); append16(&directory, 0); append16(&directory, 0x5A21)
            append32(&directory, crc); append32(&directory, UInt32(data.count)); append32(&directory, UInt32(size))
            append16(&directory, UInt16(name.count)); append16(&directory, 0); append16(&directory, 0)
            append16(&directory, 0); append16(&directory, 0); append32(&directory, 0o100644 << 16); append32(&directory, UInt32(offset))
            directory += name
        }
        let directoryOffset = file.count
        file += directory
        append32(&file, 0x0605_4B50); append16(&file, 0); append16(&file, 0)
        append16(&file, UInt16(members.count)); append16(&file, UInt16(members.count))
        append32(&file, UInt32(directory.count)); append32(&file, UInt32(directoryOffset)); append16(&file, 0)
        return file
    }

    /// Raw deflate (RFC 1951) of `bytes`.
    static func deflate(_ bytes: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        deflateInit2_(&stream, 9, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 16)
        var input = bytes
        let produced: Int = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                CZlib.deflate(&stream, Z_FINISH)
                return Int(stream.total_out)
            }
        }
        return Array(output.prefix(produced))
    }

    /// The CRC-32 of `bytes`.
    static func crc32Of(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(truncatingIfNeeded: crc32(0, $0.baseAddress, uInt($0.count))) }
    }

    private static func append16(_ bytes: inout [UInt8], _ value: UInt16) {
        bytes += [UInt8(value & 0xFF), UInt8(value >> 8)]
    }

    private static func append32(_ bytes: inout [UInt8], _ value: UInt32) {
        bytes += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
    }
}
