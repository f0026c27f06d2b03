import Foundation
import Testing
@testable import DiaryVault

/// `vault import` of exports a new user has at hand: an app's store that is still empty.
@Suite struct ImportOddInputTests {
    /// An empty JSON array (an app with no entries yet) imports nothing and says so; it said
    /// "no date field", as if the records were of another shape.
    @Test func anEmptyArrayImportsNothingAndSaysSo() throws {
        let vault = try TemporaryVault()
        try vault.write("in/empty.json", "[]")
        let result = vault.run(["import", "json", "in/empty.json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("empty.json: the array $ holds no entries: nothing to import"), "\(result.stderr)")
        #expect(!result.stderr.contains("no date field"), "\(result.stderr)")
        #expect(vault.files().filter { $0.hasSuffix(".md") && !$0.hasPrefix(".vault/") }.isEmpty, "\(vault.files())")
    }
}
