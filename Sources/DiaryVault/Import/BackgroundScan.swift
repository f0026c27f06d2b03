import Foundation

/// A scan of a vault (``VaultReader/scan(_:useCache:countsText:)`` without the cache and
/// without counting words) run on another thread, so that `vault import` reads its input
/// meanwhile: the import needs only the vault's uuids and paths, to match the entries it brings.
final class BackgroundScan: @unchecked Sendable {
    /// Signalled once the scan is done.
    private let done = DispatchSemaphore(value: 0)
    /// The scan; written by the scanning thread before it signals, read only after the wait.
    private var scan: VaultReader.Scan?
    /// The scan once waited for; used by the waiting thread alone.
    private var received: VaultReader.Scan?

    /// Starts scanning.
    ///
    /// - Parameter vault: The vault to scan.
    init(vault: Vault) {
        DispatchQueue.global().async { [self] in
            scan = VaultReader(vault: vault).scan(countsText: false)
            done.signal()
        }
    }

    /// Waits for the scan (at once when it is done; any number of times).
    ///
    /// - Returns: The scan.
    func wait() -> VaultReader.Scan {
        if let received { return received }
        done.wait()
        received = scan
        return scan!
    }
}
