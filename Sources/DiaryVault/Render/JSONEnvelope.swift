/// The one top-level shape of every command's JSON output: the rule, stated once, and its writer
/// (docs/ARCHITECTURE.md, "Recipe: one JSON shape").
///
/// A **listing** (`list`, `search`, `tags`, `on-this-day`, `dday`, `heatmap`, `index`) is one
/// object whose keys come in this order:
///
/// ```
/// {REQUEST..., "<plural>": [ITEM, ...], "count": N, TOTALS..., "problems": [PROBLEM, ...]}
/// ```
/// 1. What the output is about, when anything (`date`, `window`, `today`, `by`, `from`, `to`).
/// 2. The collection under its plural name: `entries`, `tags`, `anniversaries`, `days`, `months`.
/// 3. `count`: how many items the collection holds (after the collection, so a command that
///    streams its items, such as `search`, knows it).
/// 4. The command's totals, when it has any (`matchCount`, `entryCount`).
/// 5. `problems`: the problems met while reading the vault, always present, `[]` when none;
///    each `{"kind", "severity", "path", "line", "column", "message", "hint", "fixable"}`.
///
/// A **view** (`calendar`, `stats`) is an object of figures with no `count`, ending with
/// `problems` the same way. In every shape an array of entries is named `entries` and holds
/// ``EntryJSON`` objects (plus keys of the command after them); a number of entries is
/// `entryCount`, never `entries`. Keys are written in this documented order, not sorted.
struct JSONEnvelope {
    /// The writer; the caller writes the items into it between ``init(collection:request:)`` and
    /// ``finish(count:problems:totals:)``, taking bytes out with ``JSONWriter/takeBytes()`` to stream.
    var json = JSONWriter()

    /// Opens the object, writes the request fields, and opens the collection's array.
    ///
    /// - Parameters:
    ///   - collection: The collection's plural name, such as `entries`.
    ///   - request: Writes the fields about what was asked, in their order (none by default).
    init(collection: String, request: (inout JSONWriter) -> Void = { _ in }) {
        json.beginObject()
        request(&json)
        json.key(collection)
        json.beginArray()
    }

    /// Closes the collection, writes `count`, the totals and `problems`, and closes the object.
    ///
    /// - Parameters:
    ///   - count: How many items were written.
    ///   - problems: The problems met while reading the vault.
    ///   - totals: Writes the command's totals, in their order (none by default).
    /// - Returns: The bytes not yet taken, ending with a line feed.
    mutating func finish(count: Int, problems: [VaultProblem], totals: (inout JSONWriter) -> Void = { _ in }) -> [UInt8] {
        json.endArray()
        json.field("count", count)
        totals(&json)
        json.key("problems")
        Self.writeProblems(problems, to: &json)
        json.endObject()
        return json.takeBytes() + [0x0A]
    }

    /// A whole listing as text: the request, the items, `count`, the totals and `problems`.
    ///
    /// - Parameters:
    ///   - collection: The collection's plural name.
    ///   - items: The items, each written by `write`.
    ///   - problems: The problems met while reading the vault.
    ///   - request: Writes the fields about what was asked.
    ///   - totals: Writes the command's totals.
    ///   - writeItem: Writes one item as one value.
    /// - Returns: The JSON text, ending with a line feed.
    static func listing<Item>(_ collection: String, _ items: [Item], problems: [VaultProblem],
                              request: (inout JSONWriter) -> Void = { _ in }, totals: (inout JSONWriter) -> Void = { _ in },
                              writeItem: (Item, inout JSONWriter) -> Void) -> String {
        var envelope = JSONEnvelope(collection: collection, request: request)
        for item in items { writeItem(item, &envelope.json) }
        return String(decoding: envelope.finish(count: items.count, problems: problems, totals: totals), as: UTF8.self)
    }

    /// A view as text: its fields, then `problems`.
    ///
    /// - Parameters:
    ///   - problems: The problems met while reading the vault.
    ///   - fields: Writes the view's fields, in their order, into the open object.
    /// - Returns: The JSON text, ending with a line feed.
    static func view(problems: [VaultProblem], fields: (inout JSONWriter) -> Void) -> String {
        var json = JSONWriter()
        json.beginObject()
        fields(&json)
        json.key("problems")
        writeProblems(problems, to: &json)
        json.endObject()
        return String(decoding: json.takeBytes() + [0x0A], as: UTF8.self)
    }

    /// Writes an array of problem objects: `{"kind", "severity", "path", "line", "column"
    /// (`null` when not at one place), "message", "hint", "fixable"}`.
    static func writeProblems(_ problems: [VaultProblem], to json: inout JSONWriter) {
        json.beginArray()
        for problem in problems {
            json.beginObject()
            json.field("kind", problem.kind.rawValue)
            json.field("severity", problem.severity.rawValue)
            json.field("path", problem.path)
            json.field("line", problem.location?.line)
            json.field("column", problem.location?.column)
            json.field("message", problem.message)
            json.field("hint", problem.hint)
            json.field("fixable", problem.isFixable)
            json.endObject()
        }
        json.endArray()
    }
}
