extension GivenText {
    /// The text given on top of a template's: the template's front matter keys that the text's
    /// own front matter does not set (under any spelling of a key with meaning), then the text's;
    /// the template's body, a blank line, then the text's body.
    ///
    /// - Parameter template: The template's text, filled in and read.
    func over(_ template: GivenText) -> GivenText {
        var merged = self
        if let base = template.frontMatter {
            let own = frontMatter
            let taken = Set((own?.keys ?? []) + SemanticKey.allCases.compactMap { key in
                EntrySemantics.storedKey(for: key, in: own) == nil ? nil : EntrySemantics.storedKey(for: key, in: base)
            })
            let kept = base.fields.filter { !taken.contains($0.key) }.map(FrontMatterItem.field)
            merged.frontMatter = FrontMatter(opening: own?.opening ?? base.opening, items: kept + (own?.items ?? []),
                                             closing: own?.closing ?? base.closing)
        }
        let head = template.body.reversed().drop { $0.isNewline }.reversed()
        if !head.allSatisfy(\.isWhitespace) {
            merged.body = String(head) + "\n\n" + body.drop { $0.isNewline }
        }
        return merged
    }
}
