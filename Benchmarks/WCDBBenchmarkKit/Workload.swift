import Foundation

/// One measured run of one implementation: `body` is timed, `tearDown` is not.
public struct Trial {
    /// The measured work; returns how many rows (or items) it processed, compared across implementations.
    public var body: () throws -> Int
    /// Untimed, right after the body: counts the rows the body left behind (for writes), replacing the
    /// number the body returned.
    public var countRows: (() throws -> Int)?
    /// Untimed clean-up after the measurement (closing databases, removing files).
    public var tearDown: () throws -> Void

    public init(body: @escaping () throws -> Int, countRows: (() throws -> Int)? = nil,
                tearDown: @escaping () throws -> Void = {}) {
        self.body = body
        self.countRows = countRows
        self.tearDown = tearDown
    }
}

/// Where and how big: handed to every workload.
public struct WorkloadContext {
    /// A directory owned by this workload; removed after it.
    public let directory: URL
    /// Multiplies the row counts.
    public let scale: Double

    public init(directory: URL, scale: Double) {
        self.directory = directory
        self.scale = scale
    }

    /// `base` scaled, never below `minimum`.
    public func count(_ base: Int, minimum: Int = 10) -> Int {
        max(minimum, Int((Double(base) * scale).rounded()))
    }

    /// A file path inside the workload's directory.
    public func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }
}

/// A benchmark workload. Adding one is a new type conforming to this protocol plus one line in
/// ``WorkloadCatalog``.
///
/// The runner calls ``setUp(_:)`` once (untimed), then for every run and every implementation, interleaved,
/// ``makeTrial(for:run:)`` (untimed), the trial's body (timed) and its tear-down (untimed), and finally
/// ``tearDown()``.
public protocol Workload: AnyObject {
    /// Short identifier, used by `--only` and in the results.
    var name: String { get }
    /// One line describing what is measured.
    var summary: String { get }
    /// Builds fixtures shared by all runs (untimed).
    func setUp(_ context: WorkloadContext) throws
    /// Prepares one measured run (untimed).
    func makeTrial(for implementation: Implementation, run: Int) throws -> Trial
    /// Releases what ``setUp(_:)`` built.
    func tearDown() throws
}

extension Workload {
    public func tearDown() throws {}
}

/// Removes a database file and its WAL and shared-memory companions.
func removeDatabaseFiles(atPath path: String) {
    for suffix in ["", "-wal", "-shm", "-journal"] {
        try? FileManager.default.removeItem(atPath: path + suffix)
    }
}
