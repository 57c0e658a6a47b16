import CSQLCipher
import XCTest
@testable import WINQ

/// A fixed SQL statement standing in for a SELECT inside EXISTS/IN tests, so expression tests do not depend on
/// the statement types.
struct FixedStatement: Statement {
    let sql: String
    init(_ sql: String) { self.sql = sql }
    var isReadOnly: Bool { true }
    func render(into writer: inout SQLWriter) { writer.write(sql) }
}

/// A window definition stand-in for `.over(...)` tests.
struct FixedWindow: SQLConvertible {
    let sql: String
    init(_ sql: String) { self.sql = sql }
    func render(into writer: inout SQLWriter) { writer.write(sql) }
}

/// Asserts the exact SQL of a node, and that it renders without reported problems.
func assertSQL(_ node: some SQLConvertible, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(node.description, expected, file: file, line: line)
    do {
        _ = try node.validatedSQL()
    } catch {
        XCTFail("unexpected WINQError: \(error.message)", file: file, line: line)
    }
}

/// Asserts that `validatedSQL()` throws a WINQError whose message contains `fragment`.
func assertInvalid(_ node: some SQLConvertible, mentioning fragment: String,
                   file: StaticString = #filePath, line: UInt = #line) {
    do {
        let sql = try node.validatedSQL()
        XCTFail("expected a WINQError, got SQL: \(sql)", file: file, line: line)
    } catch {
        XCTAssertTrue(error.message.contains(fragment), "message '\(error.message)' lacks '\(fragment)'",
                      file: file, line: line)
    }
}

/// Reads the first column of the first row of `sql` through the C API, keeping SQLite's storage class and
/// exact value (SQLiteAcceptance.run returns text, which loses double precision).
enum SQLiteValue: Equatable {
    case integer(Int64)
    case double(Double)
    case text(String)
    case blob([UInt8])
    case null

    static func of(_ sql: String) throws -> SQLiteValue {
        var db: OpaquePointer?
        guard sqlite3_open_v2(":memory:", &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK,
              let db else { throw SQLiteAcceptance.Failure(message: "cannot open") }
        defer { sqlite3_close_v2(db) }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK else {
            throw SQLiteAcceptance.Failure(message: String(cString: sqlite3_errmsg(db)) + " in: " + sql)
        }
        defer { sqlite3_finalize(statement) }
        guard sqlite3_step(statement) == SQLITE_ROW else {
            throw SQLiteAcceptance.Failure(message: String(cString: sqlite3_errmsg(db)) + " in: " + sql)
        }
        switch sqlite3_column_type(statement, 0) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, 0))
        case SQLITE_FLOAT: return .double(sqlite3_column_double(statement, 0))
        case SQLITE_TEXT:
            let count = Int(sqlite3_column_bytes(statement, 0))
            guard let text = sqlite3_column_text(statement, 0) else { return .text("") }
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, 0))
            guard let bytes = sqlite3_column_blob(statement, 0) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default: return .null
        }
    }
}

/// A small deterministic generator (SplitMix64) so property-style tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Upper-case hex of bytes, as SQLite's hex() prints them.
func hexString<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    let digits = Array("0123456789ABCDEF")
    var out = ""
    for byte in bytes {
        out.append(digits[Int(byte >> 4)])
        out.append(digits[Int(byte & 0x0F)])
    }
    return out
}

/// A fresh in-memory database that runs whole scripts through `sqlite3_exec`, so any statement smuggled into
/// the SQL text would run too (unlike `sqlite3_prepare_v2`, which stops after the first statement).
final class ScriptDatabase {
    private let db: OpaquePointer

    init() throws {
        var handle: OpaquePointer?
        guard sqlite3_open_v2(":memory:", &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK,
              let handle else { throw SQLiteAcceptance.Failure(message: "cannot open") }
        db = handle
    }

    deinit { sqlite3_close_v2(db) }

    /// Runs every statement in `sql`.
    func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        if sqlite3_exec(db, sql, nil, nil, &message) != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? "unknown error"
            sqlite3_free(message)
            throw SQLiteAcceptance.Failure(message: text + " in: " + sql.prefix(200))
        }
    }

    /// How many statements SQLite finds in `sql` (comments and whitespace alone are not statements).
    func statementCount(_ sql: String) throws -> Int {
        var count = 0
        var utf8 = Array(sql.utf8CString)
        try utf8.withUnsafeMutableBufferPointer { buffer in
            var cursor: UnsafePointer<CChar>? = UnsafePointer(buffer.baseAddress)
            while let current = cursor, current.pointee != 0 {
                var statement: OpaquePointer?
                var tail: UnsafePointer<CChar>?
                guard sqlite3_prepare_v2(db, current, -1, &statement, &tail) == SQLITE_OK else {
                    throw SQLiteAcceptance.Failure(message: String(cString: sqlite3_errmsg(db)))
                }
                if statement != nil { count += 1 }
                sqlite3_finalize(statement)
                cursor = tail
            }
        }
        return count
    }

    /// The rows of a query, each column as text (NULL as nil).
    func rows(_ sql: String) throws -> [[String?]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK else {
            throw SQLiteAcceptance.Failure(message: String(cString: sqlite3_errmsg(db)) + " in: " + sql.prefix(200))
        }
        defer { sqlite3_finalize(statement) }
        return try SQLiteAcceptance.textRows(of: statement, on: db)
    }
}
