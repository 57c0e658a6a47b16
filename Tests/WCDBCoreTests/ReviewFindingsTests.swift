import CSQLCipher
import Foundation
import Synchronization
@_spi(Diagnostics) import WCDBCore
import WINQ
import XCTest

final class ReviewFindingsTests: DatabaseTestCase {
    /// Thread B's explicit checkpoint waits for the writer that thread A holds for its transaction. A checkpoint
    /// issued by A inside that transaction must not then wait for B: B used to hold the checkpoint lock while
    /// waiting for the writer, and the two threads deadlocked.
    func testCheckpointInsideATransactionDoesNotDeadlockWithAnotherThreadsCheckpoint() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a); INSERT INTO t VALUES(1)")
        let began = DispatchSemaphore(value: 0)
        let bothDone = DispatchGroup()
        bothDone.enter()
        Thread.detachNewThread {
            defer { bothDone.leave() }
            do {
                try database.begin()
                began.signal()
                Thread.sleep(forTimeInterval: 0.3)  // thread B is now waiting for the writer
                try database.exec("INSERT INTO t VALUES(2)")
                _ = try? database.checkpoint(mode: .passive)
                try database.commit()
            } catch {
                XCTFail("\(error)")
                began.signal()
            }
        }
        began.wait()
        bothDone.enter()
        Thread.detachNewThread {
            defer { bothDone.leave() }
            _ = try? database.checkpoint(mode: .passive)
        }
        XCTAssertEqual(bothDone.wait(timeout: .now() + 10), .success, "the two checkpoints deadlocked")
    }

    /// A nested call on a transaction object (no transaction begun) used to give the writer back to the pool
    /// when the inner call ended, while the outer call still used it; the outer call then returned it a second
    /// time. Meanwhile another thread could take the same connection.
    func testNestedCallOnATransactionObjectKeepsTheWriterForTheOuterCall() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(a); INSERT INTO t VALUES(1)")
        let transaction = try database.getTransaction()
        let otherGotWriter = Atomic<Bool>(false)
        let done = DispatchSemaphore(value: 0)
        try transaction.withHandle(forWriting: true) { handle in
            try transaction.exec("INSERT INTO t VALUES(2)")   // nested: same writer
            Thread.detachNewThread {
                _ = try? database.withHandle(forWriting: true) { _ in
                    otherGotWriter.store(true, ordering: .sequentiallyConsistent)
                }
                done.signal()
            }
            Thread.sleep(forTimeInterval: 0.3)
            XCTAssertFalse(otherGotWriter.load(ordering: .sequentiallyConsistent),
                           "another thread got the writer while the outer call still uses it")
            try handle.exec("INSERT INTO t VALUES(3)")
        }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertTrue(otherGotWriter.load(ordering: .sequentiallyConsistent))
        XCTAssertEqual(try database.getValue(on: Column.all.count(), fromTable: "t")?.intValue, 3)
    }
}
