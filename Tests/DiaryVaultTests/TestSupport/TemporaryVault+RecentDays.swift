@testable import DiaryVault

extension TemporaryVault {
    /// A vault with three entries around the test clock's day (2026-11-29 in Seoul): one today
    /// (`mood: good`, `tags: [walk]`), one yesterday (`mood: okay`, `tags: [walk]`) and one a
    /// year and a day ago, with no mood or tags.
    ///
    /// - Throws: The file system's error when the vault cannot be made.
    static func recentDays() throws -> TemporaryVault {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-today.md", "---\ndate: 2026-11-29T09:00:00+09:00\nmood: good\ntags: [walk]\n---\n# Today\n")
        try vault.write("2026/11/2026-11-28-yesterday.md", "---\ndate: 2026-11-28T21:00:00+09:00\nmood: okay\ntags: [walk]\n---\n# Yesterday\n")
        try vault.write("2025/11/2025-11-28-last-year.md", "---\ndate: 2025-11-28T08:00:00+09:00\n---\n# Last year\n")
        return vault
    }
}
