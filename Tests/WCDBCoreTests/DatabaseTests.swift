import CSQLCipher
import Foundation
@_spi(Diagnostics) import WCDBCore
import WINQ
import XCTest

final class DatabaseTests: DatabaseTestCase {
    func testOpeningIsLazyAndCreatesDirectories() throws {
        let file = directory.appendingPathComponent("a/b/c/lazy.db").path
        let database = Database(at: file)
        XCTAssertFalse(database.isOpened)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file))
        XCTAssertTrue(database.canOpen)
        XCTAssertTrue(database.isOpened)
        XCTAssertTrue(FileManager.default.fileExists(atPath: file))
    }

    func testDatabasesForOnePathShareOneCore() throws {
        let first = Database(withPath: path("shared.db"))
        let second = Database(withFileURL: URL(fileURLWithPath: path("x/../shared.db")))
        XCTAssertEqual(first.path, second.path)
        first.tag = 99
        XCTAssertEqual(second.tag, 99)
        try first.exec("CREATE TABLE t(a)")
        XCTAssertTrue(second.isOpened, "handles are shared too")
        second.setConfig(named: "marker", withInvocation: { try $0.exec("PRAGMA user_version = 5") })
        let version = try first.withHandle(forWriting: true) { handle -> Int64 in
            let statement = try handle.prepare("PRAGMA user_version")
            _ = try statement.step()
            return statement.int64(atIndex: 0)
        }
        XCTAssertEqual(version, 5)
    }

    func testCoreGoesAwayWhenNoDatabaseRefersToIt() throws {
        let file = path("weak.db")
        do {
            let database = Database(at: file)
            database.tag = 3
            try database.exec("CREATE TABLE t(a)")
        }
        XCTAssertFalse(Database.hasLiveCore(atPath: file))
        let again = Database(at: file)
        XCTAssertTrue(Database.hasLiveCore(atPath: file))
        XCTAssertNil(again.tag, "a new core starts with no tag")
        XCTAssertFalse(again.isOpened)
    }

    func testStatementsAndTransactionsKeepTheCoreAlive() throws {
        let file = path("kept.db")
        var statement: PreparedStatement?
        var transaction: Transaction?
        do {
            let database = Database(at: file)
            try database.exec("CREATE TABLE t(a)")
            statement = try database.prepare("SELECT * FROM t")
            transaction = try database.getTransaction()
        }
        XCTAssertTrue(Database.hasLiveCore(atPath: file))
        XCTAssertFalse(try statement!.step())
        statement = nil
        XCTAssertTrue(Database.hasLiveCore(atPath: file))
        try transaction!.exec("INSERT INTO t VALUES(1)")
        transaction = nil
        XCTAssertFalse(Database.hasLiveCore(atPath: file))
    }

    func testDefaultsAreWALAndNormalSync() throws {
        let database = Database(at: path())
        let (mode, sync) = try database.withHandle(forWriting: true) { handle -> (String, Int64) in
            let journal = try handle.prepare("PRAGMA journal_mode")
            _ = try journal.step()
            let mode = journal.text(atIndex: 0)
            let synchronous = try handle.prepare("PRAGMA synchronous")
            _ = try synchronous.step()
            return (mode, synchronous.int64(atIndex: 0))
        }
        XCTAssertEqual(mode, "wal")
        XCTAssertEqual(sync, 1)
        let readerMode = try database.withHandle(forWriting: false) { handle -> Int64 in
            let synchronous = try handle.prepare("PRAGMA synchronous")
            _ = try synchronous.step()
            return synchronous.int64(atIndex: 0)
        }
        XCTAssertEqual(readerMode, 1)
    }

    func testConfigChangesReconfigureLiveHandlesWithUninvocation() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a)")
        func cacheSize() throws -> Int64 {
            try database.withHandle(forWriting: true) { handle in
                let statement = try handle.prepare("PRAGMA cache_size")
                _ = try statement.step()
                return statement.int64(atIndex: 0)
            }
        }
        let original = try cacheSize()
        database.setConfig(named: "cache", withInvocation: { try $0.exec("PRAGMA cache_size = 123") },
                           withUninvocation: { try $0.exec("PRAGMA cache_size = \(original)") })
        XCTAssertEqual(try cacheSize(), 123)
        database.setConfig(named: "cache", with: { try $0.exec("PRAGMA cache_size = 456") }, orderBy: 5)
        XCTAssertEqual(try cacheSize(), 456)
        database.setConfig(named: "cache", withInvocation: { try $0.exec("PRAGMA cache_size = 77") },
                           withUninvocation: { try $0.exec("PRAGMA cache_size = \(original)") })
        XCTAssertEqual(try cacheSize(), 77)
        database.removeConfig(named: "cache")
        XCTAssertEqual(try cacheSize(), original, "uninvocation ran")
    }

    func testConfigsRunInPriorityOrder() throws {
        let database = Database(at: path())
        let order = LockedList()
        database.setConfig(named: "low", withInvocation: { _ in order.append("low") }, withPriority: .low)
        database.setConfig(named: "high", withInvocation: { _ in order.append("high") }, withPriority: .high)
        database.setConfig(named: "default", withInvocation: { _ in order.append("default") })
        XCTAssertTrue(database.canOpen)
        XCTAssertEqual(order.items, ["high", "default", "low"])
    }

    func testFailingConfigFailsTheOperation() throws {
        let database = Database(at: path())
        database.setConfig(named: "bad", withInvocation: { try $0.exec("PRAGMA nonsense syntax error") })
        XCTAssertThrowsError(try database.exec("CREATE TABLE t(a)"))
        XCTAssertFalse(database.canOpen)
        database.removeConfig(named: "bad")
        XCTAssertTrue(database.canOpen)
    }

    func testPreparedStatementFromDatabaseKeepsHandleUntilFinalized() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a)")
        try database.exec("INSERT INTO t VALUES(?1)", with: [1])
        let select = try database.prepare("SELECT a FROM t")
        XCTAssertTrue(try select.step())
        XCTAssertEqual(select.int64(atIndex: 0), 1)
        select.finalize()
        // The writer statement holds the writer; another thread can write once it is finalized.
        let insert = try database.prepare("INSERT INTO t VALUES(2)")
        let done = expectation(description: "other writer")
        Thread.detachNewThread {
            try? database.exec("INSERT INTO t VALUES(3)")
            done.fulfill()
        }
        try insert.run()
        // Same thread can keep using the database (the handle is pinned to it).
        try database.exec("INSERT INTO t VALUES(4)")
        insert.finalize()
        wait(for: [done], timeout: 5)
        let count = try database.withHandle(forWriting: false) { try $0.prepare("SELECT count(*) FROM t").allRows() }
        XCTAssertEqual(count, [[4]])
    }

    func testInterruptStopsALongQuery() throws {
        let database = Database(at: path())
        let started = expectation(description: "started")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
            database.interrupt()
            started.fulfill()
        }
        XCTAssertThrowsError(try database.withHandle(forWriting: false) { handle in
            _ = try handle.prepare("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c").allRows()
        }) { error in
            XCTAssertEqual((error as! WCDBError).code, .interrupt)
        }
        wait(for: [started], timeout: 5)
    }

    func testUnopenablePathsFailWithErrorsNotCrashes() throws {
        let directoryAsDatabase = Database(at: directory.path)
        XCTAssertFalse(directoryAsDatabase.canOpen)
        XCTAssertThrowsError(try directoryAsDatabase.exec("CREATE TABLE t(a)")) { error in
            XCTAssertEqual((error as! WCDBError).code, .cantOpen)
        }
        let blocker = path("file")
        XCTAssertTrue(FileManager.default.createFile(atPath: blocker, contents: Data()))
        let underAFile = Database(at: blocker + "/sub/x.db")
        XCTAssertThrowsError(try underAFile.exec("CREATE TABLE t(a)")) { error in
            XCTAssertEqual((error as! WCDBError).code, .cantOpen)
        }
    }

    func testChangesAndLastInsertedRowID() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a)")
        try database.exec("INSERT INTO t VALUES(1); INSERT INTO t VALUES(2)")
        XCTAssertEqual(database.lastInsertedRowID, 2)
        try database.exec("UPDATE t SET a = 0")
        XCTAssertEqual(database.changes, 2)
    }
}

/// A thread-safe list for collecting events from configs and tracers.
final class LockedList: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    func append(_ item: String) { lock.lock(); storage.append(item); lock.unlock() }
    func append(contentsOf items: some Sequence<String>) { lock.lock(); storage.append(contentsOf: items); lock.unlock() }
    var items: [String] { lock.lock(); defer { lock.unlock() }; return storage }
}
