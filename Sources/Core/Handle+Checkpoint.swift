import CSQLCipher

extension Handle {
    /// WAL size (in pages) at which the writer checkpoints in line.
    static let inlineCheckpointThreshold: Int32 = 20_000

    /// Runs a checkpoint and returns the frames in the log and the frames copied back.
    func checkpoint(mode: CheckpointMode) throws(WCDBError) -> (logFrames: Int, checkpointedFrames: Int) {
        var logFrames: Int32 = 0
        var checkpointed: Int32 = 0
        let result = sqlite3_wal_checkpoint_v2(rawHandle, nil, mode.sqliteMode, &logFrames, &checkpointed)
        guard result == SQLITE_OK else { throw makeError(code: result, sql: "PRAGMA wal_checkpoint") }
        return (Int(logFrames), Int(checkpointed))
    }

    /// Replaces SQLite's in-line auto-checkpoint (which makes the committing thread pay for it) with a
    /// callback after each commit; the database uses it to checkpoint on a background thread.
    func observeWALCommits(_ observer: @escaping (Int) -> Void) {
        walObserver = observer
        sqlite3_wal_hook(rawHandle, { context, _, _, frames in
            guard let context else { return SQLITE_OK }
            let handle = Unmanaged<Handle>.fromOpaque(context).takeUnretainedValue()
            if frames >= Handle.inlineCheckpointThreshold {
                // The background checkpoints cannot keep up (readers pinning old snapshots): copy back in
                // line so the log stays bounded, as SQLite's auto-checkpoint would.
                _ = try? handle.checkpoint(mode: .passive)
                return SQLITE_OK
            }
            handle.walObserver?(Int(frames))
            return SQLITE_OK
        }, Unmanaged.passUnretained(self).toOpaque())
    }
}
