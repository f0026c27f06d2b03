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
}
