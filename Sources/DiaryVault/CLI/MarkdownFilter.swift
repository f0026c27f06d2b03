import Foundation

/// The hidden `vault __markdown [--allow-html] [FILE...]`: the HTML of each file's body (the
/// front matter left out), or of standard input when no file is named, as `vault site` renders
/// entries (`MarkdownRenderer`, every diary extension, raw HTML escaped unless `--allow-html`).
///
/// It is not in the registry (help does not list it) and is answered before the command line
/// is parsed, like `__complete`: a tool for comparing the renderer with others (`cmark`) and
/// for vault-bench's "markdown to HTML" row. A file it cannot read is reported on standard
/// error as `path: error: reason` and the status is 1; the other files are still rendered.
enum MarkdownFilter {
    /// The hidden command's word.
    static let commandName = "__markdown"

    /// Renders the files (or standard input) and returns the exit status: 0, or 1 when a file
    /// could not be read.
    ///
    /// - Parameters:
    ///   - arguments: The words after `__markdown`.
    ///   - context: The outside world: the files, standard input and output.
    static func run(_ arguments: [String], context: CLIContext) -> ExitCode {
        let allowsRawHTML = arguments.contains("--allow-html")
        let paths = arguments.filter { $0 != "--allow-html" }
        let renderer = MarkdownRenderer(options: .init(allowsRawHTML: allowsRawHTML))
        guard !paths.isEmpty else {
            let data = (try? context.standardInput.readAll()) ?? Data()
            context.standardOutput.write(renderer.html(body(of: Array(data))))
            return .success
        }
        var status = ExitCode.success
        for path in paths {
            do {
                let bytes = try FileSystem.read(context.fileURL(forPath: path).path)
                context.standardOutput.write(renderer.html(body(of: bytes)))
            } catch {
                context.standardError.write("\(TerminalText.safe(path)): error: \(error.localizedDescription)\n")
                status = .failure
            }
        }
        return status
    }

    /// The body of an entry file: the text after its front matter, or the whole text when it
    /// has none or it does not parse (invalid UTF-8 read with replacement characters).
    static func body(of bytes: [UInt8]) -> String {
        if let document = try? EntryDocument(parsing: bytes) { return document.body }
        return String(decoding: bytes, as: UTF8.self)
    }
}
