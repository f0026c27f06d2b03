/// Hugo's shortcodes in one line of a post (gohugo.io, "Shortcodes"): `{{< name params >}}` and
/// `{{% name params %}}`, with named parameters (`src="x.jpg"`, `width=300`) or positional ones
/// (`"x.jpg"`, `x.jpg`), each quoted (`"..."` with `\"` escapes, or raw `` `...` ``) or bare.
///
/// One rule finds the image a shortcode shows: its `src` parameter, whatever the shortcode
/// (`{{< figure src="x.jpg" >}}`, `{{< img src=x.jpg >}}`, `{{< image src="x.jpg" >}}`, a theme's
/// own); else, for the image shortcodes of Hugo and its common themes (``imageNames``:
/// `figure`, `img`, `image`, `imgproc`, `picture`, `photo`), its first positional parameter
/// (`{{< figure "x.jpg" >}}`, `{{< imgproc "x.jpg" Resize "300x" >}}`). Closing tags
/// (`{{< /name >}}`) and comments (`{{</* ... */>}}`) are no calls (``Kind/other``). A call that
/// does not end on its line is not read.
struct HugoShortcode: Hashable, Sendable {
    /// What a `{{<`...`>}}` is.
    enum Kind: Hashable, Sendable {
        /// A call: `{{< name params >}}`.
        case call
        /// A closing tag (`{{< /name >}}`) or a comment (`{{</* ... */>}}`, which Hugo prints
        /// as text): no call, and nothing in it is a link.
        case other
    }

    /// What it is.
    var kind: Kind = .call
    /// The shortcode's name (`figure`, `youtube`); empty for ``Kind/other``.
    var name: String
    /// The whole call in the line's characters, `{{<` to `>}}`.
    var range: Range<Int>
    /// The image path's characters (inside its quotes), or `nil` when the call shows none.
    var image: Range<Int>?

    /// The shortcodes whose first positional parameter is an image path.
    static let imageNames: Set<String> = ["figure", "img", "image", "imgproc", "picture", "photo"]

    /// The calls, closing tags and comments of one line, in order.
    ///
    /// - Parameter characters: The line's characters.
    static func calls(in characters: [Character]) -> [HugoShortcode] {
        var calls: [HugoShortcode] = []
        var index = 0
        let count = characters.count
        while index + 2 < count {
            guard characters[index] == "{", characters[index + 1] == "{", characters[index + 2] == "<" || characters[index + 2] == "%" else {
                index += 1
                continue
            }
            let start = index
            let closer = characters[index + 2] == "<" ? ">" : "%" as Character
            index += 3
            skipBlanks(characters, &index)
            // A comment `{{</* ... */>}}` or a closing tag: passed over.
            if index < count, characters[index] == "/" {
                let end = end(of: characters, from: index, closer: closer) ?? count
                calls.append(HugoShortcode(kind: .other, name: "", range: start..<end, image: nil))
                index = end
                continue
            }
            let nameStart = index
            while index < count, !characters[index].isWhitespace, characters[index] != closer { index += 1 }
            let name = String(characters[nameStart..<index])
            var named: [String: Range<Int>] = [:]
            var positional: [Range<Int>] = []
            var closed: Int?
            while index < count {
                skipBlanks(characters, &index)
                if index + 2 < count, characters[index] == closer, characters[index + 1] == "}", characters[index + 2] == "}" {
                    closed = index + 3
                    break
                }
                guard index < count else { break }
                // `key=value`, or a positional value.
                var key: String?
                var cursor = index
                while cursor < count, characters[cursor].isLetter || characters[cursor].isNumber || characters[cursor] == "_" || characters[cursor] == "-" {
                    cursor += 1
                }
                if cursor > index, cursor < count, characters[cursor] == "=" {
                    key = String(characters[index..<cursor])
                    index = cursor + 1
                }
                guard let value = Self.value(characters, &index, closer: closer) else { break }
                if let key { named[key] = value } else { positional.append(value) }
            }
            guard let closed, !name.isEmpty else { continue }
            let image = named["src"] ?? (imageNames.contains(name.lowercased()) ? positional.first : nil)
            calls.append(HugoShortcode(name: name, range: start..<closed, image: image.flatMap { $0.isEmpty ? nil : $0 }))
            index = closed
        }
        return calls
    }

    private static func skipBlanks(_ characters: [Character], _ index: inout Int) {
        while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
    }

    /// The index after `>}}` (or `%}}`) from `index` on, or `nil`.
    private static func end(of characters: [Character], from index: Int, closer: Character) -> Int? {
        var cursor = index
        while cursor + 2 < characters.count {
            if characters[cursor] == closer, characters[cursor + 1] == "}", characters[cursor + 2] == "}" { return cursor + 3 }
            cursor += 1
        }
        return nil
    }

    /// One parameter value from `index`: its characters (inside the quotes for a quoted one), the
    /// index moved past it; `nil` when a quote does not close.
    private static func value(_ characters: [Character], _ index: inout Int, closer: Character) -> Range<Int>? {
        let count = characters.count
        guard index < count else { return nil }
        let quote = characters[index]
        if quote == "\"" || quote == "`" {
            let open = index + 1
            var cursor = open
            while cursor < count, characters[cursor] != quote {
                cursor += quote == "\"" && characters[cursor] == "\\" ? 2 : 1
            }
            guard cursor < count else { return nil }
            index = cursor + 1
            return open..<cursor
        }
        let open = index
        while index < count, !characters[index].isWhitespace,
              !(index + 2 < count && characters[index] == closer && characters[index + 1] == "}" && characters[index + 2] == "}") {
            index += 1
        }
        return open..<index
    }
}
