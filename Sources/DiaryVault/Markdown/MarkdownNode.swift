/// One node of a parsed markdown document: a block (paragraph, list, ...) or an inline (text,
/// emphasis, link, ...), linked to its parent, children and siblings by index in a
/// `MarkdownTree`.
///
/// The links are those of the spec's appendix and of cmark's tree (first and last child, next
/// and previous sibling): the delimiter algorithm moves runs of siblings under a new emphasis
/// node. Text is kept as UTF-8 bytes.
struct MarkdownNode {
    /// What a node is.
    enum Kind: UInt8 {
        case document, blockQuote, list, item, codeBlock, htmlBlock, paragraph, heading, thematicBreak
        case table, tableRow, tableCell
        case text, softBreak, lineBreak, code, htmlInline, emphasis, strong, strikethrough, link, image
        /// A wikilink or embed: `destination` its target, `info` its fragment (`flag` when it
        /// has one), `content` its alias (`level` 1 when it has one).
        case wikilink, embed
        /// The checkbox of a task list item: `level` 1 when checked.
        case taskCheckbox
    }

    var kind: Kind
    var parent = -1
    var firstChild = -1
    var lastChild = -1
    var next = -1
    var previous = -1
    /// The 1-based lines where the block starts and ends.
    var startLine = 0
    var endLine = 0
    var isOpen = true
    var lastLineBlank = false
    var lastLineChecked = false
    /// The text: a paragraph's or heading's raw lines, a code block's or HTML's literal, a
    /// text node's characters.
    var content: [UInt8] = []
    /// A heading's level, an HTML block's start condition (1 to 7), a table cell's alignment
    /// (0 none, 1 left, 2 center, 3 right), a checkbox's state.
    var level = 0
    /// A fenced code block's info string; an image's or link's title.
    var info: [UInt8] = []
    /// A link's or image's destination, a wikilink's href.
    var destination: [UInt8] = []
    /// Whether a code block is fenced; whether a table cell is in the header row.
    var flag = false
    /// A fenced code block's fence: its character, length and indentation.
    var fenceCharacter: UInt8 = 0
    var fenceLength = 0
    var fenceOffset = 0
    /// A list's or item's data.
    var list = ListData()

    /// What the spec calls a list item's or list's "type": bullet or ordered, its marker, start.
    struct ListData: Equatable {
        var isOrdered = false
        /// `-`, `+` or `*` for bullets, `.` or `)` for ordered lists.
        var delimiter: UInt8 = 0
        var start = 1
        var isTight = true
        /// Columns from the container's start to the marker, and from the marker to the content.
        var markerOffset = 0
        var padding = 0
    }
}

/// The nodes of one parsed document, in an array; links are indices into it (-1: none).
struct MarkdownTree {
    var nodes: [MarkdownNode] = []

    /// Adds a node with no links and returns its index.
    mutating func make(_ kind: MarkdownNode.Kind, line: Int = 0) -> Int {
        var node = MarkdownNode(kind: kind)
        node.startLine = line
        nodes.append(node)
        return nodes.count - 1
    }

    /// Adds a text node holding `bytes`.
    mutating func makeText(_ bytes: some Collection<UInt8>) -> Int {
        let index = make(.text)
        nodes[index].content.append(contentsOf: bytes)
        return index
    }

    subscript(_ index: Int) -> MarkdownNode {
        get { nodes[index] }
        _modify { yield &nodes[index] }
    }

    /// Appends `child` as the last child of `parent`.
    mutating func append(_ child: Int, to parent: Int) {
        detach(child)
        nodes[child].parent = parent
        let last = nodes[parent].lastChild
        if last >= 0 {
            nodes[last].next = child
            nodes[child].previous = last
        } else {
            nodes[parent].firstChild = child
        }
        nodes[parent].lastChild = child
    }

    /// Inserts `sibling` right after `node`, under the same parent.
    mutating func insert(_ sibling: Int, after node: Int) {
        detach(sibling)
        let next = nodes[node].next
        nodes[sibling].next = next
        if next >= 0 { nodes[next].previous = sibling }
        nodes[sibling].previous = node
        nodes[node].next = sibling
        let parent = nodes[node].parent
        nodes[sibling].parent = parent
        if parent >= 0 && nodes[parent].lastChild == node { nodes[parent].lastChild = sibling }
    }

    /// Inserts `sibling` right before `node`, under the same parent.
    mutating func insert(_ sibling: Int, before node: Int) {
        detach(sibling)
        let previous = nodes[node].previous
        nodes[sibling].previous = previous
        if previous >= 0 { nodes[previous].next = sibling }
        nodes[sibling].next = node
        nodes[node].previous = sibling
        let parent = nodes[node].parent
        nodes[sibling].parent = parent
        if parent >= 0 && nodes[parent].firstChild == node { nodes[parent].firstChild = sibling }
    }

    /// Takes a node out of its parent's children (its own children stay).
    mutating func detach(_ node: Int) {
        let previous = nodes[node].previous, next = nodes[node].next, parent = nodes[node].parent
        if previous >= 0 { nodes[previous].next = next } else if parent >= 0 { nodes[parent].firstChild = next }
        if next >= 0 { nodes[next].previous = previous } else if parent >= 0 { nodes[parent].lastChild = previous }
        nodes[node].parent = -1
        nodes[node].next = -1
        nodes[node].previous = -1
    }

    /// The children of a node, first to last.
    func children(of parent: Int) -> [Int] {
        var result: [Int] = []
        var child = nodes[parent].firstChild
        while child >= 0 {
            result.append(child)
            child = nodes[child].next
        }
        return result
    }
}
