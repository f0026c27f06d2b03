import Foundation
import Testing
@testable import DiaryVault

@Suite struct FileHandleWriterTests {
    /// A new empty file in a new temporary directory, and a handle writing to it.
    private func temporaryFile() throws -> (url: URL, handle: FileHandle) {
        let directory = URL(fileURLWithPath: try TemporaryVault.makeFolder(), isDirectory: true)
        let url = directory.appendingPathComponent("out.txt")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        return (url, try FileHandle(forWritingTo: url))
    }

    private func contents(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    @Test func bufferedWriterWritesOnFlush() throws {
        let (url, handle) = try temporaryFile()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let writer = FileHandleWriter(handle: handle, isBuffered: true)
        writer.write("한 줄\n")
        writer.write("two\n")
        #expect(try contents(url) == "")
        writer.flush()
        #expect(try contents(url) == "한 줄\ntwo\n")
        #expect(writer.writeError == nil)
    }

    @Test func bufferedWriterWritesWhenTheBufferFills() throws {
        let (url, handle) = try temporaryFile()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let writer = FileHandleWriter(handle: handle, isBuffered: true)
        let chunk = String(repeating: "x", count: FileHandleWriter.bufferLimit)
        writer.write(chunk)
        #expect(try contents(url) == chunk)
    }

    @Test func unbufferedWriterWritesAtOnce() throws {
        let (url, handle) = try temporaryFile()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let writer = FileHandleWriter(handle: handle, isBuffered: false)
        writer.write("now\n")
        #expect(try contents(url) == "now\n")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full (Linux)"))
    func remembersTheFirstWriteError() throws {
        let handle = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let writer = FileHandleWriter(handle: handle, isBuffered: true)
        writer.write("lost\n")
        #expect(writer.writeError == nil)
        writer.flush()
        let error = try #require(writer.writeError)
        #expect(StandardOutputFailure(error) == StandardOutputFailure(reason: String(cString: strerror(ENOSPC)), isClosed: false, isBrokenPipe: false))
    }

    /// `vault index >&-`: the error Foundation throws (on Linux, "The operation could not be
    /// completed. (NSCocoaErrorDomain error 512.)") holds the POSIX one, whose reason is said
    /// instead.
    @Test func aClosedDescriptorIsSaidAsSuch() {
        let underlying = NSError(domain: NSPOSIXErrorDomain, code: Int(EBADF))
        let error = NSError(domain: NSCocoaErrorDomain, code: 512, userInfo: [NSUnderlyingErrorKey: underlying])
        let closed = StandardOutputFailure(reason: String(cString: strerror(EBADF)), isClosed: true, isBrokenPipe: false)
        #expect(StandardOutputFailure(error) == closed)
        #expect(StandardOutputFailure(underlying) == closed)
        let other = NSError(domain: NSCocoaErrorDomain, code: 512)
        #expect(StandardOutputFailure(other) == StandardOutputFailure(reason: other.localizedDescription, isClosed: false, isBrokenPipe: false))
        let pipe = NSError(domain: NSCocoaErrorDomain, code: 512, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EPIPE))])
        #expect(StandardOutputFailure(pipe).isBrokenPipe)
        #expect(StandardOutputFailure(pipe).report == "")
    }
}
