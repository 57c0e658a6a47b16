extension Database {
    /// A transaction object that may be handed to another thread (WCDB 2.x `getTransaction`).
    ///
    /// ```swift
    /// let transaction = try database.getTransaction()
    /// try transaction.run(transaction: { handle in try handle.exec("DELETE FROM t") })
    /// ```
    public func getTransaction() throws(WCDBError) -> Transaction {
        Transaction(core: core)
    }
}
