import CSQLCipher
import Foundation
import WCDBSwift

/// A model every row-oriented workload can run with in all three implementations. The raw and core paths
/// read and write the same Swift values as the ORM, so the comparison starts and ends at the same objects.
public protocol BenchmarkModel: TableCodable, Sendable {
    /// Plain DDL for the raw implementation (the same columns and affinities the ORM creates).
    static func createSQL(table: String) -> String
    /// Column names in declaration order, used to build the WINQ statements of the core implementation.
    static var columnNames: [String] { get }
    /// The deterministic object number `index` of a data set.
    static func make(index: Int) -> Self
    /// Binds the properties to `?1...?n` of a raw statement.
    func bind(raw statement: OpaquePointer)
    /// Reads the properties from the current row of a raw statement.
    init(raw statement: OpaquePointer)
    /// Binds the properties to `?1...?n` of a WCDBSwift prepared statement.
    func bind(core statement: PreparedStatement)
    /// Reads the properties from the current row of a WCDBSwift prepared statement.
    init(core statement: PreparedStatement)
}

extension BenchmarkModel {
    /// `INSERT INTO table(columns) VALUES(?1, ...)` for the raw implementation.
    static func insertSQL(table: String) -> String {
        let placeholders = (1...columnNames.count).map { "?\($0)" }.joined(separator: ", ")
        return "INSERT INTO \(table)(\(columnNames.map { "\"\($0)\"" }.joined(separator: ", "))) VALUES(\(placeholders))"
    }

    /// `SELECT columns FROM table` for the raw implementation.
    static func selectSQL(table: String) -> String {
        "SELECT \(columnNames.map { "\"\($0)\"" }.joined(separator: ", ")) FROM \(table)"
    }

    /// The insert as a WINQ statement (core implementation).
    static func insertStatement(table: String) -> StatementInsert {
        StatementInsert().insert(intoTable: table)
            .columns(columnNames.map { Column(named: $0) })
            .values((1...columnNames.count).map { BindParameter($0) })
    }

    /// The select as a WINQ statement (core implementation).
    static func selectStatement(table: String) -> StatementSelect {
        StatementSelect().select(columnNames.map { Column(named: $0) }).from(table)
    }

    /// `count` objects, numbered from `start`.
    static func makeObjects(count: Int, start: Int = 0) -> [Self] {
        (start..<(start + count)).map { make(index: $0) }
    }
}

/// WCDB's own benchmark object: an integer key and a 100-byte value.
public struct KeyValue: BenchmarkModel, Equatable {
    public var key: Int
    public var value: Data

    public init(key: Int, value: Data) {
        self.key = key
        self.value = value
    }

    public enum CodingKeys: String, CodingTableKey {
        public typealias Root = KeyValue
        public static let objectRelationalMapping = TableBinding(CodingKeys.self) {
            BindColumnConstraint(key, isPrimary: true)
        }
        case key
        case value
    }

    public static func createSQL(table: String) -> String {
        "CREATE TABLE IF NOT EXISTS \(table)(\"key\" INTEGER PRIMARY KEY, \"value\" BLOB)"
    }

    public static let columnNames = ["key", "value"]

    public static func make(index: Int) -> KeyValue {
        // A cheap deterministic pseudo-random 100 bytes (xorshift), so pages do not compress to nothing.
        var state = UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15 | 1
        var bytes = [UInt8](repeating: 0, count: 100)
        for offset in 0..<100 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            bytes[offset] = UInt8(truncatingIfNeeded: state)
        }
        return KeyValue(key: index, value: Data(bytes))
    }

    public func bind(raw statement: OpaquePointer) {
        sqlite3_bind_int64(statement, 1, Int64(key))
        value.withUnsafeBytes { buffer in
            _ = sqlite3_bind_blob(statement, 2, buffer.baseAddress, Int32(buffer.count), wcdb_sqlite3_transient())
        }
    }

    public init(raw statement: OpaquePointer) {
        key = Int(sqlite3_column_int64(statement, 0))
        let count = Int(sqlite3_column_bytes(statement, 1))
        if let bytes = sqlite3_column_blob(statement, 1), count > 0 {
            value = Data(bytes: bytes, count: count)
        } else {
            value = Data()
        }
    }

    public func bind(core statement: PreparedStatement) {
        statement.bind(integer: Int64(key), toIndex: 1)
        statement.bind(blob: value, toIndex: 2)
    }

    public init(core statement: PreparedStatement) {
        key = Int(statement.int64(atIndex: 0))
        value = statement.data(atIndex: 1)
    }
}

/// A typical app model: five properties of the common types.
public struct Person: BenchmarkModel, Equatable {
    public var id: Int
    public var name: String
    public var age: Int
    public var score: Double
    public var createdAt: Date

    public init(id: Int, name: String, age: Int, score: Double, createdAt: Date) {
        self.id = id
        self.name = name
        self.age = age
        self.score = score
        self.createdAt = createdAt
    }

    public enum CodingKeys: String, CodingTableKey {
        public typealias Root = Person
        public static let objectRelationalMapping = TableBinding(CodingKeys.self) {
            BindColumnConstraint(id, isPrimary: true)
        }
        case id
        case name
        case age
        case score
        case createdAt
    }

    public static func createSQL(table: String) -> String {
        "CREATE TABLE IF NOT EXISTS \(table)(id INTEGER PRIMARY KEY, name TEXT, age INTEGER, score REAL, createdAt REAL)"
    }

    public static let columnNames = ["id", "name", "age", "score", "createdAt"]

    public static func make(index: Int) -> Person {
        Person(id: index, name: "Person number \(100_000_000 + index)", age: 18 + index % 60,
               score: Double(index) * 0.25, createdAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)))
    }

    public func bind(raw statement: OpaquePointer) {
        sqlite3_bind_int64(statement, 1, Int64(id))
        var name = name
        name.withUTF8 { buffer in
            _ = buffer.withMemoryRebound(to: CChar.self) { chars in
                sqlite3_bind_text(statement, 2, chars.baseAddress, Int32(chars.count), wcdb_sqlite3_transient())
            }
        }
        sqlite3_bind_int64(statement, 3, Int64(age))
        sqlite3_bind_double(statement, 4, score)
        sqlite3_bind_double(statement, 5, createdAt.timeIntervalSince1970)
    }

    public init(raw statement: OpaquePointer) {
        id = Int(sqlite3_column_int64(statement, 0))
        let count = Int(sqlite3_column_bytes(statement, 1))
        if let text = sqlite3_column_text(statement, 1) {
            name = String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
        } else {
            name = ""
        }
        age = Int(sqlite3_column_int64(statement, 2))
        score = sqlite3_column_double(statement, 3)
        createdAt = Date(timeIntervalSince1970: sqlite3_column_double(statement, 4))
    }

    public func bind(core statement: PreparedStatement) {
        statement.bind(integer: Int64(id), toIndex: 1)
        statement.bind(text: name, toIndex: 2)
        statement.bind(integer: Int64(age), toIndex: 3)
        statement.bind(double: score, toIndex: 4)
        statement.bind(double: createdAt.timeIntervalSince1970, toIndex: 5)
    }

    public init(core statement: PreparedStatement) {
        id = Int(statement.int64(atIndex: 0))
        name = statement.text(atIndex: 1)
        age = Int(statement.int64(atIndex: 2))
        score = statement.double(atIndex: 3)
        createdAt = Date(timeIntervalSince1970: statement.double(atIndex: 4))
    }
}
