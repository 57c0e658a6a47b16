import CSQLCipher
import Foundation
import WCDBCore
import WINQ
import XCTest

final class PreparedStatementTests: DatabaseTestCase {
    func testBindAndReadEveryStorageClass() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(i INTEGER, d REAL, s TEXT, b BLOB, n)")
        try database.withHandle(forWriting: true) { handle in
            let insert = try handle.prepare("INSERT INTO t VALUES(?1, ?2, ?3, ?4, ?5)")
            insert.bind(integer: Int64.min, toIndex: 1)
            insert.bind(double: -0.25, toIndex: 2)
            insert.bind(text: "naïve 日本 \u{0}x", toIndex: 3)
            insert.bind(blob: Data([0, 1, 255]), toIndex: 4)
            insert.bindNull(toIndex: 5)
            try insert.run()
            XCTAssertEqual(insert.changes, 1)
            XCTAssertEqual(insert.lastInsertedRowID, 1)
            insert.reset()
            insert.bind(.integer(2), toIndex: 1)
            insert.bind(.double(1.5), toIndex: 2)
            insert.bind(text: "", toIndex: 3)
            insert.bind(blob: Data(), toIndex: 4)
            insert.bind(Optional<Int>.none, toIndex: 5)
            try insert.run()
            insert.reset()
            insert.bind(3 as Int, toIndex: 1)
            insert.bind(Date(timeIntervalSince1970: 10), toIndex: 2)
            insert.bind(.text("x"), toIndex: 3)
            insert.bind(.blob(Data([7])), toIndex: 4)
            insert.bind(.integer(9), toIndex: 5)
            try insert.run()
        }
        try database.withHandle(forWriting: false) { handle in
            let select = try handle.prepare("SELECT i, d, s, b, n FROM t ORDER BY rowid")
            XCTAssertEqual(select.columnCount, 5)
            XCTAssertEqual(select.columnName(atIndex: 2), "s")
            XCTAssertEqual(select.declaredType(atIndex: 1), "REAL")
            XCTAssertNil(select.declaredType(atIndex: 4).flatMap { $0.isEmpty ? nil : $0 })
            XCTAssertTrue(try select.step())
            XCTAssertEqual(select.int64(atIndex: 0), Int64.min)
            XCTAssertEqual(select.double(atIndex: 1), -0.25)
            XCTAssertEqual(select.text(atIndex: 2), "naïve 日本 \u{0}x", "text keeps embedded NUL: byte count, not strlen")
            XCTAssertEqual(select.data(atIndex: 3), Data([0, 1, 255]))
            XCTAssertTrue(select.isNull(atIndex: 4))
            XCTAssertEqual(select.columnType(atIndex: 0), .integer64)
            XCTAssertEqual(select.columnType(atIndex: 1), .float)
            XCTAssertEqual(select.columnType(atIndex: 2), .text)
            XCTAssertEqual(select.columnType(atIndex: 3), .BLOB)
            XCTAssertEqual(select.columnType(atIndex: 4), .null)
            XCTAssertTrue(try select.step())
            XCTAssertEqual(select.oneRow(), [.integer(2), .double(1.5), .text(""), .blob(Data()), .null])
            XCTAssertEqual(select.value(atIndex: 2), .text(""), "empty string must not become NULL")
            let rest = try select.allRows()
            XCTAssertEqual(rest, [[.integer(3), .double(10), .text("x"), .blob(Data([7])), .integer(9)]])
        }
    }

    func testNamedParametersWithEveryPrefix() throws {
        let database = Database(at: path())
        try database.withHandle(forWriting: true) { handle in
            let statement = try handle.prepare("SELECT :a, @b, $c, ?4")
            statement.bind(.integer(1), toParameterNamed: ":a")
            statement.bind(.integer(2), toParameterNamed: "b")
            statement.bind(.integer(3), toParameterNamed: "$c")
            statement.bind(.integer(4), toParameterNamed: "?4")
            XCTAssertTrue(try statement.step())
            XCTAssertEqual(statement.oneRow(), [1, 2, 3, 4])
        }
    }

    func testBadBindIndexFailsTheStepInsteadOfCrashing() throws {
        let database = Database(at: path())
        try database.withHandle(forWriting: true) { handle in
            let statement = try handle.prepare("SELECT ?1")
            statement.bind(integer: 1, toIndex: 5)
            XCTAssertThrowsError(try statement.step()) { error in
                XCTAssertEqual((error as! WCDBError).code, .range)
            }
            statement.reset()
            statement.bind(.integer(1), toParameterNamed: ":nope")
            XCTAssertThrowsError(try statement.step())
            statement.reset()
            statement.bind(integer: 8, toIndex: 1)
            XCTAssertTrue(try statement.step())
            XCTAssertEqual(statement.int64(atIndex: 0), 8)
        }
    }

    func testHandleCachesStatementsBySQL() throws {
        let database = Database(at: path())
        try database.withHandle(forWriting: true) { handle in
            let first = try handle.prepare("SELECT ?1")
            first.bind(integer: 5, toIndex: 1)
            XCTAssertTrue(try first.step())
            first.finalize()  // cached: only returns it to the cache
            XCTAssertFalse(first.isFinalized)
            let second = try handle.prepare("SELECT ?1")
            XCTAssertTrue(first === second)
            XCTAssertTrue(try second.step())
            XCTAssertTrue(second.isNull(atIndex: 0), "bindings are cleared for the next user")
            // A nested use of the same SQL while the first is mid-iteration gets its own statement.
            try handle.exec("CREATE TABLE t(a); INSERT INTO t VALUES(1); INSERT INTO t VALUES(2)")
            let outer = try handle.prepare("SELECT a FROM t")
            XCTAssertTrue(try outer.step())
            let inner = try handle.prepare("SELECT a FROM t")
            XCTAssertFalse(outer === inner)
            XCTAssertFalse(inner.isCached)
            XCTAssertEqual(try inner.allRows().count, 2)
            XCTAssertTrue(try outer.step())
            XCTAssertEqual(outer.int64(atIndex: 0), 2)
            let uncached = try handle.prepareUncached("SELECT 1")
            uncached.finalize()
            XCTAssertTrue(uncached.isFinalized)
            XCTAssertThrowsError(try uncached.step())
        }
    }

    func testHandleExecRunsSeveralStatementsAndReportsState() throws {
        let database = Database(at: path())
        try database.withHandle(forWriting: true) { handle in
            try handle.exec("CREATE TABLE t(a); INSERT INTO t VALUES(1);\n INSERT INTO t VALUES(2); -- done")
            XCTAssertEqual(handle.changes, 1)
            XCTAssertEqual(handle.lastInsertedRowID, 2)
            XCTAssertTrue(try handle.tableExists("T"))
            XCTAssertFalse(try handle.tableExists("u"))
            XCTAssertFalse(handle.isInTransaction)
            XCTAssertThrowsError(try handle.prepare("SELECT 1; SELECT 2")) { error in
                XCTAssertEqual((error as! WCDBError).code, .misuse)
            }
            try handle.exec("INSERT INTO t VALUES(?1)", with: [.text("x")])
            XCTAssertEqual(handle.lastInsertedRowID, 3)
        }
    }

    func testStatementCacheStaysBoundedAndEvictedStatementsKeepWorking() throws {
        let database = Database(at: path())
        try database.withHandle(forWriting: true) { handle in
            let held = try handle.prepare("SELECT ?1 + 0")
            var others: [PreparedStatement] = []
            for index in 0..<300 {
                let statement = try handle.prepare("SELECT \(index)")
                XCTAssertTrue(try statement.step())
                if index < 3 { others.append(statement) }
            }
            var cached = 0
            var statement = sqlite3_next_stmt(handle.rawHandle, nil)
            while let current = statement {
                cached += 1
                statement = sqlite3_next_stmt(handle.rawHandle, current)
            }
            XCTAssertLessThan(cached, 150, "only the cache limit plus statements still held stay compiled")
            held.bind(integer: 41, toIndex: 1)
            XCTAssertTrue(try held.step())
            XCTAssertEqual(held.int64(atIndex: 0), 41)
            others[0].reset()
            XCTAssertTrue(try others[0].step())
            XCTAssertEqual(others[0].int64(atIndex: 0), 0)
        }
    }

    func testGetHandlePinsUntilReleased() throws {
        let database = Database(at: path())
        let pinned = try database.getHandle(writable: true)
        try pinned.handle.exec("CREATE TABLE t(a)")
        try database.withHandle(forWriting: true) { handle in XCTAssertTrue(handle === pinned.handle) }
        pinned.release()
        pinned.release()
        let done = expectation(description: "another writer gets the handle")
        Thread.detachNewThread {
            try? database.exec("INSERT INTO t VALUES(1)")
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(try database.getRows(fromTable: "t"), [[1]])
    }
}
