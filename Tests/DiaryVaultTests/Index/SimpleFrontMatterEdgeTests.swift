import Testing
@testable import DiaryVault
@testable import vault_bench

/// The edges of the index's fast path: which files it reads (each with the summary it must give,
/// the full reading's), which it leaves to the full parser, and every one-byte edit of simple
/// files read alike by both (``SimpleFrontMatterTests`` has the corpus comparison).
@Suite struct SimpleFrontMatterEdgeTests {
    static let head = "---\nuuid: 0202B398-3AFC-4C82-A7BE-E8EABFFC0618\ndate: 2026-11-29T11:43:00+09:00\n"

    /// Files the fast path reads.
    static let simple: [String] = [
        head + "mood: okay\nstarred: false\n---\n# Early dinner at the market\n\nText.\n",
        head + "mood: good\nstarred: true\ntags:\n  - study\n  - walk\n---\n# T\n",
        head + "tags: [writing, shopping]\n---\nNo heading here\n",
        "---\r\nuuid: \"0202B398-3AFC-4C82-A7BE-E8EABFFC0618\"\r\ndate: '2026-11-29'\r\nmood: \"good\"\r\n# synced\r\ntags:\r\n  - \"a b\"\r\n# between\r\n  - ''\r\n  - c\r\n---\r\n# CRLF title\r\n",
        "\u{FEFF}---\ndate: 2026-11-29\ntitle: \"  spaced: #1  \"\nlocation: \u{C11C}\u{C6B8}\nweather: sunny 21\u{B0}C\ntags: [\u{C11C}\u{C6B8}, \"x, y\", '', b]\n---\nbody\n",
        head + "tags: [ a b , c,]\nmood: Not Great\n---\n",
        head + "tags: []\ntitle: 1984\n---\n# Ignored\n",
        head + "tags:\n- a\n- null\n-   b  \n\nweather: windy\n---\nbody",
        head + "tags: lonely\nstarred: yes\nanniversary: TRUE\n---\n> - [x] quoted task\n",
        head + "tags: ~\nmood: ~\ntitle: null\n---\n```\n# fenced\n```\n# Real\n",
        head + "starred:\nmood:\ntitle:\ntags:\n---\n## second level\n",
        head + "weather: humid\nlocation: Seoul, Mapo-gu\nnote: a:b c#d (x) $5 +1 ~x\n---\n\u{D55C}\u{AD6D}\u{C5B4} \u{1F600}\n",
        head + "starred: 1\nanniversary: off\n...\n# dots\n",
        head + "uuid_extra: 1\n---",
        "---\ndate: 2026-11-29\nuuid: not-a-uuid\nmood: 9\n---\n![img](a.png)\nSecond line\n",
        "---\ndate: 2026-11-29 21:14\n---\n# Title #\n",
        head + "starred: -1\n---\n#\n# \n",
        head + "mood: \"\"\ntitle: \"   \"\nstarred: \"1\"\nanniversary: 'TRUE'\ntags: \"\"\n---\n# From the body\n",
        head + "tags: \"one tag\"\ntitle: '#not a comment: x'\n  # an indented comment\n---\n",
        head + "tags:\n  # first a comment\n\n  - a\n  -  'b'\n---\n",
        "\u{FEFF}---\r\ndate: 2026-11-29\r\n...\r\n",
        head + "note: caf\u{E9} \u{D55C}\u{AD6D}\u{C5B4} \u{1F600}\n---\n",
        head + "mood: bad # c: d \"\ntags: [study, hiking]  # was a long day\ntitle: \"a\" # c\n---\n",
        "---\ndate: 2026-11-29 # comment\ntags:\n  - a # one\n  - 'b' #two\n  - c#d\n---\n",
        // A title of only Unicode blanks is no title; a BOM at the body's start is not part of it.
        head + "title: \"\u{3000}\"\n---\n# \u{C9C4}\u{C9DC} \u{C81C}\u{BAA9}\n",
        head + "title: \u{3000}\u{A0}\n---\n# \u{3000}\n\u{3000}\nSecond line\n",
        head + "---\n\u{FEFF}# BOM title\n",
        head + "title: ' \u{3000}x\u{3000} '\n---\n",
    ]

    /// Files the fast path leaves to the full parser (each still read, or rejected, by it).
    static let full: [String] = [
        "--- \ndate: 2026-11-29\n---\n",
        "---\ndate: 2026-11-29\n--- \n",
        "---\ndate: 2026-11-29\n",
        "---\ndate: 2026-11-29\ntitle: a\n  continued\n---\n",
        "---\ndate: 2026-11-29\ntags:\n  - a\n    b\n---\n",
        "---\ndate: 2026-11-29\ntags:\n  - a\n - b\n---\n",
        "---\ndate: 2026-11-29\ntags:\n  - a\n  b\n---\n",
        "---\ndate: 2026-11-29\ntags:\n  -\n---\n",
        "---\ndate: 2026-11-29\ntags: [a,\n  b]\n---\n",
        "---\ndate: 2026-11-29\ntags: [a, b] x\n---\n",
        "---\ndate: 2026-11-29\ntags: [a b: c]\n---\n",
        "---\ndate: 2026-11-29\ntags: [,]\n---\n",
        "---\ndate: 2026-11-29\ndate: 2026-11-30\n---\n",
        "---\ndate: 2026-11-29\nDate: 2026-11-30\n---\n",
        "---\ncreated: 2026-11-29\n---\n",
        "---\ndate: 2026-11-29\nisStar: true\n---\n",
        "---\ndate: 2026-11-29\nUUID: 0202B398-3AFC-4C82-A7BE-E8EABFFC0618\n---\n",
        "---\ndate: 2026-11-29\nmood: &m good\n---\n",
        "---\ndate: 2026-11-29\nmood: !!str good\n---\n",
        "---\ndate: 2026-11-29\ntitle: |\n  block\n---\n",
        "---\ndate: 2026-11-29\ntitle: a: b\n---\n",
        "---\ndate: 2026-11-29\ntitle: a:\n---\n",
        "---\ndate: 2026-11-29\ntitle:\n  below\n---\n",
        "---\ndate:\t2026-11-29\n---\n",
        "---\ndate: 2026-11-29\nmeta:\n  a: 1\n---\n",
        "---\ndate: 2026-11-29\nmood: [a]\n---\n",
        "---\ndate: 2026-11-29\nmood:\n  - a\n---\n",
        "---\ndate: 2026-02-30\n---\n",
        "---\ndate: ~\n---\n",
        "---\ndate:\n---\n",
        "---\ntitle: no date\n---\n",
        "+++\ndate = 2026-11-29\n+++\n",
        "{\"date\": \"2026-11-29\"}\n",
        "# no front matter\n",
        "",
        "---\n\"date\": 2026-11-29\n---\n",
        "---\ndate : 2026-11-29\n---\n",
        "---\n date: 2026-11-29\n---\n",
        "---\ndate: 2026-11-29\ntags: - a\n---\n",
        "---\ndate: 2026-11-29\nk: v\n-x: 1\n---\n",
        "---\ndate: \"2026-11-29\n---\n",
        "---\ndate: 2026-11-29\ntitle: \"a\\\"b\"\n---\n",
        "---\ndate: 2026-11-29\ntitle: 'it''s'\n---\n",
        "---\ndate: 2026-11-29\ntitle: \"a\" b\n---\n",
        "---\ndate: 2026-11-29\ntags: [a, \"b]\n---\n",
        "---\ndate: 2026-11-29\ntags: [\"a\" \"b\"]\n---\n",
        "---\ndate: 2026-11-29\rmood: good\n---\n",
        "---\ndate: 2026-11-29\nmood: a\u{85}b\n---\n",
        "---\ndate: 2026-11-29\n#\tcomment\n---\n",
        "---\ndate: \"\"\n---\n",
        "---\ndate: 2026-11-29\ntitle: \"a\"# c\n---\n",
        "---\ndate: 2026-11-29\ntags: [a]# c\n---\n",
        "---\ndate: 2026-11-29\nmood: # c\n  good\n---\n",
        "---\ndate: 2026-11-29 # c\n  continued\n---\n",
        "---\ndate: 2026-11-29\ntags:\n  - a\n  # c\n    b\n---\n",
    ]

    @Test(arguments: simple)
    func readsTheSimpleSubsetAsTheFullReadingDoes(text: String) throws {
        let bytes = Array(text.utf8)
        let fast = try #require(bytes.withUnsafeBufferPointer { EntrySummary.readSimple($0, path: "2026/11/a.md") })
        guard case .summary(let full) = bytes.withUnsafeBufferPointer({ EntrySummary.readFull($0, path: "2026/11/a.md") }) else {
            Issue.record("the full reading gives no summary")
            return
        }
        #expect(SimpleFrontMatterTests.difference(fast, full) == nil)
    }

    @Test(arguments: full)
    func leavesEverythingElseToTheFullParser(text: String) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBufferPointer { EntrySummary.readSimple($0, path: "2026/11/a.md") } == nil)
    }

    @Test func leavesABodyThatIsNotUTF8ToTheFullParser() {
        let bytes = Array("---\ndate: 2026-11-29\n---\nbad ".utf8) + [0xFF, 0x0A]
        #expect(bytes.withUnsafeBufferPointer { EntrySummary.readSimple($0, path: "2026/11/a.md") } == nil)
        guard case .failed(.invalidUTF8) = bytes.withUnsafeBufferPointer({ EntrySummary.readFull($0, path: "2026/11/a.md") }) else {
            Issue.record("the full reading must fail on the bad byte")
            return
        }
    }

    @Test func readsTheValuesOfTheFirstFile() throws {
        let bytes = Array(Self.simple[1].utf8)
        let summary = try #require(bytes.withUnsafeBufferPointer { EntrySummary.readSimple($0, path: "2026/11/a.md") })
        #expect(summary.path == "2026/11/a.md")
        #expect(summary.date.text == "2026-11-29T11:43:00+09:00")
        #expect(summary.uuid?.canonical == "0202B398-3AFC-4C82-A7BE-E8EABFFC0618")
        #expect(summary.mood == .good)
        #expect(summary.moodText == "good")
        #expect(summary.isStarred)
        #expect(summary.tags == ["study", "walk"])
        #expect(summary.title == "T")
    }

    /// Every byte of the front matter of some simple files replaced by, and preceded by, each
    /// byte that matters to YAML: the fast path must read each edit as the full reading does,
    /// or leave it to it.
    @Test func everyOneByteEditReadsAlike() {
        let marks = Array(" \t\r\n:#-[]{},'\"&*!|>%@`?~.0aA\\".utf8) + [0xC3, 0x00, 0x7F]
        var tally = SimpleFrontMatterTests.Tally()
        for text in Self.simple.prefix(5) + Self.simple[15...17] {
            let bytes = Array(text.utf8)
            for position in 0..<min(bytes.count, 200) {
                for mark in marks {
                    var replaced = bytes
                    replaced[position] = mark
                    tally.check(replaced, label: "replace \(position) by \(mark) in \(text.debugDescription)")
                    var inserted = bytes
                    inserted.insert(mark, at: position)
                    tally.check(inserted, label: "insert \(mark) at \(position) in \(text.debugDescription)")
                }
            }
        }
        print("differential one-byte edits: \(tally.inputs) inputs, \(tally.fast) on the fast path")
        #expect(tally.mismatches == [])
        #expect(tally.fast > 1000)
    }

    @Test func generatedVaultReadsAlike() {
        var tally = SimpleFrontMatterTests.Tally()
        for file in VaultGenerator(entries: 3000, seed: 16).files().files { tally.check(file.bytes, path: file.path, label: file.path) }
        print("differential VaultGenerator: \(tally.inputs) inputs, \(tally.fast) on the fast path")
        #expect(tally.mismatches == [])
        #expect(tally.fast > 2500, "most generated entries are simple")
    }
}
