/// Emphasis, strong emphasis and strikethrough: delimiter runs and the "process emphasis"
/// procedure (CommonMark 0.31.2 section 6.2 and the appendix; GFM section 6.5 for `~`).
extension MarkdownInlineParser {
    /// Reads a run of `*`, `_` or `~` as text, and pushes it on the delimiter stack when it can
    /// open or close.
    mutating func parseDelimiterRun(_ character: UInt8, in tree: inout MarkdownTree) {
        let start = position
        while position < subject.count && subject[position] == character { position += 1 }
        let count = position - start
        let node = appendText(subject[start..<position], in: &tree)

        let before = MarkdownText.scalar(before: start, in: subject) ?? "\n"
        let after = MarkdownText.scalar(at: position, in: subject) ?? "\n"
        let beforeIsWhitespace = MarkdownText.isUnicodeWhitespace(before)
        let beforeIsPunctuation = MarkdownText.isUnicodePunctuation(before)
        let afterIsWhitespace = MarkdownText.isUnicodeWhitespace(after)
        let afterIsPunctuation = MarkdownText.isUnicodePunctuation(after)
        let leftFlanking = !afterIsWhitespace && (!afterIsPunctuation || beforeIsWhitespace || beforeIsPunctuation)
        let rightFlanking = !beforeIsWhitespace && (!beforeIsPunctuation || afterIsWhitespace || afterIsPunctuation)
        let canOpen: Bool, canClose: Bool
        if character == UInt8(ascii: "_") {
            canOpen = leftFlanking && (!rightFlanking || beforeIsPunctuation)
            canClose = rightFlanking && (!leftFlanking || afterIsPunctuation)
        } else {
            canOpen = leftFlanking
            canClose = rightFlanking
        }
        if character == UInt8(ascii: "~") && count > 2 { return }
        guard canOpen || canClose else { return }
        delimiters.append(Delimiter(character: character, count: count, originalCount: count, node: node,
                                    canOpen: canOpen, canClose: canClose, previous: lastDelimiter))
        let index = delimiters.count - 1
        if lastDelimiter >= 0 { delimiters[lastDelimiter].next = index }
        lastDelimiter = index
    }

    /// Takes a delimiter off the stack.
    mutating func removeDelimiter(_ index: Int) {
        let previous = delimiters[index].previous, next = delimiters[index].next
        if previous >= 0 { delimiters[previous].next = next }
        if next >= 0 { delimiters[next].previous = previous } else { lastDelimiter = previous }
    }

    /// Matches closers with openers above `bottom` (a delimiter index, -1 for the whole
    /// stack), making emphasis, strong emphasis and strikethrough nodes, then empties the
    /// stack above `bottom`.
    mutating func processEmphasis(bottom: Int, in tree: inout MarkdownTree) {
        guard lastDelimiter != bottom else { return }
        // The lowest opener worth looking at, by character, by whether the closer can open
        // and by its length modulo 3 (the spec's "openers_bottom").
        var openersBottom: [UInt8: [Int]] = [:]
        for character in [UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~")] {
            openersBottom[character] = Array(repeating: bottom, count: 6)
        }
        var closer = lastDelimiter
        while closer >= 0 && delimiters[closer].previous != bottom { closer = delimiters[closer].previous }
        while closer >= 0 {
            let closing = delimiters[closer]
            guard closing.canClose else {
                closer = closing.next
                continue
            }
            let character = closing.character
            let bottomIndex = character == UInt8(ascii: "~") ? closing.count % 3 : (closing.canOpen ? 3 : 0) + closing.originalCount % 3
            var opener = closing.previous
            var found = false
            while opener >= 0 && opener != bottom && opener != openersBottom[character]![bottomIndex] {
                let opening = delimiters[opener]
                if opening.character == character && opening.canOpen {
                    if character == UInt8(ascii: "~") {
                        if opening.count == closing.count { found = true; break }
                    } else {
                        let oddMatch = (closing.canOpen || opening.canClose) && closing.originalCount % 3 != 0
                            && (opening.originalCount + closing.originalCount) % 3 == 0
                        if !oddMatch { found = true; break }
                    }
                }
                opener = opening.previous
            }
            let oldCloser = closer
            if found {
                let used = character == UInt8(ascii: "~") ? closing.count : (closing.count >= 2 && delimiters[opener].count >= 2 ? 2 : 1)
                let openerNode = delimiters[opener].node, closerNode = closing.node
                delimiters[opener].count -= used
                delimiters[closer].count -= used
                tree[openerNode].content.removeLast(used)
                tree[closerNode].content.removeLast(used)
                let kind: MarkdownNode.Kind = character == UInt8(ascii: "~") ? .strikethrough : used == 1 ? .emphasis : .strong
                let emphasis = tree.make(kind)
                var child = tree[openerNode].next
                while child >= 0 && child != closerNode {
                    let next = tree[child].next
                    tree.append(child, to: emphasis)
                    child = next
                }
                tree.insert(emphasis, after: openerNode)
                // Delimiters between opener and closer are gone.
                delimiters[opener].next = closer
                delimiters[closer].previous = opener
                if delimiters[opener].count == 0 {
                    tree.detach(openerNode)
                    removeDelimiter(opener)
                }
                if delimiters[closer].count == 0 {
                    tree.detach(closerNode)
                    let next = delimiters[closer].next
                    removeDelimiter(closer)
                    closer = next
                }
            } else {
                closer = closing.next
                openersBottom[character]![bottomIndex] = delimiters[oldCloser].previous
                if !delimiters[oldCloser].canOpen { removeDelimiter(oldCloser) }
            }
        }
        while lastDelimiter >= 0 && lastDelimiter != bottom { removeDelimiter(lastDelimiter) }
    }
}
