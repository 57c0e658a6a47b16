import CSQLCipher
import Foundation
import WINQ

/// One SQLite connection. Not `Sendable`: a handle is used by one thread at a time, which the database
/// guarantees by lending it out through ``Database/withHandle(forWriting:_:)`` and transactions.
///
/// Prepared statements are cached per handle by their SQL text (see ``prepare(_:)-(String)``).
///
/// ```swift
/// try database.withHandle(forWriting: true) { handle in
///     try handle.exec("CREATE TABLE IF NOT EXISTS user(id INTEGER PRIMARY KEY, name TEXT)")
///     let insert = try handle.prepare("INSERT INTO user(name) VALUES(?1)")
///     insert.bind(text: "Alice", toIndex: 1)
///     try insert.run()
///     print(handle.lastInsertedRowID)
/// }
/// ```
public final class Handle {
    /// The `sqlite3*` connection.
    public let rawHandle: OpaquePointer
    /// The database file.
    public let path: String
    /// Writer or reader.
    public let role: HandleRole
    /// Tag of the owning database, copied in whenever the handle is lent out (for errors and traces).
    public internal(set) var tag: Int?

    private var statementCache: [String: PreparedStatement] = [:]
    /// Most statements kept per handle.
    static let statementCacheLimit = 128
    /// Set when a step produced a row, so returning the handle only scans for unfinished statements then.
    var mayHaveActiveStatements = false
    private(set) var tracers = TraceSettings()
    /// One flag for the statement hot path: tracing costs a single load when it is off.
    private(set) var isTracingStatements = false
    let busyWaiter: BusyWaiter
    /// Configs this handle has run, in order, and the generation they came from.
    var appliedConfigs: [ConfigEntry] = []
    var configGeneration = -1
    /// Generation of the settings that require a fresh connection (the cipher key).
    var openGeneration = 0
    /// Nesting depth of savepoints opened by nested transactions.
    var savepointDepth = 0
    private var isClosed = false
    /// Called with the WAL size (in frames) after each commit of the writer.
    var walObserver: ((Int) -> Void)?
    /// Work not yet reported to the performance tracer (the current transaction's statements).
    var footprint = PerformanceFootprint()

    private init(rawHandle: OpaquePointer, path: String, role: HandleRole, busyTimeout: Double) {
        self.rawHandle = rawHandle
        self.path = path
        self.role = role
        busyWaiter = BusyWaiter(path: path, timeout: busyTimeout)
        busyWaiter.database = rawHandle
    }

    deinit {
        close()
    }

    /// Opens a connection (creating the file when missing). Threading is left to the caller:
    /// `SQLITE_OPEN_NOMUTEX`, because the pool never shares a handle between threads.
    static func open(path: String, role: HandleRole, busyTimeout: Double) throws(WCDBError) -> Handle {
        SQLiteSetup.once()
        var connection: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let result = sqlite3_open_v2(path, &connection, flags, nil)
        guard result == SQLITE_OK, let connection else {
            let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(result))
            if let connection { sqlite3_close_v2(connection) }
            throw WCDBError(code: Code(sqliteResultCode: result), extendedCode: result,
                            message: "Cannot open the database: \(message)", path: path)
        }
        sqlite3_extended_result_codes(connection, 1)
        return Handle(rawHandle: connection, path: path, role: role, busyTimeout: busyTimeout)
    }

    typealias Code = WCDBError.Code

    /// Finalizes every statement and closes the connection.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        for statement in statementCache.values { statement.destroy() }
        statementCache.removeAll()
        sqlite3_busy_handler(rawHandle, nil, nil)
        sqlite3_wal_hook(rawHandle, nil, nil)
        walObserver = nil
        sqlite3_close_v2(rawHandle)
    }

    /// Copies the tracers in force into the handle.
    func setTracers(_ settings: TraceSettings) {
        if settings.performance == nil { footprint = PerformanceFootprint() }
        tracers = settings
        isTracingStatements = settings.sql != nil || settings.performance != nil
        busyWaiter.tracer = settings.busy
        busyWaiter.tag = tag
    }

    // MARK: Executing

    /// Runs a WINQ statement to completion.
    ///
    /// ```swift
    /// try handle.exec(StatementDropTable().drop(table: "old").ifExists())
    /// ```
    public func exec(_ statement: any Statement) throws(WCDBError) {
        let sql = try validatedSQL(of: statement)
        try exec(sql)
    }

    /// Runs raw SQL, which may hold several statements separated by `;` (as FMDB's `executeStatements`).
    ///
    /// ```swift
    /// try handle.exec("CREATE TABLE a(x); CREATE INDEX a_x ON a(x)")
    /// ```
    public func exec(_ sql: String) throws(WCDBError) {
        var failure: WCDBError?
        sql.withCString { text in
            var remaining: UnsafePointer<CChar>? = text
            while let start = remaining, start.pointee != 0 {
                var compiled: OpaquePointer?
                var tail: UnsafePointer<CChar>?
                let result = sqlite3_prepare_v2(rawHandle, start, -1, &compiled, &tail)
                guard result == SQLITE_OK else {
                    failure = prepareError(code: result, sql: String(cString: start))
                    return
                }
                remaining = tail
                guard let compiled else { continue }  // only whitespace or a comment was left
                let statement = PreparedStatement(statement: compiled, handle: self, isCached: false)
                do throws(WCDBError) {
                    try statement.run()
                } catch {
                    failure = error
                    return
                }
            }
        }
        if let failure { throw failure }
    }

    /// Runs one raw SQL statement with values bound to `?1 ... ?N`.
    ///
    /// ```swift
    /// try handle.exec("INSERT INTO user(id, name) VALUES(?1, ?2)", with: [1, "Alice"])
    /// ```
    public func exec(_ sql: String, with values: [Value]) throws(WCDBError) {
        let statement = try prepare(sql)
        for (offset, value) in values.enumerated() { statement.bind(value, toIndex: offset + 1) }
        defer { statement.finalize() }
        try statement.run()
    }

    // MARK: Preparing

    /// Compiles a WINQ statement, or returns the cached compilation of the same SQL (reset, bindings cleared).
    public func prepare(_ statement: any Statement) throws(WCDBError) -> PreparedStatement {
        try prepare(try validatedSQL(of: statement))
    }

    /// Compiles one SQL statement, or returns the cached compilation of the same text (reset, bindings
    /// cleared). Calling ``PreparedStatement/finalize()`` on a cached statement only resets it. When the cached
    /// statement is still mid-iteration (a nested use of the same SQL), a separate uncached one is returned.
    ///
    /// ```swift
    /// let select = try handle.prepare("SELECT name FROM user WHERE id = ?1")
    /// select.bind(integer: 1, toIndex: 1)
    /// if try select.step() { print(select.text(atIndex: 0)) }
    /// ```
    public func prepare(_ sql: String) throws(WCDBError) -> PreparedStatement {
        if let cached = statementCache[sql], let raw = cached.rawStatement {
            if sqlite3_stmt_busy(raw) != 0 { return try prepareUncached(sql) }
            sqlite3_reset(raw)
            sqlite3_clear_bindings(raw)
            return cached
        }
        let statement = try compile(sql, cached: true)
        if statementCache.count >= Handle.statementCacheLimit, let evicted = statementCache.first?.key {
            // Dropped from the cache, not destroyed: whoever still holds it keeps a working statement,
            // which finalizes itself when released. Keeps SQL built with literals from growing the cache.
            statementCache[evicted] = nil
        }
        statementCache[sql] = statement
        return statement
    }

    /// Compiles one SQL statement that the caller owns: ``PreparedStatement/finalize()`` (or deinit) frees it.
    public func prepareUncached(_ sql: String) throws(WCDBError) -> PreparedStatement {
        try compile(sql, cached: false)
    }

    /// Compiles a WINQ statement that the caller owns.
    public func prepareUncached(_ statement: any Statement) throws(WCDBError) -> PreparedStatement {
        try compile(try validatedSQL(of: statement), cached: false)
    }

    private func compile(_ sql: String, cached: Bool) throws(WCDBError) -> PreparedStatement {
        var compiled: OpaquePointer?
        var hasMore = false
        let result = sql.withCString { text -> Int32 in
            var tail: UnsafePointer<CChar>?
            let result = sqlite3_prepare_v2(rawHandle, text, -1, &compiled, &tail)
            if result == SQLITE_OK, var rest = tail {
                while rest.pointee == 0x20 || rest.pointee == 0x0A || rest.pointee == 0x09 || rest.pointee == 0x0D
                    || rest.pointee == 0x3B { rest += 1 }
                hasMore = rest.pointee != 0
            }
            return result
        }
        guard result == SQLITE_OK else { throw prepareError(code: result, sql: sql) }
        guard let compiled else {
            throw makeError(code: SQLITE_MISUSE, message: "The SQL holds no statement", sql: sql)
        }
        if hasMore {
            sqlite3_finalize(compiled)
            throw makeError(code: SQLITE_MISUSE,
                            message: "prepare takes exactly one statement; use exec(_:) to run several", sql: sql)
        }
        return PreparedStatement(statement: compiled, handle: self, isCached: cached)
    }

    func validatedSQL(of statement: any Statement) throws(WCDBError) -> String {
        do {
            return try statement.validatedSQL()
        } catch {
            let wrapped = WCDBError(winq: error, path: path, tag: tag)
            tracers.error?(wrapped)
            throw wrapped
        }
    }

    /// Resets statements left mid-iteration, so a returned handle holds no read snapshot open.
    func resetActiveStatements() {
        guard mayHaveActiveStatements else { return }
        mayHaveActiveStatements = false
        var statement = sqlite3_next_stmt(rawHandle, nil)
        while let current = statement {
            if sqlite3_stmt_busy(current) != 0 { sqlite3_reset(current) }
            statement = sqlite3_next_stmt(rawHandle, current)
        }
    }

    /// Whether a statement is mid-iteration on this handle (holding a read snapshot open).
    var hasActiveStatements: Bool {
        guard mayHaveActiveStatements else { return false }
        var statement = sqlite3_next_stmt(rawHandle, nil)
        while let current = statement {
            if sqlite3_stmt_busy(current) != 0 { return true }
            statement = sqlite3_next_stmt(rawHandle, current)
        }
        return false
    }

    /// Drops every cached statement (memory pressure, schema changes by other tools).
    func clearStatementCache() {
        for statement in statementCache.values { statement.destroy() }
        statementCache.removeAll()
    }

    // MARK: State

    /// Rows changed by the most recent INSERT, UPDATE or DELETE on this handle.
    public var changes: Int { Int(sqlite3_changes(rawHandle)) }

    /// Rows changed since the handle opened.
    public var totalChanges: Int { Int(sqlite3_total_changes(rawHandle)) }

    /// The rowid of the most recent successful INSERT on this handle.
    public var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(rawHandle) }

    /// A number naming this connection in traces (stable while it is open, unique among open ones).
    public var identifier: UInt { UInt(bitPattern: rawHandle) }

    /// Whether a transaction is open on this handle.
    public var isInTransaction: Bool { sqlite3_get_autocommit(rawHandle) == 0 }

    /// Makes the running statement stop with `.interrupt` as soon as possible (callable from any thread).
    public func interrupt() { sqlite3_interrupt(rawHandle) }

    /// Whether a table (or view) with this name exists, compared case-insensitively like SQLite does.
    ///
    /// ```swift
    /// if try !handle.tableExists("user") { try handle.exec("CREATE TABLE user(id INTEGER)") }
    /// ```
    public func tableExists(_ name: String) throws(WCDBError) -> Bool {
        let statement = try prepare(
            "SELECT 1 FROM sqlite_master WHERE type IN ('table', 'view') AND name = ?1 COLLATE NOCASE")
        defer { statement.finalize() }
        statement.bind(text: name, toIndex: 1)
        return try statement.step()
    }
}
