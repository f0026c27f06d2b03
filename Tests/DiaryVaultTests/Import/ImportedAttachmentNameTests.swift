import Testing
@testable import DiaryVault

/// The one rule for naming a second attachment of one name (Obsidian embeds and posts' images).
@Suite struct ImportedAttachmentNameTests {
    @Test func secondAndThirdFileOfOneNameAreNumberedBeforeTheExtension() {
        var attachments: [ImportedAttachment] = []
        for base in ["photo.jpg", "photo.jpg", "photo.jpg", "README", "README"] {
            let name = ImportedAttachment.uniqueName(base, among: attachments)
            attachments.append(ImportedAttachment(name: name, sourcePath: name, contents: .bytes([])))
        }
        #expect(attachments.map(\.name) == ["photo.jpg", "photo 2.jpg", "photo 3.jpg", "README", "README 2"])
    }
}
