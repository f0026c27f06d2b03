#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A closed standard output (`vault-bench | head`) must not kill the run before it restores the
// files it changed and removes its work folder.
signal(SIGPIPE, SIG_IGN)
exit(Bench.main(CommandLine.arguments))
