import Foundation

extension Session {
    /// The entries of the generated Day One export.
    static let importEntryCount = 10_000
    /// The budget of an import into a new vault, as a ratio to `unzip -o` (picked from the
    /// measurements: `unzip` writes 101 files without syncing, the import creates 10,100 files
    /// each synced with its folder, so the disk's `fsync` sets the pace).
    static let importNewTarget = 300.0
    /// The budget of an import whose entries are all present (nothing written: the zip is read,
    /// every entry mapped and found), as a ratio to `unzip -o` (picked from the measurements).
    static let importPresentTarget = 20.0

    /// Times `vault import dayone` of a generated Day One export of 10,000 entries (one
    /// journal, a photo every 100 entries, iOS escapes, location and weather) against `unzip -o`
    /// of the same zip, which only inflates the members to disk.
    ///
    /// - `import dayone, new vault`: `rm -rf` of the previous import, then the import into an
    ///   empty vault: read and inflate the zip, map every entry, write 10,000 entry files and 100
    ///   photos atomically.
    /// - `import dayone, all present`: the same export again into the imported vault: every entry
    ///   is found present, nothing is written.
    /// - `unzip -o` (also after an `rm -rf`), the floor both are compared with
    ///   (``importNewTarget``, ``importPresentTarget``).
    ///
    /// The zip is made with `zip -q -r` in the work folder; without `zip` and `unzip`, or with a
    /// binary without `vault import`, the figures get a note instead of a timing.
    ///
    /// - Returns: The three figures.
    /// - Throws: The errors of ``time(_:command:_:warmups:floor:)`` and of writing the export.
    mutating func measureImport() throws -> [Figure] {
        let count = Self.importEntryCount
        var fresh = Figure(name: "import dayone, new vault", command: "vault --vault NEW import dayone EXPORT.zip (\(count) entries)",
                           note: "vault has no import command or zip/unzip is missing")
        var present = Figure(name: "import dayone, all present", command: "vault --vault IMPORTED import dayone EXPORT.zip",
                             note: fresh.note)
        var unzip = Figure(name: "unzip -o EXPORT.zip", command: "unzip -q -o EXPORT.zip -d DIR", note: fresh.note, floor: .unzip)
        _ = try bench.runner.run([build.binary, "help", "import"], output: work + "/import-help.out")
        let which = try bench.runner.run(["/bin/sh", "-c", "command -v zip && command -v unzip"])
        guard Bench.text(of: work + "/import-help.out").contains("dayone"), which.status == 0 else { return [fresh, present, unzip] }
        let zip = try writeDayOneExport(entries: count)
        let target = work + "/import-vault"
        let shell = { (script: String) in ["/bin/sh", "-c", script] }
        // A new import waits on the disk (about 20,000 fsync calls): no warm-up, at most 3 runs,
        // and the peak from those runs (GNU time reports the largest of the shell's children).
        let freshCommand = shell("rm -rf \(target) && mkdir -p \(target)/.vault && \(build.binary) --vault \(target) import dayone \(zip)")
        Console.progress("timing \(fresh.name)")
        fresh.timing = Timing(runs: try (0..<min(3, bench.options.runs)).map { _ in try measuredWithPeak(freshCommand) }, measuredPeak: nil)
        fresh.note = nil
        present = try time(present.name, command: present.command, [build.binary, "--vault", target, "import", "dayone", zip], warmups: 1)
        unzip = try time(unzip.name, command: unzip.command,
                         shell("rm -rf \(work)/unzipped && unzip -q -o \(zip) -d \(work)/unzipped"), warmups: 1, floor: .unzip)
        (fresh.comparedTo, fresh.target) = (.unzip, Self.importNewTarget)
        (present.comparedTo, present.target) = (.unzip, Self.importPresentTarget)
        return [unzip, fresh, present]
    }

    /// Writes `export/Journal.json` (and `photos/`) and zips it into `dayone-export.zip`.
    ///
    /// - Returns: The zip's path.
    private func writeDayOneExport(entries count: Int) throws -> String {
        let folder = work + "/dayone-export"
        _ = try bench.runner.run(["/bin/sh", "-c", "rm -rf \(folder) && mkdir -p \(folder)/photos"])
        var generator = SeededGenerator(seed: 13)
        var json = "{\n  \"metadata\" : {\n    \"version\" : \"1.0\"\n  },\n  \"entries\" : [\n"
        let zones = ["Asia/Seoul", "Europe/Berlin", "America/Los_Angeles"]
        let formatter = ISO8601DateFormatter()
        func hex(_ value: UInt64, _ width: Int) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        for index in 0..<count {
            let day = 1_735_689_600 + index * 86_400 / 3 + generator.next(below: 20_000)
            let date = Date(timeIntervalSince1970: TimeInterval(day))
            let stamp = formatter.string(from: date)
            let uuid = hex(UInt64(index), 16) + hex(generator.next(), 16)
            var photos = ""
            var text = "# Day \(index)\\n\\nWalked by the river\\\\. It was cold\\\\! Mina said \\\\(again\\\\) it would snow\\\\."
            if index % 100 == 0 {
                let md5 = hex(UInt64(index + 1), 32).lowercased()
                let identifier = hex(UInt64(index + 7), 32)
                try FileIO.write(Array("photo \(index)".utf8), to: "\(folder)/photos/\(md5).jpeg")
                photos = ",\n      \"photos\" : [{\"identifier\" : \"\(identifier)\", \"md5\" : \"\(md5)\", \"type\" : \"jpeg\"}]"
                text += "\\n\\n![](dayone-moment:\\/\\/\(identifier))"
            }
            json += """
                    {
                      "uuid" : "\(uuid)",
                      "creationDate" : "\(stamp)",
                      "modifiedDate" : "\(stamp)",
                      "timeZone" : "\(zones[index % 3].replacing("/", with: "\\/"))",
                      "creationOSName" : "iOS",
                      "starred" : \(index % 7 == 0),
                      "tags" : ["walk", "day \(index % 10)"],
                      "location" : {"placeName" : "Riverside", "localityName" : "Seoul", "country" : "South Korea", "latitude" : 37.5, "longitude" : 126.9},
                      "weather" : {"conditionsDescription" : "Clear", "temperatureCelsius" : 3.5, "windSpeedKPH" : 9},
                      "text" : "\(text)"\(photos)
                    }\(index + 1 < count ? "," : "")

                """
        }
        json += "  ]\n}\n"
        try FileIO.write(Array(json.utf8), to: folder + "/Journal.json")
        let zip = work + "/dayone-export.zip"
        let result = try bench.runner.run(["/bin/sh", "-c", "rm -f \(zip) && cd \(folder) && zip -q -r \(zip) Journal.json photos"])
        guard result.status == 0 else { throw BenchError.commandFailed(command: "zip -q -r \(zip)", status: result.status, stderr: "") }
        return zip
    }
}
