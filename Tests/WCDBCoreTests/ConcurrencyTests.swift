import Foundation
import Synchronization
import WCDBCore
import WINQ
import XCTest

final class ConcurrencyTests: DatabaseTestCase {
    func testParallelWritersAndReadersNeverSeeBusy() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(thread INTEGER, n INTEGER)")
        let failures = LockedList()
        let threads = 8
        let perThread = 50
        DispatchQueue.concurrentPerform(iterations: threads * 2) { index in
            do {
                if index < threads {
                    for n in 0..<perThread {
                        try database.run(transaction: { handle in
                            try handle.exec("INSERT INTO t VALUES(?1, ?2)", with: [.integer(Int64(index)), .integer(Int64(n))])
                        })
                    }
                } else {
                    for _ in 0..<perThread {
                        let count = try database.getValue(on: Column.all.count(), fromTable: "t")?.int64Value ?? -1
                        if count < 0 || count > Int64(threads * perThread) { failures.append("bad count \(count)") }
                    }
                }
            } catch {
                failures.append("\(error)")
            }
        }
        XCTAssertEqual(failures.items, [])
        XCTAssertEqual(try database.getValue(on: Column.all.count(), fromTable: "t"), .integer(Int64(threads * perThread)))
    }

    func testReaderPoolIsBoundedAndCallersWait() throws {
        let database = Database(at: path())
        database.setMaxConcurrentReaders(2)
        XCTAssertEqual(database.maxConcurrentReaders, 2)
        try database.exec("CREATE TABLE t(a)")
        let active = Atomic<Int>(0)
        let peak = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 6) { _ in
            _ = try? database.withHandle(forWriting: false) { _ in
                let now = active.add(1, ordering: .relaxed).newValue
                _ = peak.max(now, ordering: .relaxed)
                Thread.sleep(forTimeInterval: 0.05)
                active.subtract(1, ordering: .relaxed)
            }
        }
        XCTAssertEqual(peak.load(ordering: .relaxed), 2)
    }

    func testNestedCallsOnOneThreadReuseTheHandle() throws {
        let database = Database(at: path())
        database.setMaxConcurrentReaders(1)
        try database.exec("CREATE TABLE t(a)")
        let same = try database.withHandle(forWriting: false) { outer in
            try database.withHandle(forWriting: false) { inner in outer === inner }
        }
        XCTAssertTrue(same, "a nested read must not wait for a second reader")
        try database.withHandle(forWriting: true) { outer in
            try database.withHandle(forWriting: true) { inner in XCTAssertTrue(outer === inner) }
            try database.exec("INSERT INTO t VALUES(1)")
        }
    }
}
