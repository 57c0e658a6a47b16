import Foundation

extension Database {
    /// Closes every handle once other threads have returned theirs; the next operation reopens lazily.
    /// Threads that ask for a handle meanwhile wait. Does nothing (and reports a misuse error) when the
    /// calling thread is itself using the database.
    ///
    /// ```swift
    /// database.close()
    /// ```
    public func close() {
        _ = try? close { () throws(WCDBError) in }
    }

    /// Closes every handle, then runs `onClosed` while other threads are still held back (for example to
    /// remove or move the files), then lets them continue.
    ///
    /// ```swift
    /// try database.close(onClosed: { try database.removeFiles() })
    /// ```
    public func close<Result, Failure: Error>(onClosed: () throws(Failure) -> Result) throws -> Result {
        let thread = ThreadIdentity.current
        if core.holdsHandle(thread: thread) {
            throw core.misuse("Cannot close the database while this thread is using it (inside a transaction or withHandle)")
        }
        blockade()
        defer { unblockade() }
        let handles = core.state.withLock(waitingUntil: { $0.isIdle }) { $0.takeIdleHandles() }
        for handle in handles { handle.close() }
        return try onClosed()
    }

    /// Holds back every other thread that asks for a handle until ``unblockade()``; threads already using
    /// a handle finish. Waits while another thread has the database blockaded.
    public func blockade() {
        let thread = ThreadIdentity.current
        core.state.withLock(waitingUntil: { $0.blockadeOwner == nil || $0.blockadeOwner == thread }) { state in
            state.blockadeOwner = thread
            state.blockadeDepth += 1
        }
    }

    /// Ends a ``blockade()``.
    public func unblockade() {
        core.state.withLock(notify: true) { state in
            guard state.blockadeDepth > 0 else { return }
            state.blockadeDepth -= 1
            if state.blockadeDepth == 0 { state.blockadeOwner = nil }
        }
    }

    /// Whether some thread has blockaded the database.
    public var isBlockaded: Bool { core.state.withLock { $0.blockadeOwner != nil } }

    /// Closes the idle handles (and with them their statement caches) to free memory.
    ///
    /// ```swift
    /// database.purge()
    /// ```
    public func purge() {
        let idle = core.state.withLock { $0.takeIdleHandles() }
        for handle in idle { handle.close() }
    }

    /// Purges every database of the process.
    public static func purge() {
        for core in DatabaseCore.liveCores {
            let idle = core.state.withLock { $0.takeIdleHandles() }
            for handle in idle { handle.close() }
        }
    }

    /// The database file and its companions: WAL, shared memory, rollback journal, and the repair material.
    public var paths: [String] {
        [path, path + "-wal", path + "-shm", path + "-journal",
         path + "-first.material", path + "-last.material", path + ".factory"]
    }

    /// Deletes the database files (closing the database first).
    ///
    /// ```swift
    /// try database.removeFiles()
    /// ```
    public func removeFiles() throws(WCDBError) {
        try closed { () throws(WCDBError) in
            for file in paths where FileManager.default.fileExists(atPath: file) {
                do {
                    try FileManager.default.removeItem(atPath: file)
                } catch {
                    throw fileError("Cannot remove \(file): \(error)")
                }
            }
        }
    }

    /// Moves the database files into `directory` (created when missing), closing the database first.
    /// The `Database` keeps its original path.
    ///
    /// ```swift
    /// try database.moveFiles(toDirectory: "/var/backups/app")
    /// ```
    public func moveFiles(toDirectory directory: String) throws(WCDBError) {
        try closed { () throws(WCDBError) in
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw fileError("Cannot create \(directory): \(error)")
            }
            for file in paths where FileManager.default.fileExists(atPath: file) {
                let target = (directory as NSString).appendingPathComponent((file as NSString).lastPathComponent)
                do {
                    if FileManager.default.fileExists(atPath: target) { try FileManager.default.removeItem(atPath: target) }
                    try FileManager.default.moveItem(atPath: file, toPath: target)
                } catch {
                    throw fileError("Cannot move \(file) to \(target): \(error)")
                }
            }
        }
    }

    /// The total size in bytes of the database files that exist.
    public func getFilesSize() throws(WCDBError) -> UInt64 {
        var total: UInt64 = 0
        for file in paths {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: file) else { continue }
            total += (attributes[.size] as? NSNumber)?.uint64Value ?? 0
        }
        return total
    }

    /// `close(onClosed:)` with the error typed as ``WCDBError``.
    func closed<T>(_ body: () throws(WCDBError) -> T) throws(WCDBError) -> T {
        do {
            return try close(onClosed: body)
        } catch let error as WCDBError {
            throw error
        } catch {
            throw WCDBError(code: .error, message: "\(error)", path: path)
        }
    }

    private func fileError(_ message: String) -> WCDBError {
        let error = WCDBError(code: .ioError, message: message, path: path, tag: tag)
        core.report(error)
        return error
    }
}
