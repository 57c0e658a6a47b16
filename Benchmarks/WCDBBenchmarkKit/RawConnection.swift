import CSQLCipher
import Foundation
import Synchronization

/// How the raw baseline treats WAL checkpoints.
public enum RawBaseline {
    /// SQLite checkpoints inside the `COMMIT` that takes the WAL past 1,000 pages; WCDBSwift replaces that
    /// with a checkpoint on a background thread, so its writer never pays it. To compare the same work, the
    /// raw connections (by default) turn auto-checkpoints off and checkpoint when they close, after the
    /// measurement, as WCDBSwift's background checkpoint also runs after it. `false` (`--raw-autocheckpoint`)
    /// measures SQLite's default instead.
    public static let defersCheckpoints = Atomic<Bool>(true)

    /// `SQLite 3.15.2 (SQLCipher 3.4.1)`: the engine every implementation of this process runs on.
    public static var engineVersion: String {
        var version = "SQLite \(String(cString: sqlite3_libversion()))"
        if let connection = try? RawConnection(path: ":memory:"),
           let statement = try? connection.prepare("PRAGMA cipher_version") {
            if sqlite3_step(statement) == SQLITE_ROW, let text = sqlite3_column_text(statement, 0) {
                version += " (SQLCipher \(String(cString: text)))"
            }
            sqlite3_finalize(statement)
        }
        return version
    }
}

/// An error of the raw C implementation: the SQLite result code, message and the SQL it came from.
public struct RawSQLiteError: Error, CustomStringConvertible {
    public let code: Int32
    public let message: String
    public let sql: String

    public var description: String { "SQLite error \(code): \(message) (\(sql))" }
}

/// One `sqlite3*` connection used the way a careful C programmer would: opened with `SQLITE_OPEN_NOMUTEX`
/// (like WCDBSwift's handles, it is never shared by two threads at once), WAL, `synchronous = NORMAL`,
/// page size 4096 and a busy timeout. Handed between threads only through the benchmark's own
/// synchronization (thread start and join), hence `@unchecked Sendable`.
public final class RawConnection: @unchecked Sendable {
    public let db: OpaquePointer
    private var isClosed = false

    /// Opens `path`. With `passphrase` the connection is keyed with `sqlite3_key` (SQLCipher derives the key
    /// with PBKDF2 on the first access, as every plain SQLCipher connection does) and `cipher_page_size` 4096.
    public init(path: String, passphrase: Data? = nil, busyTimeoutMilliseconds: Int32 = 10_000) throws {
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
            if let passphrase {
                let keyed = passphrase.withUnsafeBytes { buffer in
                    sqlite3_key(connection, buffer.baseAddress, Int32(buffer.count))
                }
                guard keyed == SQLITE_OK else { throw error(keyed, sql: "sqlite3_key") }
                try exec("PRAGMA cipher_page_size = 4096")
            }
            sqlite3_busy_timeout(connection, busyTimeoutMilliseconds)
            try exec("PRAGMA page_size = 4096")
            try exec("PRAGMA journal_mode = WAL")
            try exec("PRAGMA synchronous = NORMAL")
            if RawBaseline.defersCheckpoints.load(ordering: .relaxed) {
                try exec("PRAGMA wal_autocheckpoint = 0")
            }
        } catch {
            sqlite3_close_v2(connection)
            throw error
        }
    }

    deinit {
        close()
    }

    /// Closes the connection (once).
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        sqlite3_close_v2(db)
    }

    /// `SELECT count(*) FROM table`.
    public func count(table: String) throws -> Int {
        let statement = try prepare("SELECT count(*) FROM \(table)")
        defer { sqlite3_finalize(statement) }
        guard sqlite3_step(statement) == SQLITE_ROW else { throw error(sqlite3_errcode(db), sql: "count") }
        return Int(sqlite3_column_int64(statement, 0))
    }

    func error(_ code: Int32, sql: String) -> RawSQLiteError {
        RawSQLiteError(code: code, message: String(cString: sqlite3_errmsg(db)), sql: sql)
    }

    /// Runs SQL text (any rows it returns are skipped).
    public func exec(_ sql: String) throws {
        let result = sqlite3_exec(db, sql, nil, nil, nil)
        guard result == SQLITE_OK else { throw error(result, sql: sql) }
    }

    /// Prepares one statement; the caller finalizes it.
    public func prepare(_ sql: String) throws -> OpaquePointer {
        var statement: OpaquePointer?
        let result = sqlite3_prepare_v2(db, sql, -1, &statement, nil)
        guard result == SQLITE_OK, let statement else { throw error(result, sql: sql) }
        return statement
    }

    /// Steps a write statement to completion and resets it (bindings are kept).
    @inline(__always)
    public func stepDone(_ statement: OpaquePointer) throws {
        let result = sqlite3_step(statement)
        sqlite3_reset(statement)
        guard result == SQLITE_DONE else { throw error(result, sql: String(cString: sqlite3_sql(statement))) }
    }

    /// Inserts `objects` in one transaction (`BEGIN IMMEDIATE` ... `COMMIT`): prepare once, bind/step/reset.
    public func insertInTransaction<Model: BenchmarkModel>(_ objects: [Model], table: String) throws {
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
    public func insertAutocommit<Model: BenchmarkModel>(_ objects: [Model], table: String) throws {
        let statement = try prepare(Model.insertSQL(table: table))
        defer { sqlite3_finalize(statement) }
        for object in objects {
            object.bind(raw: statement)
            try stepDone(statement)
        }
    }

    /// Reads every row of `table` into objects.
    public func readAll<Model: BenchmarkModel>(_ type: Model.Type, table: String) throws -> [Model] {
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
