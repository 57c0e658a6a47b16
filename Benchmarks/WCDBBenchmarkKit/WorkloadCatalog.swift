import Foundation

/// Every workload of the suite, in the order it runs. Adding a workload is one line here.
public enum WorkloadCatalog {
    /// The passphrase of the encrypted workloads.
    static let passphrase = Data("wcdb-benchmark passphrase".utf8)

    /// Fresh instances of all workloads.
    public static func all() -> [any Workload] {
        [
            ReadWorkload<KeyValue>(name: "read-kv"),
            ReadWorkload<Person>(name: "read-person"),
            InsertWorkload<KeyValue>(name: "write", baseCount: 2_000, inOneTransaction: false),
            InsertWorkload<KeyValue>(name: "batch-write-kv", baseCount: 100_000, inOneTransaction: true),
            InsertWorkload<Person>(name: "batch-write-person", baseCount: 100_000, inOneTransaction: true),
            MultithreadWorkload(mix: .readRead),
            MultithreadWorkload(mix: .readWrite),
            MultithreadWorkload(mix: .writeWrite),
            InitializationWorkload(),
            ReadWorkload<KeyValue>(name: "cipher-read", passphrase: passphrase),
            InsertWorkload<KeyValue>(name: "cipher-batch-write", baseCount: 100_000, inOneTransaction: true,
                                     passphrase: passphrase),
            CipherOpenWorkload(secondHandle: false, passphrase: passphrase),
            CipherOpenWorkload(secondHandle: true, passphrase: passphrase),
        ]
    }

    /// The workload names, in order.
    public static var names: [String] { all().map(\.name) }

    /// The workloads whose name is listed (all when `names` is empty); unknown names are an error.
    public static func select(_ names: [String]) throws -> [any Workload] {
        let workloads = all()
        guard !names.isEmpty else { return workloads }
        let known = Set(workloads.map(\.name))
        let unknown = names.filter { !known.contains($0) }
        guard unknown.isEmpty else { throw BenchmarkError.unknownWorkloads(unknown, known: workloads.map(\.name)) }
        let wanted = Set(names)
        return workloads.filter { wanted.contains($0.name) }
    }
}

/// Errors of the benchmark itself.
public enum BenchmarkError: Error, CustomStringConvertible {
    case unknownWorkloads([String], known: [String])
    case rowCountMismatch(workload: String, counts: [Implementation: Int])

    public var description: String {
        switch self {
        case .unknownWorkloads(let names, let known):
            "unknown workload(s) \(names.joined(separator: ", ")); known: \(known.joined(separator: ", "))"
        case .rowCountMismatch(let workload, let counts):
            "\(workload): implementations processed different row counts: "
                + counts.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }
                .joined(separator: ", ")
        }
    }
}
