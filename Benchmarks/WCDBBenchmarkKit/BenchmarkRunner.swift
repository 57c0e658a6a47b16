import Foundation

/// The measurements of one implementation on one workload.
public struct Measurement: Sendable {
    public let workload: String
    public let implementation: Implementation
    /// Rows (or items) one run processed.
    public var rows: Int
    /// Wall-clock seconds of every run, in run order.
    public var seconds: [Double]

    public var median: Double {
        let sorted = seconds.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    public var minimum: Double { seconds.min() ?? .nan }
    public var maximum: Double { seconds.max() ?? .nan }
}

/// All measurements of one workload.
public struct WorkloadResult: Sendable {
    public let workload: String
    public let summary: String
    public var measurements: [Implementation: Measurement]

    /// `median / raw median`, or nil without a raw measurement.
    public func ratioToRaw(_ implementation: Implementation) -> Double? {
        guard let raw = measurements[.raw]?.median, raw > 0,
              let median = measurements[implementation]?.median else { return nil }
        return median / raw
    }
}

/// Runs workloads: for each, every run executes every implementation in turn (orm, core, raw, orm, core,
/// raw, ...), so drift of the machine hits all of them alike.
public struct BenchmarkRunner {
    public var runs: Int
    public var scale: Double
    public var implementations: [Implementation]
    /// Where progress lines go (stderr for the executable).
    public var progress: (String) -> Void
    /// Parent of the per-workload scratch directories.
    public var directory: URL

    public init(runs: Int, scale: Double, implementations: [Implementation] = Implementation.allCases,
                directory: URL? = nil, progress: @escaping (String) -> Void = { _ in }) {
        self.runs = max(1, runs)
        self.scale = scale
        self.implementations = implementations
        self.progress = progress
        self.directory = directory ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("wcdb-benchmark-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
    }

    /// Runs `workloads` in order and returns their results. Throws on the first failure, and when the
    /// implementations of a workload disagree on the row count.
    public func run(_ workloads: [any Workload]) throws -> [WorkloadResult] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var results: [WorkloadResult] = []
        for workload in workloads {
            results.append(try run(workload))
        }
        return results
    }

    /// Runs one workload.
    public func run(_ workload: any Workload) throws -> WorkloadResult {
        let workloadDirectory = directory.appendingPathComponent(workload.name)
        try? FileManager.default.removeItem(at: workloadDirectory)
        try FileManager.default.createDirectory(at: workloadDirectory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: workloadDirectory) }
        let context = WorkloadContext(directory: workloadDirectory, scale: scale)
        progress("[\(workload.name)] \(workload.summary): setting up")
        let setUpStart = ContinuousClock.now
        try workload.setUp(context)
        defer { try? workload.tearDown() }
        progress("[\(workload.name)] set up in \(format(seconds: (ContinuousClock.now - setUpStart).seconds))")
        var measurements: [Implementation: Measurement] = [:]
        for run in 1...runs {
            var line = "[\(workload.name)] run \(run)/\(runs):"
            for implementation in implementations {
                let trial = try workload.makeTrial(for: implementation, run: run)
                let start = ContinuousClock.now
                let bodyRows: Int
                do {
                    bodyRows = try trial.body()
                } catch {
                    try? trial.tearDown()
                    throw error
                }
                let elapsed = (ContinuousClock.now - start).seconds
                let rows = try trial.countRows?() ?? bodyRows
                try trial.tearDown()
                if var measurement = measurements[implementation] {
                    measurement.seconds.append(elapsed)
                    measurement.rows = rows
                    measurements[implementation] = measurement
                } else {
                    measurements[implementation] = Measurement(workload: workload.name, implementation: implementation,
                                                               rows: rows, seconds: [elapsed])
                }
                line += " \(implementation.rawValue) \(format(seconds: elapsed))"
            }
            progress(line)
        }
        let counts = measurements.mapValues(\.rows)
        if Set(counts.values).count > 1 {
            throw BenchmarkError.rowCountMismatch(workload: workload.name, counts: counts)
        }
        return WorkloadResult(workload: workload.name, summary: workload.summary, measurements: measurements)
    }
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}

/// `0.123 s`, `12.3 ms` or `45 us`, three significant digits.
public func format(seconds: Double) -> String {
    if seconds.isNaN { return "-" }
    if seconds >= 1 { return String(format: "%.2f s", seconds) }
    if seconds >= 0.001 { return String(format: "%.1f ms", seconds * 1_000) }
    return String(format: "%.0f us", seconds * 1_000_000)
}
