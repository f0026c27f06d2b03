import Foundation
import Testing
@testable import DiaryVault

@Suite struct VaultTests {
    /// `--vault`, then `VAULT_DIR`, then the nearest `.vault/` above the working directory; the
    /// root is shown as given, or relative to the working directory when discovered.
    @Test(arguments: [
        ("diary", [:], "", "diary"),
        ("diary/", [:], "", "diary"),
        (nil, ["VAULT_DIR": "diary"], "", "diary"),
        ("diary", ["VAULT_DIR": "elsewhere"], "", "diary"),
        (nil, [:], "diary", ""),
        (nil, [:], "diary/2026/11", "../.."),
    ] as [(String?, [String: String], String, String)])
    func findsTheVaultTheUserMeans(explicit: String?, environment: [String: String], workingFolder: String, shown: String) throws {
        try TemporaryVault.withFolder { directory in
            try TemporaryVault.write("", to: "diary/.vault/config", in: directory)
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("diary/2026/11"), withIntermediateDirectories: true)
            let working = directory.appendingPathComponent(workingFolder).path
            let vault = try Vault.discover(explicit: explicit, environment: environment, currentDirectory: working)
            #expect(vault.displayRoot == shown)
            #expect(vault.path == Vault.normalize(directory.appendingPathComponent("diary").path))
            #expect(vault.displayPath("2026/11/a.md") == (shown.isEmpty ? "" : shown + "/") + "2026/11/a.md")
        }
    }

    @Test func failsWithAHintWhenThereIsNoVault() throws {
        try TemporaryVault.withFolder { directory in
            #expect(throws: VaultError.noVault(searchedFrom: directory.path)) {
                try Vault.discover(explicit: nil, environment: [:], currentDirectory: directory.path)
            }
            #expect(throws: VaultError.notADirectory(path: "missing")) {
                try Vault.discover(explicit: "missing", environment: [:], currentDirectory: directory.path)
            }
            #expect(VaultError.noVault(searchedFrom: "/tmp/x").localizedDescription == """
                error: no vault found in /tmp/x or its parents
                hint: pass --vault DIR, set VAULT_DIR, or create one with 'vault init DIR'
                """)
        }
    }

    @Test(arguments: [("/a/./b/../c/", "/a/c"), ("/", "/"), ("/../x", "/x"), ("//a//b", "/a/b")])
    func normalizesPathsLexically(path: String, normalized: String) {
        #expect(Vault.normalize(path) == normalized)
    }

    /// A starred entry, for commands run in a vault.
    static let walk = "---\nuuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F\ndate: 2026-11-29\nstarred: true\n---\nWalk.\n"

    /// `--vault` must name a vault: a folder inside one is refused (exit 64) and nothing is written.
    @Test func vaultOptionNeedsAVault() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-walk.md", Self.walk)
        let run = vault.run(["--vault", "2026", "index"])
        #expect(run == CLIRun(status: 64, stdout: "", stderr: """
            error: 2026 (from --vault) is not a vault: it has no .vault/ folder
            hint: it lies inside the vault .; give --vault that folder
            hint: to make 2026 a vault, run 'vault init 2026'

            """))
        let star = vault.run(["--vault", "2026/11", "unstar", "2026-11-29"])
        #expect(star.status == 64)
        #expect(try vault.text("2026/11/2026-11-29-walk.md") == Self.walk)
    }

    /// `VAULT_DIR` must name a vault, as `--vault` must.
    @Test func vaultDirNeedsAVault() throws {
        try TemporaryVault.withFolder { directory in
            try TemporaryVault.write("# notes\n", to: "notes/a.md", in: directory)
            let run = EndToEnd.run(["check"], in: directory, environment: ["VAULT_DIR": "notes"])
            #expect(run == CLIRun(status: 64, stdout: "", stderr: """
                error: notes (from VAULT_DIR) is not a vault: it has no .vault/ folder
                hint: to make notes a vault, run 'vault init notes'

                """))
        }
    }
}
