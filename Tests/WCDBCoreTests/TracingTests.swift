import Foundation
import WCDBCore
import WINQ
import XCTest

final class TracingTests: DatabaseTestCase {
    func testSQLAndPerformanceTracers() throws {
        let database = Database(at: path())
        database.tag = 11
        let sqls = LockedList()
        let timings = LockedList()
        database.trace(sql: { tag, path, _, sql in sqls.append("\(tag ?? -1)|\(sql)") })
        database.trace(performance: { _, _, sqls, nanoseconds in
            if nanoseconds > 0 { timings.append(contentsOf: sqls.keys) }
        })
        try database.exec("CREATE TABLE t(a)")
        try database.exec("INSERT INTO t VALUES(?1)", with: [1])
        XCTAssertTrue(sqls.items.contains("11|CREATE TABLE t(a)"), "\(sqls.items)")
        XCTAssertTrue(sqls.items.contains("11|INSERT INTO t VALUES(?1)"))
        XCTAssertTrue(timings.items.contains("INSERT INTO t VALUES(?1)"))
        database.trace(sql: nil)
        database.trace(performance: nil)
        let before = sqls.items.count
        try database.exec("INSERT INTO t VALUES(2)")
        XCTAssertEqual(sqls.items.count, before, "no tracing once removed")
    }

    func testErrorTracerPerDatabaseOverridesGlobal() throws {
        let globalErrors = LockedList()
        let localErrors = LockedList()
        Database.trace(error: { error in globalErrors.append(error.path ?? "") })
        defer { Database.trace(error: nil) }
        let traced = Database(at: path("local.db"))
        traced.trace(error: { error in localErrors.append(error.message) })
        let untraced = Database(at: path("global.db"))
        XCTAssertThrowsError(try traced.exec("SELECT * FROM missing"))
        XCTAssertThrowsError(try untraced.exec("SELECT * FROM missing"))
        XCTAssertEqual(localErrors.items.count, 1)
        XCTAssertTrue(localErrors.items[0].contains("no such table"))
        XCTAssertTrue(globalErrors.items.contains(untraced.path))
        XCTAssertFalse(globalErrors.items.contains(traced.path), "the database's own tracer replaces the global one")
    }

    func testGlobalSQLTracer() throws {
        let sqls = LockedList()
        Database.trace(sql: { _, _, _, sql in sqls.append(sql) })
        defer { Database.trace(sql: nil) }
        let database = Database(at: path())
        try database.exec("CREATE TABLE g(a)")
        XCTAssertTrue(sqls.items.contains("CREATE TABLE g(a)"))
    }

    func testSQLTracerNamesTheHandleAndPath() throws {
        let database = Database(at: path())
        let seen = LockedList()
        database.trace(sql: { _, path, handle, sql in
            if !sql.hasPrefix("PRAGMA") { seen.append("\(handle)|\(path)|\(sql)") }  // configs of new handles run too
        })
        let writer = try database.withHandle(forWriting: true) { handle -> UInt in
            try handle.exec("CREATE TABLE t(a)")
            return handle.identifier
        }
        let reader = try database.withHandle(forWriting: false) { handle -> UInt in
            _ = try handle.prepare("SELECT count(*) FROM t").allRows()
            return handle.identifier
        }
        XCTAssertNotEqual(writer, reader)
        XCTAssertEqual(seen.items, ["\(writer)|\(database.path)|CREATE TABLE t(a)",
                                    "\(reader)|\(database.path)|SELECT count(*) FROM t"])
    }

    func testPerformanceTracerCountsExecutionsWithinATransaction() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a)")
        let reports = ReportList()
        database.trace(performance: { _, _, sqls, nanoseconds in
            // New handles' configs (PRAGMAs) are reported too; this test looks at its own statements.
            if !sqls.keys.contains(where: { $0.hasPrefix("PRAGMA") }) { reports.append(sqls, nanoseconds) }
        })
        try database.run(transaction: { handle in
            let insert = try handle.prepare("INSERT INTO t VALUES(?1)")
            for value in 0..<10 {
                insert.reset()
                insert.bind(integer: Int64(value), toIndex: 1)
                try insert.run()
            }
        })
        XCTAssertEqual(reports.items.count, 1, "one report for the whole transaction")
        XCTAssertEqual(reports.items.first?.sqls, ["BEGIN IMMEDIATE": 1, "INSERT INTO t VALUES(?1)": 10, "COMMIT": 1])
        XCTAssertGreaterThan(reports.items.first?.nanoseconds ?? 0, 0)
        // Outside a transaction each statement is reported alone; a read stopped after its first row counts too.
        _ = try database.getValue(on: Column(named: "a"), fromTable: "t")
        try database.exec("DELETE FROM t")
        XCTAssertEqual(reports.items.count, 3)
        XCTAssertEqual(reports.items.last?.sqls, ["DELETE FROM t": 1])
        XCTAssertEqual(reports.items[1].sqls.values.first, 1)
    }

    func testErrorTracerReceivesSQLAndPath() throws {
        let database = Database(at: path())
        let errors = ErrorList()
        database.trace(error: { errors.append($0) })
        XCTAssertThrowsError(try database.exec("UPDATE nowhere SET a = 1"))
        XCTAssertEqual(errors.items.count, 1)
        XCTAssertEqual(errors.items.first?.sql, "UPDATE nowhere SET a = 1")
        XCTAssertEqual(errors.items.first?.path, database.path)
        XCTAssertEqual(errors.items.first?.code, .error)
    }
}

/// Collects performance reports from tracer callbacks.
final class ReportList: @unchecked Sendable {
    struct Report { let sqls: [String: Int]; let nanoseconds: Int64 }
    private let lock = NSLock()
    private var storage: [Report] = []
    func append(_ sqls: [String: Int], _ nanoseconds: Int64) {
        lock.lock(); storage.append(Report(sqls: sqls, nanoseconds: nanoseconds)); lock.unlock()
    }
    var items: [Report] { lock.lock(); defer { lock.unlock() }; return storage }
}

/// Collects errors from tracer callbacks.
final class ErrorList: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [WCDBError] = []
    func append(_ error: WCDBError) { lock.lock(); storage.append(error); lock.unlock() }
    var items: [WCDBError] { lock.lock(); defer { lock.unlock() }; return storage }
}
