import Foundation
import Testing
import WCDBCore
import WCDBORM
import WINQ

enum RoundTripMood: String, Codable, ColumnCodable { case happy, grumpy }
enum RoundTripLevel: Int, Codable, ColumnCodable { case low = 1, high = 7 }
/// Plain Codable enums (not declared ColumnCodable) encode through a single-value container.
enum RoundTripColor: String, Codable { case red, green }
enum RoundTripSize: Int, Codable { case small = 3, large = 9 }

struct RoundTripAddress: Codable, Equatable {
    var street: String
    var number: Int
    var tags: [String]
}

/// A custom column type: two Int32s packed into one INTEGER.
struct RoundTripPoint: ColumnCodable, Codable, Equatable {
    var x: Int32
    var y: Int32
    static var columnType: ColumnType { .integer64 }
    func archivedValue() -> Value { .integer(Int64(x) << 32 | Int64(UInt32(bitPattern: y))) }
    init(x: Int32, y: Int32) { self.x = x; self.y = y }
    init?(with value: Value) {
        guard case .integer(let packed) = value else { return nil }
        x = Int32(truncatingIfNeeded: packed >> 32)
        y = Int32(truncatingIfNeeded: packed)
    }
}

struct AllTypesModel: TableCodable, Equatable {
    var key: Int = 0
    var int: Int = 0
    var int8: Int8 = 0
    var int16: Int16 = 0
    var int32: Int32 = 0
    var int64: Int64 = 0
    var uint: UInt = 0
    var uint8: UInt8 = 0
    var uint16: UInt16 = 0
    var uint32: UInt32 = 0
    var uint64: UInt64 = 0
    var bool: Bool = false
    var float: Float = 0
    var double: Double = 0
    var string: String = ""
    var data: Data = Data()
    var date: Date = Date(timeIntervalSince1970: 0)
    var url: URL = URL(string: "https://example.com")!
    var uuid: UUID = UUID()
    var mood: RoundTripMood = .happy
    var level: RoundTripLevel = .low
    var color: RoundTripColor = .red
    var size: RoundTripSize = .small
    var address: RoundTripAddress = RoundTripAddress(street: "", number: 0, tags: [])
    var array: [Int] = []
    var dictionary: [String: Double] = [:]
    var point: RoundTripPoint = RoundTripPoint(x: 0, y: 0)
    enum CodingKeys: String, CodingTableKey {
        typealias Root = AllTypesModel
        static let objectRelationalMapping = TableBinding(CodingKeys.self) {
            BindColumnConstraint(key, isPrimary: true)
        }
        case key, int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64, bool, float, double, string
        case data, date, url, uuid, mood, level, color, size, address, array, dictionary, point
    }
}

struct AllOptionalsModel: TableCodable, Equatable {
    var key: Int = 0
    var int: Int? = nil
    var int8: Int8? = nil
    var int16: Int16? = nil
    var int32: Int32? = nil
    var int64: Int64? = nil
    var uint: UInt? = nil
    var uint8: UInt8? = nil
    var uint16: UInt16? = nil
    var uint32: UInt32? = nil
    var uint64: UInt64? = nil
    var bool: Bool? = nil
    var float: Float? = nil
    var double: Double? = nil
    var string: String? = nil
    var data: Data? = nil
    var date: Date? = nil
    var url: URL? = nil
    var uuid: UUID? = nil
    var mood: RoundTripMood? = nil
    var level: RoundTripLevel? = nil
    var color: RoundTripColor? = nil
    var size: RoundTripSize? = nil
    var address: RoundTripAddress? = nil
    var array: [Int]? = nil
    var dictionary: [String: Double]? = nil
    var point: RoundTripPoint? = nil
    enum CodingKeys: String, CodingTableKey {
        typealias Root = AllOptionalsModel
        static let objectRelationalMapping = TableBinding(CodingKeys.self) {
            BindColumnConstraint(key, isPrimary: true)
        }
        case key, int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64, bool, float, double, string
        case data, date, url, uuid, mood, level, color, size, address, array, dictionary, point
    }
}

struct DoubleModel: TableCodable {
    var key: Int = 0
    var value: Double = 0
    var optional: Double? = nil
    enum CodingKeys: String, CodingTableKey {
        typealias Root = DoubleModel
        static let objectRelationalMapping = TableBinding(CodingKeys.self)
        case key, value, optional
    }
}

func maximalModel() -> AllTypesModel {
    var model = AllTypesModel()
    model.key = 1
    model.int = Int.min
    model.int8 = Int8.min
    model.int16 = Int16.max
    model.int32 = Int32.min
    model.int64 = Int64.max
    model.uint = UInt.max
    model.uint8 = UInt8.max
    model.uint16 = UInt16.max
    model.uint32 = UInt32.max
    model.uint64 = UInt64.max
    model.bool = true
    model.float = -1.25e-7
    model.double = .greatestFiniteMagnitude
    model.string = "héllo 🌍 \u{0}after NUL"
    model.data = Data((0..<1_048_576).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    model.date = Date(timeIntervalSince1970: 1_700_000_000.25)
    model.url = URL(string: "https://example.com/a%20b?q=1#frag")!
    model.uuid = UUID()
    model.mood = .grumpy
    model.level = .high
    model.color = .green
    model.size = .large
    model.address = RoundTripAddress(street: "Main \"St\"", number: 42, tags: ["a", "ü"])
    model.array = [3, 1, 2]
    model.dictionary = ["pi": 3.14159, "e": 2.71828]
    model.point = RoundTripPoint(x: -3, y: Int32.max)
    return model
}

@Suite struct TypeRoundTripTests {
    @Test func everySupportedTypeDiscoversItsColumnType() {
        let binding = AllTypesModel.CodingKeys.objectRelationalMapping
        #expect(binding.generateCreateTableStatement(named: "t").description
            == "CREATE TABLE IF NOT EXISTS t(\"key\" INTEGER PRIMARY KEY, int INTEGER, int8 INTEGER, int16 INTEGER, "
            + "int32 INTEGER, int64 INTEGER, uint INTEGER, uint8 INTEGER, uint16 INTEGER, uint32 INTEGER, "
            + "uint64 INTEGER, bool INTEGER, float REAL, double REAL, string TEXT, data BLOB, date REAL, url TEXT, "
            + "uuid TEXT, mood TEXT, level INTEGER, color TEXT, size INTEGER, address TEXT, array TEXT, "
            + "dictionary TEXT, point INTEGER)")
        // Optionals declare the same types.
        #expect(AllOptionalsModel.CodingKeys.objectRelationalMapping.generateCreateTableStatement(named: "t").description
            == binding.generateCreateTableStatement(named: "t").description)
    }

    @Test func extremesAndEveryTypeRoundTrip() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.create(table: "types", of: AllTypesModel.self)
        let zero = AllTypesModel() // empty string, empty Data, zeros
        var minimal = AllTypesModel()
        minimal.key = 2
        minimal.int64 = Int64.min
        minimal.double = -0.0
        minimal.float = .infinity
        let maximal = maximalModel()
        try database.insert([zero, maximal, minimal], intoTable: "types")
        let read: [AllTypesModel] = try database.getObjects(fromTable: "types",
                                                            orderBy: [AllTypesModel.Properties.key])
        #expect(read == [zero, maximal, minimal])
        #expect(read.first?.data.isEmpty == true)
        #expect(read.dropFirst().first?.data.count == 1_048_576)
    }

    @Test func storedRepresentationIsThePlainColumnValue() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.create(table: "types", of: AllTypesModel.self)
        let model = maximalModel()
        try database.insert(model, intoTable: "types")
        let row = try database.getRow(on: Column(named: "uint64"), Column(named: "string"), Column(named: "data"),
                                      Column(named: "mood"), Column(named: "level"), Column(named: "color"),
                                      Column(named: "size"), Column(named: "array"), Column(named: "address"),
                                      Column(named: "date"), Column(named: "uuid"),
                                      fromTable: "types")
        #expect(row[0] == .integer(-1)) // UInt64.max as its bit pattern
        #expect(row[1] == .text("héllo 🌍 \u{0}after NUL"))
        #expect(row[2] == .blob(model.data))
        #expect(row[3] == .text("grumpy"))
        #expect(row[4] == .integer(7))
        #expect(row[5] == .text("green"), "a plain Codable String enum is stored as its raw value, not as JSON")
        #expect(row[6] == .integer(9), "a plain Codable Int enum is stored as its raw value, not as JSON")
        #expect(row[7] == .text("[3,1,2]"))
        #expect(row[8] == .text(#"{"number":42,"street":"Main \"St\"","tags":["a","ü"]}"#))
        #expect(row[9] == .double(1_700_000_000.25))
        #expect(row[10] == .text(model.uuid.uuidString))
    }

    @Test func optionalsRoundTripAsNilAndAsValues() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.create(table: "optionals", of: AllOptionalsModel.self)
        var empty = AllOptionalsModel()
        empty.key = 1
        let full = maximalModel()
        var filled = AllOptionalsModel()
        filled.key = 2
        filled.int = full.int; filled.int8 = full.int8; filled.int16 = full.int16; filled.int32 = full.int32
        filled.int64 = full.int64; filled.uint = full.uint; filled.uint8 = full.uint8; filled.uint16 = full.uint16
        filled.uint32 = full.uint32; filled.uint64 = full.uint64; filled.bool = false; filled.float = full.float
        filled.double = full.double; filled.string = ""; filled.data = Data(); filled.date = full.date
        filled.url = full.url; filled.uuid = full.uuid; filled.mood = full.mood; filled.level = full.level
        filled.color = full.color; filled.size = full.size; filled.address = full.address
        filled.array = []; filled.dictionary = full.dictionary; filled.point = full.point
        // Insert the filled one first so a reused statement must clear its values for the nil one.
        try database.insert([filled, empty], intoTable: "optionals")
        let read: [AllOptionalsModel] = try database.getObjects(fromTable: "optionals",
                                                                orderBy: [AllOptionalsModel.Properties.key])
        #expect(read == [empty, filled])
        let nulls = try database.getValue(on: Column.all.count(), fromTable: "optionals",
                                          where: Column(named: "key") == 1 && Column(named: "string").isNull())
        #expect(nulls == .integer(1))
        // Empty string and empty Data stay empty, not NULL.
        let emptyValues = try database.getRow(on: Column(named: "string"), Column(named: "data"),
                                              fromTable: "optionals", where: Column(named: "key") == 2)
        #expect(emptyValues == [.text(""), .blob(Data())])
    }

    /// SQLite cannot store NaN (it binds as NULL), so the ORM refuses to store it rather than silently turning a
    /// Double into NULL (which would later read back as nil or fail as a non-optional).
    @Test func nanIsRefusedWithAnErrorNamingTheProperty() throws {
        let temporary = TemporaryDatabase()
        let database = temporary.database
        try database.create(table: "doubles", of: DoubleModel.self)
        var model = DoubleModel()
        model.value = .nan
        let error = try #require(throws: WCDBError.self) { try database.insert(model, intoTable: "doubles") }
        #expect(error.message.contains("value"))
        #expect(error.message.contains("NaN"))
        model.value = 1
        model.optional = .nan
        #expect(throws: WCDBError.self) { try database.insert(model, intoTable: "doubles") }
        #expect(try database.getValue(on: Column.all.count(), fromTable: "doubles") == .integer(0))
        // Infinities are stored exactly.
        model.optional = -.infinity
        model.value = .infinity
        try database.insert(model, intoTable: "doubles")
        let read: DoubleModel? = try database.getObject(fromTable: "doubles")
        #expect(read?.value == .infinity)
        #expect(read?.optional == -.infinity)
    }
}
