import Foundation
import Testing
@testable import DiaryVault

/// Two real `vault import` processes of the same input into one vault at once write each entry
/// once: an import holds the vault's lock (``FolderLock`` on the vault root) from its scan to its
/// last file, so the second waits and then finds every entry present.
@Suite struct ConcurrentImportTests {
    /// How many entries the input holds: enough that two unlocked imports would overlap.
    static let count = 300

    @Test(.timeLimit(.minutes(1)))
    func twoImportsAtOnceWriteEachEntryOnce() throws {
        let executable = try #require(ConcurrentWriteTests.executable, "build the vault executable first: swift build")
        try TemporaryVault.with { vault in
            let records = (1...Self.count).map { number in
                let uuid = String(format: "00000000-0000-4000-8000-%012d", number)
                return #"{"uuid": "\#(uuid)", "date": "2026-11-01 \#(String(format: "%02d:%02d", number / 60, number % 60))", "title": "Entry \#(number)", "body": "Body \#(number)."}"#
            }
            try vault.write("../tools/store.json", "[\n" + records.joined(separator: ",\n") + "\n]\n")
            let processes = try (0..<2).map { index in
                try ConcurrentWriteTests.launch(executable, ["import", "json", vault.base + "/tools/store.json", "--json", "--vault", vault.root],
                                                log: vault.base + "/tools/import-\(index)", environment: vault.environment())
            }
            for process in processes { process.waitUntilExit() }
            var created = 0
            for (index, process) in processes.enumerated() {
                let output = try String(contentsOfFile: vault.base + "/tools/import-\(index).out", encoding: .utf8)
                let errors = try String(contentsOfFile: vault.base + "/tools/import-\(index).err", encoding: .utf8)
                #expect(process.terminationStatus == 0, "\(errors)")
                if output.contains(#""counts":{"new":\#(Self.count),"present":0,"conflicts":0"#) { created += 1 }
                else { #expect(output.contains(#""counts":{"new":0,"present":\#(Self.count),"conflicts":0"#), "\(output.prefix(300))") }
            }
            #expect(created == 1)
            #expect(vault.files(under: "2026").count == Self.count)
        }
    }
}
