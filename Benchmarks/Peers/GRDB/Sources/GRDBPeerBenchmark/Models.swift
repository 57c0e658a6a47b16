import Foundation
import GRDB
import GRDBSQLite

/// SQLITE_TRANSIENT, which Swift cannot import as a macro.
let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// The same two models as wcdb-benchmark, as idiomatic GRDB records (dates stored as REAL seconds like
/// WCDBSwift does, so both libraries write the same bytes).
protocol PeerModel: Codable, FetchableRecord, PersistableRecord, Sendable {
    static func createSQL(table: String) -> String
    static var columnNames: [String] { get }
    static func make(index: Int) -> Self
    func bind(raw statement: OpaquePointer)
    init(raw statement: OpaquePointer)
}

extension PeerModel {
    static func makeObjects(count: Int, start: Int = 0) -> [Self] { (start..<(start + count)).map { make(index: $0) } }

    static func insertSQL(table: String) -> String {
        let placeholders = (1...columnNames.count).map { "?\($0)" }.joined(separator: ", ")
        return "INSERT INTO \(table)(\(columnNames.map { "\"\($0)\"" }.joined(separator: ", "))) VALUES(\(placeholders))"
    }

    static func selectSQL(table: String) -> String {
        "SELECT \(columnNames.map { "\"\($0)\"" }.joined(separator: ", ")) FROM \(table)"
    }
}

struct KeyValue: PeerModel {
    static let databaseTableName = "bench"
    var key: Int
    var value: Data

    static func createSQL(table: String) -> String {
        "CREATE TABLE IF NOT EXISTS \(table)(\"key\" INTEGER PRIMARY KEY, \"value\" BLOB)"
    }

    static let columnNames = ["key", "value"]

    static func make(index: Int) -> KeyValue {
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

    func bind(raw statement: OpaquePointer) {
        sqlite3_bind_int64(statement, 1, Int64(key))
        value.withUnsafeBytes { buffer in
            _ = sqlite3_bind_blob(statement, 2, buffer.baseAddress, Int32(buffer.count), transient)
        }
    }

    init(key: Int, value: Data) {
        self.key = key
        self.value = value
    }

    init(raw statement: OpaquePointer) {
        key = Int(sqlite3_column_int64(statement, 0))
        let count = Int(sqlite3_column_bytes(statement, 1))
        if let bytes = sqlite3_column_blob(statement, 1), count > 0 {
            value = Data(bytes: bytes, count: count)
        } else {
            value = Data()
        }
    }
}

struct Person: PeerModel {
    static let databaseTableName = "bench"
    static let databaseDateEncodingStrategy = DatabaseDateEncodingStrategy.timeIntervalSince1970
    static let databaseDateDecodingStrategy = DatabaseDateDecodingStrategy.timeIntervalSince1970
    var id: Int
    var name: String
    var age: Int
    var score: Double
    var createdAt: Date

    static func createSQL(table: String) -> String {
        "CREATE TABLE IF NOT EXISTS \(table)(id INTEGER PRIMARY KEY, name TEXT, age INTEGER, score REAL, createdAt REAL)"
    }

    static let columnNames = ["id", "name", "age", "score", "createdAt"]

    static func make(index: Int) -> Person {
        Person(id: index, name: "Person number \(100_000_000 + index)", age: 18 + index % 60,
               score: Double(index) * 0.25, createdAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)))
    }

    init(id: Int, name: String, age: Int, score: Double, createdAt: Date) {
        self.id = id
        self.name = name
        self.age = age
        self.score = score
        self.createdAt = createdAt
    }

    func bind(raw statement: OpaquePointer) {
        sqlite3_bind_int64(statement, 1, Int64(id))
        var name = name
        name.withUTF8 { buffer in
            _ = buffer.withMemoryRebound(to: CChar.self) { chars in
                sqlite3_bind_text(statement, 2, chars.baseAddress, Int32(chars.count), transient)
            }
        }
        sqlite3_bind_int64(statement, 3, Int64(age))
        sqlite3_bind_double(statement, 4, score)
        sqlite3_bind_double(statement, 5, createdAt.timeIntervalSince1970)
    }

    init(raw statement: OpaquePointer) {
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
}
