/// The environment variables vault reads, with what each does: the manual page's ENVIRONMENT.
///
/// `EnvironmentVariablesTests` checks that every `environment["NAME"]` read in `Sources/` and
/// every name of ``LocaleResolver/variables`` and ``CLIContext/localeVariables`` is listed here.
enum EnvironmentVariables {
    /// The variables, in the order the manual lists them: names read together share a row.
    static let documented: [(names: [String], effect: String)] = [
        (["VAULT_DIR"], "The vault to use when --vault is not given."),
        (["LC_ALL", "LC_TIME", "LANG"],
         "The locale for month and weekday names, date formats and the first day of the week, the first one set "
            + "winning; ko_KR.UTF-8 means ko_KR, and C, POSIX or a locale that --locale would refuse mean en_US. "
            + "--locale, then locale in .vault/config, override them."),
        (["LC_MESSAGES", "LC_CTYPE"],
         "Read by the ICU library itself; a value vault could not use is replaced by C in vault's own process "
            + "(the editor and git still get it)."),
        (["VISUAL", "EDITOR"], "The editor of vault new and vault edit, after editor in .vault/config; vi when none is set."),
        (["COLUMNS"], "The width of help text, and of index and list lines on a terminal."),
        (["NO_COLOR"], "When set and not empty, no colour (unless --color always)."),
        (["TERM"], "When dumb, no colour (unless --color always)."),
        (["VAULT_STATS"], "When set and not 0, vault index and the other read commands (list, search, stats, check...) print on standard error how long each step took (and the files read)."),
        (["HOME"], "What ~ means at the start of a path such as --vault ~/Diary."),
        (["PATH"], "Where git and the editor are looked up."),
    ]
}
