/// Receives every error the framework reports (before it is thrown).
///
/// ```swift
/// Database.trace(error: { error in print(error) })
/// ```
public typealias ErrorTracer = @Sendable (WCDBError) -> Void

/// Receives the SQL of every statement when it starts running.
///
/// ```swift
/// database.trace(sql: { tag, path, sql in print(sql) })
/// ```
public typealias SQLTracer = @Sendable (_ tag: Int?, _ path: String, _ sql: String) -> Void

/// Receives the time a statement spent inside SQLite, from its first step until it finished.
///
/// ```swift
/// database.trace(performance: { tag, path, sql, seconds in if seconds > 0.1 { print("slow:", sql) } })
/// ```
public typealias PerformanceTracer = @Sendable (_ tag: Int?, _ path: String, _ sql: String, _ seconds: Double) -> Void

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
