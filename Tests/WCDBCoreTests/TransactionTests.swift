import Foundation
import WCDBCore
import WINQ
import XCTest

final class TransactionTests: DatabaseTestCase {
    private func count(_ database: Database, _ table: String = "t") throws -> Int64 {
        try Self.count(database, table)
    }

    static func count(_ database: Database, _ table: String = "t") throws -> Int64 {
        try database.withHandle(forWriting: false) { handle in
            let statement = try handle.prepare("SELECT count(*) FROM \(table)")
            _ = try statement.step()
            return statement.int64(atIndex: 0)
        }
    }

    struct Failure: Error {}

    func testRunTransactionCommitsOrRollsBack() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a)")
        try database.run(transaction: { handle in
            XCTAssertTrue(handle.isInTransaction)
            XCTAssertTrue(database.isInTransaction)
            try handle.exec("INSERT INTO t VALUES(1)")
            try database.exec("INSERT INTO t VALUES(2)")  // same thread: same (pinned) handle
        })
        XCTAssertFalse(database.isInTransaction)
        XCTAssertEqual(try count(database), 2)
        XCTAssertThrowsError(try database.run(transaction: { handle in
            try handle.exec("INSERT INTO t VALUES(3)")
            throw Failure()
        })) { XCTAssertTrue($0 is Failure, "the body's own error propagates") }
        XCTAssertEqual(try count(database), 2)
    }

    func testControllableAndEmbeddedTransactions() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a)")
        try database.run(controllableTransaction: { handle in
            try handle.exec("INSERT INTO t VALUES(1)")
            return false
        })
        XCTAssertEqual(try count(database), 0)
        try database.run(controllableTransaction: { handle in
            try handle.exec("INSERT INTO t VALUES(1)")
            return true
        })
        XCTAssertEqual(try count(database), 1)
        try database.run(transaction: { _ in
            try database.run(embeddedTransaction: { handle in try handle.exec("INSERT INTO t VALUES(2)") })
        })
        try database.run(embeddedTransaction: { handle in
            XCTAssertTrue(handle.isInTransaction)
            try handle.exec("INSERT INTO t VALUES(3)")
        })
        XCTAssertEqual(try count(database), 3)
    }

    func testNestedTransactionsUseSavepoints() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a)")
        try database.run(transaction: { handle in
            try handle.exec("INSERT INTO t VALUES(1)")
            XCTAssertThrowsError(try database.run(transaction: { inner in
                try inner.exec("INSERT INTO t VALUES(2)")
                throw Failure()
            }))
            try database.run(transaction: { inner in try inner.exec("INSERT INTO t VALUES(3)") })
            try database.run(controllableTransaction: { inner in
                try inner.exec("INSERT INTO t VALUES(4)")
                return false
            })
        })
        let rows = try database.withHandle(forWriting: false) { try $0.prepare("SELECT a FROM t ORDER BY a").allRows() }
        XCTAssertEqual(rows, [[1], [3]])
    }

    func testBeginCommitRollbackPinTheWriterToTheThread() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a)")
        try database.begin()
        XCTAssertTrue(database.isInTransaction)
        XCTAssertThrowsError(try database.begin()) { XCTAssertEqual(($0 as! WCDBError).code, .misuse) }
        try database.exec("INSERT INTO t VALUES(1)")
        // Another thread neither sees the uncommitted row nor gets the writer until commit.
        let otherSaw = LockedList()
        let finished = expectation(description: "other thread")
        Thread.detachNewThread {
            otherSaw.append("count=\((try? TransactionTests.count(database)) ?? -1)")
            try? database.exec("INSERT INTO t VALUES(2)")
            otherSaw.append("wrote")
            finished.fulfill()
        }
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertEqual(otherSaw.items, ["count=0"])
        XCTAssertEqual(try count(database), 1, "this thread reads its own uncommitted row")
        try database.commit()
        XCTAssertFalse(database.isInTransaction)
        wait(for: [finished], timeout: 5)
        XCTAssertEqual(try count(database), 2)
        try database.begin()
        try database.exec("INSERT INTO t VALUES(3)")
        try database.rollback()
        XCTAssertEqual(try count(database), 2)
    }

    func testRawSQLTransactionsKeepTheirHandle() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a)")
        try database.exec("BEGIN")
        XCTAssertTrue(database.isInTransaction)
        try database.exec("INSERT INTO t VALUES(1)")
        try database.exec("ROLLBACK")
        XCTAssertFalse(database.isInTransaction)
        XCTAssertEqual(try count(database), 0)
    }

    func testTransactionObjectMovesBetweenThreads() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a)")
        let transaction = try database.getTransaction()
        try transaction.begin()
        XCTAssertTrue(transaction.isInTransaction)
        try transaction.exec("INSERT INTO t VALUES(1)")
        let done = expectation(description: "commit elsewhere")
        Thread.detachNewThread {
            do {
                try transaction.exec("INSERT INTO t VALUES(2)")
                try transaction.commit()
            } catch {
                XCTFail("\(error)")
            }
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertFalse(transaction.isInTransaction)
        XCTAssertEqual(try count(database), 2)
        try transaction.run(transaction: { handle in
            try handle.exec("INSERT INTO t VALUES(3)")
            try database.exec("INSERT INTO t VALUES(4)")  // reuses the transaction's handle
        })
        XCTAssertEqual(try count(database), 4)
    }

    func testDroppedTransactionObjectRollsBackAndFreesTheWriter() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a)")
        do {
            let transaction = try database.getTransaction()
            try transaction.begin()
            try transaction.exec("INSERT INTO t VALUES(1)")
        }
        try database.exec("INSERT INTO t VALUES(2)")
        XCTAssertEqual(try count(database), 1)
    }
}
