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
