import Foundation
import WCDBCore
import XCTest

final class ConfigTests: DatabaseTestCase {
    private func pragma(_ database: Database, _ name: String) throws -> Int64 {
        try database.withHandle(forWriting: true) { handle in
            let statement = try handle.prepare("PRAGMA \(name)")
            _ = try statement.step()
            return statement.int64(atIndex: 0)
        }
    }

    func testEqualPrioritiesKeepInsertionOrderAndReplacingKeepsThePlace() throws {
        let database = Database(at: path())
        let order = LockedList()
        database.setConfig(named: "b", withInvocation: { _ in order.append("b") })
        database.setConfig(named: "a", withInvocation: { _ in order.append("a") })
        database.setConfig(named: "c", withInvocation: { _ in order.append("c") })
        database.setConfig(named: "first", withInvocation: { _ in order.append("first") }, withPriority: .highest)
        // Replacing "b" with the same priority keeps it ahead of "a" and runs the new invocation.
        database.setConfig(named: "b", withInvocation: { _ in order.append("b2") })
        XCTAssertTrue(database.canOpen)
        XCTAssertEqual(order.items, ["first", "b2", "a", "c"])
    }

    func testNilInvocationRemovesAConfigInBothSpellings() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a)")
        let original = try pragma(database, "cache_size")
        database.setConfig(named: "cache", withInvocation: { try $0.exec("PRAGMA cache_size = 321") },
                           withUninvocation: { try $0.exec("PRAGMA cache_size = \(original)") })
        XCTAssertEqual(try pragma(database, "cache_size"), 321)
        database.setConfig(named: "cache", withInvocation: nil)
        XCTAssertEqual(try pragma(database, "cache_size"), original, "removed: the uninvocation ran on the live handle")

        let runs = LockedList()
        database.setConfig(named: "legacy", with: { _ in runs.append("legacy") }, orderBy: 3)
        XCTAssertTrue(database.canOpen)
        database.setConfig(named: "legacy", with: nil)
        database.purge()
        XCTAssertTrue(database.canOpen)
        XCTAssertEqual(runs.items, ["legacy"], "a fresh handle no longer runs the removed config")
    }

    func testDefaultConfigIsANamedConfigThatCanBeReplaced() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a)")
        XCTAssertEqual(try pragma(database, "synchronous"), 1, "default NORMAL")
        database.setConfig(named: DefaultConfigs.basicConfigName, withInvocation: { handle in
            try handle.exec("PRAGMA journal_mode = WAL")
            try handle.exec("PRAGMA synchronous = FULL")
        }, withPriority: .high)
        XCTAssertEqual(try pragma(database, "synchronous"), 2, "the live writer was reconfigured")
        let reader = try database.withHandle(forWriting: false) { handle -> Int64 in
            let statement = try handle.prepare("PRAGMA synchronous")
            _ = try statement.step()
            return statement.int64(atIndex: 0)
        }
        XCTAssertEqual(reader, 2, "new handles run the replacement")
    }

    func testFailingConfigMakesTheOpenFailWithItsOwnError() throws {
        let database = Database(at: path())
        let configError = WCDBError(code: .permission, message: "config refused")
        database.setConfig(named: "refuse", withInvocation: { _ in throw configError })
        XCTAssertFalse(database.canOpen)
        XCTAssertFalse(database.isOpened, "no half-configured handle stays in the pool")
        XCTAssertThrowsError(try database.exec("CREATE TABLE t(a)")) { error in
            let error = error as! WCDBError
            XCTAssertEqual(error.code, .permission)
            XCTAssertEqual(error.message, "config refused")
        }
        // A config that fails on a live handle (reconfiguration) fails that operation the same way.
        database.removeConfig(named: "refuse")
        try database.exec("CREATE TABLE t(a)")
        database.setConfig(named: "broken", withInvocation: { try $0.exec("PRAGMA this is not sql") })
        XCTAssertThrowsError(try database.exec("INSERT INTO t VALUES(1)")) { error in
            XCTAssertEqual((error as! WCDBError).code, .error)
            XCTAssertEqual((error as! WCDBError).sql, "PRAGMA this is not sql")
        }
        database.removeConfig(named: "broken")
        try database.exec("INSERT INTO t VALUES(1)")
        XCTAssertEqual(try database.getRows(fromTable: "t"), [[1]])
    }
}
