import Foundation

/// Changes a few entry files the way an editor would, and puts them back afterwards.
///
/// Each round appends one line to the end of every file's body, longer each round, so the size and
/// the modification time both change and a cache keyed by them must re-read exactly these files.
/// Counts, days and stars stay the same. The line uses the file's own line ending.
struct FileToucher: Sendable {
    /// The vault root.
    let root: String
    /// The touched files (relative to the root) and their original bytes.
    let originals: [(path: String, bytes: [UInt8])]

    /// Reads the originals of `paths`, and copies them into `backup` (flat, `/` as `%2F`) if given,
    /// so that they survive an interrupted run.
    ///
    /// - Throws: `BenchError.io` when one cannot be read or backed up.
    init(root: String, paths: [String], backup: String? = nil) throws {
        self.root = root
        originals = try paths.map { ($0, try FileIO.read(root + "/" + $0)) }
        if let backup {
            try FileIO.makeDirectory(backup)
            for (path, bytes) in originals {
                try FileIO.write(bytes, to: backup + "/" + path.replacingOccurrences(of: "/", with: "%2F"))
            }
        }
    }

    /// Rewrites every file as its original plus one edit line for `round` (0, 1, 2...).
    func touch(round: Int) throws {
        for (path, bytes) in originals {
            try FileIO.write(Self.edited(bytes, round: round), to: root + "/" + path)
        }
    }

    /// Writes the original bytes back.
    func restore() throws {
        for (path, bytes) in originals {
            try FileIO.write(bytes, to: root + "/" + path)
        }
    }

    /// The original bytes with a line `Edited by vault-bench, round N.` (plus N `!`) appended.
    static func edited(_ bytes: [UInt8], round: Int) -> [UInt8] {
        let crlf = bytes.indices.contains { $0 > 0 && bytes[$0] == 0x0A && bytes[$0 - 1] == 0x0D }
        let newline: [UInt8] = crlf ? [0x0D, 0x0A] : [0x0A]
        var result = bytes
        if let last = bytes.last, last != 0x0A { result += newline }
        result += newline
        result += Array("Edited by vault-bench, round \(round).\(String(repeating: "!", count: round))".utf8)
        result += newline
        return result
    }

    /// Up to `count` paths spread evenly over the sorted list of `paths`.
    static func spread(_ paths: [String], count: Int) -> [String] {
        let sorted = paths.sorted()
        guard sorted.count > count else { return sorted }
        return (0..<count).map { sorted[($0 * sorted.count + sorted.count / 2) / count] }
    }
}
