// swift-tools-version:6.1
// WCDBSwift: a pure-Swift, Linux-first implementation of WeChat's WCDB design.
// Layers (strict downward dependencies, see docs/architecture.md):
//   CSQLCipher (system library) <- WINQ (pure syntax) <- WCDBCore <- WCDBORM ... <- WCDBSwift (umbrella)
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

let package = Package(
    name: "WCDBSwift",
    products: [
        .library(name: "WCDBSwift", targets: ["WCDBSwift"]),
        .library(name: "WINQ", targets: ["WINQ"]),
        .library(name: "WCDBCore", targets: ["WCDBCore"]),
        .library(name: "WCDBORM", targets: ["WCDBORM"]),
        .executable(name: "wcdb-benchmark", targets: ["WCDBBenchmark"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLCipher",
            path: "Sources/CSQLite",
            pkgConfig: "sqlcipher",
            providers: [.apt(["libsqlcipher-dev", "libssl-dev"])]
        ),
        .target(name: "WINQ", path: "Sources/WINQ", swiftSettings: swiftSettings),
        .target(
            name: "WCDBCore",
            dependencies: ["WINQ", "CSQLCipher"],
            path: "Sources/Core",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "WCDBORM",
            dependencies: ["WINQ", "WCDBCore", "CSQLCipher"],
            path: "Sources/ORM",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "WCDBSwift",
            dependencies: ["WINQ", "WCDBCore", "WCDBORM"],
            path: "Sources/WCDBSwift",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "WCDBBenchmarkKit",
            dependencies: ["WCDBSwift", "WCDBCore", "CSQLCipher"],
            path: "Benchmarks/WCDBBenchmarkKit",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "WCDBBenchmark",
            dependencies: [
                "WCDBBenchmarkKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/WCDBBenchmark",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WCDBBenchmarkTests",
            dependencies: ["WCDBBenchmarkKit"],
            path: "Tests/WCDBBenchmarkTests",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WINQTests",
            dependencies: ["WINQ", "CSQLCipher"],
            path: "Tests/WINQTests",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WCDBCoreTests",
            dependencies: ["WCDBCore", "WINQ", "CSQLCipher"],
            path: "Tests/WCDBCoreTests",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WCDBSwiftTests",
            dependencies: ["WCDBSwift"],
            path: "Tests/WCDBSwiftTests",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WCDBORMTests",
            dependencies: ["WCDBORM", "WCDBCore", "WINQ"],
            path: "Tests/WCDBORMTests",
            swiftSettings: swiftSettings
        ),
    ]
)
