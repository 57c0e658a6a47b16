import Foundation
import Testing
import WCDBCore
import WCDBORM
import WINQ

/// A model whose properties are all optional, so any subset of them can be selected.
final class Note: TableCodable {
    var identifier: Int? = nil
    var title: String? = nil
    var rank: Int? = nil
    enum CodingKeys: String, CodingTableKey {
        typealias Root = Note
        static let objectRelationalMapping = TableBinding(CodingKeys.self) {
            BindColumnConstraint(identifier, isPrimary: true)
            BindColumnConstraint(title, defaultTo: "untitled")
        }
        case identifier = "id"
        case title, rank
    }
    init() {}
    init(_ identifier: Int, _ title: String?, _ rank: Int?) {
        self.identifier = identifier
        self.title = title
        self.rank = rank
    }
}

func makeNotes(_ database: Database, count: Int = 5) throws {
    try database.create(table: "note", of: Note.self)
    try database.insert((1...count).map { Note($0, "note \($0)", $0 * 10) }, intoTable: "note")
}

func noteCount(_ database: Database) throws -> Value? {
    try database.getValue(on: Column.all.count(), fromTable: "note")
}

@Suite struct CRUDSemanticsTests {
    @Test func autoIncrementBatchFillsEachObjectsLastInsertedRowID() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.create(table: "sampleTable", of: Sample.self)
        let samples = (0..<3).map { index -> Sample in
            let sample = Sample()
            sample.isAutoIncrement = true
            sample.identifier = 99 // ignored: SQLite chooses
            sample.description = "s\(index)"
            return sample
        }
        try database.insert(objects: samples, intoTable: "sampleTable")
        #expect(samples.map(\.lastInsertedRowID) == [1, 2, 3])
        let ids = try database.getColumn(on: Column(named: "id"), fromTable: "sampleTable", orderBy: [Column(named: "id")])
        #expect(ids == [.integer(1), .integer(2), .integer(3)])
    }

    @Test func insertOrReplaceOfAnAutoIncrementObjectReplacesByItsKeyAsInWCDB() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.create(table: "sampleTable", of: Sample.self)
        let first = Sample()
        first.isAutoIncrement = true
        first.description = "first"
        try database.insert(first, intoTable: "sampleTable")
        let replacement = Sample()
        replacement.isAutoIncrement = true
        replacement.identifier = 1
        replacement.description = "replaced"
        try database.insertOrReplace(replacement, intoTable: "sampleTable")
        try database.insertOrIgnore(replacement, intoTable: "sampleTable")
        let rows = try database.getRows(on: Column(named: "id"), Column(named: "description"), fromTable: "sampleTable")
        #expect(rows == [[.integer(1), .text("replaced")]])
    }

    @Test func partialInsertWritesOnlyTheListedColumns() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.create(table: "note", of: Note.self)
        try database.insert(Note(1, "ignored", 7), on: [Note.Properties.identifier, Note.Properties.rank],
                            intoTable: "note")
        try database.insert(objects: [Note(2, "ignored", 8)], on: [Note.Properties.identifier], intoTable: "note")
        let rows = try database.getRows(on: Column(named: "id"), Column(named: "title"), Column(named: "rank"),
                                        fromTable: "note", orderBy: [Column(named: "id")])
        #expect(rows == [[.integer(1), .text("untitled"), .integer(7)], [.integer(2), .text("untitled"), .null]])
    }

    @Test func partialSelectLeavesUnselectedOptionalsNil() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try makeNotes(database)
        let notes: [Note] = try database.getObjects(on: Note.Properties.identifier, Note.Properties.rank,
                                                    fromTable: "note", orderBy: [Note.Properties.identifier])
        #expect(notes.map(\.identifier) == [1, 2, 3, 4, 5])
        #expect(notes.map(\.rank) == [10, 20, 30, 40, 50])
        #expect(notes.allSatisfy { $0.title == nil })
    }

    @Test func partialSelectOfAModelWithUnselectedNonOptionalIsAnError() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.create(table: "sampleTable", of: Sample.self)
        let sample = Sample()
        sample.identifier = 1
        sample.description = "x"
        try database.insert(sample, intoTable: "sampleTable")
        let error = try #require(throws: WCDBError.self) {
            let _: [Sample] = try database.getObjects(on: Sample.Properties.identifier, fromTable: "sampleTable")
        }
        #expect(error.message.contains("db_offset"))
        #expect(error.message.contains("sampleTable"))
    }

    @Test func insertOrReplaceReplacesAndInsertOrIgnoreKeeps() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try makeNotes(database, count: 2)
        #expect(throws: WCDBError.self) { try database.insert(Note(1, "dup", 0), intoTable: "note") }
        try database.insertOrIgnore(Note(1, "ignored", 0), Note(3, "new", 30), intoTable: "note")
        try database.insertOrReplace(objects: Note(2, "replaced", 99), intoTable: "note")
        let notes: [Note] = try database.getObjects(fromTable: "note", orderBy: [Note.Properties.identifier])
        #expect(notes.map(\.title) == ["note 1", "replaced", "new"])
        #expect(notes.map(\.rank) == [10, 99, 30])
        try database.insertOrReplace([Note(3, "again", nil)], on: [Note.Properties.identifier, Note.Properties.title],
                                     intoTable: "note")
        let third: Note? = try database.getObject(fromTable: "note", where: Note.Properties.identifier == 3)
        #expect(third?.title == "again")
        #expect(third?.rank == nil) // REPLACE deletes the old row: unlisted columns are not kept
    }

    @Test func updateWithObjectOnSelectedPropertiesWhereOrderLimit() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try makeNotes(database)
        let template = Note(100, "updated", 0)
        // Only `title`, only rows with rank > 10, the two with the highest id.
        try database.update(table: "note", on: Note.Properties.title, with: template,
                            where: Note.Properties.rank > 10,
                            orderBy: [Note.Properties.identifier.asOrder(.descending)], limit: 2)
        let notes: [Note] = try database.getObjects(fromTable: "note", orderBy: [Note.Properties.identifier])
        #expect(notes.map(\.title) == ["note 1", "note 2", "note 3", "updated", "updated"])
        #expect(notes.map(\.rank) == [10, 20, 30, 40, 50])
        #expect(notes.map(\.identifier) == [1, 2, 3, 4, 5])
        // With an offset.
        try database.update(table: "note", on: [Note.Properties.rank], with: template,
                            orderBy: [Note.Properties.identifier], limit: 1, offset: 1)
        let ranks = try database.getColumn(on: Column(named: "rank"), fromTable: "note", orderBy: [Column(named: "id")])
        #expect(ranks == [.integer(10), .integer(0), .integer(30), .integer(40), .integer(50)])
    }

    @Test func deleteWithOrderAndLimit() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try makeNotes(database)
        try database.delete(fromTable: "note", where: Note.Properties.rank > 10,
                            orderBy: [Note.Properties.rank.asOrder(.descending)], limit: 2)
        let notes: [Note] = try database.getObjects(fromTable: "note", orderBy: [Note.Properties.identifier])
        #expect(notes.map(\.identifier) == [1, 2, 3])
    }

    @Test func redirectWithAsDecodesAnExpressionIntoAProperty() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try makeNotes(database)
        let maximum: Note? = try database.getObject(on: Note.Properties.identifier.max().as(Note.Properties.identifier),
                                                    fromTable: "note")
        #expect(maximum?.identifier == 5)
        #expect(maximum?.title == nil)
        let counted: [Note] = try database.getObjects(on: Note.Properties.identifier.count().as(Note.Properties.rank),
                                                      Note.Properties.title.as(Note.Properties.title),
                                                      fromTable: "note", where: Note.Properties.identifier == 2)
        #expect(counted.first?.rank == 1)
        #expect(counted.first?.title == "note 2")
    }

    @Test func batchInsertJoinsAnOpenTransactionAndRollsBackWithIt() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.create(table: "note", of: Note.self)
        #expect(throws: WCDBError.self) {
            try database.run(transaction: { _ in
                try database.insert([Note(1, "a", 1), Note(2, "b", 2)], intoTable: "note")
                try database.insert(Note(3, "c", 3), intoTable: "note")
                try database.exec("INSERT INTO no_such_table VALUES(1)") // fails: everything rolls back
            })
        }
        #expect(try noteCount(database) == .integer(0))
        try database.run(transaction: { _ in
            try database.insert([Note(1, "a", 1), Note(2, "b", 2)], intoTable: "note")
        })
        #expect(try noteCount(database) == .integer(2))
    }

    @Test func aFailingBatchInsideAnOpenTransactionLeavesNoneOfItsObjects() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try makeNotes(database, count: 1)
        try database.run(transaction: { _ in
            // The caller catches the failure and commits the rest of its transaction.
            #expect(throws: WCDBError.self) {
                try database.insert([Note(10, "fine", 2), Note(1, "duplicate key", 1)], intoTable: "note")
            }
            try database.insert(Note(11, "after", 3), intoTable: "note")
        })
        let ids = try database.getColumn(on: Column(named: "id"), fromTable: "note", orderBy: [Column(named: "id")])
        #expect(ids == [.integer(1), .integer(11)])
    }

    @Test func aFailingObjectInABatchStoresNoneOfTheBatch() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try makeNotes(database, count: 1)
        #expect(throws: WCDBError.self) {
            try database.insert([Note(2, "fine", 2), Note(1, "duplicate key", 1)], intoTable: "note")
        }
        #expect(try noteCount(database) == .integer(1))
    }

    @Test func sameAPIOnHandleInsideATransaction() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.create(table: "note", of: Note.self)
        try database.run(transaction: { handle in
            try handle.insert(Note(1, "a", 1), Note(2, "b", 2), intoTable: "note")
            try handle.insertOrReplace(Note(2, "B", 2), intoTable: "note")
            try handle.update(table: "note", on: Note.Properties.rank, with: Note(0, nil, 20),
                              where: Note.Properties.identifier == 2)
            let inside: [Note] = try handle.getObjects(fromTable: "note", orderBy: [Note.Properties.identifier])
            #expect(inside.map(\.title) == ["a", "B"])
            #expect(inside.map(\.rank) == [1, 20])
        })
        #expect(try noteCount(database) == .integer(2))
        #expect(throws: WCDBError.self) {
            try database.run(transaction: { handle in
                try handle.insert(Note(3, "c", 3), intoTable: "note")
                try handle.exec("INSERT INTO no_such_table VALUES(1)")
            })
        }
        #expect(try noteCount(database) == .integer(2))
    }

    @Test func sameAPIOnATransactionObject() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.create(table: "note", of: Note.self)
        let transaction = try database.getTransaction()
        try transaction.begin()
        try transaction.insert(objects: [Note(1, "a", 1), Note(2, "b", 2)], intoTable: "note")
        try transaction.insertOrIgnore(Note(1, "ignored", 0), intoTable: "note")
        let inside: [Note] = try transaction.getObjects(fromTable: "note")
        #expect(inside.count == 2)
        try transaction.rollback()
        #expect(try noteCount(database) == .integer(0))

        try transaction.begin()
        try transaction.insert(Note(1, "a", 1), intoTable: "note")
        try transaction.commit()
        let stored: Note? = try database.getObject(fromTable: "note")
        #expect(stored?.title == "a")
    }
}
