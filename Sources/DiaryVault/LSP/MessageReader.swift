#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the messages of the Language Server Protocol's base protocol from a file descriptor:
/// each a header part of `Name: value` lines ended by an empty line, then `Content-Length` bytes
/// of JSON-RPC 2.0 content (LSP 3.17, "Base Protocol").
///
/// It never trusts the peer: a header part without a valid `Content-Length`, or longer than
/// ``maximumHeaderLength`` bytes, is reported and skipped; content longer than the reader's
/// limit is read past, never kept, and reported with its length, so one bad message costs one
/// error reply and the next message is read as usual. The end of the input (or a read error)
/// ends the stream, also in the middle of a message.
struct MessageReader {
    /// What the next read found.
    enum Event: Equatable, Sendable {
        /// A message's content (its JSON is not checked here).
        case message([UInt8])
        /// A header part the base protocol does not allow, with what was wrong.
        case badHeader(String)
        /// Content longer than the limit, read past; its `Content-Length`.
        case tooLarge(Int)
        /// The input ended (or could not be read).
        case end
    }

    /// The longest header part read, in bytes: far above the two headers the protocol defines.
    static let maximumHeaderLength = 8192

    /// The file descriptor read.
    let descriptor: Int32
    /// The longest content kept, in bytes.
    let maximumContentLength: Int
    private var buffer: [UInt8] = []
    /// Where each read lands (``chunk`` bytes, made at the first read).
    private var scratch: [UInt8] = []
    private var start = 0
    private var atEnd = false
    /// Whether the last header part was refused: its content, of unknown length, then precedes
    /// the next header on the same line, so a header name that ends in `Content-Length` counts.
    private var recovering = false

    /// Creates a reader.
    ///
    /// - Parameters:
    ///   - descriptor: An open file descriptor, such as 0 (standard input).
    ///   - maximumContentLength: The longest content kept, in bytes.
    init(descriptor: Int32, maximumContentLength: Int) {
        self.descriptor = descriptor
        self.maximumContentLength = maximumContentLength
    }

    /// Reads until one event is complete.
    mutating func next() -> Event {
        // The header part: up to the first empty line (CRLF CRLF; a bare LF is accepted too).
        var headerEnd: (end: Int, next: Int)?
        // How many bytes after `start` were scanned: an offset from `start`, since a read may
        // move the buffer's contents.
        var scanned = 0
        while headerEnd == nil {
            headerEnd = Self.headerTerminator(in: buffer, from: start, scanFrom: start + scanned)
            if headerEnd != nil { break }
            scanned = max(0, buffer.count - start - 3)
            if buffer.count - start > Self.maximumHeaderLength {
                // Keep the last bytes: they may begin the next message's header.
                let kept = 3
                start = buffer.count - kept
                recovering = true
                return .badHeader("the header part is longer than \(Self.maximumHeaderLength) bytes")
            }
            guard fill() else { return .end }
        }
        guard let (end, next) = headerEnd else { return .end }
        let header = buffer[start..<end]
        start = next
        let length: Int
        switch Self.contentLength(of: header, afterRefusal: recovering) {
        case .success(let value):
            length = value
            recovering = false
        case .failure(let problem):
            recovering = true
            return .badHeader(problem.message)
        }
        if length > maximumContentLength {
            var remaining = length
            while remaining > 0 {
                let available = buffer.count - start
                if available == 0 {
                    guard fill() else { return .end }
                    continue
                }
                let taken = min(available, remaining)
                start += taken
                remaining -= taken
            }
            return .tooLarge(length)
        }
        while buffer.count - start < length {
            guard fill() else { return .end }
        }
        let content = Array(buffer[start..<start + length])
        start += length
        return .message(content)
    }

    /// Why a header part is refused.
    struct HeaderProblem: Error, Equatable {
        /// What was wrong, in one sentence.
        var message: String
    }

    /// The value of the `Content-Length` header (its name compared without case, as HTTP
    /// header names are: RFC 9110 section 5.1), from a header part without its final empty line.
    /// After a refused header part (`afterRefusal`), a name that ends in `content-length` counts:
    /// the refused message's content is on the same line before it.
    static func contentLength(of header: ArraySlice<UInt8>, afterRefusal: Bool = false) -> Result<Int, HeaderProblem> {
        var length: Int?
        for rawLine in header.split(separator: 0x0A, omittingEmptySubsequences: false) {
            let line = rawLine.last == 0x0D ? rawLine.dropLast() : rawLine
            if line.isEmpty { continue }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                return .failure(HeaderProblem(message: "a header line has no ':' (expected 'Content-Length: <bytes>')"))
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            guard name == "content-length" || (afterRefusal && name.hasSuffix("content-length")) else { continue }
            let value = line[line.index(after: colon)...].drop { $0 == 0x20 || $0 == 0x09 }
            let digits = value.reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed()
            guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                return .failure(HeaderProblem(message: "the Content-Length is not a number of bytes"))
            }
            length = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        guard let length else { return .failure(HeaderProblem(message: "the header part has no Content-Length")) }
        return .success(length)
    }

    /// Where the header part that starts at `start` ends (before its empty line) and where its
    /// content begins, or `nil` when the buffer does not hold the empty line yet.
    static func headerTerminator(in buffer: [UInt8], from start: Int, scanFrom: Int) -> (end: Int, next: Int)? {
        var index = max(start, scanFrom)
        while index < buffer.count {
            if buffer[index] == 0x0A {
                // A line ends here; the header part ends if the next line is empty.
                var next = index + 1
                if next < buffer.count, buffer[next] == 0x0D { next += 1 }
                if next < buffer.count, buffer[next] == 0x0A {
                    // Skip blank lines between messages: an empty header part is no message.
                    if index == start || (index == start + 1 && buffer[start] == 0x0D) {
                        return headerTerminator(in: buffer, from: next + 1, scanFrom: next + 1).map { $0 }
                    }
                    let end = index > start && buffer[index - 1] == 0x0D ? index - 1 : index
                    return (end, next + 1)
                }
            }
            index += 1
        }
        return nil
    }

    /// Reads more bytes into the buffer; `false` at the end of the input or on a read error.
    private mutating func fill() -> Bool {
        guard !atEnd else { return false }
        if start > 0, start >= buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        // One read into the scratch buffer, then only the bytes read appended (a copy): growing
        // the buffer by a whole chunk of zeros and cutting it back cost more than the read, at
        // every message.
        if scratch.isEmpty { scratch = [UInt8](repeating: 0, count: Self.chunk) }
        var count: Int
        repeat {
            count = scratch.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, Self.chunk) }
        } while count < 0 && errno == EINTR
        if count <= 0 {
            atEnd = true
            return false
        }
        scratch.withUnsafeBufferPointer { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
        return true
    }

    /// The most bytes one read takes.
    static let chunk = 65_536
}
