import Testing
@testable import DiaryVault

/// The diary extensions of `MarkdownRenderer`: tables, strikethrough, task lists, extended
/// autolinks, wikilinks and embeds, with exact HTML.
@Suite struct MarkdownExtensionsTests {
    static let diary = MarkdownRenderer()

    /// A resolver that writes what it was asked as the href, so a test sees every field.
    static let echo = MarkdownRenderer(options: .init(resolveLink: { target in
        "\(target.kind)|\(target.path)|\(target.fragment ?? "-")|\(target.isImage)"
    }))

    /// A resolver as the site uses one: entries and attachments by name, the rest unresolved.
    static let site = MarkdownRenderer(options: .init(resolveLink: { target in
        switch target.kind {
        case .wikilink:
            guard target.path == "Trip" || target.path.isEmpty else { return nil }
            return (target.path.isEmpty ? "" : "entries/trip.html") + (target.fragment.map { "#" + MarkdownRenderer.slug($0) } ?? "")
        case .embed, .image, .link:
            return target.path.hasPrefix("missing") ? nil : "attachments/" + target.path
        }
    }))

    @Test func rendersPipeTables() {
        let markdown = """
            Before
            | Day | Mood |
            |:----|----:|
            | Mon | `a\\|b` |
            | Tue |
            after
            """
        #expect(Self.diary.html(markdown) == """
            <p>Before</p>
            <table>
            <thead>
            <tr>
            <th align="left">Day</th>
            <th align="right">Mood</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td align="left">Mon</td>
            <td align="right"><code>a|b</code></td>
            </tr>
            <tr>
            <td align="left">Tue</td>
            <td align="right"></td>
            </tr>
            <tr>
            <td align="left">after</td>
            <td align="right"></td>
            </tr>
            </tbody>
            </table>

            """)
    }

    @Test(arguments: [
        ("| a |\n| - | - |\n", "<p>| a |\n| - | - |</p>\n"),
        ("| a | b |\n| - | - |\n\nnext\n", "<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n</table>\n<p>next</p>\n"),
        ("| a | b |\n| - | - |\n> quote\n", "<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n</table>\n<blockquote>\n<p>quote</p>\n</blockquote>\n"),
    ])
    func tablesNeedMatchingCellsAndEndAtABlock(_ markdown: String, _ html: String) {
        #expect(Self.diary.html(markdown) == html)
    }

    @Test(arguments: [
        ("~~gone~~ and ~one~", "<p><del>gone</del> and <del>one</del></p>\n"),
        ("a ~~~x~~~ b", "<p>a ~~~x~~~ b</p>\n"),
        ("~~a~ b", "<p>~~a~ b</p>\n"),
        ("**~~both~~**", "<p><strong><del>both</del></strong></p>\n"),
    ])
    func rendersStrikethrough(_ markdown: String, _ html: String) {
        #expect(Self.diary.html(markdown) == html)
    }

    @Test func rendersTaskLists() {
        #expect(Self.diary.html("- [ ] todo\n- [x] done\n- [X] Done\n- [y] not a task\n") == """
            <ul>
            <li class="task-list-item"><input type="checkbox" disabled="" /> todo</li>
            <li class="task-list-item"><input type="checkbox" checked="" disabled="" /> done</li>
            <li class="task-list-item"><input type="checkbox" checked="" disabled="" /> Done</li>
            <li>[y] not a task</li>
            </ul>

            """)
        #expect(Self.diary.html("[ ] not in a list") == "<p>[ ] not in a list</p>\n")
    }

    @Test(arguments: [
        ("Visit www.example.org/a_b, now.", "<p>Visit <a href=\"http://www.example.org/a_b\">www.example.org/a_b</a>, now.</p>\n"),
        ("see https://example.org/x?y=1.", "<p>see <a href=\"https://example.org/x?y=1\">https://example.org/x?y=1</a>.</p>\n"),
        ("(https://en.wikipedia.org/wiki/Seoul_(city))", "<p>(<a href=\"https://en.wikipedia.org/wiki/Seoul_(city)\">https://en.wikipedia.org/wiki/Seoul_(city)</a>)</p>\n"),
        ("mail me@example.org!", "<p>mail <a href=\"mailto:me@example.org\">me@example.org</a>!</p>\n"),
        ("[site](https://a.org) www.b.org", "<p><a href=\"https://a.org\">site</a> <a href=\"http://www.b.org\">www.b.org</a></p>\n"),
        ("`www.code.org` wwwx.org", "<p><code>www.code.org</code> wwwx.org</p>\n"),
        ("http://", "<p>http://</p>\n"),
    ])
    func linksBareURLsAndAddresses(_ markdown: String, _ html: String) {
        #expect(Self.diary.html(markdown) == html)
    }

    @Test func resolvesWikilinks() {
        #expect(Self.site.html("[[Trip]] [[Trip|the trip]] [[Trip#Morning walk]] [[#Top]] [[Nowhere]]") == """
            <p><a class="wikilink" href="entries/trip.html">Trip</a> \
            <a class="wikilink" href="entries/trip.html">the trip</a> \
            <a class="wikilink" href="entries/trip.html#morning-walk">Trip &gt; Morning walk</a> \
            <a class="wikilink" href="#top">Top</a> \
            <span class="wikilink unresolved">Nowhere</span></p>

            """)
    }

    @Test func resolvesEmbedsAsImagesOrLinks() {
        #expect(Self.site.html("![[photo.png]] ![[photo.JPG|300]] ![[notes.pdf]] ![[missing.png]]") == """
            <p><img class="embed" src="attachments/photo.png" alt="photo.png" /> \
            <img class="embed" src="attachments/photo.JPG" alt="photo.JPG" width="300" /> \
            <a class="embed" href="attachments/notes.pdf">notes.pdf</a> \
            <span class="embed unresolved">missing.png</span></p>

            """)
    }

    @Test func passesEachTargetToTheResolver() {
        #expect(Self.echo.html("[[A b#c|d]]") == "<p><a class=\"wikilink\" href=\"wikilink|A b|c|false\">d</a></p>\n")
        #expect(Self.echo.html("![[x.png]]") == "<p><img class=\"embed\" src=\"embed|x.png|-|true\" alt=\"x.png\" /></p>\n")
        #expect(Self.echo.html("[pdf](attachments/my%20notes.pdf#page=2)")
                == "<p><a href=\"link|attachments/my notes.pdf|page=2|false\">pdf</a></p>\n")
        #expect(Self.echo.html("![p](a.png)") == "<p><img src=\"image|a.png|-|true\" alt=\"p\" /></p>\n")
        // Absolute URLs, fragments and paths are not asked about.
        #expect(Self.echo.html("[a](https://x.org) [b](#top) [c](/root)")
                == "<p><a href=\"https://x.org\">a</a> <a href=\"#top\">b</a> <a href=\"/root\">c</a></p>\n")
    }

    @Test func leavesUnresolvedRelativeLinksAsText() {
        #expect(Self.site.html("[gone](missing.pdf) ![old](missing.png)")
                == "<p><span class=\"unresolved\">gone</span> <span class=\"unresolved\">old</span></p>\n")
        // Without a resolver, relative destinations stay and wikilinks are unresolved.
        #expect(Self.diary.html("[a](x.html) [[Trip]]") == "<p><a href=\"x.html\">a</a> <span class=\"wikilink unresolved\">Trip</span></p>\n")
    }

    @Test func readsNoExtensionWhenTheyAreOff() {
        let plain = MarkdownRenderer(options: .init(extensions: []))
        #expect(plain.html("[[Trip]] ~~x~~ www.a.org\n\n- [ ] t\n")
                == "<p>[[Trip]] ~~x~~ www.a.org</p>\n<ul>\n<li>[ ] t</li>\n</ul>\n")
        #expect(plain.html("| a | b |\n| - | - |\n") == "<p>| a | b |\n| - | - |</p>\n")
    }

    @Test func givesHeadingsUniqueIDs() {
        let renderer = MarkdownRenderer(options: .init(headingIDs: true))
        #expect(renderer.html("# Morning\n## Morning\n# 서울 *여행*!\n# !!\n") == """
            <h1 id="morning">Morning</h1>
            <h2 id="morning-1">Morning</h2>
            <h1 id="서울-여행">서울 <em>여행</em>!</h1>
            <h1 id="section">!!</h1>

            """)
    }
}
