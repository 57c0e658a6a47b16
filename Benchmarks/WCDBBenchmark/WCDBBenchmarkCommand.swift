import ArgumentParser
import Foundation
import WCDBBenchmarkKit

/// `wcdb-benchmark`: runs the workloads in WCDBSwift's ORM, its core and the raw SQLite C API, interleaved,
/// and prints medians, min-max and ratios to raw C.
@main
struct WCDBBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wcdb-benchmark",
        abstract: "WCDBSwift's workloads against the raw SQLite C API on the same libsqlcipher.",
        discussion: "Workloads: \(WorkloadCatalog.names.joined(separator: ", ")).")

    @Option(help: "Runs per implementation and workload (the table shows medians).")
    var runs = 45

    @Option(help: "Multiplies the row counts (1 = 100k-row reads and batch writes).")
    var scale = 1.0

    @Option(help: "Comma-separated workloads to run (default: all).")
    var only: String?

    @Option(help: "Also write the results as JSON to this path.")
    var json: String?

    @Flag(help: "Let the raw baseline checkpoint inside COMMIT (SQLite's default) instead of after the measurement.")
    var rawAutocheckpoint = false

    @Flag(help: "List the workloads and exit.")
    var list = false

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1") }
        guard scale > 0 else { throw ValidationError("--scale must be positive") }
    }

    func run() throws {
        if list {
            for workload in WorkloadCatalog.all() { print("\(workload.name): \(workload.summary)") }
            return
        }
        RawBaseline.defersCheckpoints.store(!rawAutocheckpoint, ordering: .relaxed)
        FileHandle.standardError.write(Data("engine: \(RawBaseline.engineVersion)\n".utf8))
        let names = only.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } ?? []
        let workloads = try WorkloadCatalog.select(names)
        let runner = BenchmarkRunner(runs: runs, scale: scale) { line in
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
        let start = Date()
        let results = try runner.run(workloads)
        print(ResultsOutput.table(results, runs: runs))
        FileHandle.standardError.write(Data(String(format: "total %.1f s\n", Date().timeIntervalSince(start)).utf8))
        if let json {
            try ResultsOutput.json(results).write(to: URL(fileURLWithPath: json))
        }
    }
}
