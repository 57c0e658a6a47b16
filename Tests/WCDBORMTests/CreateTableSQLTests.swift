import Foundation
import Testing
import WCDBCore
import WCDBORM
import WINQ

// The same constraints declared with the 1.0 static tables and with the 2.x builder must render the same SQL,
// and SQLite must accept it.

final class StaticColumnConstraintModel: TableCodable {
    var identifier: Int = 0
    var name: String = ""
    var description: String? = nil
    var age: Int = 0
    var score: Double = 0
    var flag: Bool = false
    var payload: Data = Data()
    var balance: Int64 = 0
    enum CodingKeys: String, CodingTableKey {
        typealias Root = StaticColumnConstraintModel
        static let objectRelationalMapping = TableBinding(CodingKeys.self)
        case identifier = "id"
        case name, description, age, score, flag, payload, balance
        static var columnConstraintBindings: [CodingKeys: ColumnConstraintBinding]? {
            [identifier: ColumnConstraintBinding(isPrimary: true, orderBy: .ascending, isAutoIncrement: true,
                                                 onConflict: .fail),
             name: ColumnConstraintBinding(isNotNull: true, isUnique: true, defaultTo: "it's"),
             age: ColumnConstraintBinding(defaultTo: 18),
             score: ColumnConstraintBinding(defaultTo: 1.5),
             flag: ColumnConstraintBinding(defaultTo: true),
             payload: ColumnConstraintBinding(defaultTo: Data([0xAB, 0x01])),
             balance: ColumnConstraintBinding(isNotNull: true, defaultTo: -7)]
        }
        static var indexBindings: [IndexBinding.Subfix: IndexBinding]? {
            ["_index": IndexBinding(indexesBy: CodingKeys.description),
             "_unique": IndexBinding(isUnique: true, indexesBy: CodingKeys.name, CodingKeys.age.asIndex(.descending))]
        }
    }
}

final class BuilderColumnConstraintModel: TableCodable {
    var identifier: Int = 0
    var name: String = ""
    var description: String? = nil
    var age: Int = 0
    var score: Double = 0
    var flag: Bool = false
    var payload: Data = Data()
    var balance: Int64 = 0
    enum CodingKeys: String, CodingTableKey {
        typealias Root = BuilderColumnConstraintModel
        static let objectRelationalMapping = TableBinding(CodingKeys.self) {
            BindColumnConstraint(identifier, isPrimary: true, orderBy: .ascending, isAutoIncrement: true,
                                 onConflict: .fail)
            BindColumnConstraint(name, isNotNull: true, isUnique: true, defaultTo: "it's")
            BindColumnConstraint(age, defaultTo: 18)
            BindColumnConstraint(score, defaultTo: 1.5)
            BindColumnConstraint(flag, defaultTo: true)
            BindColumnConstraint(payload, defaultTo: Data([0xAB, 0x01]))
            BindColumnConstraint(balance, isNotNull: true, defaultTo: -7)
            BindIndex(description, namedWith: "_index")
            BindIndex(name, age.asIndex(.descending), namedWith: "_unique", isUnique: true)
        }
        case identifier = "id"
        case name, description, age, score, flag, payload, balance
    }
}

final class StaticTableConstraintModel: TableCodable {
    var groupID: Int = 0
    var memberID: Int = 0
    var email: String = ""
    var phone: String = ""
    var age: Int = 1
    var ownerID: Int? = nil
    enum CodingKeys: String, CodingTableKey {
        typealias Root = StaticTableConstraintModel
        static let objectRelationalMapping = TableBinding(CodingKeys.self)
        case groupID, memberID, email, phone, age, ownerID
        static var tableConstraintBindings: [TableConstraintBinding.Name: any TableConstraintBinding]? {
            ["ACheck": CheckBinding(check: CodingKeys.age > 0),
             "BForeign": ForeignKeyBinding(CodingKeys.ownerID,
                                           foreignKey: ForeignKey().references(with: "owner")
                                               .columns(Column(named: "id")).onDelete(.cascade)),
             "CPrimary": MultiPrimaryBinding(indexesBy: CodingKeys.groupID, CodingKeys.memberID.asIndex(.descending),
                                             onConflict: .replace),
             "DUnique": MultiUniqueBinding(indexesBy: CodingKeys.email, CodingKeys.phone, onConflict: .ignore)]
        }
    }
}

final class BuilderTableConstraintModel: TableCodable {
    var groupID: Int = 0
    var memberID: Int = 0
    var email: String = ""
    var phone: String = ""
    var age: Int = 1
    var ownerID: Int? = nil
    enum CodingKeys: String, CodingTableKey {
        typealias Root = BuilderTableConstraintModel
        static let objectRelationalMapping = TableBinding(CodingKeys.self) {
            BindChecks { age > 0 }
            BindForeignKey(ownerID, foreignKey: ForeignKey().references(with: "owner")
                .columns(Column(named: "id")).onDelete(.cascade))
            BindMultiPrimary(groupID, memberID, onConflict: .replace)
            BindMultiUnique(email, phone, onConflict: .ignore)
        }
        case groupID, memberID, email, phone, age, ownerID
    }
}

final class StaticFTSModel: TableCodable {
    var title: String = ""
    var body: String = ""
    enum CodingKeys: String, CodingTableKey {
        typealias Root = StaticFTSModel
        static let objectRelationalMapping = TableBinding(CodingKeys.self)
        case title, body
        static var virtualTableBinding: VirtualTableBinding? {
            VirtualTableBinding(withModule: "fts4", and: "tokenize=porter")
        }
    }
}

final class BuilderFTSModel: TableCodable {
    var title: String = ""
    var body: String = ""
    enum CodingKeys: String, CodingTableKey {
        typealias Root = BuilderFTSModel
        static let objectRelationalMapping = TableBinding(CodingKeys.self) {
            BindVirtualTable(withModule: "fts4", and: "tokenize=porter")
        }
        case title, body
    }
}

/// The SQL SQLite stored for a schema object (what it actually accepted).
func storedSchemaSQL(_ database: Database, _ name: String) throws -> String? {
    let value = try database.getValue(on: Column(named: "sql"), fromTable: "sqlite_master",
                                      where: Column(named: "name") == name)
    if case .text(let text)? = value { return text }
    return nil
}

@Suite struct CreateTableSQLTests {
    static let columnConstraintColumns = "id INTEGER PRIMARY KEY ASC ON CONFLICT FAIL AUTOINCREMENT, "
        + "name TEXT NOT NULL UNIQUE DEFAULT 'it''s', description TEXT, age INTEGER DEFAULT 18, "
        + "score REAL DEFAULT 1.5, flag INTEGER DEFAULT 1, payload BLOB DEFAULT X'AB01', "
        + "balance INTEGER NOT NULL DEFAULT -7"

    @Test func staticColumnConstraintsRenderExactSQL() {
        let binding = StaticColumnConstraintModel.CodingKeys.objectRelationalMapping
        #expect(binding.generateCreateTableStatement(named: "sampleTable").description
            == "CREATE TABLE IF NOT EXISTS sampleTable(\(Self.columnConstraintColumns))")
        #expect(binding.generateCreateIndexStatements(onTable: "sampleTable").map(\.description) == [
            "CREATE INDEX IF NOT EXISTS sampleTable_index ON sampleTable(description)",
            "CREATE UNIQUE INDEX IF NOT EXISTS sampleTable_unique ON sampleTable(name, age DESC)",
        ])
    }

    @Test func builderColumnConstraintsRenderTheSameSQL() {
        let binding = BuilderColumnConstraintModel.CodingKeys.objectRelationalMapping
        #expect(binding.generateCreateTableStatement(named: "sampleTable").description
            == "CREATE TABLE IF NOT EXISTS sampleTable(\(Self.columnConstraintColumns))")
        #expect(binding.generateCreateIndexStatements(onTable: "sampleTable").map(\.description) == [
            "CREATE INDEX IF NOT EXISTS sampleTable_index ON sampleTable(description)",
            "CREATE UNIQUE INDEX IF NOT EXISTS sampleTable_unique ON sampleTable(name, age DESC)",
        ])
    }

    @Test func sqliteAcceptsColumnConstraintsAndIndexesOfBothSpellings() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.create(table: "sampleTable", of: StaticColumnConstraintModel.self)
        try database.create(table: "builderTable", of: BuilderColumnConstraintModel.self)
        #expect(try storedSchemaSQL(database, "sampleTable")
            == "CREATE TABLE sampleTable(\(Self.columnConstraintColumns))")
        #expect(try storedSchemaSQL(database, "sampleTable_index")
            == "CREATE INDEX sampleTable_index ON sampleTable(description)")
        #expect(try storedSchemaSQL(database, "builderTable_unique")
            == "CREATE UNIQUE INDEX builderTable_unique ON builderTable(name, age DESC)")

        // Defaults apply to columns an insert leaves out.
        try database.exec("INSERT INTO sampleTable(id) VALUES(5)")
        let row = try database.getRow(on: Column(named: "name"), Column(named: "age"), Column(named: "score"),
                                      Column(named: "flag"), Column(named: "payload"), Column(named: "balance"),
                                      fromTable: "sampleTable")
        #expect(row == [.text("it's"), .integer(18), .double(1.5), .integer(1), .blob(Data([0xAB, 0x01])),
                        .integer(-7)])
        // The unique index is enforced.
        #expect(throws: WCDBError.self) { try database.exec("INSERT INTO sampleTable(id) VALUES(6)") }
    }

    @Test func autoIncrementPrimaryKeyRendersAsInWCDB() {
        let binding = Sample.CodingKeys.objectRelationalMapping
        #expect(binding.generateColumnDefs().first?.description == "id INTEGER PRIMARY KEY AUTOINCREMENT")
    }

    static let staticTableConstraints = "CONSTRAINT ACheck CHECK(age > 0), "
        + "CONSTRAINT BForeign FOREIGN KEY(ownerID) REFERENCES owner(id) ON DELETE CASCADE, "
        + "CONSTRAINT CPrimary PRIMARY KEY(groupID, memberID DESC) ON CONFLICT REPLACE, "
        + "CONSTRAINT DUnique UNIQUE(email, phone) ON CONFLICT IGNORE"
    static let tableConstraintColumns = "groupID INTEGER, memberID INTEGER, email TEXT, phone TEXT, age INTEGER, "
        + "ownerID INTEGER"

    @Test func staticTableConstraintsRenderExactSQL() {
        let binding = StaticTableConstraintModel.CodingKeys.objectRelationalMapping
        #expect(binding.generateCreateTableStatement(named: "member").description
            == "CREATE TABLE IF NOT EXISTS member(\(Self.tableConstraintColumns), \(Self.staticTableConstraints))")
    }

    @Test func builderTableConstraintsRenderExactSQL() {
        let binding = BuilderTableConstraintModel.CodingKeys.objectRelationalMapping
        #expect(binding.generateCreateTableStatement(named: "member").description
            == "CREATE TABLE IF NOT EXISTS member(\(Self.tableConstraintColumns), "
            + "CONSTRAINT CheckConstraint_0 CHECK(age > 0), "
            + "CONSTRAINT ForeignKeyConstraint_1 FOREIGN KEY(ownerID) REFERENCES owner(id) ON DELETE CASCADE, "
            + "CONSTRAINT MultiPrimaryConstraint PRIMARY KEY(groupID, memberID) ON CONFLICT REPLACE, "
            + "CONSTRAINT MultiUniqueConstraint_3 UNIQUE(email, phone) ON CONFLICT IGNORE)")
    }

    @Test func sqliteEnforcesTableConstraintsOfBothSpellings() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.exec("PRAGMA foreign_keys = ON")
        try database.exec("CREATE TABLE owner(id INTEGER PRIMARY KEY)")
        try database.exec("INSERT INTO owner(id) VALUES(1)")
        try database.create(table: "staticMember", of: StaticTableConstraintModel.self)
        try database.create(table: "builderMember", of: BuilderTableConstraintModel.self)
        #expect(try storedSchemaSQL(database, "staticMember")
            == "CREATE TABLE staticMember(\(Self.tableConstraintColumns), \(Self.staticTableConstraints))")

        for table in ["staticMember", "builderMember"] {
            try database.exec("INSERT INTO \(table) VALUES(1, 1, 'a', 'p', 5, 1)")
            // CHECK(age > 0)
            #expect(throws: WCDBError.self) { try database.exec("INSERT INTO \(table) VALUES(1, 2, 'b', 'p', 0, 1)") }
            // PRIMARY KEY(groupID, memberID) ON CONFLICT REPLACE: replaces the first row.
            try database.exec("INSERT INTO \(table) VALUES(1, 1, 'c', 'p', 6, 1)")
            // UNIQUE(email, phone) ON CONFLICT IGNORE: skipped.
            try database.exec("INSERT INTO \(table) VALUES(2, 2, 'c', 'p', 7, 1)")
            let ages = try database.getColumn(on: Column(named: "age"), fromTable: table)
            #expect(ages == [.integer(6)], "\(table)")
        }
        // The foreign key is declared: a missing owner is refused.
        for table in ["staticMember", "builderMember"] {
            #expect(try rawRows("PRAGMA foreign_key_list(\(table))", in: database).count == 1)
            #expect(throws: WCDBError.self) { try database.exec("INSERT INTO \(table) VALUES(9, 9, 'z', 'z', 1, 2)") }
        }
    }

    @Test func virtualTableRendersModuleAndTokenizerInBothSpellings() throws {
        let expected = "CREATE VIRTUAL TABLE IF NOT EXISTS notes USING fts4(title, body, tokenize=porter)"
        #expect(try StaticFTSModel.CodingKeys.objectRelationalMapping
            .generateCreateVirtualTableStatement(named: "notes").description == expected)
        #expect(try BuilderFTSModel.CodingKeys.objectRelationalMapping
            .generateCreateVirtualTableStatement(named: "notes").description == expected)
    }

    @Test func sqliteAcceptsVirtualTableAndSearchesWithTheTokenizer() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.create(virtualTable: "staticNotes", of: StaticFTSModel.self)
        try database.create(virtualTable: "builderNotes", of: BuilderFTSModel.self)
        #expect(try storedSchemaSQL(database, "staticNotes")
            == "CREATE VIRTUAL TABLE staticNotes USING fts4(title, body, tokenize=porter)")
        for table in ["staticNotes", "builderNotes"] {
            let note = StaticFTSModel()
            note.title = "Swift"
            note.body = "running databases quickly"
            try database.insert(note, intoTable: table)
            // The porter tokenizer stems "runs" and "running" alike.
            let found: [StaticFTSModel] = try database.getObjects(fromTable: table,
                                                                  where: StaticFTSModel.Properties.body.match("runs"))
            #expect(found.map(\.title) == ["Swift"], "\(table)")
        }
    }

    @Test func createOnOrdinaryTableWithoutVirtualBindingIsAnError() {
        let temporary = TemporaryDatabase()
        #expect(throws: WCDBError.self) {
            try temporary.database.create(virtualTable: "nope", of: StaticColumnConstraintModel.self)
        }
    }
}
