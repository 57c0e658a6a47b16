import CSQLCipher
import Foundation

/// Waits out locks held by other processes (in-process writers are serialized before SQLite sees them).
///
/// SQLite calls ``callback`` with a retry count each time a lock is unavailable; the waiter sleeps with a
/// growing back-off and gives up once ``timeout`` seconds have passed since the first retry, which turns
/// into a `.busy` error carrying the waited time. Lives on its handle's thread only.
final class BusyWaiter {
    /// Seconds to keep retrying.
    var timeout: Double
    var tracer: BusyTracer?
    var tag: Int?
    let path: String
    /// Set while waiting; nil otherwise.
    private var startedAt: UInt64?
    /// How long the most recent wait lasted, and whether it gave up.
    private(set) var lastWait: (seconds: Double, gaveUp: Bool)?
    /// The connection, to name the statement that waited.
    var database: OpaquePointer?

    init(path: String, timeout: Double) {
        self.path = path
        self.timeout = timeout
    }

    /// The C callback given to `sqlite3_busy_handler`; the context is an unretained ``BusyWaiter``.
    static let callback: @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32 = { context, count in
        guard let context else { return 0 }
        let waiter = Unmanaged<BusyWaiter>.fromOpaque(context).takeUnretainedValue()
        return waiter.shouldRetry(count: count) ? 1 : 0
    }

    private func shouldRetry(count: Int32) -> Bool {
        let now = DispatchTime.now().uptimeNanoseconds
        if count == 0, let previous = startedAt {
            // A new wait begins, so the previous one ended in success.
            finish(waited: Double(now &- previous) / 1e9, gaveUp: false)
        }
        if count == 0 || startedAt == nil { startedAt = now }
        let waited = Double(now &- (startedAt ?? now)) / 1e9
        if waited >= timeout {
            finish(waited: waited, gaveUp: true)
            return false
        }
        // 1 ms, doubling up to 16 ms: short waits stay short, long ones do not spin.
        let delay = min(1_000 << min(Int(count), 4), 16_000)
        usleep(UInt32(min(Double(delay), max(1, (timeout - waited) * 1e6))))
        lastWait = (Double(DispatchTime.now().uptimeNanoseconds &- (startedAt ?? now)) / 1e9, false)
        return true
    }

    /// Consumes the record of the last wait (for the error that a timeout produces).
    func takeLastWait() -> (seconds: Double, gaveUp: Bool)? {
        defer { lastWait = nil }
        return lastWait
    }

    private func finish(waited: Double, gaveUp: Bool) {
        startedAt = nil
        lastWait = (waited, gaveUp)
        guard let tracer else { return }
        tracer(tag, path, busySQL(), waited, gaveUp)
    }

    private func busySQL() -> String? {
        guard let database else { return nil }
        var statement = sqlite3_next_stmt(database, nil)
        while let current = statement {
            if sqlite3_stmt_busy(current) != 0, let sql = sqlite3_sql(current) { return String(cString: sql) }
            statement = sqlite3_next_stmt(database, current)
        }
        return nil
    }
}
