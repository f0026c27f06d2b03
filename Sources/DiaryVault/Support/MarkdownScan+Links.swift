import Foundation

extension MarkdownScan {
    /// One link destination of a body, where it is written and the target it names.
    struct LinkDestination: Hashable, Sendable {
        /// The destination as written, in the body (inside `<` `>` for that form; a title after
        /// it not included).
        var range: Range<String.Index>
        /// The target it names: `\(` and `\)` unescaped, a query or fragment removed,
        /// percent-decoded, leading `./` removed (`attachments/photo%20(1).jpg#x` is
        /// `attachments/photo (1).jpg`).
        var target: String
    }

    /// Every link destination of a body outside fenced code, in order: each inline link's or
    /// image's destination (CommonMark 0.31.2 section 6.3, balanced parentheses and `<...>`
    /// included) and each link reference definition's (`[id]: attachments/x.png "title"`,
    /// section 4.7, up to three blanks before it).
    ///
    /// `vault export json` reads the files a body links from these (``ExportEntry/fileLinks``),
    /// and `vault import json` rewrites the ones that name a file it restores under another name.
    ///
    /// - Parameter body: The body.
    /// - Returns: The destinations, repeats included.
    static func linkDestinations(in body: String) -> [LinkDestination] {
        // Every destination follows a `]`: a body without one has none (most diary entries).
        guard body.utf8.contains(0x5D) else { return [] }
        var destinations: [LinkDestination] = []
        var fences = Fences()
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) where !fences.isCode(line) && line.utf8.contains(0x5D) {
            var written: [Range<String.Index>] = []
            if let definition = line.wholeMatch(of: #/ {0,3}\[[^\]]+\]:[ \t]*(?:<([^<>]*)>|(\S+)).*/#),
               let target = definition.output.1 ?? definition.output.2 {
                written.append(target.startIndex..<target.endIndex)
            }
            let characters = Array(line)
            var offsets = [line.startIndex]
            offsets.reserveCapacity(characters.count + 1)
            var position = line.startIndex
            for _ in characters {
                position = line.index(after: position)
                offsets.append(position)
            }
            var index = 0
            while index + 1 < characters.count {
                guard characters[index] == "]", characters[index + 1] == "(",
                      let tail = inlineLinkTail(characters, from: index + 2) else {
                    index += 1
                    continue
                }
                index = tail.end
                written.append(offsets[tail.destination.lowerBound]..<offsets[tail.destination.upperBound])
            }
            for range in written {
                destinations.append(LinkDestination(range: range, target: linkTarget(String(body[range]))))
            }
        }
        return destinations
    }

    /// The target a destination names, as ``LinkDestination/target`` states it.
    ///
    /// - Parameter written: The destination as written.
    static func linkTarget(_ written: String) -> String {
        var target = written.replacing("\\(", with: "(").replacing("\\)", with: ")")
        if let cut = target.firstIndex(where: { $0 == "?" || $0 == "#" }) { target = String(target[..<cut]) }
        target = target.removingPercentEncoding ?? target
        while target.hasPrefix("./") { target.removeFirst(2) }
        return target
    }

    /// Whether a link target (``linkTarget(_:)``) may name a file: not empty, not a URL
    /// (`https:`, `mailto:`, `//`), and its last part has a file extension other than `.md` or
    /// `.markdown` (a link to another entry is no file).
    ///
    /// - Parameter target: The target.
    static func isFileTarget(_ target: String) -> Bool {
        let fileExtension = (target as NSString).pathExtension.lowercased()
        return !target.isEmpty && !target.hasPrefix("//") && target.firstMatch(of: #/^[A-Za-z][A-Za-z0-9+.\-]*:/#) == nil
            && !fileExtension.isEmpty && fileExtension != "md" && fileExtension != "markdown"
    }
}
