import GRDBSQLite
import Foundation

/// An error of the raw C implementation: the SQLite result code, message and the SQL it came from.
struct RawSQLiteError: Error, CustomStringConvertible {
    let code: Int32
    let message: String
    let sql: String

    var description: String { "SQLite error \(code): \(message) (\(sql))" }
}

/// One `sqlite3*` connection used the way a careful C programmer would: opened with `SQLITE_OPEN_NOMUTEX`
/// (like WCDBSwift's handles, it is never shared by two threads at once), WAL, `synchronous = NORMAL`,
/// page size 4096 and a busy timeout. Handed between threads only through the benchmark's own
/// synchronization (thread start and join), hence `@unchecked Sendable`.
final class RawConnection: @unchecked Sendable {
    let db: OpaquePointer
    private var isClosed = false

    /// Opens `path` (the system SQLite, the one GRDB links).
    init(path: String, busyTimeoutMilliseconds: Int32 = 10_000) throws {
        var connection: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let result = sqlite3_open_v2(path, &connection, flags, nil)
        guard result == SQLITE_OK, let connection else {
            let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(connection)
            throw RawSQLiteError(code: result, message: message, sql: "open \(path)")
        }
        db = connection
        do {
            sqlite3_busy_timeout(connection, busyTimeoutMilliseconds)
            try exec("PRAGMA page_size = 4096")
            try exec("PRAGMA journal_mode = WAL")
            try exec("PRAGMA synchronous = NORMAL")
            // SQLite's auto-checkpoint stays on: GRDB, like plain SQLite, checkpoints inside the COMMIT that
            // takes the WAL past 1,000 pages, so this is the like-for-like baseline for it.
        } catch {
            sqlite3_close_v2(connection)
            throw error
        }
    }

    deinit {
        close()
    }

    /// Closes the connection (once).
    func close() {
        guard !isClosed else { return }
        isClosed = true
        sqlite3_close_v2(db)
    }

    /// `SELECT count(*) FROM table`.
    func count(table: String) throws -> Int {
        let statement = try prepare("SELECT count(*) FROM \(table)")
        defer { sqlite3_finalize(statement) }
        guard sqlite3_step(statement) == SQLITE_ROW else { throw error(sqlite3_errcode(db), sql: "count") }
        return Int(sqlite3_column_int64(statement, 0))
    }

    func error(_ code: Int32, sql: String) -> RawSQLiteError {
        RawSQLiteError(code: code, message: String(cString: sqlite3_errmsg(db)), sql: sql)
    }

    /// Runs SQL text (any rows it returns are skipped).
    func exec(_ sql: String) throws {
        let result = sqlite3_exec(db, sql, nil, nil, nil)
        guard result == SQLITE_OK else { throw error(result, sql: sql) }
    }

    /// Prepares one statement; the caller finalizes it.
    func prepare(_ sql: String) throws -> OpaquePointer {
        var statement: OpaquePointer?
        let result = sqlite3_prepare_v2(db, sql, -1, &statement, nil)
        guard result == SQLITE_OK, let statement else { throw error(result, sql: sql) }
        return statement
    }

    /// Steps a write statement to completion and resets it (bindings are kept).
    @inline(__always)
    func stepDone(_ statement: OpaquePointer) throws {
        let result = sqlite3_step(statement)
        sqlite3_reset(statement)
        guard result == SQLITE_DONE else { throw error(result, sql: String(cString: sqlite3_sql(statement))) }
    }

    /// Inserts `objects` in one transaction (`BEGIN IMMEDIATE` ... `COMMIT`): prepare once, bind/step/reset.
    func insertInTransaction<Model: PeerModel>(_ objects: [Model], table: String) throws {
        try exec("BEGIN IMMEDIATE")
        do {
            let statement = try prepare(Model.insertSQL(table: table))
            defer { sqlite3_finalize(statement) }
            for object in objects {
                object.bind(raw: statement)
                try stepDone(statement)
            }
            try exec("COMMIT")
        } catch {
            try? exec("ROLLBACK")
            throw error
        }
    }

    /// Inserts `objects` one statement each (autocommit: every row its own transaction).
    func insertAutocommit<Model: PeerModel>(_ objects: [Model], table: String) throws {
        let statement = try prepare(Model.insertSQL(table: table))
        defer { sqlite3_finalize(statement) }
        for object in objects {
            object.bind(raw: statement)
            try stepDone(statement)
        }
    }

    /// Reads every row of `table` into objects.
    func readAll<Model: PeerModel>(_ type: Model.Type, table: String) throws -> [Model] {
        let statement = try prepare(Model.selectSQL(table: table))
        defer { sqlite3_finalize(statement) }
        var objects: [Model] = []
        while true {
            let result = sqlite3_step(statement)
            if result == SQLITE_ROW {
                objects.append(Model(raw: statement))
            } else if result == SQLITE_DONE {
                return objects
            } else {
                throw error(result, sql: Model.selectSQL(table: table))
            }
        }
    }
}
