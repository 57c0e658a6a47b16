/// Receives every error the framework reports (before it is thrown).
///
/// ```swift
/// Database.trace(error: { error in print(error) })
/// ```
public typealias ErrorTracer = @Sendable (WCDBError) -> Void

/// Receives the SQL of every statement when it starts running, with the database's tag and path and the
/// identifier of the handle (connection) that runs it (``Handle/identifier``).
///
/// ```swift
/// database.trace(sql: { tag, path, handle, sql in print("[\(handle)] \(sql)") })
/// ```
public typealias SQLTracer = @Sendable (_ tag: Int?, _ path: String, _ handle: UInt, _ sql: String) -> Void

/// Receives the cost of finished work, WCDB 1.0 style: each SQL text with how many times it ran, and the
/// nanoseconds spent inside SQLite. Inside a transaction everything up to COMMIT/ROLLBACK is reported once
/// (a batch of 1,000 inserts arrives as `["INSERT ...": 1000, "BEGIN IMMEDIATE": 1, "COMMIT": 1]`);
/// outside one, each statement is reported alone with a count of 1.
///
/// ```swift
/// database.trace(performance: { tag, path, sqls, nanoseconds in
///     if nanoseconds > 100_000_000 { print("slow:", sqls) }
/// })
/// ```
public typealias PerformanceTracer = @Sendable (_ tag: Int?, _ path: String, _ sqls: [String: Int], _ nanoseconds: Int64) -> Void

/// Receives each wait for a lock held by another process: the SQL that waited (when known), how long it
/// waited, and whether it then gave up with a busy error.
///
/// ```swift
/// database.trace(busy: { tag, path, sql, seconds, gaveUp in print("waited \(seconds)s for", sql ?? "?") })
/// ```
public typealias BusyTracer = @Sendable (_ tag: Int?, _ path: String, _ sql: String?, _ seconds: Double, _ gaveUp: Bool) -> Void

/// The set of tracers in force for a database (its own, falling back to the global ones).
struct TraceSettings: Sendable {
    var error: ErrorTracer?
    var sql: SQLTracer?
    var performance: PerformanceTracer?
    var busy: BusyTracer?

    /// Per-database tracers replace global ones of the same kind.
    func overriding(_ global: TraceSettings) -> TraceSettings {
        TraceSettings(error: error ?? global.error, sql: sql ?? global.sql,
                      performance: performance ?? global.performance, busy: busy ?? global.busy)
    }
}
