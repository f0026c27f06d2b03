/// Draws the results of `vault check` for people and as JSON.
///
/// Pure: paths come in already chosen for display. Every piece of text that came from a file or
/// a file name is escaped with ``TerminalText`` before it reaches the terminal.
enum CheckRenderer {
    /// One problem the way compilers print a diagnostic:
    ///
    /// ```
    /// 2026/11/2026-11-03-cold.md:5:10: warning: 'starred' is 'yes', which ... [starred-not-boolean]
    /// starred: yes
    ///          ^
    /// hint: vault check --fix writes 'starred: true'
    /// ```
    ///
    /// - Parameters:
    ///   - problem: The problem.
    ///   - displayPath: The path to print.
    /// - Returns: The lines, each ending in a newline.
    static func render(_ problem: VaultProblem, displayPath: String) -> String {
        problem.diagnostic(displayPath: displayPath, showsKind: true).rendered + "\n"
    }

    /// The last line: how many entries were checked and what was found.
    ///
    /// `checked 12 entries: 14 problems (9 errors, 5 warnings), 7 fixable with 'vault check --fix'`,
    /// or `checked 52 entries: no problems`; in the locale's words (``Catalogue``): `일기 52편 검사:
    /// 문제 없음`, `52 Einträge geprüft: keine Probleme`.
    ///
    /// - Parameters:
    ///   - problems: The problems that remain.
    ///   - entries: How many entry files were checked.
    ///   - fixed: How many fixes were made, when `--fix` ran.
    ///   - words: The words of the locale; English by default.
    static func summary(_ problems: [VaultProblem], entries: Int, fixed: Int?,
                        words: Catalogue = Catalogue(language: .en)) -> String {
        var text = words(.checkChecked, ["x": words(.countEntries, count: entries)])
        if let fixed { text += words(.checkMade, ["x": words(.countFixes, count: fixed)]) }
        guard !problems.isEmpty else { return text + words[.checkNoProblems] + "\n" }
        let errors = problems.filter { $0.severity == .error }.count
        let warnings = problems.count - errors
        let fixable = problems.filter(\.isFixable).count
        text += words(.checkProblems, ["x": words(.countProblems, count: problems.count),
                                       "e": words(.countErrors, count: errors), "w": words(.countWarnings, count: warnings)])
        if fixable > 0 { text += words(.checkFixable, count: fixable) }
        return text + "\n"
    }

    /// `1 entry`, `2 entries`.
    static func count(_ number: Int, _ singular: String, _ plural: String) -> String {
        "\(number) \(number == 1 ? singular : plural)"
    }

    /// The line printed for each fix made: `fixed 2026/11/x.md: added uuid 6F1C...`.
    ///
    /// - Parameters:
    ///   - fix: The fix.
    ///   - displayPath: The file's path before the fix, for display.
    static func render(_ fix: EntryFixer.Fix, displayPath: String) -> String {
        "fixed \(TerminalText.safe(displayPath)): \(TerminalText.safe(fix.description)) [\(fix.kind.rawValue)]\n"
    }

    /// The whole result as one JSON object:
    ///
    /// ```
    /// {"entriesChecked": 12, "dryRun": false,
    ///  "problems": [PROBLEM, ...],
    ///  "fixes": [{"path", "newPath", "fixes": [{"kind", "description"}], "diff"}, ...],
    ///  "failures": [{"path", "reason"}, ...]}
    /// ```
    /// PROBLEM is the shape of `vault index --json`: `{"kind", "severity", "path", "line",
    /// "column", "message", "hint", "fixable"}`. Paths are relative to the vault root. Without
    /// `--fix`, `fixes` is empty; with it, `problems` are those that remain; with `--dry-run`,
    /// `fixes` are what `--fix` would do and `problems` are all of them.
    ///
    /// - Parameters:
    ///   - problems: The problems to list.
    ///   - entries: How many entry files were checked.
    ///   - plans: The fixes made or planned.
    ///   - failures: The fixes that could not be made.
    ///   - dryRun: Whether nothing was written.
    /// - Returns: The JSON text, ending with a newline.
    static func renderJSON(_ problems: [VaultProblem], entries: Int, plans: [FilePlan],
                           failures: [VaultFixer.Failure], dryRun: Bool) -> String {
        var json = JSONWriter()
        json.beginObject()
        json.field("entriesChecked", entries)
        json.field("dryRun", dryRun)
        json.key("problems")
        IndexRenderer.writeProblems(problems, to: &json)
        json.key("fixes")
        json.beginArray()
        for plan in plans {
            json.beginObject()
            json.field("path", plan.path)
            json.field("newPath", plan.finalPath)
            json.key("fixes")
            json.beginArray()
            for fix in plan.fixes {
                json.beginObject()
                json.field("kind", fix.kind.rawValue)
                json.field("description", fix.description)
                json.endObject()
            }
            json.endArray()
            json.field("diff", plan.diff)
            json.endObject()
        }
        json.endArray()
        json.key("failures")
        json.beginArray()
        for failure in failures {
            json.beginObject()
            json.field("path", failure.path)
            json.field("reason", failure.reason)
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.text + "\n"
    }
}
