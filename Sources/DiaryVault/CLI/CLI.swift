/// The `vault` command-line interface, runnable in-process.
///
/// The executable only forwards `CommandLine.arguments` here and exits with the returned status.
public enum CLI {
    /// The program name used in usage lines, help and hints.
    static let name = "vault"

    /// Runs the command line and returns its exit status (0 ok, 1 failure, 64 usage error).
    ///
    /// - Parameter arguments: The full argument vector, program name first.
    /// - Returns: The process exit status.
    public static func main(arguments: [String]) -> Int32 {
        0
    }
}
