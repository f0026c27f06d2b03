/// Renders CommonMark 0.31.2 plus the diary extensions to HTML.
///
/// The two phases of the spec's appendix ("A parsing strategy"): the lines become a tree of
/// blocks (`MarkdownBlockParser`), then each paragraph's and heading's text becomes inlines with
/// the delimiter stack (`MarkdownInlineParser`), and the tree is written as HTML
/// (`MarkdownHTMLWriter`) the way the reference implementation, cmark, writes it.
///
/// Safety is the default: raw HTML (blocks and inline tags) is recognised as the spec
/// recognises it, then written as escaped text unless `Options.allowsRawHTML`; a link or image
/// whose destination has a scheme other than `http`, `https` or `mailto` (or, for images,
/// `data:image/`) is written as text, never made clickable; every attribute value is escaped.
/// Pure: no file system, clock or environment. Any input renders (no error, no crash); nesting
/// is bounded so time grows about linearly with the input.
public struct MarkdownRenderer: Sendable {
    /// How the renderer reads and writes: raw HTML, extensions and link resolution.
    public var options: Options

    /// A renderer with the given options (by default: raw HTML escaped, every diary extension).
    public init(options: Options = .init()) {
        self.options = options
    }

    /// The HTML of a markdown text (an entry's body, without its front matter).
    ///
    /// Blocks are separated by newlines, as cmark writes them; the text ends with a newline
    /// unless it is empty. Line endings in the input may be LF, CRLF or CR.
    /// - Parameter markdown: The markdown text.
    /// - Returns: An HTML fragment (no `<html>` or `<body>`), UTF-8 text.
    public func html(_ markdown: String) -> String {
        var parser = MarkdownBlockParser(options: options)
        let document = parser.parse(markdown)
        var writer = MarkdownHTMLWriter(options: options)
        writer.write(document)
        return writer.output
    }
}

extension MarkdownRenderer {
    /// The choices of a renderer.
    public struct Options: Sendable {
        /// Whether raw HTML (HTML blocks and inline tags) is written as HTML; when `false`, the
        /// default, it is written as escaped text, so a `<script>` in an entry never runs.
        public var allowsRawHTML: Bool
        /// Whether links and images with any scheme are written as links; when `false`, the
        /// default, only `http`, `https`, `mailto` (and `data:image/png`, `jpeg`, `gif` or
        /// `webp` for images), fragments and paths are: `javascript:`, `vbscript:`, `data:`
        /// and the rest are written as text in a `<span class="unresolved">`.
        public var allowsAllSchemes: Bool
        /// The extensions to CommonMark that are read; `.diary` (all of them) by default, `[]`
        /// for CommonMark 0.31.2 alone.
        public var extensions: Extensions
        /// Whether headings get an `id` attribute, `MarkdownRenderer.slug(_:)` of their text (the
        /// second of two equal slugs gets `-1`, the third `-2`, ...), so `[[entry#heading]]`
        /// links can point at them. `false` by default (CommonMark writes no ids).
        public var headingIDs: Bool
        /// The href of a wikilink, an embed, or a relative link or image destination; `nil` when
        /// it does not resolve.
        ///
        /// Called for every `[[wikilink]]` and `![[embed]]` and for every link or image whose
        /// destination has no scheme and does not start with `#` or `/`. An unresolved wikilink,
        /// embed, link or image is written as its text in a `<span class="unresolved">`, never as
        /// a broken link. Without a resolver (`nil`, the default), wikilinks and embeds are
        /// unresolved and relative destinations are written as they are.
        public var resolveLink: (@Sendable (LinkTarget) -> String?)?

        /// Options with the given values; the defaults are the safe diary dialect.
        public init(
            allowsRawHTML: Bool = false,
            allowsAllSchemes: Bool = false,
            extensions: Extensions = .diary,
            headingIDs: Bool = false,
            resolveLink: (@Sendable (LinkTarget) -> String?)? = nil
        ) {
            self.allowsRawHTML = allowsRawHTML
            self.allowsAllSchemes = allowsAllSchemes
            self.extensions = extensions
            self.headingIDs = headingIDs
            self.resolveLink = resolveLink
        }

        /// CommonMark 0.31.2 as its spec tests it: raw HTML and every scheme written as they
        /// are, no extension.
        public static var commonMark: Options {
            Options(allowsRawHTML: true, allowsAllSchemes: true, extensions: [])
        }
    }

    /// The extensions to CommonMark a renderer reads, as GitHub Flavored Markdown and Obsidian
    /// write them.
    public struct Extensions: OptionSet, Sendable, Hashable {
        /// The set's bits, one per extension.
        public let rawValue: Int
        /// Creates a set from its raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Pipe tables (GFM spec section 4.10): a header row, a delimiter row of `---`, `:--`,
        /// `--:` or `:-:` cells, then body rows.
        public static let tables = Extensions(rawValue: 1 << 0)
        /// `~~strikethrough~~` (GFM section 6.5), written as `<del>`; one or two tildes.
        public static let strikethrough = Extensions(rawValue: 1 << 1)
        /// Task list items `- [ ]` and `- [x]` (GFM section 5.3), written as disabled checkboxes.
        public static let taskLists = Extensions(rawValue: 1 << 2)
        /// Extended autolinks (GFM section 6.9): `www.`, `http://`, `https://` and email
        /// addresses in text become links without `<...>`.
        public static let autolinks = Extensions(rawValue: 1 << 3)
        /// Obsidian's `[[target]]`, `[[target|alias]]`, `[[target#heading]]` and
        /// `![[embed.png]]`, resolved through `Options.resolveLink`.
        public static let wikilinks = Extensions(rawValue: 1 << 4)

        /// Every extension: the dialect of diaries imported from Day One, Obsidian and others.
        public static let diary: Extensions = [.tables, .strikethrough, .taskLists, .autolinks, .wikilinks]
    }
}
