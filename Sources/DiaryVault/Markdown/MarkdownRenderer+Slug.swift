extension MarkdownRenderer {
    /// The `id` a heading gets with `Options.headingIDs`, and the fragment a `[[entry#heading]]`
    /// link should use: the text lowercased, letters, digits, `-` and `_` kept, spaces and tabs
    /// as `-`, everything else dropped (GitHub's rule for heading anchors).
    ///
    /// Letters and digits of every script stay (`"서울 여행"` gives `"서울-여행"`); an empty
    /// result is `"section"`.
    /// - Parameter text: The heading's text, without markup.
    /// - Returns: The slug; unique ids for repeated headings add `-1`, `-2`, ... (the writer).
    public static func slug(_ text: String) -> String {
        var slug = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " || scalar == "\t" || scalar == "-" {
                slug.unicodeScalars.append("-")
            } else if scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                slug.unicodeScalars.append(scalar)
            }
        }
        return slug.isEmpty ? "section" : slug
    }
}
