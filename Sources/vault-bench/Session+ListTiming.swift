extension Session {
    /// The tag of the `list --tag` figure: one of the tags of both generators (`Vocabulary.tags`
    /// and `gen_vault.py`), on about 1 in 40 entries.
    static let listTag = "seoul"

    /// The `vault list` figures (filters and sort), each with its arguments after
    /// `vault --vault VAULT`:
    /// - `list --tag seoul --json`: a filter on the summary's tags (about 1 in 40 entries);
    /// - `list --starred`: a filter on the star (about 1 in 5), the text lines;
    /// - `list --where 'mood = good' --sort starred`: a `--where` the summary answers, sorted;
    /// - `list --sort oldest`: every entry, the whole sort and 100,000 text lines.
    static let listFigures: [(name: String, arguments: [String])] = [
        ("list --tag \(listTag) --json, warm", ["list", "--tag", listTag, "--json"]),
        ("list --starred, warm", ["list", "--starred"]),
        ("list --where mood --sort starred, warm", ["list", "--where", "mood = good", "--sort", "starred"]),
        ("list --sort oldest, warm", ["list", "--sort", "oldest"]),
    ]

    /// Times the `vault list` figures with a warm cache, interleaved with a warm
    /// `vault index --json` (``timeInterleaved(_:floor:floorArguments:measuresPeak:)``).
    ///
    /// Budget: at most the warm `index --json` (a list selects from the same scan and writes
    /// fewer or as many entries) and 150 MB. Without a `list` command in `vault --help`, or
    /// without a cache, the figures are n/a with a note.
    ///
    /// - Returns: The figures.
    /// - Throws: `BenchError.commandFailed` when a run exits with a status other than 0 or 1.
    mutating func measureList() throws -> [Figure] {
        let figures = Self.listFigures.map { name, arguments in
            (Figure(name: name, command: "vault --vault VAULT " + arguments.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " "),
                    comparedTo: .warm, target: 1, memoryTarget: 150), vault(arguments))
        }
        let hasList = Bench.text(of: work + "/help.txt").split(separator: "\n").contains { $0.drops(prefix: "list ") }
        guard hasList, features.hasCache else {
            let note = hasList ? "vault has no cache yet" : "vault has no list command yet"
            return figures.map { figure, _ in
                var figure = figure
                figure.note = note
                return figure
            }
        }
        return try timeInterleaved(figures, floor: .warm, floorArguments: index(noCache: false)).figures
    }
}

extension Substring {
    /// Whether the line, without leading blanks, starts with `prefix` (a command in `vault --help`).
    func drops(prefix: String) -> Bool {
        drop { $0 == " " }.hasPrefix(prefix)
    }
}
