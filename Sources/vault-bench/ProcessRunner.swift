#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs a program as a whole process and measures it: wall time, CPU time and peak memory.
///
/// The child is started with `posix_spawnp` and reaped with `wait4`, whose `rusage` covers the
/// child and every descendant it waited for (so a `/bin/sh -c 'a | b'` pipeline reports the
/// largest `ru_maxrss` of its processes and the sum of their CPU times). Standard input is
/// `/dev/null`; standard output and error go to files (by default `/dev/null`), never to a pipe
/// the benchmark would have to drain while timing.
struct ProcessRunner: Sendable {
    /// What one run of a process measured.
    struct Measurement: Sendable {
        /// The exit status (128 + signal number when killed by a signal).
        var status: Int32
        /// Wall-clock seconds from just before the spawn to just after the reap.
        var seconds: Double
        /// User plus system CPU seconds of the process and its waited-for descendants.
        var cpuSeconds: Double
        /// Peak resident memory in bytes (`ru_maxrss`).
        var peakBytes: Int
    }

    /// Extra environment variables for every child, on top of this process's environment.
    var environment: [String: String] = [:]

    /// Runs `arguments[0]` (looked up on `PATH` if it has no `/`) and waits for it.
    ///
    /// - Parameters:
    ///   - arguments: The program and its arguments.
    ///   - output: Where standard output goes.
    ///   - errors: Where standard error goes.
    ///   - extraEnvironment: More variables for this run only.
    /// - Returns: The measurement.
    /// - Throws: `BenchError.spawnFailed` when the program cannot be started.
    func run(_ arguments: [String], output: String = "/dev/null", errors: String = "/dev/null",
             extraEnvironment: [String: String] = [:]) throws -> Measurement {
        precondition(!arguments.isEmpty, "a command needs a program")
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        // vault-bench ignores SIGPIPE (see main.swift); children get the default action back.
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t?
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        sigaddset(&defaultSignals, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { $1 }
        variables.merge(extraEnvironment) { $1 }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }

        var pid = pid_t()
        let start = ContinuousClock.now
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw BenchError.spawnFailed(program: arguments[0], reason: String(cString: strerror(spawned)))
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else {
                throw BenchError.spawnFailed(program: arguments[0], reason: "wait4: " + String(cString: strerror(errno)))
            }
        }
        let elapsed = start.duration(to: .now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let cpu = Self.seconds(usage.ru_utime) + Self.seconds(usage.ru_stime)
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)  // bytes on Darwin
        #else
        let peak = Int(usage.ru_maxrss) * 1024  // kibibytes on Linux
        #endif
        return Measurement(status: Self.exitStatus(status), seconds: seconds, cpuSeconds: cpu, peakBytes: peak)
    }

    /// The exit code of a `wait` status, or 128 + the signal number (what shells report).
    static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// A `timeval` in seconds.
    static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) * 1e-6
    }
}
