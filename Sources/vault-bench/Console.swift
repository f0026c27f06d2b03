#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered output: the report on standard output, progress and errors on standard error.
///
/// Write errors are ignored: when the reader goes away (`vault-bench | head`), the benchmark
/// still finishes, restores any changed files and removes its work folder.
enum Console {
    /// Writes one line of the report.
    static func print(_ line: String = "") {
        write(line + "\n", to: 1)
    }

    /// Writes one progress or error line.
    static func progress(_ line: String) {
        write("vault-bench: " + line + "\n", to: 2)
    }

    /// Writes all of `text` to a file descriptor, giving up on the first error.
    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                let count = Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
                if count < 0, errno == EINTR { continue }
                if count <= 0 { return }
                offset += count
            }
        }
    }
}
