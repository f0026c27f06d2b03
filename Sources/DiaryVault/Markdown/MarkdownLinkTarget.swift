extension MarkdownRenderer {
    /// What a link in an entry points at, as written, for `Options.resolveLink` to map to an href.
    ///
    /// `[[2026-11-29 Trip#Morning|the trip]]` is `LinkTarget(kind: .wikilink, path: "2026-11-29
    /// Trip", fragment: "Morning")`; `![[photo.png]]` is `LinkTarget(kind: .embed, path:
    /// "photo.png", isImage: true)`; `[x](attachments/a.pdf)` is `LinkTarget(kind: .link, path:
    /// "attachments/a.pdf")`. Paths are as written after CommonMark's backslash escapes and
    /// entity references are read, not percent-decoded.
    public struct LinkTarget: Sendable, Hashable {
        /// Which syntax the target came from.
        public enum Kind: Sendable, Hashable {
            /// `[[target]]`, `[[target|alias]]`, `[[target#heading]]`.
            case wikilink
            /// `![[target]]`: an image shown inline when `isImage`, else a link to the file.
            case embed
            /// A link `[text](relative/path)` whose destination has no scheme.
            case link
            /// An image `![alt](relative/path.png)` whose destination has no scheme.
            case image
        }

        /// Which syntax the target came from.
        public var kind: Kind
        /// The target without its fragment: an entry's name or a file's relative path.
        public var path: String
        /// What followed `#` (a heading or block name), without the `#`; `nil` when none.
        public var fragment: String?
        /// Whether the target names an image by its extension (`png`, `jpg`, `jpeg`, `gif`,
        /// `webp`, `svg`, `heic`, `avif`, `bmp`, any ASCII case); always true for `.image`.
        public var isImage: Bool

        /// A target with the given parts.
        public init(kind: Kind, path: String, fragment: String? = nil, isImage: Bool = false) {
            self.kind = kind
            self.path = path
            self.fragment = fragment
            self.isImage = isImage
        }

        /// The file name extensions taken for images, lowercased.
        static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "svg", "heic", "avif", "bmp"]

        /// Whether a path ends in an image extension (ASCII case-insensitive).
        static func namesImage(_ path: String) -> Bool {
            guard let dot = path.lastIndex(of: "."), dot != path.startIndex else { return false }
            return imageExtensions.contains(path[path.index(after: dot)...].lowercased())
        }
    }
}
