import Foundation
import Testing
import WCDBCore
import WCDBORM
import WINQ

@Suite struct ConcurrentInsertTests {
    /// Several real threads insert through the ORM into one database at once (single objects and batches);
    /// the writer is serialized in process, so every row arrives and no SQLITE_BUSY escapes.
    @Test func threadsInsertingObjectsConcurrentlyStoreEveryRow() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.create(table: "note", of: Note.self)
        let threadCount = 6
        let perThread = 150
        let failures = Failures()
        let group = DispatchGroup()
        for thread in 0..<threadCount {
            group.enter()
            let worker = Thread {
                defer { group.leave() }
                do {
                    let base = thread * perThread
                    // Half one by one, half in batches of 25.
                    for offset in 0..<(perThread / 2) {
                        try database.insert(Note(base + offset, "t\(thread)", offset), intoTable: "note")
                    }
                    var batch: [Note] = []
                    for offset in (perThread / 2)..<perThread {
                        batch.append(Note(base + offset, "t\(thread)", offset))
                        if batch.count == 25 {
                            try database.insert(batch, intoTable: "note")
                            batch.removeAll()
                        }
                    }
                    if !batch.isEmpty { try database.insert(batch, intoTable: "note") }
                    let mine: [Note] = try database.getObjects(fromTable: "note",
                                                               where: Note.Properties.title == "t\(thread)")
                    if mine.count != perThread { failures.add("thread \(thread) read \(mine.count) rows") }
                } catch {
                    failures.add("thread \(thread): \(error)")
                }
            }
            worker.start()
        }
        group.wait()
        #expect(failures.all.isEmpty, "\(failures.all)")
        #expect(try database.getValue(on: Column.all.count(), fromTable: "note") == .integer(Int64(threadCount * perThread)))
        let distinct = try database.getValue(on: Column(named: "id").count(isDistinct: true), fromTable: "note")
        #expect(distinct == .integer(Int64(threadCount * perThread)))
    }
}

final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func add(_ message: String) { lock.lock(); messages.append(message); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return messages }
}
