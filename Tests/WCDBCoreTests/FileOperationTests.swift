import Foundation
import WINQ
import WCDBCore
import XCTest

final class FileOperationTests: DatabaseTestCase {
    func testCloseThenReopenLazily() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a)")
        XCTAssertTrue(database.isOpened)
        database.close()
        XCTAssertFalse(database.isOpened)
        try database.exec("INSERT INTO t VALUES(1)")
        XCTAssertTrue(database.isOpened)
    }

    func testCloseWaitsForOtherThreadsAndOnClosedRunsWhileBlocked() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a)")
        let events = LockedList()
        let holding = expectation(description: "holding")
        let other = expectation(description: "other done")
        Thread.detachNewThread {
            try? database.withHandle(forWriting: true) { handle in
                holding.fulfill()
                Thread.sleep(forTimeInterval: 0.3)
                try handle.exec("INSERT INTO t VALUES(1)")
                events.append("writer done")
            }
            other.fulfill()
        }
        wait(for: [holding], timeout: 5)
        try database.close(onClosed: {
            events.append("closed")
            XCTAssertFalse(database.isOpened)
        })
        wait(for: [other], timeout: 5)
        XCTAssertEqual(events.items, ["writer done", "closed"])
    }

    func testCloseInsideATransactionIsAMisuse() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a)")
        try database.run(transaction: { _ in
            XCTAssertThrowsError(try database.close(onClosed: {})) {
                XCTAssertEqual(($0 as! WCDBError).code, .misuse)
            }
        })
    }

    func testBlockadeHoldsOtherThreadsBack() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a)")
        database.blockade()
        XCTAssertTrue(database.isBlockaded)
        let events = LockedList()
        let done = expectation(description: "blocked thread")
        Thread.detachNewThread {
            try? database.exec("INSERT INTO t VALUES(1)")
            events.append("other wrote")
            done.fulfill()
        }
        Thread.sleep(forTimeInterval: 0.2)
        try database.exec("INSERT INTO t VALUES(0)")  // the blockading thread itself proceeds
        events.append("unblockade")
        database.unblockade()
        wait(for: [done], timeout: 5)
        XCTAssertFalse(database.isBlockaded)
        XCTAssertEqual(events.items, ["unblockade", "other wrote"])
    }

    func testPurgeClosesIdleHandles() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a)")
        _ = try database.getRows(fromTable: "t")
        XCTAssertTrue(database.isOpened)
        database.purge()
        XCTAssertFalse(database.isOpened)
        try database.exec("INSERT INTO t VALUES(1)")
        Database.purge()
        XCTAssertFalse(database.isOpened)
        XCTAssertEqual(try database.getRows(fromTable: "t"), [[1]])
    }

    func testFilesSizeMoveAndRemove() throws {
        let database = Database(at: path("files.db"))
        try database.exec("CREATE TABLE t(a); INSERT INTO t VALUES(randomblob(10000))")
        XCTAssertTrue(database.paths.contains(database.path + "-wal"))
        XCTAssertGreaterThan(try database.getFilesSize(), 10_000)
        let target = directory.appendingPathComponent("moved").path
        try database.moveFiles(toDirectory: target)
        XCTAssertFalse(FileManager.default.fileExists(atPath: database.path))
        let moved = Database(at: target + "/files.db")
        XCTAssertEqual(try moved.getRows(on: Column.all.count(), fromTable: "t"), [[1]])
        try moved.removeFiles()
        XCTAssertFalse(FileManager.default.fileExists(atPath: moved.path))
        XCTAssertEqual(try moved.getFilesSize(), 0)
    }
}
