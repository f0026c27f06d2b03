/// The markdown of a Day One `richText` value, for entries whose `text` is empty (some Day One
/// versions and third-party writers fill only `richText`).
///
/// `richText` is a JSON object in a string: `{"contents": [...], "meta": {...}}`, each content
/// either `{"text": "...", "attributes": {"line": {"header": 1, "listStyle": "bulleted"}}}` or
/// `{"embeddedObjects": [{"type": "photo", "identifier": "..."}]}` (the shape Day One's iOS and
/// macOS apps write; it is not documented by its maker). The markdown is the texts in order, a
/// line with `header: N` starting with N `#`, a `bulleted` line with `- `, a `checkbox` line with
/// `- [ ] ` (`- [x] ` when `checked`), a `numbered` line with `1. `, and each embedded object as
/// a `![](dayone-moment://<identifier>)` link (`dayone-moment:/<type>/...` for other types, as
/// Day One's own `text` links them). Inline styles (bold, links) have no attribute kept here.
/// A string that is not such JSON (hand-made files) is taken as the text itself.
enum DayOneRichText {
    /// The markdown of a `richText` string.
    ///
    /// - Parameter richText: The value of `richText`.
    /// - Returns: The markdown, and whether it came from the JSON form (`false`: the string as it is).
    static func markdown(_ richText: String) -> (text: String, fromJSON: Bool) {
        guard let root = try? JSONReader.parse(Array(richText.utf8)), let contents = root["contents"]?.array else {
            return (richText, false)
        }
        var text = ""
        var atLineStart = true
        for content in contents {
            if let objects = content["embeddedObjects"]?.array {
                for object in objects {
                    guard let identifier = object["identifier"]?.string else { continue }
                    let type = object["type"]?.string ?? "photo"
                    if !atLineStart { text += "\n" }
                    text += type == "photo" ? "![](dayone-moment://\(identifier))\n" : "![](dayone-moment:/\(type)/\(identifier))\n"
                    atLineStart = true
                }
                continue
            }
            guard let piece = content["text"]?.string, !piece.isEmpty else { continue }
            let line = content["attributes"]?["line"]
            for (offset, part) in piece.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if offset > 0 {
                    text += "\n"
                    atLineStart = true
                }
                if atLineStart, !part.isEmpty, let line { text += prefix(line) }
                text += part
                if !part.isEmpty { atLineStart = false }
            }
        }
        return (text, true)
    }

    /// The markdown that starts a line with these line attributes.
    private static func prefix(_ line: ImportValue) -> String {
        if let level = line["header"]?.number, level >= 1, level <= 6 {
            return String(repeating: "#", count: Int(level)) + " "
        }
        switch line["listStyle"]?.string {
        case "bulleted": return "- "
        case "numbered": return "1. "
        case "checkbox": return line["checked"]?.bool == true ? "- [x] " : "- [ ] "
        default: return ""
        }
    }
}
