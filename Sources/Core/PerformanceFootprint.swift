/// What a handle ran since its last performance report: SQL texts with their execution counts, and the
/// nanoseconds they spent inside SQLite. Kept per handle, so it needs no lock.
struct PerformanceFootprint {
    var sqls: [String: Int] = [:]
    var nanoseconds: UInt64 = 0
}
