import Foundation
import Testing
import WCDBCore
import WCDBORM
import WINQ

/// Version 1 of a model.
final class ContactV1: TableCodable {
    var identifier: Int = 0
    var name: String? = nil
    var legacy: String? = nil
    enum CodingKeys: String, CodingTableKey {
        typealias Root = ContactV1
        static let objectRelationalMapping = TableBinding(CodingKeys.self) {
            BindColumnConstraint(identifier, isPrimary: true)
        }
        case identifier = "id"
        case name, legacy
    }
}

/// Version 2: `legacy` removed, `nickname` (optional) and `score` (with a default) added, and a new index.
final class ContactV2: TableCodable {
    var identifier: Int = 0
    var name: String? = nil
    var nickname: String? = nil
    var score: Int = 0
    enum CodingKeys: String, CodingTableKey {
        typealias Root = ContactV2
        static let objectRelationalMapping = TableBinding(CodingKeys.self) {
            BindColumnConstraint(identifier, isPrimary: true)
            BindColumnConstraint(score, isNotNull: true, defaultTo: 5)
            BindIndex(nickname, namedWith: "_nickname")
        }
        case identifier = "id"
        case name, nickname, score
    }
}

/// Version 3 adds a unique column, which an existing table cannot gain by ALTER TABLE.
final class ContactV3: TableCodable {
    var identifier: Int = 0
    var name: String? = nil
    var code: String? = nil
    enum CodingKeys: String, CodingTableKey {
        typealias Root = ContactV3
        static let objectRelationalMapping = TableBinding(CodingKeys.self) {
            BindColumnConstraint(identifier, isPrimary: true)
            BindColumnConstraint(code, isUnique: true)
        }
        case identifier = "id"
        case name, code
    }
}

/// A model whose primary key is a property the old table lacks.
final class ContactKeyedByUUID: TableCodable {
    var uuid: String = ""
    var name: String? = nil
    enum CodingKeys: String, CodingTableKey {
        typealias Root = ContactKeyedByUUID
        static let objectRelationalMapping = TableBinding(CodingKeys.self) {
            BindColumnConstraint(uuid, isPrimary: true)
        }
        case uuid, name
    }
}

/// The rows of a raw SQL query (table-valued pragma functions cannot be named through WINQ's `fromTable:`).
func rawRows(_ sql: String, in database: Database) throws -> [[Value]] {
    try database.withHandle(forWriting: false) { handle in
        let statement = try handle.prepareUncached(sql)
        var rows: [[Value]] = []
        while try statement.step() {
            rows.append((0..<statement.columnCount).map { statement.value(atIndex: $0) })
        }
        return rows
    }
}

func columnNames(of table: String, in database: Database) throws -> [String] {
    try rawRows("PRAGMA table_info(\(table))", in: database).map {
        if case .text(let name) = $0[1] { return name }
        return ""
    }
}

func seedV1(_ database: Database) throws {
    try database.create(table: "contact", of: ContactV1.self)
    let old = ContactV1()
    old.identifier = 1
    old.name = "Ada"
    old.legacy = "kept"
    try database.insert(old, intoTable: "contact")
}

@Suite struct SchemaUpgradeTests {
    @Test func addingPropertiesAddsColumnsAndOldRowsReadNilOrDefault() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try seedV1(database)
        try database.create(table: "contact", of: ContactV2.self)
        #expect(try columnNames(of: "contact", in: database) == ["id", "name", "legacy", "nickname", "score"])
        #expect(try storedSchemaSQL(database, "contact_nickname") == "CREATE INDEX contact_nickname ON contact(nickname)")

        let upgraded: [ContactV2] = try database.getObjects(fromTable: "contact")
        #expect(upgraded.count == 1)
        #expect(upgraded.first?.name == "Ada")
        #expect(upgraded.first?.nickname == nil)
        #expect(upgraded.first?.score == 5)
        // Creating again is a no-op.
        try database.create(table: "contact", of: ContactV2.self)
        #expect(try columnNames(of: "contact", in: database).count == 5)
    }

    @Test func removingAPropertyKeepsItsColumnAndData() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try seedV1(database)
        try database.create(table: "contact", of: ContactV2.self)
        let newer = ContactV2()
        newer.identifier = 2
        newer.name = "Bob"
        try database.insert(newer, intoTable: "contact")
        #expect(try database.getValue(on: Column(named: "legacy"), fromTable: "contact",
                                      where: Column(named: "id") == 1) == .text("kept"))
        // Going back to version 1 still reads the old data.
        let old: ContactV1? = try database.getObject(fromTable: "contact", where: ContactV1.Properties.identifier == 1)
        #expect(old?.legacy == "kept")
    }

    @Test func insertIntoATableMissingAColumnAddsItAndRetries() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try seedV1(database)
        let newer = ContactV2()
        newer.identifier = 2
        newer.nickname = "bobby"
        newer.score = 9
        try database.insert(newer, intoTable: "contact") // no create(table:) for version 2
        #expect(try columnNames(of: "contact", in: database).contains("nickname"))
        let read: [ContactV2] = try database.getObjects(fromTable: "contact", orderBy: [ContactV2.Properties.identifier])
        #expect(read.map(\.nickname) == [nil, "bobby"])
        #expect(read.map(\.score) == [5, 9])
    }

    @Test func selectFromATableMissingAColumnAddsItAndRetries() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try seedV1(database)
        let read: [ContactV2] = try database.getObjects(fromTable: "contact")
        #expect(read.count == 1)
        #expect(read.first?.nickname == nil)
        #expect(read.first?.score == 5)
        #expect(try columnNames(of: "contact", in: database) == ["id", "name", "legacy", "nickname", "score"])
    }

    @Test func missingColumnRetryHappensInsideATransactionToo() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try seedV1(database)
        try database.run(transaction: { handle in
            let newer = ContactV2()
            newer.identifier = 2
            newer.nickname = "in transaction"
            try handle.insert(newer, intoTable: "contact")
        })
        let nickname = try database.getValue(on: Column(named: "nickname"), fromTable: "contact",
                                             where: Column(named: "id") == 2)
        #expect(nickname == .text("in transaction"))
    }

    @Test func missingUniqueColumnIsAClearErrorNotARetry() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try seedV1(database)
        let newer = ContactV3()
        newer.identifier = 2
        newer.code = "X"
        let insertError = try #require(throws: WCDBError.self) { try database.insert(newer, intoTable: "contact") }
        #expect(insertError.message.contains("code"))
        #expect(insertError.message.contains("unique"))
        #expect(!(try columnNames(of: "contact", in: database).contains("code")))
        let createError = try #require(throws: WCDBError.self) { try database.create(table: "contact", of: ContactV3.self) }
        #expect(createError.message.contains("code"))
        #expect(try database.getValue(on: Column.all.count(), fromTable: "contact") == .integer(1))
    }

    @Test func missingPrimaryKeyColumnIsAClearErrorNotARetry() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try seedV1(database)
        let error = try #require(throws: WCDBError.self) {
            let _: [ContactKeyedByUUID] = try database.getObjects(fromTable: "contact")
        }
        #expect(error.message.contains("uuid"))
        #expect(error.message.contains("primary"))
        #expect(!(try columnNames(of: "contact", in: database).contains("uuid")))
    }
}
