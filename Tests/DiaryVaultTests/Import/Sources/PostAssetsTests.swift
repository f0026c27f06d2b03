import Foundation
import Testing
@testable import DiaryVault

/// Jekyll post images and Hugo page-bundle files (issue 26): copied to `attachments/`, links
/// rewritten wherever CommonMark reads a link destination, missing ones named in a warning.
@Suite struct PostAssetsTests {
    static func read(_ files: [String: String], site: String = "site") throws -> ImportBatch {
        try TemporaryVault.withFolder { folder in
            for (path, text) in files { try TemporaryVault.write(text, to: path, in: folder) }
            return try PostsSource().read(ImportOptions(displayPath: site, path: folder.appendingPathComponent(site).path, timeZone: TemporaryVault.seoul))
        }
    }

    @Test func jekyllImagesBesideThePostAndFromTheSiteRootAreCopied() throws {
        let body = """
        ![harbor](harbor.png)
        ![logo](/assets/logo.png "The logo")
        ![one](photo%20(1).jpg) and ![two](<my pic.png>)
        [report](/assets/files/report.pdf) [about](/about/) [home](https://example.com/a.png) [top](#top)
        ![gone](gone.png)
        `![code](harbor.png)`
        <img src="/assets/logo.png" alt="x">

        [ref]: /assets/logo.png "title"

        ```
        ![fenced](harbor.png)
        ```

        """
        let batch = try Self.read([
            "site/_config.yml": "title: x\n",
            "site/_posts/2026-11-29-walk.md": "---\ntitle: Walk\n---\n" + body,
            "site/_posts/harbor.png": "png",
            "site/_posts/photo (1).jpg": "jpg",
            "site/_posts/my pic.png": "png2",
            "site/assets/logo.png": "logo",
            "site/assets/files/report.pdf": "pdf",
        ])
        let entry = try #require(batch.entries.first)
        #expect(entry.body == """
        ![harbor](attachments/harbor.png)
        ![logo](attachments/logo.png "The logo")
        ![one](attachments/photo%20(1).jpg) and ![two](<attachments/my%20pic.png>)
        [report](attachments/report.pdf) [about](/about/) [home](https://example.com/a.png) [top](#top)
        ![gone](gone.png)
        `![code](harbor.png)`
        <img src="attachments/logo.png" alt="x">

        [ref]: attachments/logo.png "title"

        ```
        ![fenced](harbor.png)
        ```

        """)
        #expect(entry.attachments.map(\.name) == ["harbor.png", "logo.png", "photo (1).jpg", "my pic.png", "report.pdf"])
        #expect(entry.attachments.map(\.sourcePath) == ["_posts/harbor.png", "assets/logo.png", "_posts/photo (1).jpg", "_posts/my pic.png", "assets/files/report.pdf"])
        #expect(batch.warnings == ["_posts/2026-11-29-walk.md: the link gone.png names no file of the site; kept as written"])
        #expect(batch.fidelity.counts.contains { $0.outcome.field == "linked files" && $0.outcome.fate == .converted && $0.count == 5 })
    }

    @Test func hugoPageBundleFilesTravelWithThePost() throws {
        let batch = try Self.read([
            "site/hugo.toml": "title = 'x'\n",
            "site/content/posts/walk/index.md": "+++\ntitle = 'Walk'\ndate = 2026-11-29\n+++\n![harbor](harbor.png)\n{{< figure src=\"tower.jpg\" >}}\n![static](/images/s.png)\n",
            "site/content/posts/walk/harbor.png": "png",
            "site/content/posts/walk/tower.jpg": "jpg",
            "site/content/posts/walk/extra/notes.pdf": "pdf",
            "site/content/posts/walk/more.md": "a resource, not a post's file",
            "site/static/images/s.png": "static",
        ])
        let entry = try #require(batch.entries.first { $0.title == "Walk" })
        #expect(entry.body == """
        ![harbor](attachments/harbor.png)
        {{< figure src="attachments/tower.jpg" >}}
        ![static](attachments/s.png)

        [notes.pdf](attachments/notes.pdf)

        """)
        #expect(entry.attachments.map(\.sourcePath) == ["content/posts/walk/harbor.png", "content/posts/walk/tower.jpg", "static/images/s.png",
                                                        "content/posts/walk/extra/notes.pdf"])
        #expect(batch.warnings == [])
    }

    /// A link never reaches outside the site's folder, and two files of one name get two names.
    @Test func linksStayInsideTheSiteAndNamesDoNotCollide() throws {
        let batch = try Self.read([
            "secret.png": "outside",
            "site/_posts/2026-11-29-walk.md": "---\ntitle: Walk\n---\n![a](../../secret.png) ![b](a/x.png) ![c](b/x.png)\n",
            "site/_posts/a/x.png": "one",
            "site/_posts/b/x.png": "two",
        ])
        let entry = try #require(batch.entries.first)
        #expect(entry.body == "![a](../../secret.png) ![b](attachments/x.png) ![c](attachments/x%202.png)\n")
        #expect(batch.warnings == ["_posts/2026-11-29-walk.md: the link ../../secret.png names no file of the site; kept as written"])
    }
}

/// A multilingual Hugo site (larrylvzg/mysite): `_index.zh.md` is a section page, no post, and
/// `index.zh.md` is a page bundle whose images travel.
@Suite struct PostsMultilingualBundleTests {
    @Test func languageSuffixedIndexFilesAreBundlesAndSectionPages() throws {
        let batch = try PostAssetsTests.read([
            "site/config/_default/config.toml": "title = 'x'\n",
            "site/content/posts/_index.zh.md": "---\ntitle: 文章\ndate: 2020-01-01\n---\n",
            "site/content/posts/gentoo/index.zh.md": "---\ntitle: Gentoo\ndate: 2020-10-20T12:00:06+09:00\n---\n![](start.png)\n",
            "site/content/posts/gentoo/start.png": "png",
            "site/content/posts/gentoo/images/more.png": "png2",
        ])
        #expect(batch.entries.map(\.title) == ["Gentoo"])
        #expect(batch.entries.first?.body == "![](attachments/start.png)\n\n![](attachments/more.png)\n")
        #expect(PostReader.bundleName("index.en.md") == "index")
        #expect(PostReader.bundleName("_index.markdown") == "_index")
        #expect(PostReader.bundleName("indexes.md") == nil)
        #expect(PostReader.bundleName("my.index.md") == nil)
    }
}

/// Front-matter shapes of posts (issue 26): TOML inline tables and tables, nested YAML mappings
/// are kept as nested maps, a TOML array of tables as a list of maps.
@Suite struct PostsNestedFrontMatterTests {
    @Test func mappingsAndArraysOfTablesAreKept() throws {
        let batch = try PostAssetsTests.read([
            "site/hugo.toml": "title = 'x'\n",
            "site/content/posts/toml.md": "+++\ntitle = 'T'\ndate = 2026-11-29\nlocation = {lat = 1, name = \"x\"}\n[[menu.main]]\n  name = 'Home'\n+++\nBody\n",
            "site/content/posts/yaml.md": "---\ntitle: Y\ndate: 2026-11-28\ncover:\n  image: c.png\n  alt: A cover\n---\nBody\n",
        ])
        let pair = { (key: String, value: FrontMatterValue) in FrontMatterPair(key: key, value: value) }
        #expect(batch.entries.map(\.title) == ["T", "Y"])
        #expect(batch.entries[0].extra == [ImportedField("location", .mapping([pair("lat", .integer(1)), pair("name", .string("x"))])),
                                           ImportedField("menu.main", .sequence([.mapping([pair("name", .string("Home"))])]))])
        #expect(batch.entries[1].extra == [ImportedField("cover", .mapping([pair("image", .string("c.png")), pair("alt", .string("A cover"))]))])
        #expect(!batch.fidelity.counts.contains { $0.outcome.fate == .dropped })
    }
}

/// The fidelity report counts what the import wrote (issue 26, item 5): a mixed sample of posts
/// imported into an empty vault, the report's counts compared with the files written.
@Suite struct PostsFidelityMatchesTheFilesTests {
    @Test func theReportCountsWhatWasWritten() throws {
        let vault = try TemporaryVault()
        let site = vault.base + "/site"
        let files: [String: String] = [
            "_config.yml": "timezone: Asia/Seoul\n",
            "_posts/2026-11-01-a.md": "---\ntitle: A\ntags: walk night\nmood: good\n---\n![h](harbor.png) ![g](gone.png)\n",
            "_posts/harbor.png": "png",
            "_posts/2026-11-02-b.md": "---\ntitle: B\ndate: next tuesday\ncover:\n  image: c.png\n---\nB\n",
            "_posts/2026-11-03-c.md": "---\ndate: 2026-11-03 10:00\nlayout: post\n---\nNo title\n",
        ]
        for (path, text) in files { try TemporaryVault.write(text, to: "site/" + path, in: URL(fileURLWithPath: vault.base)) }
        let result = vault.run(["import", "posts", site, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let fidelity = try #require(report["fidelity"] as? [[String: Any]])
        func count(_ field: String, _ fate: String) -> Int {
            fidelity.filter { $0["field"] as? String == field && $0["fate"] as? String == fate }.compactMap { $0["count"] as? Int }.reduce(0, +)
        }
        let written = try vault.snapshot()
        let entries = try written.filter { $0.key.hasSuffix(".md") }.map { try EntryDocument(parsing: $0.value) }
        func having(_ key: String) -> Int { entries.filter { $0.frontMatter?[key] != nil }.count }
        #expect(entries.count == 3)
        #expect(count("title", "kept") == having("title"))
        #expect(count("tags", "kept") == having("tags"))
        #expect(count("mood", "converted") == having("posts-mood"))
        #expect(count("cover", "kept") == having("cover"))
        #expect(count("layout", "kept") == having("layout"))
        #expect(count("date", "converted") == 2)  // the file name's day (a), and b's unreadable date kept as posts-date
        #expect(having("posts-date") == 1)
        #expect(count("date", "kept") + count("date", "converted") == having("date"))
        #expect(count("linked files", "converted") == written.keys.filter { $0.contains("/attachments/") }.count)
        #expect(count("linked files", "kept") == 1)  // gone.png: the link as written
        #expect(fidelity.allSatisfy { $0["fate"] as? String != "dropped" })
    }
}

/// Jekyll's Liquid in image targets (red6star/vincent.github.io, branch jekyll: `<img src="{{
/// site.baseurl }}{% link assets/images/dolphin.jpg %}">`): the site's root is read, the file
/// copied; other Liquid stays as written.
@Suite struct PostsLiquidTargetsTests {
    @Test func liquidForTheSiteRootIsRead() throws {
        let batch = try PostAssetsTests.read([
            "site/_posts/2022-03-27-demo.md": """
                ---
                title: Demo
                ---
                <img src="{{ site.baseurl }}{% link assets/images/dolphin.jpg %}" width=250/>
                ![My Image]({{ site.baseurl }}/assets/images/b.png)
                ![r]({{ "/assets/images/c.png" | relative_url }})
                [home]({{ site.baseurl }}) [post]({{ site.baseurl }}{% post_url 2022-04-26-x %})

                """,
            "site/assets/images/dolphin.jpg": "d",
            "site/assets/images/b.png": "b",
            "site/assets/images/c.png": "c",
        ])
        let entry = try #require(batch.entries.first)
        #expect(entry.body == """
            <img src="attachments/dolphin.jpg" width=250/>
            ![My Image](attachments/b.png)
            ![r](attachments/c.png)
            [home]({{ site.baseurl }}) [post]({{ site.baseurl }}{% post_url 2022-04-26-x %})

            """)
        #expect(batch.warnings == [])
        #expect(PostAssets.liquidPath("{{site.url}}{{ site.baseurl }}/a.png") == "/a.png")
        #expect(PostAssets.liquidPath("{{ page.image }}") == nil)
    }
}

/// Hugo's shortcodes: one rule finds the image a call shows (`src`, else the first positional
/// parameter of an image shortcode); every other call is kept as written and counted.
@Suite struct HugoShortcodeTests {
    @Test func imageShortcodesInEveryFormAreCopiedAndOthersKeptAndCounted() throws {
        let body = """
        {{< figure "x.jpg" >}}
        {{% figure src="y.jpg" title="Y" %}}
        {{< img src=z.jpg alt="Z" >}} {{< image src="sub/w.png" >}} {{< imgproc "x.jpg" Resize "300x" >}}
        {{< gallery-item class="a" src="/images/v.png" >}}
        {{< youtube w7Ft2ymGmfc >}} {{< highlight go >}}x{{< /highlight >}}
        {{</* figure src="x.jpg" */>}} `{{< figure "x.jpg" >}}`
        {{< figure link="https://x.com" >}} {{< figure "gone.jpg" >}}

        """
        let batch = try PostAssetsTests.read([
            "site/hugo.toml": "title = 'x'\n",
            "site/content/posts/walk/index.md": "---\ntitle: Walk\ndate: 2026-11-29\n---\n" + body,
            "site/content/posts/walk/x.jpg": "x",
            "site/content/posts/walk/y.jpg": "y",
            "site/content/posts/walk/z.jpg": "z",
            "site/content/posts/walk/sub/w.png": "w",
            "site/static/images/v.png": "v",
        ])
        let entry = try #require(batch.entries.first)
        #expect(entry.body == """
        {{< figure "attachments/x.jpg" >}}
        {{% figure src="attachments/y.jpg" title="Y" %}}
        {{< img src=attachments/z.jpg alt="Z" >}} {{< image src="attachments/w.png" >}} {{< imgproc "attachments/x.jpg" Resize "300x" >}}
        {{< gallery-item class="a" src="attachments/v.png" >}}
        {{< youtube w7Ft2ymGmfc >}} {{< highlight go >}}x{{< /highlight >}}
        {{</* figure src="x.jpg" */>}} `{{< figure "x.jpg" >}}`
        {{< figure link="https://x.com" >}} {{< figure "gone.jpg" >}}

        """)
        #expect(entry.attachments.map(\.name) == ["x.jpg", "y.jpg", "z.jpg", "w.png", "v.png"])
        let counted = batch.fidelity.counts.filter { $0.outcome.field == "shortcodes" }.map { "\($0.outcome.reason) \($0.count)" }
        #expect(counted == ["as written: Hugo's template text, which vault does not run 3"])
        #expect(batch.warnings == ["content/posts/walk/index.md: the link gone.jpg names no file of the site; kept as written"])
    }

    @Test func callsAreReadAsHugoWritesThem() {
        let calls = HugoShortcode.calls(in: Array(#"a {{< figure src="a \"b\".jpg" >}} {{% x `raw "q"` %}} {{< open"#))
        #expect(calls.map(\.name) == ["figure", "x"])
        #expect(calls.first?.image == 18..<29)
        #expect(calls.last?.image == nil)
    }
}

/// Images named in a post's front matter travel (a Jekyll post's `image: man_walking_2.png`, a
/// Hugo theme's `cover: {image: ...}`): copied, the value pointing to the copy.
@Suite struct PostsFrontMatterImagesTests {
    @Test func frontMatterImagePathsAreCopied() throws {
        let batch = try PostAssetsTests.read([
            "site/_posts/2025-01-22-blog.md": "---\ntitle: Blog\nimage: man walking.png\ncover:\n  image: /assets/c.png\n  alt: A cover\nsummary: not a path.png\n---\nBody\n",
            "site/_posts/man walking.png": "m",
            "site/assets/c.png": "c",
        ])
        let entry = try #require(batch.entries.first)
        let pair = { (key: String, value: FrontMatterValue) in FrontMatterPair(key: key, value: value) }
        #expect(entry.extra == [ImportedField("image", .string("attachments/man walking.png")),
                                ImportedField("cover", .mapping([pair("image", .string("attachments/c.png")), pair("alt", .string("A cover"))])),
                                ImportedField("summary", .string("not a path.png"))])
        #expect(entry.attachments.map(\.sourcePath) == ["_posts/man walking.png", "assets/c.png"])
        #expect(batch.fidelity.counts.contains { $0.outcome.field == "image" && $0.outcome.fate == .converted })
    }

    /// A name the vault already holds with other bytes: the copy gets `-2`, and the front
    /// matter's values follow it as the body's links do, at any depth.
    @Test func aRenamedImageIsRenamedInTheFrontMatterToo() throws {
        let vault = try TemporaryVault()
        let site = vault.base + "/site"
        for (path, text) in [
            "_posts/2025-01-22-blog.md": "---\ntitle: Blog\nimage: man walking.png\ncover:\n  image: /assets/c.png\n  alt: A cover\nimages: [/assets/c.png, other.png]\n---\n![](/assets/c.png)\n",
            "_posts/man walking.png": "m",
            "assets/c.png": "c",
        ] { try TemporaryVault.write(text, to: path, in: URL(fileURLWithPath: site)) }
        try vault.write("2025/01/attachments/man walking.png", "the vault's own")
        try vault.write("2025/01/attachments/c.png", "the vault's own c")
        let imported = vault.run(["import", "posts", site])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        let path = try #require(vault.files(under: "2025/01").first { $0.hasSuffix(".md") })
        let text = try vault.text(path)
        #expect(text.contains("image: attachments/man walking-2.png\n"), "\(text)")
        #expect(text.contains("cover:\n  image: attachments/c-2.png\n  alt: A cover\n"), "\(text)")
        #expect(text.contains("attachments/c-2.png, other.png"), "\(text)")
        #expect(text.hasSuffix("![](attachments/c-2.png)\n"), "\(text)")
        #expect(try vault.text("2025/01/attachments/man walking.png") == "the vault's own")
        #expect(try vault.text("2025/01/attachments/man walking-2.png") == "m")
        #expect(try vault.text("2025/01/attachments/c-2.png") == "c")
        // Importing again finds it present.
        let again = vault.run(["import", "posts", site, "--json"])
        #expect(again.stdout.contains(#""new":0,"present":1,"conflicts":0"#), "\(again.stdout)")
    }
}
