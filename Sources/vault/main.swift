import DiaryVault

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(CLI.main(arguments: CommandLine.arguments))
