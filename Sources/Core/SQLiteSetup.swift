import CSQLCipher

/// Process-wide SQLite settings that must precede the first connection.
enum SQLiteSetup {
    /// Memory statistics take a global mutex on every allocation; turning them off lets parallel readers
    /// run without contending on it. Fails harmlessly (SQLITE_MISUSE) if SQLite is already initialized.
    private static let configured: Bool = {
        _ = wcdb_sqlite3_config_int(SQLITE_CONFIG_MEMSTATUS, 0)
        return true
    }()

    static func once() {
        _ = configured
    }
}
