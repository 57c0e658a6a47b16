import WINQ

/// A transaction object that can move between threads (used by one thread at a time).
///
/// It takes the writer handle when its work starts and keeps it while a transaction is open, so
/// ``begin()`` can happen on one thread and ``commit()`` on another. While it holds the writer, other
/// writers of the database wait. Calls on the owning ``Database`` made inside this object's closures reuse
/// its handle.
///
/// ```swift
/// let transaction = try database.getTransaction()
/// try transaction.begin()
/// DispatchQueue.global().async {
///     try? transaction.exec("INSERT INTO t VALUES(1)")
///     try? transaction.commit()
/// }
/// ```
public final class Transaction: Sendable {
    let core: DatabaseCore
    private let holder = TransactionHolder()

    init(core: DatabaseCore) {
        self.core = core
    }

    deinit {
        holder.lock.lock()
        defer { holder.lock.unlock() }
        if let handle = holder.handle {
            // Dropped while open: the work was never committed, so it must not be.
            if handle.isInTransaction { try? handle.exec("ROLLBACK") }
            holder.handle = nil
            core.checkIn(handle)
        }
    }

    /// The standardized path of the database.
    public var path: String { core.path }

    /// Runs `body` with this transaction's writer handle (taking it from the pool when not yet held).
    public func withHandle<T>(forWriting: Bool, _ body: (Handle) throws -> T) throws -> T {
        holder.lock.lock()
        defer { holder.lock.unlock() }
        let thread = ThreadIdentity.current
        if holder.handle == nil, let pinned = core.pinnedWriter(thread: thread) {
            // The thread already holds the writer (e.g. inside database.run(transaction:)): share it.
            return try body(pinned.handle)
        }
        let handle: Handle
        if let held = holder.handle {
            handle = held
        } else {
            handle = try core.checkOut(writable: true)
            holder.handle = handle
        }
        let pin = HandlePin(handle: handle, isWriter: true, returnsHandle: false)
        pin.uses = 1
        core.push(pin, thread: thread)
        defer {
            core.pop(pin, thread: thread)
            if !handle.isInTransaction {
                holder.handle = nil
                core.checkIn(handle)
            }
        }
        return try body(handle)
    }

    /// Runs a WINQ statement on the transaction's handle.
    public func exec(_ statement: any WINQ.Statement) throws(WCDBError) {
        try withTypedHandle(forWriting: true) { handle throws(WCDBError) in try handle.exec(statement) }
    }

    /// Runs raw SQL on the transaction's handle.
    public func exec(_ sql: String) throws(WCDBError) {
        try withTypedHandle(forWriting: true) { handle throws(WCDBError) in try handle.exec(sql) }
    }

    /// Runs one raw SQL statement with values bound to `?1 ... ?N`.
    public func exec(_ sql: String, with values: [Value]) throws(WCDBError) {
        try withTypedHandle(forWriting: true) { handle throws(WCDBError) in try handle.exec(sql, with: values) }
    }
}

extension Transaction: TransactionInterface {
    /// Whether this object holds an open transaction.
    public var isInTransaction: Bool {
        holder.lock.lock()
        defer { holder.lock.unlock() }
        return holder.handle?.isInTransaction ?? false
    }
}
