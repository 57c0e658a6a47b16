/// Transactions over a ``HandleRepresentable``. ``Database``, ``Transaction`` and ``Handle`` conform.
///
/// `run(transaction:)` inside another transaction on the same handle nests through a savepoint, so an
/// inner failure rolls back only the inner work.
///
/// ```swift
/// try database.run(transaction: { handle in
///     try handle.exec("INSERT INTO account(id, balance) VALUES(1, 100)")
///     try database.run(transaction: { _ in                  // nested: SAVEPOINT
///         try database.exec("UPDATE account SET balance = 0 WHERE id = 1")
///     })
/// })
/// ```
public protocol TransactionInterface: HandleRepresentable {
    /// Whether a transaction is open for the caller (the calling thread, for a ``Database``).
    var isInTransaction: Bool { get }
}

extension TransactionInterface {
    /// Starts a transaction (`BEGIN IMMEDIATE`, so the write lock is taken now rather than at the first
    /// write). On a ``Database`` the writer stays with the calling thread until ``commit()`` or ``rollback()``.
    ///
    /// ```swift
    /// try database.begin()
    /// try database.exec("INSERT INTO t VALUES(1)")
    /// try database.commit()
    /// ```
    public func begin() throws(WCDBError) {
        try withTypedHandle(forWriting: true) { handle throws(WCDBError) in
            if handle.isInTransaction {
                throw handle.makeError(code: 21, message: "A transaction is already open; use run(transaction:) to nest",
                                       sql: "BEGIN IMMEDIATE")
            }
            try handle.exec("BEGIN IMMEDIATE")
        }
    }

    /// Commits the open transaction; if the commit fails the transaction is rolled back and the error thrown.
    public func commit() throws(WCDBError) {
        try withTypedHandle(forWriting: true) { handle throws(WCDBError) in try handle.commitOrRollback() }
    }

    /// Rolls the open transaction back.
    public func rollback() throws(WCDBError) {
        try withTypedHandle(forWriting: true) { handle throws(WCDBError) in try handle.exec("ROLLBACK") }
    }

    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws (and the error
    /// rethrown). Inside an open transaction it becomes a savepoint.
    ///
    /// ```swift
    /// try database.run(transaction: { handle in
    ///     try handle.exec("INSERT INTO t VALUES(1)")
    /// })
    /// ```
    public func run(transaction body: (Handle) throws -> Void) throws {
        try withHandle(forWriting: true) { handle in
            try handle.runTransaction { handle in
                try body(handle)
                return true
            }
        }
    }

    /// Runs `body` in a transaction that commits when it returns `true` and rolls back when it returns
    /// `false` (no error) or throws.
    ///
    /// ```swift
    /// try database.run(controllableTransaction: { handle in
    ///     try handle.exec("DELETE FROM t")
    ///     return userConfirmed
    /// })
    /// ```
    public func run(controllableTransaction body: (Handle) throws -> Bool) throws {
        try withHandle(forWriting: true) { handle in
            try handle.runTransaction(body)
        }
    }

    /// Runs `body` inside the open transaction when there is one (no savepoint), or in a new transaction.
    ///
    /// ```swift
    /// try database.run(embeddedTransaction: { handle in try handle.exec("INSERT INTO t VALUES(1)") })
    /// ```
    public func run(embeddedTransaction body: (Handle) throws -> Void) throws {
        try withHandle(forWriting: true) { handle in
            if handle.isInTransaction {
                try body(handle)
            } else {
                try handle.runTransaction { handle in
                    try body(handle)
                    return true
                }
            }
        }
    }
}

extension Handle: TransactionInterface {}

extension Database: TransactionInterface {
    /// Whether the calling thread has a transaction open on this database.
    public var isInTransaction: Bool {
        core.pinnedWriter(thread: ThreadIdentity.current)?.handle.isInTransaction ?? false
    }
}
