import CZlib

/// Reads the members of a zip file (PKWARE APPNOTE.TXT 6.3) held in memory: the central
/// directory, stored (method 0) and deflated (method 8, RFC 1951 raw deflate through the system
/// zlib) members, each checked against its CRC-32.
///
/// Hostile input is refused with a ``ZipError``, never a crash:
/// - zip64 archives, encrypted members, split archives and other methods are refused by name;
/// - a member's declared size is bounded by ``maximumMemberSize``, and inflating stops at the
///   declared size (a "zip bomb" gives an error, not memory exhaustion);
/// - member names must be relative paths without `..`, `.` components, backslashes or NUL
///   (``isSafeName(_:)``): nothing named by an archive can point outside the folder it is read as.
struct ZipReader: Sendable {
    /// One member, as the central directory describes it.
    struct Member: Sendable, Hashable {
        /// The name, `/`-separated (`photos/<md5>.jpeg`); folders end in `/`.
        var name: String
        /// 0 (stored) or 8 (deflated).
        var method: UInt16
        /// The CRC-32 of the uncompressed bytes.
        var crc: UInt32
        /// The compressed size in bytes.
        var compressedSize: Int
        /// The uncompressed size in bytes.
        var size: Int
        /// The offset of its local header.
        var localHeaderOffset: Int

        /// Whether the member is a folder.
        var isFolder: Bool { name.hasSuffix("/") }
    }

    /// The largest member read: 1 GiB.
    static let maximumMemberSize = 1 << 30
    /// The most members accepted.
    static let maximumMembers = 1_000_000

    /// The archive's bytes.
    let bytes: [UInt8]
    /// The members, in central-directory order.
    let members: [Member]
    /// The position in ``members`` of each name (the first, if an archive names a member twice).
    private let positions: [String: Int]

    /// Reads an archive's central directory.
    ///
    /// - Parameter bytes: The whole file.
    /// - Throws: ``ZipError`` when the bytes are not a zip file vault reads.
    init(_ bytes: [UInt8]) throws(ZipError) {
        self.bytes = bytes
        let end = try Self.endRecord(bytes)
        let count = Int(Self.u16(bytes, end + 10))
        let directorySize = Int(Self.u32(bytes, end + 12))
        let directoryOffset = Int(Self.u32(bytes, end + 16))
        if Self.u16(bytes, end + 4) != 0 || Self.u16(bytes, end + 6) != 0 || Self.u16(bytes, end + 8) != Self.u16(bytes, end + 10) {
            throw .unsupported("a split (multi-disk) archive")
        }
        if count == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF
            || (end >= 20 && Self.u32(bytes, end - 20) == 0x0706_4B50) {
            throw .unsupported("a zip64 archive (larger than 4 GiB or with more than 65,535 members)")
        }
        guard directoryOffset <= end, directorySize <= end - directoryOffset else {
            throw .corrupt("the central directory lies outside the file")
        }
        var members: [Member] = []
        var offset = directoryOffset
        for index in 0..<count {
            guard offset + 46 <= end, Self.u32(bytes, offset) == 0x0201_4B50 else {
                throw .corrupt("central directory record \(index + 1) of \(count) is missing or damaged")
            }
            let flags = Self.u16(bytes, offset + 8)
            let method = Self.u16(bytes, offset + 10)
            let crc = Self.u32(bytes, offset + 16)
            let compressed = Int(Self.u32(bytes, offset + 20))
            let size = Int(Self.u32(bytes, offset + 24))
            let nameLength = Int(Self.u16(bytes, offset + 28))
            let extraLength = Int(Self.u16(bytes, offset + 30))
            let commentLength = Int(Self.u16(bytes, offset + 32))
            let local = Int(Self.u32(bytes, offset + 42))
            let next = offset + 46 + nameLength + extraLength + commentLength
            guard next <= end else { throw .corrupt("central directory record \(index + 1) runs past the directory") }
            let nameBytes = Array(bytes[offset + 46..<offset + 46 + nameLength])
            guard let name = String(validating: nameBytes, as: UTF8.self) ?? (flags & 0x0800 == 0 ? String(decoding: nameBytes, as: UTF8.self) : nil) else {
                throw .corrupt("member \(index + 1) has a name that is not UTF-8")
            }
            guard Self.isSafeName(name) else { throw .unsafeName(name) }
            if flags & 0x0001 != 0 { throw .unsupported("an encrypted member (\(name))") }
            if compressed == 0xFFFF_FFFF || size == 0xFFFF_FFFF || local == 0xFFFF_FFFF {
                throw .unsupported("a zip64 member (\(name))")
            }
            guard method == 0 || method == 8 else { throw .unsupported("compression method \(method) (\(name))") }
            guard size <= Self.maximumMemberSize else { throw .tooLarge(name) }
            members.append(Member(name: name, method: method, crc: crc, compressedSize: compressed, size: size, localHeaderOffset: local))
            guard members.count <= Self.maximumMembers else { throw .unsupported("more than \(Self.maximumMembers) members") }
            offset = next
        }
        self.members = members
        var positions: [String: Int] = [:]
        for (index, member) in members.enumerated() where positions[member.name] == nil { positions[member.name] = index }
        self.positions = positions
    }

    /// The member named `name`, or `nil`.
    func member(named name: String) -> Member? {
        positions[name].map { members[$0] }
    }

    /// A member's uncompressed bytes, checked against its size and CRC-32.
    ///
    /// - Throws: ``ZipError/corrupt(_:)`` for a damaged local header, deflate stream, size or CRC.
    func contents(of member: Member) throws(ZipError) -> [UInt8] {
        let header = member.localHeaderOffset
        guard header <= bytes.count - 30, Self.u32(bytes, header) == 0x0403_4B50 else {
            throw .corrupt("the local header of \(member.name) is missing or damaged")
        }
        let start = header + 30 + Int(Self.u16(bytes, header + 26)) + Int(Self.u16(bytes, header + 28))
        guard start <= bytes.count, member.compressedSize <= bytes.count - start else {
            throw .corrupt("\(member.name) runs past the end of the file")
        }
        let data: [UInt8]
        switch member.method {
        case 0:
            guard member.compressedSize == member.size else { throw .corrupt("\(member.name): a stored member with two sizes") }
            data = Array(bytes[start..<start + member.size])
        default:
            data = try inflate(start..<start + member.compressedSize, size: member.size, name: member.name)
        }
        let crc = data.withUnsafeBufferPointer { buffer in
            UInt32(truncatingIfNeeded: crc32(0, buffer.baseAddress, uInt(buffer.count)))
        }
        guard crc == member.crc else { throw .corrupt("\(member.name) fails its CRC-32 check") }
        return data
    }

    /// Inflates a raw deflate stream into exactly `size` bytes.
    private func inflate(_ range: Range<Int>, size: Int, name: String) throws(ZipError) -> [UInt8] {
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .corrupt("zlib could not start")
        }
        defer { inflateEnd(&stream) }
        // One byte more than declared, so a stream that holds more is caught.
        var output = [UInt8](repeating: 0, count: size + 1)
        let status: Int32 = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress! + range.lowerBound)
                stream.avail_in = uInt(range.count)
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                return CZlib.inflate(&stream, Z_FINISH)
            }
        }
        let produced = Int(stream.total_out)
        guard status == Z_STREAM_END else {
            throw .corrupt(status == Z_OK || status == Z_BUF_ERROR
                ? (produced > size ? "\(name) inflates to more than its declared \(size) bytes" : "\(name): the deflate stream is cut short")
                : "\(name): the deflate stream is damaged")
        }
        guard produced == size else { throw .corrupt("\(name) inflates to \(produced) bytes, not the declared \(size)") }
        output.removeLast()
        return output
    }

    /// The offset of the end-of-central-directory record: the last signature within the final
    /// 65,557 bytes (22 bytes plus the longest comment) whose comment length fits the file.
    private static func endRecord(_ bytes: [UInt8]) throws(ZipError) -> Int {
        guard bytes.count >= 22 else { throw .notZip }
        var offset = bytes.count - 22
        let lowest = max(0, bytes.count - 22 - 0xFFFF)
        while offset >= lowest {
            if u32(bytes, offset) == 0x0605_4B50, offset + 22 + Int(u16(bytes, offset + 20)) == bytes.count { return offset }
            offset -= 1
        }
        throw bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) ? .corrupt("the end of the central directory is missing (a cut-short file?)") : .notZip
    }

    /// Whether a member name is safe to use as a relative path: not empty, not absolute, no `\`,
    /// NUL or `:` (drive letters), and no `.` or `..` component.
    static func isSafeName(_ name: String) -> Bool {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.contains("\\"), !name.contains("\0"), !name.contains(":") else { return false }
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        for (index, component) in components.enumerated() {
            if component == "." || component == ".." { return false }
            // Only a folder's trailing slash may leave an empty component.
            if component.isEmpty, index != components.count - 1 { return false }
        }
        return true
    }

    private static func u16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    private static func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }
}

/// Why a zip file cannot be read.
enum ZipError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes are not a zip file at all.
    case notZip
    /// A zip file with damaged structure or data (the detail says where).
    case corrupt(String)
    /// A valid zip file using a feature vault does not read (zip64, encryption, a method).
    case unsupported(String)
    /// A member larger than ``ZipReader/maximumMemberSize``.
    case tooLarge(String)
    /// A member name that could lead outside the folder (absolute, `..`, a backslash).
    case unsafeName(String)

    /// The message, without the file's name.
    var description: String {
        switch self {
        case .notZip: "not a zip file"
        case .corrupt(let detail): "a damaged zip file: \(detail)"
        case .unsupported(let feature): "a zip file vault cannot read: \(feature)"
        case .tooLarge(let name): "the member \(name) is larger than \(ZipReader.maximumMemberSize >> 20) MiB"
        case .unsafeName(let name): "the member name '\(name)' is not a safe relative path"
        }
    }
}
