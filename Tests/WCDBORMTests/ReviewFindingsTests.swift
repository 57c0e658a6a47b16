import Foundation
import Synchronization
import Testing
import WCDBCore
import WCDBORM
import WINQ

/// A model whose `CodingKeys` lists a case that `allCases` leaves out: that property is not bound to a column.
final class PartlyBound: TableCodable {
    var identifier: Int = 0
    var name: String = ""
    var scratch: String? = nil
    enum CodingKeys: String, CodingTableKey {
        typealias Root = PartlyBound
        static let objectRelationalMapping = TableBinding(CodingKeys.self)
        case identifier = "id"
        case name
        case scratch
        static var allCases: [CodingKeys] { [.identifier, .name] }
    }
    init() {}
    init(_ identifier: Int, _ name: String, _ scratch: String?) {
        self.identifier = identifier
        self.name = name
        self.scratch = scratch
    }
}

@Suite struct ReviewFindingsTests {
    /// The one-byte case-index fast path of `TableBinding.ordinal(of:)` answered an ordinal past the bound
    /// properties for a case `allCases` leaves out, and the encoder and decoder read their index tables out of
    /// bounds with it (binding the value to whatever parameter the stray memory named, or failing to bind).
    @Test func aCaseLeftOutOfAllCasesIsNotBound() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.create(table: "partly", of: PartlyBound.self)
        let columns = try database.getColumn(on: Column(named: "name"), fromTable: "sqlite_master",
                                             where: Column(named: "name") == "partly")
        #expect(columns.count == 1)
        for round in 0..<50 {
            try database.insert((0..<20).map { PartlyBound(round * 20 + $0, "n\($0)", "scratch \($0)") },
                                intoTable: "partly")
        }
        let rows = try database.getRows(on: Column(named: "id"), Column(named: "name"), fromTable: "partly",
                                        where: Column(named: "id") == 3)
        #expect(rows == [[.integer(3), .text("n3")]])
        let objects: [PartlyBound] = try database.getObjects(fromTable: "partly", orderBy: [Column(named: "id")])
        #expect(objects.count == 1000)
        #expect(objects.allSatisfy { $0.scratch == nil })
        #expect(objects.map(\.name).prefix(3) == ["n0", "n1", "n2"])
    }

    /// A select streamed from a transaction object (no transaction begun) keeps using the writer between calls;
    /// the writer must stay checked out until the select is done, or another thread gets the same connection
    /// while the select still steps on it.
    @Test func selectStreamedFromATransactionObjectKeepsTheWriterUntilItFinishes() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try makeNotes(database)
        let transaction = try database.getTransaction()
        let select = try transaction.prepareSelect(of: Note.self, fromTable: "note")
        #expect(try select.nextObject()?.identifier == 1)

        let otherGotWriter = Atomic<Bool>(false)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            _ = try? database.withHandle(forWriting: true) { _ in otherGotWriter.store(true, ordering: .sequentiallyConsistent) }
            done.signal()
        }
        Thread.sleep(forTimeInterval: 0.3)
        let gotItEarly = otherGotWriter.load(ordering: .sequentiallyConsistent)
        #expect(!gotItEarly, "another thread got the writer while the select still steps on it")
        #expect(try select.allObjects().map(\.identifier) == [2, 3, 4, 5])
        #expect(done.wait(timeout: .now() + 5) == .success)
        let gotItAfter = otherGotWriter.load(ordering: .sequentiallyConsistent)
        #expect(gotItAfter)
    }

    /// Another call on the same transaction object in the middle of a streamed select used to give the writer
    /// back to the pool, which resets every statement left mid-iteration: the select started over from its
    /// first row (a loop over it never ended).
    @Test func otherWorkOnTheTransactionDoesNotRestartAStreamedSelect() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try makeNotes(database)
        let transaction = try database.getTransaction()
        let select = try transaction.prepareSelect(of: Note.self, fromTable: "note")
        var seen: [Int?] = []
        while let note = try select.nextObject(), seen.count < 10 {
            seen.append(note.identifier)
            _ = try transaction.getValue(on: Column.all.count(), fromTable: "note")
        }
        #expect(seen == [1, 2, 3, 4, 5])
    }

    /// While a select streams, the thread's own committed writes must be visible to its next read.
    @Test func aReadDuringAStreamedSelectSeesTheThreadsOwnCommittedWrite() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try makeNotes(database)
        let select = try database.prepareSelect(of: Note.self, fromTable: "note")
        #expect(try select.nextObject()?.identifier == 1)
        try database.insert(Note(100, "new", 1), intoTable: "note")
        let count = try database.getValue(on: Column.all.count(), fromTable: "note")
        #expect(count == .integer(6))
        let fresh: Note? = try database.getObject(fromTable: "note", where: Note.Properties.identifier == 100)
        #expect(fresh?.title == "new")
    }

    /// `Insert.changes` counts the rows the insert wrote, not the rows a trigger wrote elsewhere because of it
    /// (the difference of `sqlite3_total_changes` counted both).
    @Test func insertChangesDoNotCountRowsWrittenByTriggers() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.create(table: "note", of: Note.self)
        try database.exec("CREATE TABLE audit(noteID INTEGER)")
        try database.exec("CREATE TRIGGER note_audit AFTER INSERT ON note BEGIN INSERT INTO audit VALUES(new.id); END")
        let insert = try database.prepareInsert(of: Note.self, intoTable: "note")
        try insert.execute(with: [Note(1, "a", 1), Note(2, "b", 2), Note(3, "c", 3)])
        #expect(insert.changes == 3)
        let ignore = try database.prepareInsertOrIgnore(of: Note.self, intoTable: "note")
        try ignore.execute(with: [Note(3, "dup", 3), Note(4, "d", 4)])
        #expect(ignore.changes == 1)
        #expect(try database.getValue(on: Column.all.count(), fromTable: "audit") == .integer(4))
    }
}
