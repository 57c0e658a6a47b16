import Foundation
import Synchronization
@_spi(Diagnostics) import WCDBCore
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

/// Eight reader threads and two writer threads for a few seconds, the load the issue names.
final class SustainedConcurrencyTests: DatabaseTestCase {
    /// Per-thread tallies written by their own thread and read after all threads joined.
    private final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Int]
        init(count: Int) { values = Array(repeating: 0, count: count) }
        func set(_ index: Int, _ value: Int) { lock.lock(); values[index] = value; lock.unlock() }
        subscript(index: Int) -> Int { lock.lock(); defer { lock.unlock() }; return values[index] }
    }

    func testEightReadersTwoWritersNoBusyNoLostWritesConsistentSnapshots() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE ledger(writer INTEGER, n INTEGER, amount INTEGER)")
        let readers = 8
        let writers = 2
        let duration: TimeInterval = 3
        let deadline = Date().addingTimeInterval(duration)
        let failures = LockedList()
        let commits = Tally(count: writers)
        let reads = Tally(count: readers)
        let group = DispatchGroup()
        for writer in 0..<writers {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                var n = 0
                while Date() < deadline {
                    do {
                        // Each transaction books +n and -n: any snapshot has an even count and a zero sum.
                        try database.run(transaction: { handle in
                            let insert = try handle.prepare("INSERT INTO ledger VALUES(?1, ?2, ?3)")
                            for amount in [n + 1, -(n + 1)] {
                                insert.reset()
                                insert.bind(integer: Int64(writer), toIndex: 1)
                                insert.bind(integer: Int64(n + 1), toIndex: 2)
                                insert.bind(integer: Int64(amount), toIndex: 3)
                                try insert.run()
                            }
                        })
                        n += 1
                        commits.set(writer, n)
                    } catch {
                        failures.append("writer \(writer): \(error)")
                        return
                    }
                }
            }
        }
        for reader in 0..<readers {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                var lastCount: Int64 = 0
                var done = 0
                while Date() < deadline {
                    do {
                        try database.withHandle(forWriting: false) { handle in
                            // Two statements in one read transaction must see one snapshot.
                            try handle.exec("BEGIN")
                            defer { try? handle.exec("COMMIT") }
                            let totals = try handle.prepare("SELECT count(*), total(amount) FROM ledger")
                            guard try totals.step() else { return }
                            let count = totals.int64(atIndex: 0)
                            let sum = totals.double(atIndex: 1)
                            totals.finalize()
                            let again = try handle.prepare("SELECT count(*) FROM ledger")
                            _ = try again.step()
                            let second = again.int64(atIndex: 0)
                            again.finalize()
                            if count % 2 != 0 || sum != 0 { failures.append("torn snapshot: \(count) rows, sum \(sum)") }
                            if second != count { failures.append("snapshot moved inside a read transaction: \(count) -> \(second)") }
                            if count < lastCount { failures.append("went back in time: \(lastCount) -> \(count)") }
                            lastCount = count
                        }
                        done += 1
                    } catch {
                        failures.append("reader \(reader): \(error)")
                        return
                    }
                }
                reads.set(reader, done)
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + duration + 20), .success)
        XCTAssertEqual(failures.items, [], "no SQLITE_BUSY or any other error, no torn snapshot")
        let expected = (0..<writers).reduce(0) { $0 + commits[$1] } * 2
        XCTAssertEqual(try database.getValue(on: Column.all.count(), fromTable: "ledger")?.intValue, expected,
                       "exact row count: no lost writes")
        for writer in 0..<writers {
            XCTAssertGreaterThan(commits[writer], 10, "writer \(writer) made progress")
            let newest = try database.getValue(on: Column(named: "n").max(), fromTable: "ledger",
                                               where: Column(named: "writer") == writer)?.intValue
            XCTAssertEqual(newest, commits[writer])
        }
        for reader in 0..<readers { XCTAssertGreaterThan(reads[reader], 10, "reader \(reader) made progress") }
        XCTAssertLessThanOrEqual(database.peakReaderCount, database.maxConcurrentReaders)
        XCTAssertGreaterThanOrEqual(database.peakReaderCount, 2, "readers did run in parallel")
        XCTAssertLessThanOrEqual(database.openHandleCount, database.maxConcurrentReaders + 1)
        print("8 readers + 2 writers, \(duration) s: \(expected / 2) transactions committed, "
              + "\((0..<readers).reduce(0) { $0 + reads[$1] }) snapshot reads, peak readers \(database.peakReaderCount)")
    }
}
