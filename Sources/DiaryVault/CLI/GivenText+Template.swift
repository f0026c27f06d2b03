import Foundation

extension GivenText {
    /// The text given on top of a template's: the template's front matter keys that the text's
    /// own front matter does not set (under any spelling of a key with meaning), then the text's;
    /// the template's body with the text's body where the template says: in place of its first
    /// `{{text}}` (others are dropped), else after its first heading (with a blank line on each
    /// side), else after the whole body.
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
        let text = String(body.drop { $0.isNewline })
        let placeholder = EntryTemplate.textPlaceholder
        if let token = template.body.range(of: placeholder) {
            let given = String(text.reversed().drop { $0.isNewline }.reversed())
            merged.body = (template.body[..<token.lowerBound] + given + template.body[token.upperBound...])
                .replacingOccurrences(of: placeholder, with: "")
            return merged
        }
        let head = template.body.reversed().drop { $0.isNewline }.reversed()
        guard !head.allSatisfy(\.isWhitespace) else { return merged }
        if let heading = Self.firstHeadingEnd(of: template.body) {
            let rest = template.body[heading...].drop { $0.isNewline }
            let given = String(text.reversed().drop { $0.isNewline }.reversed())
            merged.body = String(template.body[..<heading]) + "\n\n" + given + "\n" + (rest.isEmpty ? "" : "\n" + String(rest))
            return merged
        }
        merged.body = String(head) + "\n\n" + text
        return merged
    }

    /// The end of the first ATX heading line of a body (CommonMark section 4.2: one to six `#`
    /// then a space or the line's end), before its line break; `nil` without one.
    static func firstHeadingEnd(of body: String) -> String.Index? {
        var start = body.startIndex
        while start < body.endIndex {
            let end = body[start...].firstIndex(where: \.isNewline) ?? body.endIndex
            let line = body[start..<end].drop { $0 == " " }
            let hashes = line.prefix { $0 == "#" }.count
            if (1...6).contains(hashes), line.count == hashes || line.dropFirst(hashes).first == " " || line.dropFirst(hashes).first == "\t" {
                return end
            }
            start = end < body.endIndex ? body.index(after: end) : end
        }
        return nil
    }
}
