import CSQLCipher
import WINQ

/// Checks that SQLite (the linked SQLCipher 3.4.1 / SQLite 3.15.2) parses what WINQ renders.
///
/// Opens a fresh in-memory database with a fixed schema (`testTable`, `table1`, `table2`, `t1`, `t2`, an FTS4
/// table `fts`, a view `view1`, index `index1`, trigger `trigger1`, attached schema `schema1`) and prepares the
/// statement there. Returns nil when SQLite accepts it, or SQLite's error message.
enum SQLiteAcceptance {
    static let schema = [
        "CREATE TABLE testTable(column1 INTEGER PRIMARY KEY, column2 TEXT, column3 REAL, column4 BLOB, left INTEGER, right INTEGER)",
        "CREATE TABLE table1(column1 INTEGER, column2 TEXT, column3 REAL)",
        "CREATE TABLE table2(column1 INTEGER, column2 TEXT, column3 REAL)",
        "CREATE TABLE t1(a INTEGER, b TEXT, c REAL)",
        "CREATE TABLE t2(a INTEGER, b TEXT, c REAL)",
        "CREATE VIRTUAL TABLE fts USING fts4(content)",
        "CREATE VIEW view1 AS SELECT column1 FROM table1",
        "CREATE INDEX index1 ON table1(column1)",
        "CREATE TRIGGER trigger1 AFTER INSERT ON table1 BEGIN SELECT 1; END",
        "ATTACH ':memory:' AS schema1",
        "CREATE TABLE schema1.table1(column1 INTEGER, column2 TEXT)",
    ]

    /// SQLite's error for `sql`, or nil when it prepares. `extraSetup` runs first.
    static func error(preparing sql: String, extraSetup: [String] = []) -> String? {
        var db: OpaquePointer?
        guard sqlite3_open_v2(":memory:", &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK,
              let db else { return "cannot open an in-memory database" }
        defer { sqlite3_close_v2(db) }
        for setup in schema + extraSetup {
            if sqlite3_exec(db, setup, nil, nil, nil) != SQLITE_OK {
                return "setup failed: \(setup): \(String(cString: sqlite3_errmsg(db)))"
            }
        }
        var statement: OpaquePointer?
        let rc = sqlite3_prepare_v2(db, sql, -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        if rc != SQLITE_OK { return String(cString: sqlite3_errmsg(db)) }
        return nil
    }

    /// Runs every statement of `sqls` in order on one fresh database (with the schema above) and returns the
    /// rows of the last one as text, or throws SQLite's message.
    static func run(_ sqls: [String]) throws -> [[String?]] {
        var db: OpaquePointer?
        guard sqlite3_open_v2(":memory:", &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK,
              let db else { throw Failure(message: "cannot open") }
        defer { sqlite3_close_v2(db) }
        for setup in schema where sqlite3_exec(db, setup, nil, nil, nil) != SQLITE_OK {
            throw Failure(message: String(cString: sqlite3_errmsg(db)))
        }
        var rows: [[String?]] = []
        for sql in sqls {
            var statement: OpaquePointer?
            guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK else {
                throw Failure(message: String(cString: sqlite3_errmsg(db)) + " in: " + sql)
            }
            defer { sqlite3_finalize(statement) }
            rows = try textRows(of: statement, on: db)
        }
        return rows
    }

    /// Steps `statement` to the end, each column read as text (NULL as nil).
    static func textRows(of statement: OpaquePointer?, on db: OpaquePointer) throws -> [[String?]] {
        var rows: [[String?]] = []
        while true {
            let rc = sqlite3_step(statement)
            if rc == SQLITE_DONE { return rows }
            guard rc == SQLITE_ROW else { throw Failure(message: String(cString: sqlite3_errmsg(db))) }
            var row: [String?] = []
            for index in 0..<sqlite3_column_count(statement) {
                if let text = sqlite3_column_text(statement, index) {
                    let count = Int(sqlite3_column_bytes(statement, index))
                    row.append(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
                } else {
                    row.append(nil)
                }
            }
            rows.append(row)
        }
    }

    struct Failure: Error { let message: String }
}
