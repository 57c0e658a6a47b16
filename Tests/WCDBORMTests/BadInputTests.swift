import Foundation
import Testing
import WCDBCore
import WCDBORM
import WINQ

final class SensorRecord: TableCodable {
    var identifier: Int = 0
    var count: Int = 0
    var takenAt: Date = Date(timeIntervalSince1970: 0)
    var label: String = ""
    enum CodingKeys: String, CodingTableKey {
        typealias Root = SensorRecord
        static let objectRelationalMapping = TableBinding(CodingKeys.self)
        case identifier = "id"
        case count, takenAt, label
    }
}

final class TwoPrimaryKeys: TableCodable {
    var first: Int = 0
    var second: Int = 0
    enum CodingKeys: String, CodingTableKey {
        typealias Root = TwoPrimaryKeys
        static let objectRelationalMapping = TableBinding(CodingKeys.self) {
            BindColumnConstraint(first, isPrimary: true)
            BindColumnConstraint(second, isPrimary: true)
        }
        case first, second
    }
}

final class TwoStaticPrimaryKeys: TableCodable {
    var first: Int = 0
    var second: Int = 0
    enum CodingKeys: String, CodingTableKey {
        typealias Root = TwoStaticPrimaryKeys
        static let objectRelationalMapping = TableBinding(CodingKeys.self)
        case first, second
        static var columnConstraintBindings: [CodingKeys: ColumnConstraintBinding]? {
            [first: ColumnConstraintBinding(isPrimary: true), second: ColumnConstraintBinding(isPrimary: true)]
        }
    }
}

struct RefusesToEncode: Codable {
    struct Refusal: Error {}
    init() {}
    init(from decoder: any Decoder) throws {}
    func encode(to encoder: any Encoder) throws { throw Refusal() }
}

struct Reading: Codable { var value: Double }

final class Unencodable: TableCodable {
    var identifier: Int = 0
    var attachment: RefusesToEncode? = nil
    var readings: [Reading] = []
    enum CodingKeys: String, CodingTableKey {
        typealias Root = Unencodable
        static let objectRelationalMapping = TableBinding(CodingKeys.self) {
            BindColumnConstraint(identifier, isPrimary: true)
        }
        case identifier = "id"
        case attachment, readings
    }
}

/// A model with a hand-written init(from:) that rejects some rows with its own error type.
final class PickyModel: TableCodable {
    struct Rejected: Error {}
    var identifier: Int = 0
    enum CodingKeys: String, CodingTableKey {
        typealias Root = PickyModel
        static let objectRelationalMapping = TableBinding(CodingKeys.self)
        case identifier = "id"
    }
    init() {}
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        identifier = try container.decode(Int.self, forKey: .identifier)
        if identifier < 0 { throw Rejected() }
    }
    func encode(to encoder: any Encoder) throws {
        if identifier == 13 { throw Rejected() }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(identifier, forKey: .identifier)
    }
}

func measurementTable(_ database: Database) throws {
    try database.create(table: "measurement", of: SensorRecord.self)
    try database.exec("INSERT INTO measurement(id, count, takenAt, label) VALUES(1, 3, 10.5, 'ok')")
}

@Suite struct BadInputTests {
    @Test func textThatIsNotANumberReadIntoAnIntIsAnErrorNamingTableAndColumn() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try measurementTable(database)
        try database.exec("INSERT INTO measurement(id, count, takenAt, label) VALUES(2, 'abc', 1, 'bad')")
        let error = try #require(throws: WCDBError.self) {
            let _: [SensorRecord] = try database.getObjects(fromTable: "measurement")
        }
        #expect(error.message.contains("measurement"))
        #expect(error.message.contains("count"))
        #expect(error.message.contains("abc"))
    }

    @Test func numericTextAndWholeRealsStillReadIntoAnInt() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.exec("CREATE TABLE measurement(id, count, takenAt, label)") // no affinity: values stay as given
        try database.exec("INSERT INTO measurement VALUES(1, '42', 0, 'a'), (2, 7.0, 0, 'b')")
        let read: [SensorRecord] = try database.getObjects(fromTable: "measurement", orderBy: [SensorRecord.Properties.identifier])
        #expect(read.map(\.count) == [42, 7])
        try database.exec("INSERT INTO measurement VALUES(3, 7.5, 0, 'c')")
        #expect(throws: WCDBError.self) {
            let _: [SensorRecord] = try database.getObjects(fromTable: "measurement")
        }
    }

    @Test func blobReadIntoADateIsAnErrorNamingTableAndColumn() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try measurementTable(database)
        try database.exec("INSERT INTO measurement(id, count, takenAt, label) VALUES(2, 1, X'0102', 'bad')")
        let error = try #require(throws: WCDBError.self) {
            let _: [SensorRecord] = try database.getObjects(fromTable: "measurement")
        }
        #expect(error.message.contains("measurement"))
        #expect(error.message.contains("takenAt"))
    }

    @Test func nullReadIntoANonOptionalIsAnErrorNamingTableAndColumn() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try measurementTable(database)
        try database.exec("INSERT INTO measurement(id, count, takenAt, label) VALUES(2, 1, 1, NULL)")
        let error = try #require(throws: WCDBError.self) {
            let _: SensorRecord? = try database.getObject(fromTable: "measurement", where: SensorRecord.Properties.identifier == 2)
        }
        #expect(error.message.contains("measurement"))
        #expect(error.message.contains("label"))
        // Same for integers: no silent 0.
        try database.exec("INSERT INTO measurement(id, count, takenAt, label) VALUES(3, NULL, 1, 'x')")
        let countError = try #require(throws: WCDBError.self) {
            let _: SensorRecord? = try database.getObject(fromTable: "measurement", where: SensorRecord.Properties.identifier == 3)
        }
        #expect(countError.message.contains("count"))
        #expect(countError.message.contains("measurement"))
    }

    @Test func outOfRangeIntegerForANarrowPropertyIsAnError() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.create(table: "types", of: AllTypesModel.self)
        try database.insert(AllTypesModel(), intoTable: "types")
        try database.exec("UPDATE types SET int8 = 300")
        let error = try #require(throws: WCDBError.self) {
            let _: [AllTypesModel] = try database.getObjects(fromTable: "types")
        }
        #expect(error.message.contains("int8"))
        #expect(error.message.contains("types"))
    }

    @Test func missingTableIsAnError() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        let selectError = try #require(throws: WCDBError.self) {
            let _: [SensorRecord] = try database.getObjects(fromTable: "nowhere")
        }
        #expect(selectError.message.contains("nowhere"))
        #expect(throws: WCDBError.self) { try database.insert(SensorRecord(), intoTable: "nowhere") }
        #expect(throws: WCDBError.self) {
            try database.update(table: "nowhere", on: SensorRecord.Properties.count, with: SensorRecord())
        }
    }

    @Test func twoSingleColumnPrimaryKeysAreAClearErrorAtFirstUse() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        let createError = try #require(throws: WCDBError.self) {
            try database.create(table: "pairs", of: TwoPrimaryKeys.self)
        }
        #expect(createError.message.contains("primary"))
        #expect(createError.message.contains("first"))
        #expect(createError.message.contains("second"))
        #expect(try database.isTableExists("pairs") == false)
        try database.exec("CREATE TABLE pairs(first, second)")
        #expect(throws: WCDBError.self) { try database.insert(TwoPrimaryKeys(), intoTable: "pairs") }
        #expect(throws: WCDBError.self) {
            let _: [TwoPrimaryKeys] = try database.getObjects(fromTable: "pairs")
        }
        // The 1.0 spelling is checked the same way.
        #expect(throws: WCDBError.self) { try database.create(table: "pairs2", of: TwoStaticPrimaryKeys.self) }
    }

    @Test func aPropertyWhoseEncodeThrowsIsAnErrorNamingItAndStoresNothing() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.create(table: "unencodable", of: Unencodable.self)
        let good = Unencodable()
        good.identifier = 1
        good.readings = [Reading(value: 1)]
        try database.insert(good, intoTable: "unencodable")

        let bad = Unencodable()
        bad.identifier = 2
        bad.attachment = RefusesToEncode()
        let error = try #require(throws: WCDBError.self) { try database.insert(bad, intoTable: "unencodable") }
        #expect(error.message.contains("attachment"))
        let other = Unencodable()
        other.identifier = 3
        #expect(throws: WCDBError.self) { try database.insert([other, bad], intoTable: "unencodable") }
        #expect(try database.getValue(on: Column.all.count(), fromTable: "unencodable") == .integer(1))
        let stored: [Unencodable] = try database.getObjects(fromTable: "unencodable")
        #expect(stored.map(\.identifier) == [1])
        #expect(stored.first?.readings.map(\.value) == [1])
    }

    @Test func infinityInsideJSONIsAnErrorNamingThePropertyAndStoresNothing() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.create(table: "unencodable", of: Unencodable.self)
        let good = Unencodable()
        good.identifier = 1
        try database.insert(good, intoTable: "unencodable")
        let bad = Unencodable()
        bad.identifier = 2
        bad.readings = [Reading(value: .infinity)]
        let error = try #require(throws: WCDBError.self) { try database.insert(bad, intoTable: "unencodable") }
        #expect(error.message.contains("readings"))
        // An update with it changes nothing either.
        #expect(throws: WCDBError.self) {
            try database.update(table: "unencodable", on: Unencodable.Properties.readings, with: bad)
        }
        #expect(try database.getValue(on: Column.all.count(), fromTable: "unencodable") == .integer(1))
        #expect(try database.getValue(on: Column(named: "readings"), fromTable: "unencodable") == .text("[]"))
    }

    @Test func errorsThrownByHandWrittenCodingBecomeWCDBErrors() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.create(table: "picky", of: PickyModel.self)
        let unlucky = PickyModel()
        unlucky.identifier = 13
        let encodeError = try #require(throws: WCDBError.self) { try database.insert(unlucky, intoTable: "picky") }
        #expect(encodeError.message.contains("PickyModel"))
        try database.exec("INSERT INTO picky(id) VALUES(-1)")
        let decodeError = try #require(throws: WCDBError.self) {
            let _: [PickyModel] = try database.getObjects(fromTable: "picky")
        }
        #expect(decodeError.message.contains("picky"))
    }

    @Test func storedValueNamingNoEnumCaseIsAnErrorNamingTableAndColumn() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.create(table: "types", of: AllTypesModel.self)
        try database.insert(AllTypesModel(), intoTable: "types")
        for (column, value) in [("color", "'purple'"), ("size", "4"), ("mood", "'sleepy'"), ("level", "'x'")] {
            try database.exec("UPDATE types SET \(column) = \(value)")
            let error = try #require(throws: WCDBError.self) {
                let _: [AllTypesModel] = try database.getObjects(fromTable: "types")
            }
            #expect(error.message.contains(column))
            #expect(error.message.contains("types"))
            try database.exec("DELETE FROM types")
            try database.insert(AllTypesModel(), intoTable: "types")
        }
    }

    @Test func invalidJSONInAColumnIsAnErrorNamingTableAndColumn() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.create(table: "unencodable", of: Unencodable.self)
        try database.exec("INSERT INTO unencodable(id, readings) VALUES(1, 'not json')")
        let error = try #require(throws: WCDBError.self) {
            let _: [Unencodable] = try database.getObjects(fromTable: "unencodable")
        }
        #expect(error.message.contains("unencodable"))
        #expect(error.message.contains("readings"))
    }
}
