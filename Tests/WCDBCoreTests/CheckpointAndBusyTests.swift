import CSQLCipher
import Foundation
@_spi(Diagnostics) import WCDBCore
import WINQ
import XCTest

final class CheckpointAndBusyTests: DatabaseTestCase {
    /// A connection outside the pool, standing in for another process.
    private func foreignConnection(_ file: String) -> OpaquePointer {
        var db: OpaquePointer?
        sqlite3_open_v2(file, &db, SQLITE_OPEN_READWRITE, nil)
        return db!
    }

    func testManualCheckpointTruncatesTheLog() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a); INSERT INTO t VALUES(randomblob(50000))")
        let wal = database.path + "-wal"
        XCTAssertGreaterThan((try FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0, 0)
        let result = try database.checkpoint(mode: .truncate)
        XCTAssertEqual(result.logFrames, 0)
        XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? -1, 0)
    }

    func testExplicitCheckpointRightAfterALargeCommitWaitsForTheBackgroundOne() throws {
        // Each large commit schedules a background checkpoint; an explicit one issued at once used to collide
        // with it and fail with SQLITE_BUSY.
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a)")
        for _ in 0..<10 {
            try database.run(transaction: { handle in
                let insert = try handle.prepare("INSERT INTO t VALUES(randomblob(3000))")
                for _ in 0..<1_200 {
                    insert.reset()
                    try insert.run()
                }
            })
            let result = try database.checkpoint(mode: .truncate)
            XCTAssertEqual(result.logFrames, 0)
        }
        XCTAssertEqual(try database.getValue(on: Column.all.count(), fromTable: "t")?.intValue, 12_000)
    }

    func testLargeWALIsCheckpointedInTheBackground() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a)")
        try database.run(transaction: { handle in
            let insert = try handle.prepare("INSERT INTO t VALUES(randomblob(3000))")
            for _ in 0..<1_500 {
                insert.reset()
                try insert.run()
            }
        })
        let deadline = Date().addingTimeInterval(5)
        while database.backgroundCheckpointCount == 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        XCTAssertGreaterThan(database.backgroundCheckpointCount, 0)
    }

    func testForeignLockTimesOutAsBusyWithWaitedTime() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a)")
        database.setBusyTimeout(0.3)
        let waits = LockedList()
        database.trace(busy: { _, _, sql, seconds, gaveUp in waits.append("\(sql ?? "?")|\(gaveUp)|\(seconds >= 0.3)") })
        let foreign = foreignConnection(database.path)
        defer { sqlite3_close_v2(foreign) }
        XCTAssertEqual(sqlite3_exec(foreign, "BEGIN IMMEDIATE; INSERT INTO t VALUES(1)", nil, nil, nil), SQLITE_OK)
        let start = Date()
        XCTAssertThrowsError(try database.exec("INSERT INTO t VALUES(2)")) { error in
            let error = error as! WCDBError
            XCTAssertEqual(error.code, .busy)
            XCTAssertNotNil(error.extraInfos["waitedSeconds"])
            XCTAssertTrue(error.message.contains("waited"), error.message)
        }
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.3)
        XCTAssertLessThan(Date().timeIntervalSince(start), 3)
        XCTAssertTrue(waits.items.contains("INSERT INTO t VALUES(2)|true|true"), "\(waits.items)")
        sqlite3_exec(foreign, "COMMIT", nil, nil, nil)
        try database.exec("INSERT INTO t VALUES(3)")
        XCTAssertEqual(try database.getValue(on: Column.all.count(), fromTable: "t"), 2)
    }

    func testShortForeignLockIsWaitedOut() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a)")
        let foreign = foreignConnection(database.path)
        defer { sqlite3_close_v2(foreign) }
        XCTAssertEqual(sqlite3_exec(foreign, "BEGIN IMMEDIATE", nil, nil, nil), SQLITE_OK)
        let release = DispatchSemaphore(value: 0)
        let foreignBox = UnsafeSendable(foreign)
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.2)
            sqlite3_exec(foreignBox.value, "COMMIT", nil, nil, nil)
            release.signal()
        }
        try database.exec("INSERT INTO t VALUES(1)")
        release.wait()
        XCTAssertEqual(try database.getValue(on: Column.all.count(), fromTable: "t"), 1)
    }
}

/// Hands a raw pointer to a helper thread in a test that synchronizes by hand.
struct UnsafeSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
