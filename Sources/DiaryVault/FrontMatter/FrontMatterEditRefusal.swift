import Foundation

/// An edit refused because it cannot be written faithfully in the file's front-matter format
/// (see ``EntryDocument/editRefusal(forKey:value:)``): the file is left as it is.
public struct FrontMatterEditRefusal: Error, Hashable, Sendable, LocalizedError {
    /// The file's path as the user sees it.
    public var path: String
    /// Why the edit cannot be made.
    public var reason: String

    /// `path: error: cannot edit the front matter: reason`.
    public var errorDescription: String? {
        "\(path): error: cannot edit the front matter: \(reason)"
    }
}
