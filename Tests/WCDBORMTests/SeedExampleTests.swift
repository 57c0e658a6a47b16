import Foundation
import Testing
import WCDBCore
import WCDBORM
import WINQ

final class Sample: TableCodable {
    var identifier: Int? = nil
    var description: String? = nil
    var offset: Int = 0
    var debugDescription: String? = nil
    enum CodingKeys: String, CodingTableKey {
        typealias Root = Sample
        static let objectRelationalMapping = TableBinding(CodingKeys.self)
        case identifier = "id"
        case description
        case offset = "db_offset"
        static var columnConstraintBindings: [CodingKeys: ColumnConstraintBinding]? {
            [identifier: ColumnConstraintBinding(isPrimary: true, isAutoIncrement: true),
             description: ColumnConstraintBinding(isNotNull: true, defaultTo: "defaultDescription")]
        }
        static var indexBindings: [IndexBinding.Subfix: IndexBinding]? {
            ["_index": IndexBinding(indexesBy: CodingKeys.description)]
        }
    }
    var isAutoIncrement: Bool = false
    var lastInsertedRowID: Int64 = 0
}

@Suite struct SeedExampleTests {
    @Test func createTableRendersConstraintsOfTheStaticTables() {
        let binding = Sample.CodingKeys.objectRelationalMapping
        #expect(binding.generateCreateTableStatement(named: "sampleTable").description
            == "CREATE TABLE IF NOT EXISTS sampleTable(id INTEGER PRIMARY KEY AUTOINCREMENT, "
            + "description TEXT NOT NULL DEFAULT 'defaultDescription', db_offset INTEGER)")
        #expect(binding.generateCreateIndexStatements(onTable: "sampleTable").map(\.description)
            == ["CREATE INDEX IF NOT EXISTS sampleTable_index ON sampleTable(description)"])
    }

    @Test func conditionOnPropertiesBuildsWINQ() {
        let condition = Sample.Properties.identifier > 0 && Sample.Properties.description.isNotNull()
        #expect(condition.description == "(id > 0) AND (description NOTNULL)")
    }

    @Test func autoIncrementInsertFillsLastInsertedRowIDAndRoundTrips() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.create(table: "sampleTable", of: Sample.self)
        let first = Sample()
        first.isAutoIncrement = true
        first.description = "hello"
        first.offset = 7
        first.debugDescription = "not stored"
        try database.insert(first, intoTable: "sampleTable")
        #expect(first.lastInsertedRowID == 1)
        let second = Sample()
        second.isAutoIncrement = true
        second.description = "world"
        try database.insert(objects: second, intoTable: "sampleTable")
        #expect(second.lastInsertedRowID == 2)

        let objects: [Sample] = try database.getObjects(
            fromTable: "sampleTable",
            where: Sample.Properties.identifier > 0 && Sample.Properties.description.isNotNull(),
            orderBy: [Sample.Properties.identifier.asOrder(.ascending)])
        #expect(objects.map(\.identifier) == [1, 2])
        #expect(objects.map(\.description) == ["hello", "world"])
        #expect(objects.map(\.offset) == [7, 0])
        #expect(objects.allSatisfy { $0.debugDescription == nil })
    }
}
