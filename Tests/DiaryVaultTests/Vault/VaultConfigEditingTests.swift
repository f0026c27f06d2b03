import Testing
@testable import DiaryVault

/// `VaultConfig.setting(_:to:in:)`: one key changed, every other byte kept.
@Suite struct VaultConfigEditingTests {
    @Test(arguments: [
        // Replaced in place, with the comment after the value and the line's ending kept.
        ("# mine\nsort = newest   # my order\nlocale = ko_KR\n", "# mine\nsort = oldest   # my order\nlocale = ko_KR\n"),
        ("sort=newest\r\n", "sort=oldest\r\n"),
        ("  sort =\n", "  sort = oldest\n"),
        // Appended: a commented-out key is not set; the file's line ending is used.
        ("# sort = newest\r\n\r\n", "# sort = newest\r\n\r\nsort = oldest\r\n"),
        ("locale = de_DE", "locale = de_DE\nsort = oldest\n"),
        ("", "sort = oldest\n"),
    ])
    func setsOneKeyAndKeepsTheRest(_ text: String, _ expected: String) throws {
        let edited = VaultConfig.setting("sort", to: "oldest", in: text)
        #expect(Array(edited.utf8) == Array(expected.utf8))
        #expect(try VaultConfig(parsing: edited, path: ".vault/config").sort == "oldest")
    }

    @Test func writesTheFileAtomicallyAndRefusesAnInvalidOne() throws {
        try TemporaryVault.with { vault in
            let opened = try vault.vault
            try VaultConfig.set("sort", to: "random", in: opened)
            #expect(try vault.text(".vault/config") == "sort = random\n")
            try vault.write(".vault/config", "locale = xx_NOPE\n")
            #expect(throws: VaultError.self) { try VaultConfig.set("sort", to: "oldest", in: opened) }
            #expect(try vault.text(".vault/config") == "locale = xx_NOPE\n")
        }
    }
}
