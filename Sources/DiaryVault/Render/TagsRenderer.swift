import Foundation

/// Counts and draws the tags of `vault tags`: every tag with the number of entries that have it.
///
/// Pure. Tags are compared as Swift strings compare (canonical equivalence, Unicode 15 annex 15):
/// `서울` typed in NFC and in NFD is one tag, shown in NFC; case matters (`Seoul` is not
/// `seoul`), as for `--tag`. An entry that lists a tag twice counts once for it.
enum TagsRenderer {
    /// One tag and how many entries have it.
    struct TagCount: Hashable, Sendable {
        /// The tag, in NFC.
        var tag: String
        /// The number of entries with the tag, at least 1.
        var count: Int
    }

    /// The tags of the entries, by count (most first), then by tag: the order of the NFC form's
    /// UTF-8 bytes, which is its Unicode scalar order, the same in every locale and every run.
    ///
    /// - Parameter entries: The entries, in any order.
    /// - Returns: One count per tag.
    static func count(_ entries: [EntrySummary]) -> [TagCount] {
        var counts: [String: Int] = [:]
        for entry in entries {
            for tag in Set(entry.tags) { counts[tag, default: 0] += 1 }
        }
        // Ties go by the tags' UTF-8 bytes, a total order: for NFC text the order of `<`, and for
        // any other text the same in every run (for a tag the normalisation leaves decomposed,
        // `<` leaves ties to the dictionary's order, which differs from run to run).
        return counts.map { TagCount(tag: $0.key.precomposedStringWithCanonicalMapping, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.tag.utf8.lexicographicallyPrecedes($1.tag.utf8) }
    }

    /// The counts as text: the count right-aligned to the widest, two blanks, the tag; one line
    /// each, ending with a line feed (empty text for no tags).
    ///
    /// ```
    ///   12  seoul
    ///    3  서울
    /// ```
    ///
    /// - Parameter counts: The counts, in the order to print.
    /// - Returns: The text; tags are escaped for the terminal (``TerminalText/safe(_:)``).
    static func render(_ counts: [TagCount]) -> String {
        let width = counts.map { String($0.count).count }.max() ?? 0
        return counts.map { String($0.count).padded(toWidth: width, alignment: .right) + "  " + TerminalText.safe($0.tag) + "\n" }.joined()
    }

    /// The counts as JSON, a listing by the rule of ``JSONEnvelope``:
    /// `{"tags": [{"tag", "count"}, ...], "count": N, "problems": [...]}`, ending with a line feed.
    ///
    /// - Parameters:
    ///   - counts: The counts, in the order to print.
    ///   - problems: The problems met while reading the vault.
    /// - Returns: The JSON text.
    static func renderJSON(_ counts: [TagCount], problems: [VaultProblem]) -> String {
        JSONEnvelope.listing("tags", counts, problems: problems) { count, json in
            json.beginObject()
            json.field("tag", count.tag)
            json.field("count", count.count)
            json.endObject()
        }
    }
}
