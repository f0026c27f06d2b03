import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes LSP base-protocol messages (`Content-Length: N\r\n\r\n` then N bytes of JSON) to a file
/// descriptor, one whole message at a time under a lock, so messages from two threads never
/// interleave (LSP 3.17, "Base Protocol").
///
/// A peer that has gone away (`EPIPE`, any other write error) makes later writes do nothing:
/// the server then ends when its input ends.
final class MessageWriter: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var failed = false

    /// Creates a writer.
    ///
    /// - Parameter descriptor: An open file descriptor, such as 1 (standard output).
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes one message with its header.
    ///
    /// - Parameter value: The JSON-RPC message.
    func send(_ value: ImportValue) {
        let content = value.jsonBytes
        let message = Array("Content-Length: \(content.count)\r\n\r\n".utf8) + content
        lock.lock()
        defer { lock.unlock() }
        guard !failed else { return }
        var offset = 0
        while offset < message.count {
            let written = message.withUnsafeBufferPointer { pointer in
                write(descriptor, pointer.baseAddress! + offset, message.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                failed = true
                return
            }
            offset += written
        }
    }
}

extension ImportValue {
    /// The value as compact JSON text (RFC 8259), members in their order; a number is written
    /// as an integer when it is one, as JSON-RPC ids and LSP positions are.
    var jsonBytes: [UInt8] {
        var writer = JSONWriter()
        write(to: &writer)
        return writer.takeBytes()
    }

    private func write(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.value(nil as String?)
        case .bool(let flag): writer.value(flag)
        case .number(let number, let text):
            if let integer = Int(text) { writer.value(integer) } else if number == number.rounded(), abs(number) < 1e15 {
                writer.value(Int(number))
            } else { writer.value(number) }
        case .string(let text): writer.value(text)
        case .date(let date): writer.value(date.timeIntervalSince1970)
        case .data(let bytes): writer.value(String(decoding: bytes, as: UTF8.self))
        case .array(let items):
            writer.beginArray()
            for item in items { item.write(to: &writer) }
            writer.endArray()
        case .object(let members):
            writer.beginObject()
            for member in members {
                writer.key(member.key)
                member.value.write(to: &writer)
            }
            writer.endObject()
        }
    }

    /// An integer as a JSON number.
    static func int(_ value: Int) -> ImportValue {
        .number(Double(value), text: String(value))
    }

    /// The number as an `Int` when it is a whole number in range, else `nil`.
    var integer: Int? {
        guard case .number(let value, let text) = self else { return nil }
        if let exact = Int(text) { return exact }
        guard value == value.rounded(), abs(value) < 9e15 else { return nil }
        return Int(value)
    }
}
