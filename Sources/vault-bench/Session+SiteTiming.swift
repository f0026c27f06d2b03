import Foundation

extension Session {
    /// Times `vault site`: a full build into an empty folder, a rebuild with nothing
    /// changed, a rebuild after one entry is edited, and `hugo` building the same entries.
    ///
    /// - `site, full build`: `rm -rf DIR && vault site -o DIR`; the floor the hugo row is compared
    ///   with; 300 MB.
    /// - `site, nothing changed`: `vault site -o DIR` over its own output, interleaved with the
    ///   warm index; at most 1.5x it (no entry is read: the files' sizes and times equal the manifest's; the home,
    ///   stats, tags and search pages are made and compared, none written).
    /// - `site, one entry edited`: the first touched file edited, then `vault site -o DIR`; at
    ///   most 2x the warm index (that entry and its year's entries are read; its page, its
    ///   year's search part and the stats are written).
    /// - `hugo, full build`: `hugo --source SITE --destination DIR`, a throwaway Hugo site whose
    ///   `content/YYYY` are the vault's year folders (mounted, nothing converted) with a minimal
    ///   layout that writes each entry's title and rendered body; n/a when hugo is missing. The hugo row's ratio
    ///   is its time over vault's full build, at least 10 (the target).
    ///
    /// Without a `site` command in `vault --help` every figure is n/a with a note.
    mutating func measureSite() throws -> [Figure] {
        let output = work + "/site-out"
        var full = Figure(name: "site, full build", command: "rm -rf DIR && vault --vault VAULT site -o DIR", floor: .site, memoryTarget: 300)
        var unchanged = Figure(name: "site, nothing changed", command: "vault --vault VAULT site -o DIR (after a build)",
                               comparedTo: .warm, target: 1.5)
        var edited = Figure(name: "site, one entry edited", command: "vault --vault VAULT site -o DIR (after one entry is edited)",
                            comparedTo: .warm, target: 2)
        var hugo = Figure(name: "hugo, full build", command: "hugo --source SITE --destination DIR (content/YYYY mounted from VAULT)",
                          comparedTo: .site, target: 10, targetIsMinimum: true)
        let hasSite = Bench.text(of: work + "/help.txt").split(separator: "\n").contains { $0.drops(prefix: "site ") }
        guard hasSite else {
            let note = "vault has no site command yet"
            (full.note, unchanged.note, edited.note, hugo.note) = (note, note, note, note)
            return [full, unchanged, edited, hugo]
        }
        let quoted = Self.shellQuoted(output)
        let build = ["/bin/sh", "-c", "rm -rf \(quoted) && " + vault(["site", "-o", output]).map(Self.shellQuoted).joined(separator: " ") + " 2>/dev/null"]
        full.timing = try time(full.name, command: full.command, build, warmups: 0).timing
        unchanged = try timeInterleaved([(unchanged, vault(["site", "-o", output]))], floor: .warm, floorArguments: index(noCache: false)).figures[0]
        if let path = toucher?.originals.first?.path {
            let one = try FileToucher(root: subject.root, paths: [path])
            Console.progress("timing \(edited.name)")
            var runs: [ProcessRunner.Measurement] = []
            for round in 1...bench.options.runs {
                try one.touch(round: round)
                runs.append(try measured(vault(["site", "-o", output])))
            }
            try one.touch(round: bench.options.runs + 1)
            edited.timing = Timing(runs: runs, measuredPeak: try memoryMeter.measure(vault(["site", "-o", output]), runner: bench.runner, work: work))
            try one.restore()
            _ = try measured(vault(["site", "-o", output]))
        } else {
            edited.note = "no file to edit"
        }
        if (try? bench.runner.run(["hugo", "version"]))?.status == 0 {
            let site = try writeHugoBuildSite()
            let destination = Self.shellQuoted(work + "/hugo-out")
            hugo.timing = try time(hugo.name, command: hugo.command,
                                   ["/bin/sh", "-c", "rm -rf \(destination) && hugo --quiet --source \(Self.shellQuoted(site)) --destination \(destination)"],
                                   warmups: 0).timing
        } else {
            hugo.note = "hugo is not installed (apt-get install hugo)"
        }
        return [full, unchanged, edited, hugo]
    }

    /// A throwaway Hugo site that builds the vault's entries: the comparison's site (the year
    /// folders mounted as content, ``writeHugoSite()``) with layouts that write each entry's title, date and rendered body (the least a
    /// site of the diary does), without taxonomies, feeds or a sitemap.
    func writeHugoBuildSite() throws -> String {
        let site = try writeHugoSite()
        try FileIO.makeDirectory(site + "/layouts")
        try FileIO.makeDirectory(site + "/layouts/_default")
        let single = "<!DOCTYPE html><html><head><title>{{ .Title }}</title></head><body><h1>{{ .Title }}</h1><p>{{ .Date }}</p>{{ .Content }}</body></html>\n"
        let list = "<!DOCTYPE html><html><body><ul>{{ range .Pages }}<li><a href=\"{{ .RelPermalink }}\">{{ .Title }}</a></li>{{ end }}</ul></body></html>\n"
        try FileIO.write(Array(single.utf8), to: site + "/layouts/_default/single.html")
        try FileIO.write(Array(list.utf8), to: site + "/layouts/_default/list.html")
        return site
    }
}
