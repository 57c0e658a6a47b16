import Foundation
import Testing
import WCDBCore
import WCDBORM
import WINQ

struct Author: TableCodable, Equatable {
    var id: Int
    var name: String
    enum CodingKeys: String, CodingTableKey {
        typealias Root = Author
        static let objectRelationalMapping = TableBinding(CodingKeys.self) {
            BindColumnConstraint(id, isPrimary: true)
        }
        case id, name
    }
}

struct Book: TableCodable, Equatable {
    var id: Int
    var authorID: Int
    var title: String
    enum CodingKeys: String, CodingTableKey {
        typealias Root = Book
        static let objectRelationalMapping = TableBinding(CodingKeys.self) {
            BindColumnConstraint(id, isPrimary: true)
            BindIndex(authorID, namedWith: "_author")
        }
        case id, authorID = "author_id", title
    }
}

@Suite struct ChainCallTests {
    func library() throws -> TemporaryDatabase {
        let temporary = TemporaryDatabase()
        try temporary.database.create(table: "author", of: Author.self)
        try temporary.database.create(table: "book", of: Book.self)
        try temporary.database.insert([Author(id: 1, name: "Ann"), Author(id: 2, name: "Bo")], intoTable: "author")
        try temporary.database.insert((1...6).map { Book(id: $0, authorID: $0 % 2 + 1, title: "T\($0)") }, intoTable: "book")
        return temporary
    }

    @Test func insertChainRendersItsStatementAndCountsChanges() throws {
        let temporary = try library()
        let insert = try temporary.database.prepareInsertOrReplace(of: Author.self, intoTable: "author")
        #expect(insert.statement.description == "INSERT OR REPLACE INTO author(id, name) VALUES(?1, ?2)")
        try insert.execute(with: Author(id: 2, name: "Bea"), Author(id: 3, name: "Cy"))
        #expect(insert.changes == 2)
        let authors: [Author] = try temporary.database.getObjects(fromTable: "author", orderBy: [Author.Properties.id.asOrder()])
        #expect(authors.map(\.name) == ["Ann", "Bea", "Cy"])
    }

    @Test func selectChainStreamsFilteredObjects() throws {
        let temporary = try library()
        let select = try temporary.database.prepareSelect(of: Book.self, fromTable: "book")
        select.where(Book.Properties.authorID == 2).order(by: Book.Properties.id.asOrder(.descending)).limit(2)
        #expect(select.statement.description
            == "SELECT id, author_id, title FROM book WHERE author_id == 2 ORDER BY id DESC LIMIT 2")
        #expect(try select.nextObject()?.id == 5)
        #expect(try select.nextObject()?.id == 3)
        #expect(try select.nextObject() == nil)
        #expect(try select.nextObject() == nil)
    }

    @Test func updateAndDeleteChainsApplyOrderAndLimit() throws {
        let temporary = try library()
        let update = try temporary.database.prepareUpdate(table: "book", on: Book.Properties.title)
        try update.where(Book.Properties.id > 2).order(by: Book.Properties.id.asOrder()).limit(2)
            .execute(with: Book(id: 0, authorID: 0, title: "renamed"))
        #expect(update.changes == 2)
        let delete = try temporary.database.prepareDelete(fromTable: "book")
        try delete.where(Book.Properties.title == "renamed").execute()
        #expect(delete.changes == 2)
        let ids = try temporary.database.getColumn(on: Book.Properties.id, fromTable: "book", orderBy: [Book.Properties.id.asOrder()]).map(\.int64Value)
        #expect(ids == [1, 2, 5, 6])
    }

    @Test func rowSelectReadsValues() throws {
        let temporary = try library()
        let select = try temporary.database.prepareRowSelect(on: Book.Properties.title, fromTable: "book")
        select.where(Book.Properties.id <= 2)
        #expect(try select.allValues().map(\.stringValue) == ["T1", "T2"])
    }

    @Test func multiSelectReadsOneObjectPerTablePerRow() throws {
        let temporary = try library()
        let select = try temporary.database.prepareMultiSelect(
            on: Author.Properties.all.in(table: "author") + Book.Properties.all.in(table: "book"),
            fromTables: ["author", "book"])
        select.where(Author.Properties.id.in(table: "author") == Book.Properties.authorID.in(table: "book"))
            .order(by: Book.Properties.id.in(table: "book"))
        let rows = try select.allMultiObjects()
        #expect(rows.count == 6)
        let first = try #require(rows.first)
        #expect(first["author"] as? Author == Author(id: 2, name: "Bo"))
        #expect(first["book"] as? Book == Book(id: 1, authorID: 2, title: "T1"))
    }

    @Test func tableOffersCRUDWithoutTheName() throws {
        let temporary = try library()
        let table = try #require(try temporary.database.getTable(named: "author", of: Author.self))
        try table.insert(Author(id: 9, name: "Zed"))
        #expect(try table.getObject(where: Author.Properties.id == 9)?.name == "Zed")
        try table.delete(where: Author.Properties.id == 9)
        #expect(try table.getObjects().count == 2)
        #expect(try temporary.database.getTable(named: "missing", of: Author.self) == nil)
    }

    @Test func selectStreamsManyRowsAndReleasesItsHandleWhenDropped() throws {
        let temporary = TemporaryDatabase()
        try temporary.database.create(table: "book", of: Book.self)
        try temporary.database.insert((1...5_000).map { Book(id: $0, authorID: 1, title: "T\($0)") }, intoTable: "book")
        let select = try temporary.database.prepareSelect(of: Book.self, fromTable: "book")
        select.order(by: Book.Properties.id.asOrder())
        var expected = 1
        while let book = try select.nextObject() {
            #expect(book.id == expected)
            expected += 1
        }
        #expect(expected == 5_001)

        // A select abandoned half-way gives its handle back when it goes away.
        do {
            let partial = try temporary.database.prepareSelect(of: Book.self, fromTable: "book")
            #expect(try partial.nextObject() != nil)
        }
        try temporary.database.delete(fromTable: "book", where: Book.Properties.id > 10)
        temporary.database.close()
        #expect(try temporary.database.getValue(on: Book.Properties.id.count(), fromTable: "book")?.intValue == 10)
    }
}
