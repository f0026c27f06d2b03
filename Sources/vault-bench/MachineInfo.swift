#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What the numbers were measured on: CPU, cores, memory, OS, date and Swift version.
struct MachineInfo: Sendable {
    var cpu: String
    var cores: Int
    var memoryGiB: Double
    var system: String
    var date: String
    var swift: String
    /// The 1, 5 and 15 minute load averages when the run started.
    var load: [Double]

    /// Reads the machine this process runs on; `swiftVersion` is the first line of `swift --version`.
    static func current(swiftVersion: String) -> MachineInfo {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return MachineInfo(cpu: cpuModel(), cores: ProcessInfo.processInfo.activeProcessorCount,
                           memoryGiB: Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824,
                           system: systemName(), date: formatter.string(from: Date()), swift: swiftVersion,
                           load: loadAverage())
    }

    /// The report's header lines.
    var lines: [String] {
        [
            "machine: \(cpu), \(cores) cores, \(String(format: "%.1f", memoryGiB)) GiB",
            "system:  \(system)",
            "date:    \(date)",
            "swift:   \(swift)",
            "load:    \(load.map { String(format: "%.2f", $0) }.joined(separator: " ")) (1, 5, 15 min) at the start"
                + (load.first.map { $0 > Double(cores) / 2 ? ": other work is running, so times may be inflated" : "" } ?? ""),
        ]
    }

    /// The 1, 5 and 15 minute load averages (`getloadavg`), or none when unavailable.
    static func loadAverage() -> [Double] {
        var loads = [Double](repeating: 0, count: 3)
        return getloadavg(&loads, 3) == 3 ? loads : []
    }

    /// The CPU's model name (`/proc/cpuinfo` on Linux, `machdep.cpu.brand_string` on macOS).
    static func cpuModel() -> String {
        #if canImport(Darwin)
        var size = 0
        sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0)
        var buffer = [CChar](repeating: 0, count: max(size, 1))
        sysctlbyname("machdep.cpu.brand_string", &buffer, &size, nil, 0)
        return String(cString: buffer)
        #else
        let text = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return "unknown CPU"
        #endif
    }

    /// The OS name and kernel release, such as `Debian GNU/Linux 12 (bookworm), Linux 6.1.0 x86_64`.
    static func systemName() -> String {
        var names = utsname()
        uname(&names)
        func field<T>(_ value: T) -> String {
            withUnsafeBytes(of: value) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        let kernel = "\(field(names.sysname)) \(field(names.release)) \(field(names.machine))"
        let release = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
        for line in release.split(separator: "\n") where line.hasPrefix("PRETTY_NAME=") {
            return line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) + ", " + kernel
        }
        #if canImport(Darwin)
        return ProcessInfo.processInfo.operatingSystemVersionString + ", " + kernel
        #else
        return kernel
        #endif
    }
}
