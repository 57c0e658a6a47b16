import CSQLCipher

extension Handle {
    /// Switches to WAL unless the file already uses it (the mode is stored in the file, so this is a no-op
    /// after the first handle).
    func enableWriteAheadLog() throws(WCDBError) {
        let statement = try prepareUncached("PRAGMA journal_mode = WAL")
        defer { statement.finalize() }
        guard try statement.step() else { return }
        let mode = statement.text(atIndex: 0).lowercased()
        if mode != "wal" && mode != "memory" {
            throw makeError(code: SQLITE_ERROR, message: "Cannot switch to WAL journal mode (mode is \(mode))",
                            sql: "PRAGMA journal_mode = WAL")
        }
    }
}
