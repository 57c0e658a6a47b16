import Foundation
import WINQ

/// A database file, safe to use from any thread.
///
/// All `Database` objects for the same path share one core: tag, configs, tracers and the handle pool.
/// Nothing is opened until the first operation; missing intermediate directories are created then.
/// Writes go through one writer handle at a time (other threads wait, never seeing SQLITE_BUSY); reads run
/// in parallel on pooled reader handles. A thread inside a transaction keeps its handle until it ends.
///
/// ```swift
/// let database = Database(at: "/var/lib/app/main.db")
/// try database.exec("CREATE TABLE IF NOT EXISTS user(id INTEGER PRIMARY KEY, name TEXT)")
/// try database.run(transaction: { handle in
///     try handle.exec("INSERT INTO user(name) VALUES(?1)", with: ["Alice"])
/// })
/// ```
public final class Database: Sendable {
    let core: DatabaseCore

    /// Opens (lazily) the database at `path`; `~` is expanded and the path standardized.
    ///
    /// ```swift
    /// let database = Database(withPath: NSTemporaryDirectory() + "sample.db")
    /// ```
    public init(withPath path: String) {
        let expanded = (path as NSString).expandingTildeInPath
        let standardized = URL(fileURLWithPath: expanded).standardizedFileURL.path
        core = DatabaseCore.shared(forPath: standardized)
    }

    /// Opens (lazily) the database at a file URL.
    public convenience init(withFileURL url: URL) {
        self.init(withPath: url.path)
    }

    /// Opens (lazily) the database at `path` (WCDB 2.x spelling).
    public convenience init(at path: String) {
        self.init(withPath: path)
    }

    /// The standardized path of the database file.
    public var path: String { core.path }

    /// Whether some `Database` (or a statement or transaction made from one) still keeps the shared core for
    /// `path` alive (diagnostic).
    @_spi(Diagnostics)
    public static func hasLiveCore(atPath path: String) -> Bool {
        DatabaseCore.isAlive(path: URL(fileURLWithPath: path).standardizedFileURL.path)
    }

    /// A number identifying the database in errors and traces; shared by every `Database` for this path.
    ///
    /// ```swift
    /// database.tag = 42
    /// Database(at: database.path).tag   // 42
    /// ```
    public var tag: Int? {
        get { core.state.withLock { $0.tag } }
        set {
            core.state.withLock { state in
                state.tag = newValue
                state.configGeneration += 1  // handles pick the new tag up for their errors and traces
            }
        }
    }

    /// Whether the database can be opened (opening it now if it was not).
    public var canOpen: Bool {
        (try? core.withHandle(forWriting: true) { _ in }) != nil
    }

    /// Whether any handle is open.
    public var isOpened: Bool {
        core.state.withLock { $0.writer != nil || !$0.readers.isEmpty }
    }

    /// Runs `body` with a handle. A thread that already holds a handle of this database (nested calls,
    /// inside a transaction) gets the same one; otherwise the writer (for writing) or a pooled reader.
    /// Errors thrown by `body` propagate unchanged; pool errors are ``WCDBError``.
    ///
    /// ```swift
    /// let count = try database.withHandle(forWriting: false) { handle in
    ///     let statement = try handle.prepare("SELECT count(*) FROM user")
    ///     return try statement.step() ? statement.int64(atIndex: 0) : 0
    /// }
    /// ```
    public func withHandle<T>(forWriting: Bool, _ body: (Handle) throws -> T) throws -> T {
        try core.withHandle(forWriting: forWriting, body)
    }

    /// A handle pinned to the calling thread until the handle's owner is released (WCDB 2.x `getHandle`).
    /// Prefer ``withHandle(forWriting:_:)``, which cannot forget to give it back.
    ///
    /// ```swift
    /// let handle = try database.getHandle(writable: false)
    /// defer { handle.release() }
    /// ```
    public func getHandle(writable: Bool = true) throws(WCDBError) -> PinnedHandle {
        let thread = ThreadIdentity.current
        let pin = try core.acquire(writable: writable, thread: thread)
        return PinnedHandle(lease: HandleLease(core: core, pin: pin, thread: thread), handle: pin.handle)
    }

    /// Runs a WINQ statement; read-only statements run on a reader handle.
    ///
    /// ```swift
    /// try database.exec(StatementDelete().delete(from: "user").where(Column("id") == 1))
    /// ```
    public func exec(_ statement: any Statement) throws(WCDBError) {
        let writable = !statement.isReadOnly
        try run(writable: writable) { handle throws(WCDBError) in try handle.exec(statement) }
    }

    /// Runs raw SQL (several statements allowed) on the writer handle.
    ///
    /// ```swift
    /// try database.exec("CREATE TABLE t(a); INSERT INTO t VALUES(1)")
    /// ```
    public func exec(_ sql: String) throws(WCDBError) {
        try run(writable: true) { handle throws(WCDBError) in try handle.exec(sql) }
    }

    /// Runs one raw SQL statement with values bound to `?1 ... ?N`.
    ///
    /// ```swift
    /// try database.exec("INSERT INTO user(id, name) VALUES(?1, ?2)", with: [1, "Alice"])
    /// ```
    public func exec(_ sql: String, with values: [Value]) throws(WCDBError) {
        try run(writable: true) { handle throws(WCDBError) in try handle.exec(sql, with: values) }
    }

    /// Compiles a WINQ statement on a handle that stays with the calling thread until the statement is
    /// finalized (or deinitialized); read-only statements use a reader. Finalize it promptly: a write
    /// statement holds the writer.
    ///
    /// ```swift
    /// let select = try database.prepare(StatementSelect().select(Column.all).from("user"))
    /// defer { select.finalize() }
    /// while try select.step() { print(select.oneRow()) }
    /// ```
    public func prepare(_ statement: any Statement) throws(WCDBError) -> PreparedStatement {
        let sql: String
        do {
            sql = try statement.validatedSQL()
        } catch {
            let wrapped = WCDBError(winq: error, path: path, tag: tag)
            core.report(wrapped)
            throw wrapped
        }
        return try prepare(sql, writable: !statement.isReadOnly)
    }

    /// Compiles raw SQL like ``prepare(_:)-(any Statement)``; a statement starting with SELECT uses a reader.
    public func prepare(_ sql: String) throws(WCDBError) -> PreparedStatement {
        let head = sql.drop(while: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "(" }).prefix(6)
        return try prepare(sql, writable: head.uppercased() != "SELECT")
    }

    private func prepare(_ sql: String, writable: Bool) throws(WCDBError) -> PreparedStatement {
        let thread = ThreadIdentity.current
        let pin = try core.acquire(writable: writable, thread: thread)
        let lease = HandleLease(core: core, pin: pin, thread: thread)
        let statement: PreparedStatement
        do {
            statement = try pin.handle.prepareUncached(sql)
        } catch {
            lease.release()
            throw error
        }
        statement.lease = lease
        return statement
    }

    func run<T>(writable: Bool, _ body: (Handle) throws(WCDBError) -> T) throws(WCDBError) -> T {
        let thread = ThreadIdentity.current
        let pin = try core.acquire(writable: writable, thread: thread)
        defer { core.release(pin, thread: thread) }
        return try body(pin.handle)
    }

    /// Rows changed by the most recent write of the calling thread's writer handle.
    public var changes: Int {
        (try? run(writable: true) { $0.changes }) ?? 0
    }

    /// The rowid of the most recent INSERT on the writer handle.
    public var lastInsertedRowID: Int64 {
        (try? run(writable: true) { $0.lastInsertedRowID }) ?? 0
    }

    /// Stops the statements running right now on this database's handles; they fail with `.interrupt`.
    ///
    /// ```swift
    /// DispatchQueue.global().asyncAfter(deadline: .now() + 1) { database.interrupt() }
    /// ```
    public func interrupt() {
        core.state.withLock { state in
            if state.writerCheckedOut { state.writer?.interrupt() }
            let idle = Set(state.idleReaders.map(ObjectIdentifier.init))
            for (identifier, reader) in state.readers where !idle.contains(identifier) { reader.interrupt() }
        }
    }
}
