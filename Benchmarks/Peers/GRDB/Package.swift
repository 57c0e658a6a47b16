// swift-tools-version:6.1
// The GRDB peer of wcdb-benchmark: the same workloads with GRDB's idiomatic Codable records and a raw C
// baseline on the system libsqlite3 that GRDB links. Not part of the main package; run by ../../compare.sh.
import PackageDescription

let package = Package(
    name: "GRDBPeerBenchmark",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "GRDBPeerBenchmark",
            dependencies: [
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            path: "Sources/GRDBPeerBenchmark",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
