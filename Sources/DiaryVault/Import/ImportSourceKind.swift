/// Every source `vault import` reads: its name on the command line, the type that reads it, and
/// the line help shows for it.
///
/// This list is the one registry of sources: `vault import SOURCE` looks the name up here, help
/// and errors list the names in this order. A new source is one ``ImportSource`` type under
/// `Import/Sources/` plus one line here.
struct ImportSourceKind: Sendable {
    /// The source.
    var source: any ImportSource
    /// What it reads, for help: `a Day One JSON export (.zip or unpacked folder)`.
    var summary: String

    /// The name on the command line (``ImportSource/name``).
    var name: String { type(of: source).name }

    /// Every source, in the order help lists them.
    static let all: [ImportSourceKind] = [
        ImportSourceKind(source: DayOneSource(), summary: "Day One's JSON export: the .zip or its folder, media and all"),
        ImportSourceKind(source: JSONArraySource(), summary: "an app's JSON array of objects (the mood diary's store)"),
        ImportSourceKind(source: PropertyListSource(), summary: "a property-list array, or saved defaults holding one"),
    ]

    /// The source with this name, or `nil`.
    ///
    /// - Parameter name: The name as typed (compared exactly).
    static func named(_ name: String) -> ImportSourceKind? {
        all.first { $0.name == name }
    }
}
