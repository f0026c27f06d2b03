import Dispatch

extension VaultCache {
    /// A cache being loaded (``VaultCache/load(_:)``) on another thread, so that the walk of the
    /// vault, which does not need it, runs meanwhile.
    final class Loading: @unchecked Sendable {
        /// Left when the load has ended.
        private let group = DispatchGroup()
        /// The loaded cache; written once, before ``group`` is left, and read only after.
        private var cache: VaultCache?

        /// Starts loading the cache of a vault.
        ///
        /// - Parameter vault: The vault.
        init(_ vault: Vault) {
            group.enter()
            DispatchQueue.global(qos: .userInitiated).async { [self] in
                cache = VaultCache.load(vault)
                group.leave()
            }
        }

        /// Waits for the load to end.
        ///
        /// - Returns: The cache, or `nil` when there is none or it cannot be trusted.
        func wait() -> VaultCache? {
            group.wait()
            return cache
        }
    }
}
