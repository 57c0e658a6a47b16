import Foundation
import WINQ
@_spi(Diagnostics) import WCDBCore
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

    func testCloseWhileOtherThreadsRunQueriesNeitherFailsThemNorDeadlocks() throws {
        let database = Database(at: path("busy.db"))
        try database.exec("CREATE TABLE t(a INTEGER, b INTEGER)")
        let failures = LockedList()
        let stopped = StopFlag()
        let group = DispatchGroup()
        for worker in 0..<4 {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                var n = 0
                while !stopped.isSet {
                    do {
                        if worker % 2 == 0 {
                            try database.run(transaction: { handle in
                                try handle.exec("INSERT INTO t VALUES(?1, ?2)", with: [.integer(Int64(n)), .integer(Int64(-n))])
                                try handle.exec("INSERT INTO t VALUES(?1, ?2)", with: [.integer(Int64(-n)), .integer(Int64(n))])
                            })
                        } else {
                            let sum = try database.getValue(on: Column(named: "a").total(), fromTable: "t")?.doubleValue
                            if sum != 0 { failures.append("sum \(sum ?? .nan)") }
                        }
                        n += 1
                    } catch {
                        failures.append("worker \(worker): \(error)")
                    }
                }
            }
        }
        Thread.sleep(forTimeInterval: 0.1)
        let backups = directory.appendingPathComponent("backups").path
        try FileManager.default.createDirectory(atPath: backups, withIntermediateDirectories: true)
        for round in 0..<5 {
            try database.close(onClosed: { () throws in
                XCTAssertFalse(database.isOpened, "round \(round): every handle is closed")
                XCTAssertTrue(database.isBlockaded)
                let wal = (try? FileManager.default.attributesOfItem(atPath: database.path + "-wal"))?[.size] as? Int
                XCTAssertEqual(wal ?? 0, 0, "closing checkpointed the log, so the main file alone is complete")
                // A file operation that is only safe while nothing is open: copy the database aside.
                try FileManager.default.copyItem(atPath: database.path, toPath: backups + "/round\(round).db")
            })
            Thread.sleep(forTimeInterval: 0.05)
        }
        stopped.set()
        XCTAssertEqual(group.wait(timeout: .now() + 20), .success)
        XCTAssertEqual(failures.items, [], "threads running during close() wait or finish, none fails")
        for round in 0..<5 {
            let copy = Database(at: backups + "/round\(round).db")
            let integrity = try copy.withHandle(forWriting: false) { try $0.prepare("PRAGMA integrity_check").allRows() }
            XCTAssertEqual(integrity, [["ok"]])
            let rows = try copy.getValue(on: Column.all.count(), fromTable: "t")?.intValue ?? -1
            XCTAssertEqual(rows % 2, 0, "the copy holds whole transactions only")
        }
    }

    func testCloseFromInsideAnOperationIsAnErrorNotADeadlock() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a)")
        let errors = LockedList()
        database.trace(error: { errors.append("\($0.code)") })
        try database.withHandle(forWriting: false) { _ in
            database.close()   // returns at once instead of waiting for this very thread
            XCTAssertThrowsError(try database.close(onClosed: {})) { XCTAssertEqual(($0 as! WCDBError).code, .misuse) }
            XCTAssertThrowsError(try database.removeFiles()) { XCTAssertEqual(($0 as! WCDBError).code, .misuse) }
        }
        let statement = try database.prepare("SELECT a FROM t")
        XCTAssertThrowsError(try database.close(onClosed: {}), "a live statement from database.prepare holds a handle")
        statement.finalize()
        try database.close(onClosed: {})
        XCTAssertEqual(errors.items, ["misuse", "misuse", "misuse", "misuse"])
        XCTAssertFalse(database.isOpened)
        try database.exec("INSERT INTO t VALUES(1)")
    }
}

extension FileOperationTests {
    func testFileOperationsInsideOnClosed() throws {
        let database = Database(at: path("inside.db"))
        try database.exec("CREATE TABLE t(a); INSERT INTO t VALUES(1)")
        let target = directory.appendingPathComponent("elsewhere").path
        try database.close(onClosed: { () throws in
            try database.moveFiles(toDirectory: target)   // nested: already closed and blockaded by this thread
            XCTAssertFalse(FileManager.default.fileExists(atPath: database.path))
            try database.removeFiles()
        })
        XCTAssertFalse(database.isBlockaded)
        XCTAssertFalse(try database.isTableExists("t"), "a fresh, empty database after the files moved away")
        XCTAssertEqual(try Database(at: target + "/inside.db").getRows(fromTable: "t"), [[1]])
    }
}

/// A flag one thread sets and others poll.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
    func set() { lock.lock(); value = true; lock.unlock() }
}
