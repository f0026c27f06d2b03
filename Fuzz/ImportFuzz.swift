// The harnesses of `vault import`'s readers (`scripts/fuzz.sh dayone-json|dayone-classic|jrnl|
// vault-json|mood-json|mood-plist SECONDS`). The file readers go through the file system as the
// command does: each input is written to a file under `$TMPDIR/vault-fuzz-<pid>/` (fuzz.sh points
// TMPDIR into the target's folder) and read by the source's `read(_:)`.

import Foundation

/// The importers, each with one property beyond "no crash": every entry read from the input
/// (other than a vault export's verbatim file) is written as a file that vault parses again.
enum ImportFuzz {
    /// This process's folder for the input files.
    static let folder: String = {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } ?? "/tmp"
        let path = base + "/vault-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path + "/classic/Journal.dayone/entries", withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(atPath: path + "/dayone", withIntermediateDirectories: true)
        return path
    }()

    /// Where an input is read from: a file named as the command would meet it.
    static func options(_ path: String) -> ImportOptions {
        ImportOptions(displayPath: path, path: path, timeZone: TimeZone(identifier: "Asia/Seoul")!, timeZoneGiven: true)
    }

    /// Writes the input to `relative` under ``folder`` and returns the whole path.
    static func write(_ bytes: [UInt8], to relative: String) -> String {
        let path = folder + "/" + relative
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { fatalError("cannot write \(path)") }
        return path
    }

    /// Reads with a source and checks the batch; an ``ImportError`` (or another thrown error) is
    /// the reader's clear refusal, which is fine.
    static func read(_ source: some ImportSource, _ options: ImportOptions) {
        guard let batch = try? source.read(options) else { return }
        check(batch)
    }

    /// Every entry of the batch that vault writes itself (not a verbatim file) parses again as
    /// an entry file, with a readable date.
    static func check(_ batch: ImportBatch) {
        for entry in batch.entries where entry.verbatim == nil {
            let bytes = entry.fileBytes(body: entry.startingBody)
            guard let document = try? EntryDocument(parsing: bytes) else {
                fatalError("property violated: an imported entry's file does not parse:\n\(String(decoding: bytes, as: UTF8.self))")
            }
            guard document[SemanticKey.date.name] != nil else {
                fatalError("property violated: an imported entry's file has no date:\n\(String(decoding: bytes, as: UTF8.self))")
            }
        }
    }

    /// A Day One journal JSON file (`Journal.json`, read from its folder as an unzipped export).
    static func dayOneJSON(_ bytes: [UInt8]) {
        read(DayOneSource(), options(write(bytes, to: "dayone/Journal.json")))
    }

    /// One Day One Classic entry (`Journal.dayone/entries/<UUID>.doentry`, a property list).
    static func dayOneClassic(_ bytes: [UInt8]) {
        _ = write(bytes, to: "classic/Journal.dayone/entries/0A1B2C3D4E5F40718293A4B5C6D7E8F9.doentry")
        read(DayOneSource(), options(folder + "/classic/Journal.dayone"))
    }

    /// A jrnl journal: its text file or its JSON export, told apart by the first character.
    static func jrnl(_ bytes: [UInt8]) {
        read(JrnlSource(), options(write(bytes, to: "journal.txt")))
    }

    /// `vault import json`: vault's own export document or an app's array of records (the mood
    /// diary's `diary_list.json`); one reader, two seed sets.
    static func json(_ bytes: [UInt8]) {
        read(JSONArraySource(), options(write(bytes, to: "diary_list.json")))
    }

    /// `vault import plist`: a property list (XML, binary or OpenStep) holding the records.
    static func propertyList(_ bytes: [UInt8]) {
        read(PropertyListSource(), options(write(bytes, to: "diaryList.plist")))
    }
}
