/// An entry's body as HTML: the one function every page that shows a body calls.
enum SiteBody {
    /// The body as HTML.
    ///
    /// Until the markdown renderer lands, the body is its text, escaped (``SiteHTML/escape(_:)``),
    /// in a `<pre>` that keeps its lines: raw HTML in an entry is always text here, whatever
    /// `allowsRawHTML` says.
    ///
    /// - Parameters:
    ///   - body: The markdown body (without the title heading the page shows above it).
    ///   - allowsRawHTML: Whether raw HTML passes through (`--allow-html`).
    static func html(_ body: String, allowsRawHTML: Bool) -> String {
        "<pre class=\"body\">" + SiteHTML.escape(body) + "</pre>"
    }
}
