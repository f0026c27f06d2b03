import CZlib

/// Builds a zip archive in memory: local headers, deflated (or stored) data, the central
/// directory and the end record, as PKWARE's APPNOTE.TXT (6.3.10) describes them.
///
/// ```swift
/// var zip = ZipWriter(modified: ZipWriter.Timestamp(year: 2026, month: 11, day: 29, hour: 21, minute: 14, second: 0))
/// try zip.add("Journal.json", contents: json)             // deflated (RFC 1951) when that is smaller
/// try zip.add("photos/ab12.jpeg", contents: jpeg, method: .store)
/// let bytes = try zip.finish()
/// ```
///
/// Every member gets the UTF-8 name flag (general purpose bit 11), its CRC-32 (zlib's `crc32`),
/// version 2.0 to extract, Unix permissions 0644, and the same DOS timestamp. No data
/// descriptors, no extra fields, no ZIP64: an archive past 65,535 members or a member or
/// archive past 4 GiB is refused (``ZipWriteError/tooLarge(_:)``) rather than written wrong. Names
/// must be relative paths with `/` separators and no `.`/`..` parts; the same name twice is
/// refused. Readers that accept it: Info-ZIP `unzip`, Python's `zipfile`, libarchive, and Day
/// One's importer (which reads the same shape from its own exports).
struct ZipWriter {
    /// How a member's bytes are stored.
    enum Method: UInt16, Sendable {
        /// As they are (method 0).
        case store = 0
        /// Deflated (method 8), kept only when smaller than the bytes; else stored.
        case deflate = 8
    }

    /// A local date and time as the DOS fields of a zip header hold it (years 1980-2107, even
    /// seconds).
    struct Timestamp: Hashable, Sendable {
        /// The DOS time: hour << 11 | minute << 5 | second / 2.
        var time: UInt16
        /// The DOS date: (year - 1980) << 9 | month << 5 | day.
        var date: UInt16

        /// A timestamp from civil fields; years before 1980 are written as 1980-01-01 00:00,
        /// years after 2107 as 2107-12-31 23:59:58 (the range the fields hold).
        init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
            if year < 1980 {
                self.init(time: 0, date: 1 << 5 | 1)
            } else if year > 2107 {
                self.init(time: 23 << 11 | 59 << 5 | 29, date: 127 << 9 | 12 << 5 | 31)
            } else {
                self.init(time: UInt16(hour << 11 | minute << 5 | second / 2),
                          date: UInt16((year - 1980) << 9 | month << 5 | day))
            }
        }

        /// A timestamp from its DOS fields.
        init(time: UInt16, date: UInt16) {
            self.time = time
            self.date = date
        }
    }

    /// The local headers and data written so far.
    private var archive: [UInt8] = []
    /// The central directory records written so far.
    private var directory: [UInt8] = []
    /// The names added, to refuse duplicates.
    private var names: Set<String> = []
    /// The timestamp every member gets.
    let modified: Timestamp

    /// The number of members added.
    var count: Int { names.count }

    /// An empty archive whose members get the timestamp `modified`.
    init(modified: Timestamp) {
        self.modified = modified
    }

    /// Adds a member.
    ///
    /// - Parameters:
    ///   - name: The member's path inside the archive, such as `photos/ab12.jpeg`.
    ///   - contents: Its bytes.
    ///   - method: `.deflate` (the default) or `.store`.
    /// - Throws: ``ZipWriteError/invalidName(_:)`` for an empty, absolute, `.`/`..`, backslashed,
    ///   NUL-holding or repeated name; ``ZipWriteError/tooLarge(_:)`` past the limits of a zip without
    ///   ZIP64; ``ZipWriteError/compressionFailed(_:)`` when zlib fails.
    mutating func add(_ name: String, contents: [UInt8], method: Method = .deflate) throws(ZipWriteError) {
        let nameBytes = Array(name.utf8)
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.isEmpty, nameBytes.count <= 0xFFFF, !name.hasPrefix("/"), !nameBytes.contains(0), !name.contains("\\"),
              !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }), !names.contains(name) else {
            throw .invalidName(name)
        }
        guard names.count < 0xFFFF, contents.count < 0xFFFF_FFFF else { throw .tooLarge(name) }
        var stored = contents
        var chosen = Method.store
        if method == .deflate, !contents.isEmpty {
            let deflated = try Self.deflate(contents, name: name)
            if deflated.count < contents.count {
                stored = deflated
                chosen = .deflate
            }
        }
        let offset = archive.count
        guard offset + 30 + nameBytes.count + stored.count < 0xFFFF_FFFF else { throw .tooLarge(name) }
        let crc = Self.crc32(contents)
        // Local file header (APPNOTE 4.3.7).
        archive.append32(0x0403_4B50)
        appendCommonFields(to: &archive, method: chosen, crc: crc, compressed: stored.count, size: contents.count, nameLength: nameBytes.count)
        archive += nameBytes
        archive += stored
        // Central directory header (APPNOTE 4.3.12): made by Unix (3), version 2.0.
        directory.append32(0x0201_4B50)
        directory.append16(3 << 8 | 20)
        appendCommonFields(to: &directory, method: chosen, crc: crc, compressed: stored.count, size: contents.count, nameLength: nameBytes.count)
        directory.append16(0)                       // file comment length
        directory.append16(0)                       // disk number start
        directory.append16(0)                       // internal attributes
        directory.append32(UInt32(0o100644) << 16)  // external attributes: a regular file, rw-r--r--
        directory.append32(UInt32(offset))
        directory += nameBytes
        names.insert(name)
    }

    /// The whole archive: the members, the central directory and the end record.
    ///
    /// - Throws: ``ZipWriteError/tooLarge(_:)`` when the directory would start past 4 GiB.
    /// The members' bytes move into the result (no copy), so call it once, last.
    mutating func finish() throws(ZipWriteError) -> [UInt8] {
        guard archive.count + directory.count < 0xFFFF_FFFF else { throw .tooLarge("the archive") }
        var bytes = archive
        let directoryOffset = archive.count
        archive = []
        bytes += directory
        // End of central directory record (APPNOTE 4.3.16).
        bytes.append32(0x0605_4B50)
        bytes.append16(0)                           // this disk
        bytes.append16(0)                           // the disk with the directory
        bytes.append16(UInt16(names.count))         // entries on this disk
        bytes.append16(UInt16(names.count))         // entries in all
        bytes.append32(UInt32(directory.count))
        bytes.append32(UInt32(directoryOffset))
        bytes.append16(0)                           // comment length
        return bytes
    }

    /// The fields local and central headers share, from "version needed" to "extra field length".
    private func appendCommonFields(to bytes: inout [UInt8], method: Method, crc: UInt32, compressed: Int, size: Int,
                                    nameLength: Int) {
        bytes.append16(20)                          // version needed to extract: 2.0 (deflate)
        bytes.append16(1 << 11)                     // general purpose flags: the name is UTF-8
        bytes.append16(method.rawValue)
        bytes.append16(modified.time)
        bytes.append16(modified.date)
        bytes.append32(crc)
        bytes.append32(UInt32(compressed))
        bytes.append32(UInt32(size))
        bytes.append16(UInt16(nameLength))
        bytes.append16(0)                           // extra field length
    }

    /// The CRC-32 (ISO 3309, as zip uses it) of `bytes`, by zlib.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            var crc: uLong = CZlib.crc32(0, nil, 0)
            var offset = 0
            while offset < buffer.count {
                let length = min(buffer.count - offset, 1 << 30)
                crc = CZlib.crc32(crc, buffer.baseAddress! + offset, uInt(length))
                offset += length
            }
            return UInt32(truncatingIfNeeded: crc)
        }
    }

    /// Raw deflate (RFC 1951, no zlib header: window bits -15) of `bytes` at zlib's default level.
    ///
    /// - Throws: ``ZipWriteError/compressionFailed(_:)`` naming `name` when zlib reports an error.
    static func deflate(_ bytes: [UInt8], name: String) throws(ZipWriteError) -> [UInt8] {
        var stream = z_stream()
        guard deflateInit2_(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
                            Int32(MemoryLayout<z_stream>.size)) == Z_OK else { throw .compressionFailed(name) }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))))
        let status = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress!)
                stream.avail_in = uInt(input.count)
                stream.next_out = out.baseAddress!
                stream.avail_out = uInt(out.count)
                return CZlib.deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw .compressionFailed(name) }
        output.removeSubrange(Int(stream.total_out)...)
        return output
    }
}

/// Why a zip archive could not be written.
enum ZipWriteError: Error, Hashable, Sendable {
    /// A member name that is empty, absolute, holds `.`/`..`, a backslash or NUL, or was added before.
    case invalidName(String)
    /// The member (or "the archive") passes a limit of zip without ZIP64: 65,535 members, 4 GiB.
    case tooLarge(String)
    /// zlib failed to deflate the member.
    case compressionFailed(String)
}

extension ZipWriteError: CustomStringConvertible {
    /// The problem in one line, naming the member.
    var description: String {
        switch self {
        case .invalidName(let name): "'\(name)' is not a file name a zip archive can hold"
        case .tooLarge(let name): "\(name) is too large for a zip archive (65,535 files, 4 GiB)"
        case .compressionFailed(let name): "zlib could not compress \(name)"
        }
    }
}

extension [UInt8] {
    /// Appends a 16-bit value, little-endian (as every zip field is).
    fileprivate mutating func append16(_ value: UInt16) {
        append(UInt8(truncatingIfNeeded: value))
        append(UInt8(truncatingIfNeeded: value >> 8))
    }

    /// Appends a 32-bit value, little-endian.
    fileprivate mutating func append32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }
}
