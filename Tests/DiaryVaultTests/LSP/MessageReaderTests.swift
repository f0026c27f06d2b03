import Foundation
import Testing
@testable import DiaryVault

/// The base protocol's framing read from a real pipe: whole messages, messages split across
/// writes and several in one write, and every malformed header, over-long content and an input
/// that ends mid-message, each reported and read past.
@Suite struct MessageReaderTests {
    /// The events of reading `input` through a pipe to its end.
    static func events(_ input: [UInt8], limit: Int = 1 << 20) throws -> [MessageReader.Event] {
        let pipe = Pipe()
        let writer = Thread {
            pipe.fileHandleForWriting.write(Data(input))
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        var reader = MessageReader(descriptor: pipe.fileHandleForReading.fileDescriptor, maximumContentLength: limit)
        var events: [MessageReader.Event] = []
        while true {
            let event = reader.next()
            events.append(event)
            if event == .end || events.count > 100 { break }
        }
        return events
    }

    static func framed(_ content: String, header: String? = nil) -> [UInt8] {
        Array((header ?? "Content-Length: \(content.utf8.count)\r\n\r\n").utf8) + Array(content.utf8)
    }

    @Test func readsMessagesOneAfterAnother() throws {
        let input = Self.framed("{\"a\":1}") + Self.framed("{\"b\":\"한\"}", header: "content-length: 11\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n")
        #expect(try Self.events(input) == [.message(Array("{\"a\":1}".utf8)), .message(Array("{\"b\":\"한\"}".utf8)), .end])
    }

    @Test func readsAMessageLargerThanOneRead() throws {
        let content = "{\"text\":\"" + String(repeating: "가", count: 100_000) + "\"}"
        #expect(try Self.events(Self.framed(content)) == [.message(Array(content.utf8)), .end])
    }

    @Test func reportsAHeaderWithoutLengthAndGoesOn() throws {
        let input = Self.framed("{}", header: "Content-Type: x\r\n\r\n") + Self.framed("{\"ok\":1}")
        let events = try Self.events(input)
        #expect(events.first == .badHeader("the header part has no Content-Length"))
        #expect(events.contains(.message(Array("{\"ok\":1}".utf8))))
        #expect(events.last == .end)
    }

    @Test func reportsALengthThatIsNotANumber() throws {
        let events = try Self.events(Self.framed("{}", header: "Content-Length: -2\r\n\r\n"))
        #expect(events.first == .badHeader("the Content-Length is not a number of bytes"))
        #expect(events.last == .end)
    }

    @Test func skipsContentOverTheLimitAndReadsTheNextMessage() throws {
        let big = String(repeating: "x", count: 5000)
        let input = Self.framed(big) + Self.framed("{}")
        #expect(try Self.events(input, limit: 1000) == [.tooLarge(5000), .message(Array("{}".utf8)), .end])
    }

    @Test func boundsAHeaderThatNeverEnds() throws {
        let input = Array(repeating: UInt8(ascii: "a"), count: 50_000)
        let events = try Self.events(input)
        #expect(events.contains(.badHeader("the header part is longer than 8192 bytes")))
        #expect(events.last == .end)
    }

    @Test func endsInTheMiddleOfAMessage() throws {
        #expect(try Self.events(Array("Content-Length: 10\r\n\r\n{\"a\"".utf8)) == [.end])
        #expect(try Self.events(Array("Content-Len".utf8)) == [.end])
        #expect(try Self.events([]) == [.end])
    }
}
