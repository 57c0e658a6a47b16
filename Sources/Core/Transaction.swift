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
        holder.uses += 1
        defer {
            core.pop(pin, thread: thread)
            holder.uses -= 1
            checkInIfUnused()
        }
        return try body(handle)
    }

    /// Gives the writer back once nothing needs it: no open transaction, no call running (an inner call of
    /// a nested one must not return the handle its outer call still uses) and no statement still stepping.
    private func checkInIfUnused() {
        guard let handle = holder.handle, holder.uses == 0, holder.liveStatements == 0,
              !handle.isInTransaction else { return }
        holder.handle = nil
        core.checkIn(handle)
    }

    /// Compiles a statement that keeps this transaction's writer until it is finalized (or deinitialized), as
    /// ``Database/prepare(_:)-(any Statement)`` keeps a database's handle: a chain-call select streams across
    /// calls, and the writer must neither go back to the pool (which would reset the statement mid-iteration
    /// and lend the connection to another thread) nor be shared meanwhile.
    @_spi(ChainCall)
    public func prepareHeld(_ statement: any WINQ.Statement) throws(WCDBError) -> PreparedStatement {
        holder.lock.lock()
        defer { holder.lock.unlock() }
        let thread = ThreadIdentity.current
        if holder.handle == nil, core.pinnedWriter(thread: thread) != nil {
            // Sharing the thread's writer (inside database.run(transaction:)): hold that pin instead.
            let pin = try core.acquire(writable: true, thread: thread)
            let lease = HandleLease(core: core, pin: pin, thread: thread)
            do {
                let prepared = try pin.handle.prepareUncached(statement)
                prepared.lease = lease
                return prepared
            } catch {
                lease.release()
                throw error
            }
        }
        let prepared = try withTypedHandle(forWriting: true) { handle throws(WCDBError) in
            let prepared = try handle.prepareUncached(statement)
            holder.liveStatements += 1
            return prepared
        }
        prepared.lease = HandleLease { [self] in
            holder.lock.lock()
            defer { holder.lock.unlock() }
            holder.liveStatements -= 1
            checkInIfUnused()
        }
        return prepared
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
