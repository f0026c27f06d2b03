extension Catalogue {
    /// Every text of the views, by the view that shows it; its English text is in ``row``.
    enum Key: String, CaseIterable, Hashable, Sendable {
        // Entry lines (index, list, on-this-day, search) and their headings.
        /// The heading of the index's starred entries: `Favorites`.
        case favorites
        /// What stands for an entry without a title: `(untitled)`.
        case untitled
        /// The mark before the title of an entry with unresolved git conflict markers (index,
        /// list, INDEX.md, the header of show): `(conflicted)`.
        case conflicted
        /// The name of the mood `great`.
        case moodGreat
        /// The name of the mood `good`.
        case moodGood
        /// The name of the mood `okay`.
        case moodOkay
        /// The name of the mood `not-great`.
        case moodNotGreat
        /// The name of the mood `bad`.
        case moodBad
        /// The index of a vault without entries; `{x}` is the vault's folder: `no entries in {x}`.
        case indexEmpty
        /// What `{x}` of ``indexEmpty`` is for the working directory: `this vault`.
        case thisVault
        /// The index of a selection that matched nothing: `no entries match the selection`.
        case indexNoMatch
        /// The one line shown instead of entry lines on a terminal too narrow for them; `{n}` is
        /// its width, `{m}` the width needed.
        case narrowTerminal

        // vault show.
        /// The label of an invalid date: `date`.
        case labelDate
        /// The label of the mood: `mood`.
        case labelMood
        /// The label of the tags: `tags`.
        case labelTags
        /// What follows the star of a starred entry (and the calendar's `*`): `starred`.
        case starred
        /// After a mood vault cannot read: `(unknown)`.
        case unknownMood
        /// After a date vault cannot read: `(not a valid date)`.
        case invalidDate
        /// After a date taken from the file name, the front matter having none: `(from the file name)`.
        case fromFileName

        // Calendar legends.
        /// The calendar's `+`: a day with entries.
        case legendEntries
        /// The `?` of the mood views, and the stats' row of entries without a mood: `no mood`.
        case noMood
        /// The calendar's `^`: an anniversary.
        case legendAnniversary

        // vault stats and heatmap.
        /// The total of entries: `Entries`.
        case statsEntries
        /// The number of days with an entry: `Days written`.
        case statsDaysWritten
        /// The total of words: `Words`.
        case statsWords
        /// The total of characters: `Characters`.
        case statsCharacters
        /// Before the time a day ends at, when it is not midnight: `day ends at`.
        case statsDayEndsAt
        /// The heading of the streaks: `Streaks`.
        case statsStreaks
        /// The column of the current streak: `current`.
        case statsCurrent
        /// The column of the longest streak: `longest`.
        case statsLongest
        /// The row of streaks of every day: `every day`.
        case statsEveryDay
        /// The row of streaks of weekdays only: `weekdays`.
        case statsWeekdays
        /// No streak: `none`.
        case statsNone
        /// The heading of the table by month: `Per month`.
        case statsPerMonth
        /// A column of entry counts, and the heatmap's legend by count: `entries`.
        case columnEntries
        /// A column of day counts: `days`.
        case columnDays
        /// A column of word counts, and the heatmap's legend by words: `words`.
        case columnWords
        /// The heading of the mood chart: `Moods`.
        case statsMoods
        /// The heading of the median mood by month: `Mood per month (median)`.
        case statsMedianMood
        /// The heading of the most used tags: `Top tags`.
        case statsTopTags
        /// The whole text of stats without entries, and the heatmap's `·` by mood: `no entries`.
        case noEntries
        /// The heatmap's `<`: `today`.
        case today
        /// The note under a heatmap whose range starts after today: `Every day of this range is after today ({today}), so none is drawn yet.`
        case heatmapFutureRange

        // Days, years and relative phrases (on-this-day, dday, calendar's anniversaries).
        /// A number of days: `1 day|{n} days`.
        case countDays
        /// A yearly milestone: `1 year|{n} years`, Korean `{n}주년`.
        case countYears
        /// How long ago a year was: `1 year ago|{n} years ago`.
        case yearsAgo
        /// How far away a later day is: `in 1 day|in {n} days`, Korean `D-{n}`.
        case inDays
        /// A day before the remembered one: `1 day before|{n} days before`.
        case daysBefore
        /// A day after the remembered one: `1 day after|{n} days after`.
        case daysAfter
        /// The on-this-day title; `{x}` is the month and day: `{x} in earlier years`.
        case onThisDayTitle
        /// The on-this-day title with a window; `{w}` is its days: `{x} ± {w} in earlier years`.
        case onThisDayTitleWindow
        /// The on-this-day line without matches.
        case onThisDayEmpty
        /// The on-this-day line without matches, with a window.
        case onThisDayEmptyWindow
        /// The dday line without anniversaries.
        case ddayEmpty
        /// The ordinal of today after a past anniversary's D-day, where the language writes one
        /// (Korean `{n}일째`, as Korean couple apps write it); empty where it does not.
        case ddayOrdinal

        // --explain: the rules of time (docs/TIME.md), one paragraph each, with the setting in force.
        /// An entry's day: `Day: an entry belongs to the date written in its front matter, ...`.
        case explainWrittenDate
        /// `day-end` set; `{x}` is the time a day ends at: `Day end (day-end = {x}): for streaks ...`.
        case explainDayEnd
        /// `day-end` not set: `Day end: days end at midnight (set day-end = 04:00 to ...)`.
        case explainDayEndMidnight
        /// `leap-day = feb28`: `29 February (leap-day = feb28): in common years it falls on 28 February ...`.
        case explainLeapDayFeb28
        /// `leap-day = mar1`: `29 February (leap-day = mar1): in common years it falls on 1 March ...`.
        case explainLeapDayMar1
        /// `counting = from-one`: `Counting (counting = from-one): the date itself is day 1 (D+1), ...`.
        case explainCountingFromOne
        /// `counting = from-zero`: `Counting (counting = from-zero): the date itself is D+0, ...`.
        case explainCountingFromZero

        // --explain of vault stats and heatmap: the rules of the figures (docs/STATS.md), one each.
        /// `Days written: the days with at least one selected entry.`
        case explainDaysWritten
        /// `Streak: a run of days written without a gap. Current: ... Longest: ...`
        case explainStreaks
        /// `Without weekends: Saturdays and Sundays neither break nor extend a streak; ...`
        case explainWeekdays
        /// `Words: runs of letters and digits (Hangul included); ...`
        case explainWords
        /// `Characters: user-perceived characters (grapheme clusters) other than whitespace; ...`
        case explainCharacters
        /// `Moods: each entry once; the month's mood is the median of its entries' moods.`
        case explainMoods
        /// `Heatmap: a day's level has fixed thresholds, never scaled to the maximum: ...`
        case explainHeatmapLevels

        // vault check's summary line.
        /// `checked {x}`, where `{x}` is ``countEntries``.
        case checkChecked
        /// `, made {x}`, where `{x}` is ``countFixes``.
        case checkMade
        /// `: no problems`.
        case checkNoProblems
        /// `: {x} ({e}, {w})`: problems, errors, warnings.
        case checkProblems
        /// `, {n} fixable with 'vault check --fix'`.
        case checkFixable
        /// `1 entry|{n} entries`.
        case countEntries
        /// `1 fix|{n} fixes`.
        case countFixes
        /// `1 problem|{n} problems`.
        case countProblems
        /// `1 error|{n} errors`.
        case countErrors
        /// `1 warning|{n} warnings`.
        case countWarnings
        /// `vault new` with nothing to write: the entry is empty; nothing was created.
        case newEmpty
        /// `vault new` whose standard input was read and empty.
        case newEmptyStandardInput

        // vault lsp: the titles of code actions; `{x}` is the command line that does the same.
        /// The safe fixes of `vault check --fix`; `{y}` lists them: `Fix: {y} ({x})`.
        case lspActionFix
        /// Star the entry: `Star this entry ({x})`.
        case lspActionStar
        /// Unstar the entry: `Unstar this entry ({x})`.
        case lspActionUnstar
        /// Set the mood; `{y}` is the mood's name in the language: `Set the mood to {y} ({x})`.
        case lspActionSetMood

        // vault log: what a commit changed in an entry.
        /// The file was created: `created`.
        case historyCreated
        /// The file was moved; `{x}` is its old path: `moved from {x}`.
        case historyMovedFrom
        /// A front-matter key appeared; `{x}` is the key: `{x} added`.
        case historyKeyAdded
        /// A front-matter key's value changed: `{x} changed`.
        case historyKeyChanged
        /// A front-matter key went away: `{x} removed`.
        case historyKeyRemoved
        /// The body changed: `body changed`.
        case historyBodyChanged
        /// Nothing of the front matter or body changed (a move alone has its own line):
        /// `no change to the front matter or body`.
        case historyNoChange
        /// `vault sync`: the commit of the pending changes: `committed {x}: {y}` (the hash, what).
        case syncCommitted
        /// `vault sync`: `nothing came in from {x}` (the upstream).
        case syncNothingCameIn
        /// `vault sync`: `pulled from {x} ({y}): {z} came in` (the upstream, rebase or merge, what).
        case syncPulled
        /// `vault sync`: `wrote {x} afresh: {y}` (INDEX.md, the commit).
        case syncWroteIndex
        /// `vault sync`: `pushed to {x}: {z} went out` (the upstream, what).
        case syncPushed
        /// `vault sync`: `nothing to push`.
        case syncNothingToPush
        /// `vault sync`'s count of files that are not entries: `1 other file`, `{n} other files`.
        case syncOtherFiles
        /// `vault sync`: two counts joined: `{x} and {y}`.
        case syncBoth
        /// `vault sync`'s line of a file added: `added`.
        case syncAdded
        /// `vault sync`'s line of a file changed: `changed`.
        case syncChanged
        /// `vault sync`'s line of a file moved: `moved`.
        case syncMoved
        /// `vault sync`'s line of a file removed: `removed`.
        case syncRemoved
        /// `vault sync`: where a moved file was: `(from {x})`.
        case syncFrom

        // vault resolve: what was done to a conflicted entry.
        /// `{x} has no conflict markers; nothing to resolve` (the path).
        case resolveNothing
        /// `resolved {x} ({y})`: the path and title, then how (one of the `resolveHow` keys).
        case resolveResolved
        /// How an entry was resolved: our side of each conflict, `ours`.
        case resolveHowOurs
        /// How: their side, `theirs`.
        case resolveHowTheirs
        /// How: both sides' lines, `both`.
        case resolveHowBoth
        /// How: in the editor, `edited`.
        case resolveHowEdited
        /// How: git's sides merged again with nothing left in conflict, `merged by vault, no conflict left`.
        case resolveHowMerged
        /// The second of two entries that met at one path: `wrote {x} (theirs, a second entry)`.
        case resolveSecondEntry
        /// Added to git's index outside a merge: `marked resolved (git add)`.
        case resolveStaged
        /// Added inside a merge, rebase or cherry-pick (`{x}`, git's word), finished by `{y}`
        /// (a git command): `marked resolved in the {x} (git add); when no conflict is left, finish it with '{y}'`.
        case resolveStagedInOperation
        /// The last conflict resolved: `no conflict is left: wrote {x} afresh and added it (git add)` (INDEX.md).
        case resolveIndexAdded

        // vault git setup and vault git hook.
        /// `git is already set up to merge entries with vault; nothing to do`.
        case gitSetupNothing
        /// `set up git to merge entries with vault`, followed by the files written.
        case gitSetupDone
        /// One file `vault git setup` wrote: `wrote {x}`.
        case gitSetupWrote
        /// A hook folded INDEX.md into a commit: `vault: wrote {x} afresh and folded it into {y}` (INDEX.md, the commit).
        case gitHookAmended
        /// A hook committed INDEX.md on its own: `vault: wrote {x} afresh and committed it: {y}`.
        case gitHookCommitted
        /// A hook left INDEX.md with changes not committed:
        /// `vault: {x} has changes that are not committed, so it was not written afresh; run 'vault index --write' when you are ready`.
        case gitHookSkipped

        // The static site (`vault site`).
        /// The site's link to its home page: `Home`.
        case siteHome
        /// The home page's heading of the newest entries: `Latest entries`.
        case siteLatest
        /// The home page's heading of the entries of this day in other years: `On this day`.
        case siteOnThisDay
        /// The heading and link of the page of all tags: `Tags`.
        case siteTags
        /// The heading and link of the stats page: `Statistics`.
        case siteStats
        /// The heading, link and button of the search page: `Search`.
        case siteSearch
        /// The search page's line under the field: `Titles, bodies, tags and front matter; case and Unicode form ignored.`
        case siteSearchHint
        /// What the search page says without JavaScript.
        case siteSearchNeedsScript
        /// The count of search results: `1 result|{n} results`.
        case siteSearchResults
        /// The link to the previous entry: `Previous`.
        case sitePrevious
        /// The link to the next entry: `Next`.
        case siteNext
        /// The heading of an entry's attachments: `Attachments`.
        case siteAttachments
        /// The link from an entry to its day on the month page: `This day`.
        case siteDay
        /// The heading of the list of years: `Year`.
        case siteYear
        /// The stats page's heading of the mood chart: `Moods per month`.
        case siteMoodsPerMonth
        /// The heading of the list of every entry of a tag or month: `All entries`.
        case siteAllEntries
        /// The home page's note of the private entries not in the site.
        case sitePrivateLeftOut

        /// The keys whose text may be empty in a language, where that language says nothing.
        static let mayBeEmpty: Set<Key> = [.ddayOrdinal]
    }
}
