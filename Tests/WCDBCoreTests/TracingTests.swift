import Foundation
import WCDBCore
import XCTest

final class TracingTests: DatabaseTestCase {
    func testSQLAndPerformanceTracers() throws {
        let database = Database(at: path())
        database.tag = 11
        let sqls = LockedList()
        let timings = LockedList()
        database.trace(sql: { tag, path, sql in sqls.append("\(tag ?? -1)|\(sql)") })
        database.trace(performance: { _, _, sql, seconds in
            if seconds >= 0 { timings.append(sql) }
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
        Database.trace(sql: { _, _, sql in sqls.append(sql) })
        defer { Database.trace(sql: nil) }
        let database = Database(at: path())
        try database.exec("CREATE TABLE g(a)")
        XCTAssertTrue(sqls.items.contains("CREATE TABLE g(a)"))
    }
}
