/// How every view marks an entry whose file holds unresolved git conflict markers, in its
/// front matter or its body (``EntrySummary/isConflicted``, ``Entry/isConflicted``, both by
/// ``ConflictMarker/hasConflict(inUTF8:)``): `(conflicted)` in the view's language, bold red
/// when styled, before the entry's title; in JSON `"conflicted": true` (``EntryJSON``).
/// `index`, `list`, `on-this-day`, `show` and `dday` write it through this one home.
enum ConflictedMark {
    /// The mark and a space, styled, to go before a title; empty when the entry is not conflicted.
    ///
    /// - Parameters:
    ///   - isConflicted: Whether the entry's file holds conflict markers.
    ///   - words: The view's catalogue.
    ///   - style: Colour on or off.
    static func prefix(_ isConflicted: Bool, _ words: Catalogue, style: TextStyle) -> String {
        isConflicted ? style.apply(words[.conflicted], .bold, .red) + " " : ""
    }

    /// The mark and a space as plain text, to measure its width; empty when not conflicted.
    static func plainPrefix(_ isConflicted: Bool, _ words: Catalogue) -> String {
        isConflicted ? words[.conflicted] + " " : ""
    }
}
