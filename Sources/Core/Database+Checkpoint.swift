import Synchronization

extension Database {
    /// Copies WAL content back into the database file now. Checkpoints also run by themselves on a
    /// background thread once the log passes 1,000 pages, so calling this is rarely needed (before a
    /// backup or file copy, use `.truncate`).
    ///
    /// ```swift
    /// let result = try database.checkpoint(mode: .truncate)
    /// print(result.logFrames, result.checkpointedFrames)
    /// ```
    @discardableResult
    public func checkpoint(mode: CheckpointMode = .passive) throws(WCDBError) -> (logFrames: Int, checkpointedFrames: Int) {
        // The writer first, then the checkpoint lock: holding the lock while waiting for the writer deadlocks
        // with a thread that holds the writer (in a transaction) and asks for a checkpoint itself.
        try run(writable: true) { handle throws(WCDBError) in
            try core.checkpointInProgress.withLock { _ throws(WCDBError) in try handle.checkpoint(mode: mode) }
        }
    }

    /// How many background checkpoints have run for this database (diagnostic).
    @_spi(Diagnostics)
    public var backgroundCheckpointCount: Int {
        core.backgroundCheckpoints.load(ordering: .relaxed)
    }
}
