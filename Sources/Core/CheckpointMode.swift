import CSQLCipher

/// How hard a WAL checkpoint tries (SQLite's `sqlite3_wal_checkpoint_v2` modes).
///
/// ```swift
/// try database.checkpoint(mode: .truncate)   // copy everything back and empty the -wal file
/// ```
public enum CheckpointMode: Sendable {
    /// Copy what can be copied without waiting for readers or the writer.
    case passive
    /// Wait for the writer, then copy everything.
    case full
    /// Like `full`, then wait for readers so the next writer starts the log from the beginning.
    case restart
    /// Like `restart`, and truncate the -wal file to zero bytes.
    case truncate

    var sqliteMode: Int32 {
        switch self {
        case .passive: SQLITE_CHECKPOINT_PASSIVE
        case .full: SQLITE_CHECKPOINT_FULL
        case .restart: SQLITE_CHECKPOINT_RESTART
        case .truncate: SQLITE_CHECKPOINT_TRUNCATE
        }
    }
}
