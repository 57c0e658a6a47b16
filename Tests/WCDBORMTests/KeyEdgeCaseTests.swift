import Foundation
import Testing
import WCDBCore
import WCDBORM
import WINQ

final class DescendingKey: TableCodable {
    var id: Int = 0
    var name: String = ""
    var isAutoIncrement: Bool = false
    var lastInsertedRowID: Int64 = 0
    enum CodingKeys: String, CodingTableKey {
        typealias Root = DescendingKey
        static let objectRelationalMapping = TableBinding(CodingKeys.self) {
            BindColumnConstraint(id, isPrimary: true, orderBy: .descending)
        }
        case id, name
    }
}

struct PairV1: TableCodable {
    var id: Int
    enum CodingKeys: String, CodingTableKey {
        typealias Root = PairV1
        static let objectRelationalMapping = TableBinding(CodingKeys.self)
        case id
    }
}

struct PairV2: TableCodable {
    var id: Int
    var left: Int
    var right: Int
    enum CodingKeys: String, CodingTableKey {
        typealias Root = PairV2
        static let objectRelationalMapping = TableBinding(CodingKeys.self) {
            BindMultiUnique(left, right)
        }
        case id, left, right
    }
}

@Suite struct KeyEdgeCaseTests {
    @Test func autoIncrementLeavesADescendingIntegerKeyAlone() throws {
        // INTEGER PRIMARY KEY DESC is not a rowid alias: binding NULL there would store a NULL key.
        let temporary = TemporaryDatabase()
        try temporary.database.create(table: "t", of: DescendingKey.self)
        let object = DescendingKey()
        object.id = 7
        object.name = "seven"
        object.isAutoIncrement = true
        try temporary.database.insert(object, intoTable: "t")
        let ids = try temporary.database.getColumn(on: Column("id"), fromTable: "t")
        #expect(ids == [.integer(7)])
    }

    @Test func columnsOfAMultiColumnUniqueKeyAreNotAddedToAnOldTable() throws {
        let temporary = TemporaryDatabase()
        try temporary.database.create(table: "pair", of: PairV1.self)
        try temporary.database.insert(PairV1(id: 1), intoTable: "pair")
        #expect(throws: WCDBError.self) {
            try temporary.database.insert(PairV2(id: 2, left: 1, right: 2), intoTable: "pair")
        }
        // The old table is untouched: still one column, one row.
        let columnCount = try temporary.database.withHandle(forWriting: false) { handle in
            let statement = try handle.prepare("PRAGMA table_info(pair)")
            var count = 0
            while try statement.step() { count += 1 }
            return count
        }
        #expect(columnCount == 1)
        #expect(try temporary.database.getValue(on: Column.all.count(), fromTable: "pair")?.intValue == 1)
    }
}
