import CZlib

/// Writes a zip archive as it goes, in the shape of ``ZipWriter`` (APPNOTE.TXT 6.3.10: local
/// headers and data, then the central directory and the end record), handing each piece to
/// `output` as soon as it is made: only the central directory (46 bytes and the name per member)
/// stays in memory. Used by `vault export dayone`, whose archives hold a whole diary's media.
///
/// A member comes whole and small (``add(_:contents:method:)``), already deflated by a
/// ``ZipDeflater`` (``add(_:deflated:)``), or from a file of any size (``addFile(_:path:)``:
/// stored, read twice a piece at a time: once for its CRC-32 and size, which the local header
/// holds before the data, once to copy it). The limits of ``ZipWriter`` apply: no ZIP64, so at
/// most 65,535 members and 4 GiB, refused with ``ZipWriteError/tooLarge(_:)`` before a byte
/// past them is written.
struct ZipStreamWriter {
    /// Receives the archive's bytes in order.
    private let output: ([UInt8]) throws -> Void
    /// The central directory so far.
    private var directory: [UInt8] = []
    /// The names added, to refuse duplicates.
    private var names: Set<String> = []
    /// The bytes written so far: the next member's offset.
    private var offset = 0
    /// The timestamp every member gets.
    let modified: ZipWriter.Timestamp

    /// An archive that writes through `output`.
    init(modified: ZipWriter.Timestamp, output: @escaping ([UInt8]) throws -> Void) {
        self.modified = modified
        self.output = output
    }

    /// Adds a member held in memory, deflated when that is smaller (as ``ZipWriter/add(_:contents:method:)``).
    ///
    /// - Throws: ``ZipWriteError``; what `output` throws.
    mutating func add(_ name: String, contents: [UInt8], method: ZipWriter.Method = .deflate) throws {
        var stored = contents
        var chosen = ZipWriter.Method.store
        if method == .deflate, !contents.isEmpty {
            let deflated = try ZipWriter.deflate(contents, name: name)
            if deflated.count < contents.count {
                stored = deflated
                chosen = .deflate
            }
        }
        try writeHeader(name, method: chosen, crc: ZipWriter.crc32(contents), compressed: stored.count, size: contents.count)
        try write(stored)
    }

    /// Adds a member deflated piece by piece.
    ///
    /// - Throws: ``ZipWriteError``; what `output` throws.
    mutating func add(_ name: String, deflated: ZipDeflater) throws {
        let compressed = try deflated.finish(name: name)
        try writeHeader(name, method: .deflate, crc: deflated.crc, compressed: compressed.count, size: deflated.size)
        try write(compressed)
    }

    /// Adds a file, stored, read a piece at a time.
    ///
    /// - Throws: ``ZipWriteError``; ``VaultError/readFailed(path:reason:)``; ``VaultError/changedOnDisk(path:)``
    ///   when the file's size or CRC changes between the two reads; what `output` throws.
    mutating func addFile(_ name: String, path: String) throws {
        var crc: uLong = CZlib.crc32(0, nil, 0)
        var size = 0
        try FileSystem.forEachChunk(of: path) { chunk in
            crc = Self.crc32(crc, chunk)
            size += chunk.count
        }
        try writeHeader(name, method: .store, crc: UInt32(truncatingIfNeeded: crc), compressed: size, size: size)
        var copied = 0
        var check: uLong = CZlib.crc32(0, nil, 0)
        try FileSystem.forEachChunk(of: path) { chunk in
            guard copied + chunk.count <= size else { throw VaultError.changedOnDisk(path: path) }
            check = Self.crc32(check, chunk)
            copied += chunk.count
            try write(chunk)
        }
        guard copied == size, check == crc else { throw VaultError.changedOnDisk(path: path) }
    }

    /// Writes the central directory and the end record.
    ///
    /// - Throws: ``ZipWriteError/tooLarge(_:)`` when the directory would start past 4 GiB; what
    ///   `output` throws.
    mutating func finish() throws {
        guard offset + directory.count < 0xFFFF_FFFF else { throw ZipWriteError.tooLarge("the archive") }
        let directoryOffset = offset
        let directorySize = directory.count
        var end = directory
        directory = []
        // End of central directory record (APPNOTE 4.3.16).
        end.appendLE(0x0605_4B50, bytes: 4)
        end.appendLE(0, bytes: 2)                           // this disk
        end.appendLE(0, bytes: 2)                           // the disk with the directory
        end.appendLE(UInt32(names.count), bytes: 2)         // entries on this disk
        end.appendLE(UInt32(names.count), bytes: 2)         // entries in all
        end.appendLE(UInt32(directorySize), bytes: 4)
        end.appendLE(UInt32(directoryOffset), bytes: 4)
        end.appendLE(0, bytes: 2)                           // comment length
        try write(end)
    }

    /// Checks the name and the limits, then writes the local header and records the central one.
    private mutating func writeHeader(_ name: String, method: ZipWriter.Method, crc: UInt32, compressed: Int, size: Int) throws {
        let nameBytes = Array(name.utf8)
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.isEmpty, nameBytes.count <= 0xFFFF, !name.hasPrefix("/"), !nameBytes.contains(0), !name.contains("\\"),
              !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }), !names.contains(name) else {
            throw ZipWriteError.invalidName(name)
        }
        guard names.count < 0xFFFF, size < 0xFFFF_FFFF, offset + 30 + nameBytes.count + compressed < 0xFFFF_FFFF else {
            throw ZipWriteError.tooLarge(name)
        }
        let memberOffset = offset
        // Local file header (APPNOTE 4.3.7).
        var header: [UInt8] = []
        header.appendLE(0x0403_4B50, bytes: 4)
        appendCommonFields(to: &header, method: method, crc: crc, compressed: compressed, size: size, nameLength: nameBytes.count)
        header += nameBytes
        try write(header)
        // Central directory header (APPNOTE 4.3.12): made by Unix (3), version 2.0.
        directory.appendLE(0x0201_4B50, bytes: 4)
        directory.appendLE(3 << 8 | 20, bytes: 2)
        appendCommonFields(to: &directory, method: method, crc: crc, compressed: compressed, size: size, nameLength: nameBytes.count)
        directory.appendLE(0, bytes: 2)                     // file comment length
        directory.appendLE(0, bytes: 2)                     // disk number start
        directory.appendLE(0, bytes: 2)                     // internal attributes
        directory.appendLE(UInt32(0o100644) << 16, bytes: 4) // external attributes: a regular file, rw-r--r--
        directory.appendLE(UInt32(memberOffset), bytes: 4)
        directory += nameBytes
        names.insert(name)
    }

    /// The fields local and central headers share, as ``ZipWriter`` writes them.
    private func appendCommonFields(to bytes: inout [UInt8], method: ZipWriter.Method, crc: UInt32, compressed: Int, size: Int,
                                    nameLength: Int) {
        bytes.appendLE(20, bytes: 2)                        // version needed to extract: 2.0 (deflate)
        bytes.appendLE(1 << 11, bytes: 2)                   // general purpose flags: the name is UTF-8
        bytes.appendLE(UInt32(method.rawValue), bytes: 2)
        bytes.appendLE(UInt32(modified.time), bytes: 2)
        bytes.appendLE(UInt32(modified.date), bytes: 2)
        bytes.appendLE(crc, bytes: 4)
        bytes.appendLE(UInt32(compressed), bytes: 4)
        bytes.appendLE(UInt32(size), bytes: 4)
        bytes.appendLE(UInt32(nameLength), bytes: 2)
        bytes.appendLE(0, bytes: 2)                         // extra field length
    }

    /// Hands bytes to the output and counts them.
    private mutating func write(_ bytes: [UInt8]) throws {
        guard !bytes.isEmpty else { return }
        try output(bytes)
        offset += bytes.count
    }

    /// zlib's CRC-32 continued over more bytes.
    static func crc32(_ crc: uLong, _ bytes: [UInt8]) -> uLong {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.isEmpty ? crc : CZlib.crc32(crc, buffer.baseAddress!, uInt(buffer.count))
        }
    }
}

/// Deflates (RFC 1951, raw, zlib's default level) bytes given piece by piece into compressed
/// bytes held in memory, with their CRC-32 and size: a Day One journal's JSON, entry by entry,
/// costs its compressed size rather than its text.
///
/// A class because zlib's stream must stay at one address from `deflateInit2_` to `deflateEnd`.
final class ZipDeflater {
    /// zlib's stream, at a fixed address.
    private let stream: UnsafeMutablePointer<z_stream>
    /// Whether `deflateInit2_` succeeded.
    private let ready: Bool
    /// The compressed bytes so far.
    private var compressed: [UInt8] = []
    /// The CRC-32 of the bytes given.
    private(set) var crc: UInt32 = 0
    private var runningCRC: uLong = CZlib.crc32(0, nil, 0)
    /// How many bytes were given.
    private(set) var size = 0
    /// Whether zlib reported an error.
    private var failed = false

    /// A deflater that has seen nothing.
    init() {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        ready = deflateInit2_(stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
                              Int32(MemoryLayout<z_stream>.size)) == Z_OK
    }

    deinit {
        if ready { deflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Adds the next bytes.
    func append(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        runningCRC = ZipStreamWriter.crc32(runningCRC, bytes)
        crc = UInt32(truncatingIfNeeded: runningCRC)
        size += bytes.count
        run(bytes, flush: Z_NO_FLUSH)
    }

    /// Ends the stream and hands back every compressed byte (call once).
    ///
    /// - Parameter name: The member, for the error.
    /// - Throws: ``ZipWriteError/compressionFailed(_:)`` when zlib failed.
    func finish(name: String) throws(ZipWriteError) -> [UInt8] {
        run([], flush: Z_FINISH)
        guard ready, !failed else { throw .compressionFailed(name) }
        defer { compressed = [] }
        return compressed
    }

    /// Feeds zlib and collects its output until it has taken every byte (and, for `Z_FINISH`,
    /// ended the stream).
    private func run(_ bytes: [UInt8], flush: Int32) {
        guard ready, !failed else { return }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        bytes.withUnsafeBufferPointer { input in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.pointee.avail_in = uInt(input.count)
            while true {
                let (status, produced) = chunk.withUnsafeMutableBufferPointer { out -> (Int32, Int) in
                    stream.pointee.next_out = out.baseAddress!
                    stream.pointee.avail_out = uInt(out.count)
                    let status = CZlib.deflate(stream, flush)
                    return (status, out.count - Int(stream.pointee.avail_out))
                }
                compressed += chunk[..<produced]
                if status == Z_STREAM_END { break }
                guard status == Z_OK || status == Z_BUF_ERROR else { failed = true; break }
                if flush == Z_NO_FLUSH, stream.pointee.avail_in == 0, stream.pointee.avail_out > 0 { break }
                if status == Z_BUF_ERROR, produced == 0 { break }
            }
            stream.pointee.next_in = nil
        }
    }
}

extension [UInt8] {
    /// Appends the low `bytes` bytes of a value, little-endian (as every zip field is).
    fileprivate mutating func appendLE(_ value: UInt32, bytes: Int) {
        for index in 0..<bytes { append(UInt8(truncatingIfNeeded: value >> UInt32(index * 8))) }
    }
}
