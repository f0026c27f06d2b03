import Foundation

extension Session {
    /// The most entries the comparison with other tools runs at: `hugo` holds every page in
    /// memory (2.2 GB at 100,000 entries), and the Python script takes minutes a run.
    static let comparisonMaxEntries = 100_000

    /// How many times vault must be faster than each other tool: at least 20x.
    static let comparisonTarget = 20.0

    /// Times two other tools that read the same vault, interleaved with
    /// `vault index --json --no-cache` (the comparison rows; the ratio is the tool's time
    /// over vault's, so the budget is a least ratio, ``comparisonTarget``):
    ///
    /// - `python3 frontmatter-index.py VAULT`: python-frontmatter (`pip install
    ///   python-frontmatter`) loads every entry and prints the facts of the index as JSON
    ///   (``frontMatterScript``);
    /// - `hugo list all --source SITE`: a throwaway Hugo site whose `content/YYYY` folders are
    ///   the vault's year folders, mounted (``writeHugoSite()``).
    ///
    /// A tool that is not installed, or a vault of more than ``comparisonMaxEntries`` entries,
    /// gets a note instead of a timing. Each gets no warm-up and at most 3 runs (a run of either
    /// takes seconds to a minute at 100,000 entries); peak memory is that of the timed runs.
    ///
    /// - Returns: The two figures.
    /// - Throws: The errors of writing the script and the site, and of the runs.
    mutating func measureComparison() throws -> [Figure] {
        var python = Figure(name: "python-frontmatter script", command: "python3 frontmatter-index.py VAULT > /dev/null",
                            comparedTo: .noCache, target: Self.comparisonTarget, targetIsMinimum: true)
        var hugo = Figure(name: "hugo list all", command: "hugo list all --source SITE > /dev/null (content/YYYY mounted from VAULT)",
                          comparedTo: .noCache, target: Self.comparisonTarget, targetIsMinimum: true)
        guard entryCount <= Self.comparisonMaxEntries else {
            let note = "skipped above \(Self.comparisonMaxEntries) entries"
            (python.note, hugo.note) = (note, note)
            return [python, hugo]
        }
        var timed: [(Figure, [String])] = []
        if (try? bench.runner.run(["python3", "-c", "import frontmatter"]))?.status == 0 {
            let script = work + "/frontmatter-index.py"
            try FileIO.write(Array(Self.frontMatterScript.utf8), to: script)
            timed.append((python, ["python3", script, subject.root]))
        } else {
            python.note = "python3 with python-frontmatter is not installed (pip install python-frontmatter)"
        }
        if (try? bench.runner.run(["hugo", "version"]))?.status == 0 {
            timed.append((hugo, ["hugo", "list", "all", "--source", try writeHugoSite()]))
        } else {
            hugo.note = "hugo is not installed (apt-get install hugo)"
        }
        let results = timed.isEmpty ? []
            : try timeInterleaved(timed, floor: .noCache, floorArguments: index(noCache: true), measuresPeak: false,
                                  warmups: 0, runs: min(3, bench.options.runs)).figures
        return [results.first { $0.name == python.name } ?? python, results.first { $0.name == hugo.name } ?? hugo]
    }

    /// A throwaway Hugo site in the work folder: a `hugo.toml` that mounts each `YYYY` folder
    /// of the vault as `content/YYYY` (so Hugo reads the entries in place, nothing is copied).
    ///
    /// - Returns: The site's folder.
    /// - Throws: The errors of listing the vault and writing the site.
    func writeHugoSite() throws -> String {
        let site = work + "/hugo-site"
        try FileIO.makeDirectory(site)
        let years = try FileManager.default.contentsOfDirectory(atPath: subject.root).filter { $0.count == 4 && $0.allSatisfy(\.isASCIIDigit) }.sorted()
        var config = "baseURL = \"http://example.org/\"\ndisableKinds = [\"taxonomy\", \"term\", \"RSS\", \"sitemap\", \"robotsTXT\", \"404\"]\n"
        for year in years {
            config += "[[module.mounts]]\nsource = \"\(subject.root)/\(year)\"\ntarget = \"content/\(year)\"\n"
        }
        try FileIO.write(Array(config.utf8), to: site + "/hugo.toml")
        return site
    }

    /// The Python script of the comparison: python-frontmatter loads every `.md` of the year
    /// folders and the script prints, as one JSON array newest first, the facts of
    /// `vault index --json`: path, date, title (the front matter's, else the first heading, else
    /// the file name), tags, starred and mood; a file it cannot load is listed with its error.
    static let frontMatterScript = #"""
        import json, os, sys
        import frontmatter

        root = sys.argv[1]
        entries = []
        for year in sorted(os.listdir(root)):
            if len(year) != 4 or not year.isdigit():
                continue
            for folder, _, names in os.walk(os.path.join(root, year)):
                for name in names:
                    if not name.endswith(".md"):
                        continue
                    path = os.path.join(folder, name)
                    relative = os.path.relpath(path, root)
                    try:
                        post = frontmatter.load(path)
                    except Exception as error:
                        entries.append({"path": relative, "error": str(error)})
                        continue
                    title = post.get("title")
                    if not title:
                        heading = next((line for line in post.content.splitlines() if line.startswith("# ")), None)
                        title = heading[2:].strip() if heading else name[:-3]
                    tags = post.get("tags") or []
                    entries.append({"path": relative, "date": str(post.get("date", "")), "title": str(title),
                                    "tags": [str(tag) for tag in tags] if isinstance(tags, list) else [str(tags)],
                                    "starred": bool(post.get("starred", False)), "mood": post.get("mood")})
        entries.sort(key=lambda entry: entry.get("date", ""), reverse=True)
        json.dump({"count": len(entries), "entries": entries}, sys.stdout, default=str)
        """#
}

extension Character {
    /// Whether it is one of `0` to `9`.
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
