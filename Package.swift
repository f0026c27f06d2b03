// swift-tools-version:6.0
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "vault",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "DiaryVault", targets: ["DiaryVault"]),
        .executable(name: "vault", targets: ["vault"]),
        .executable(name: "vault-bench", targets: ["vault-bench"]),
    ],
    targets: [
        // The system zlib (not a package dependency): inflate and deflate for zip files.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        .target(name: "DiaryVault", dependencies: ["CZlib"], swiftSettings: swiftSettings),
        .executableTarget(name: "vault", dependencies: ["DiaryVault"], swiftSettings: swiftSettings),
        .executableTarget(name: "vault-bench", swiftSettings: swiftSettings),
        .testTarget(
            name: "DiaryVaultTests",
            dependencies: ["DiaryVault", "vault-bench"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
    ]
)
