import CSQLCipher
import Foundation
import WCDBCore
import WINQ

/// Reads a model's properties straight from the current row of a prepared statement, by column index.
///
/// The column of each property is found once per statement (from the result column names); per row, each
/// property costs one type check and one typed read. A stored value that cannot become the property's type
/// (text that is not a number read into an Int, a BLOB read into a Date, NULL into a non-optional) is a
/// `WCDBError` naming the table and column, never a silent 0.
final class TableDecoder<Root: TableDecodable>: Decoder {
    typealias Key = Root.CodingKeys
    let binding: TableBinding<Key>
    let statement: PreparedStatement
    let tableName: String
    /// Result column index by property ordinal; -1 when the property is not selected.
    let columnIndexes: [Int]
    /// The same table as a raw buffer, so the per-row container stays a plain value (copying it per property,
    /// as the standard library's type-erasing box does, then costs no reference counting).
    private let columnIndexBuffer: UnsafeMutableBufferPointer<Int>
    private var jsonDecoder: JSONDecoder?
    private var singleValueSource: SingleValueSource?
    /// The container of the previous row, reused: creating one per row costs a generic-metadata lookup and an
    /// allocation, which was most of the ORM's per-row overhead.
    private var cachedContainer: AnyObject?
    private var cachedContainerKeyType: Any.Type?
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    /// Maps the statement's result columns to properties by name (`id`, or a redirect alias made with `as`).
    convenience init(binding: TableBinding<Key>, statement: PreparedStatement, tableName: String) {
        var indexes = [Int](repeating: -1, count: binding.allKeys.count)
        for column in 0..<statement.columnCount {
            if let ordinal = binding.ordinal(ofColumnNamed: statement.columnName(atIndex: column)), indexes[ordinal] < 0 {
                indexes[ordinal] = column
            }
        }
        self.init(binding: binding, statement: statement, tableName: tableName, columnIndexes: indexes)
    }

    /// A decoder with an explicit result column per property ordinal (-1: not selected), for selects whose
    /// column names are ambiguous, such as a multi-table select.
    init(binding: TableBinding<Key>, statement: PreparedStatement, tableName: String, columnIndexes indexes: [Int]) {
        self.binding = binding
        self.statement = statement
        self.tableName = tableName
        columnIndexes = indexes
        columnIndexBuffer = UnsafeMutableBufferPointer.allocate(capacity: max(indexes.count, 1))
        _ = columnIndexBuffer.initialize(from: indexes)
    }

    deinit {
        columnIndexBuffer.deallocate()
    }

    /// Decodes the object in the statement's current row.
    func decodeRow() throws -> Root {
        do {
            return try Root(from: self)
        } catch let error as WCDBError {
            throw error
        } catch {
            // A hand-written init(from:) threw its own error: still a WCDBError naming the table.
            throw WCDBError(code: .mismatch, message: "A row of table \(tableName) cannot become \(Root.self): \(error)",
                            sql: statement.sql)
        }
    }

    /// Steps through the remaining rows (at most `limit`) and decodes each.
    ///
    /// The objects are gathered in a manually grown buffer: appending to an `Array` of a generic element
    /// looks its type metadata up on every call, which cost as much per row as decoding an integer column.
    func decodeAllRows(limit: Int? = nil) throws -> [Root] {
        var capacity = 64
        var buffer = UnsafeMutablePointer<Root>.allocate(capacity: capacity)
        var count = 0
        defer {
            buffer.deinitialize(count: count)
            buffer.deallocate()
        }
        while try statement.step() {
            if count == capacity {
                let larger = UnsafeMutablePointer<Root>.allocate(capacity: capacity * 2)
                larger.moveInitialize(from: buffer, count: count)
                buffer.deallocate()
                buffer = larger
                capacity *= 2
            }
            (buffer + count).initialize(to: try decodeRow())
            count += 1
            if let limit, count >= limit { break }
        }
        return Array(UnsafeBufferPointer(start: buffer, count: count))
    }

    func container<K: CodingKey>(keyedBy type: K.Type) -> KeyedDecodingContainer<K> {
        if K.self == cachedContainerKeyType, let cachedContainer {
            return ContainerCache.restore(cachedContainer, as: KeyedDecodingContainer<K>.self)
        }
        let container = KeyedDecodingContainer(Container<K>(decoder: self))
        if let stored = ContainerCache.store(container) {
            cachedContainer = stored
            cachedContainerKeyType = K.self
        }
        return container
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw WCDBError(code: .misuse, message: "\(Root.self) must decode its columns through a keyed container")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw WCDBError(code: .misuse, message: "\(Root.self) must decode its columns through a keyed container")
    }

    func notSelected(_ key: some CodingKey) -> WCDBError {
        WCDBError(code: .misuse, message: "Property \(Root.self).\(key.stringValue) is not optional but column "
            + "\(key.stringValue) is not among the selected columns of table \(tableName)")
    }

    func mismatch(_ key: some CodingKey, at index: Int, expected: Any.Type) -> WCDBError {
        let stored = statement.columnType(atIndex: index)
        let shown: String
        switch stored {
        case .null: shown = "NULL"
        case .text: shown = "TEXT '\(statement.text(atIndex: index).prefix(40))'"
        case .BLOB: shown = "BLOB of \(statement.data(atIndex: index).count) bytes"
        case .float: shown = "REAL \(statement.double(atIndex: index))"
        default: shown = "INTEGER \(statement.int64(atIndex: index))"
        }
        return WCDBError(code: .mismatch,
                         message: "Column \(key.stringValue) of table \(tableName) holds \(shown), which cannot become "
                             + "\(expected) (property \(Root.self).\(key.stringValue))",
                         sql: statement.sql)
    }

    /// Reads a Codable value that is not a column type: from the plain value it decodes itself from through a
    /// single-value container (a `enum: String, Codable`), or else from JSON text.
    func decodeEncodable<T: Decodable>(_ type: T.Type, at index: Int, key: some CodingKey) throws -> T {
        let source: SingleValueSource
        if let existing = singleValueSource {
            source = existing
        } else {
            source = SingleValueSource()
            singleValueSource = source
        }
        source.reset(statement.value(atIndex: index))
        do {
            return try T(from: source)
        } catch {
            if source.needsJSON { return try decodeJSON(type, at: index, key: key) }
            throw mismatch(key, at: index, expected: type)
        }
    }

    func decodeJSON<T: Decodable>(_ type: T.Type, at index: Int, key: some CodingKey) throws -> T {
        let data: Data
        switch statement.columnType(atIndex: index) {
        case .text, .BLOB: data = statement.data(atIndex: index)
        default: throw mismatch(key, at: index, expected: type)
        }
        let decoder: JSONDecoder
        if let existing = jsonDecoder {
            decoder = existing
        } else {
            decoder = JSONDecoder()
            jsonDecoder = decoder
        }
        do {
            return try decoder.decode(type, from: data)
        } catch {
            throw WCDBError(code: .mismatch,
                            message: "Column \(key.stringValue) of table \(tableName) does not hold JSON of \(type) "
                                + "(property \(Root.self).\(key.stringValue)): \(error)", sql: statement.sql)
        }
    }

    struct Container<K: CodingKey>: KeyedDecodingContainerProtocol {
        // Unowned(unsafe): the decoder owns this container (cached) and outlives every use of it; plain
        // references would cost a retain/release pair per property per row.
        unowned(unsafe) let decoder: TableDecoder
        unowned(unsafe) let statement: PreparedStatement
        unowned(unsafe) let binding: TableBinding<Key>
        let columnIndexes: UnsafeMutablePointer<Int>
        /// The sqlite3_stmt itself: the typed reads of the hot path call SQLite directly (a trivial value, so
        /// no reference counting per property).
        let raw: OpaquePointer?
        var codingPath: [any CodingKey] { [] }

        init(decoder: TableDecoder) {
            self.decoder = decoder
            raw = decoder.statement.rawStatement
            statement = decoder.statement
            binding = decoder.binding
            columnIndexes = decoder.columnIndexBuffer.baseAddress!
        }
        var allKeys: [K] {
            decoder.binding.allKeys.enumerated().compactMap { ordinal, key in
                decoder.columnIndexes[ordinal] >= 0 ? K(stringValue: key.stringValue) : nil
            }
        }

        @inline(__always)
        private func columnIndex(_ key: K) -> Int {
            guard let ordinal = binding.ordinal(of: key) else { return -1 }
            return columnIndexes[ordinal]
        }

        func contains(_ key: K) -> Bool { columnIndex(key) >= 0 }

        func decodeNil(forKey key: K) throws -> Bool {
            let index = columnIndex(key)
            return index < 0 || statement.columnType(atIndex: index) == .null
        }

        @inline(__always)
        private func index(_ key: K) throws -> Int {
            let index = columnIndex(key)
            if index < 0 { throw decoder.notSelected(key) }
            return index
        }

        /// The column as an Int64 when it holds an integer; other storage classes go through `converted`.
        @inline(__always)
        private func int64(_ key: K, expected: Any.Type) throws -> Int64 {
            let index = try index(key)
            let position = Int32(truncatingIfNeeded: index)
            if sqlite3_column_type(raw, position) == SQLITE_INTEGER { return sqlite3_column_int64(raw, position) }
            return try converted(key, at: index, expected: expected)
        }

        /// A REAL that is a whole number, or TEXT that spells one, still reads as an integer; anything else
        /// (NULL, BLOB, "abc", 1.5) is a mismatch.
        private func converted(_ key: K, at index: Int, expected: Any.Type) throws -> Int64 {
            switch statement.columnType(atIndex: index) {
            case .float:
                if let exact = Int64(exactly: statement.double(atIndex: index)) { return exact }
            case .text:
                if let parsed = Int64(statement.text(atIndex: index)) { return parsed }
            default:
                break
            }
            throw decoder.mismatch(key, at: index, expected: expected)
        }

        private func narrow<T: FixedWidthInteger>(_ value: Int64, _ key: K) throws -> T {
            if let exact = T(exactly: value) { return exact }
            throw decoder.mismatch(key, at: columnIndex(key), expected: T.self)
        }

        private func floating(_ key: K) throws -> Double {
            let index = try index(key)
            let position = Int32(truncatingIfNeeded: index)
            if sqlite3_column_type(raw, position) == SQLITE_FLOAT { return sqlite3_column_double(raw, position) }
            switch statement.columnType(atIndex: index) {
            case .float: return statement.double(atIndex: index)
            case .integer64, .integer32: return Double(statement.int64(atIndex: index))
            case .text:
                if let parsed = Double(statement.text(atIndex: index)) { return parsed }
            default:
                break
            }
            throw decoder.mismatch(key, at: index, expected: Double.self)
        }

        func decode(_ type: Bool.Type, forKey key: K) throws -> Bool {
            let index = try index(key)
            switch statement.columnType(atIndex: index) {
            case .integer64, .integer32: return statement.int64(atIndex: index) != 0
            case .float: return statement.double(atIndex: index) != 0
            case .text:
                switch statement.text(atIndex: index).lowercased() {
                case "1", "true": return true
                case "0", "false": return false
                default: break
                }
            default: break
            }
            throw decoder.mismatch(key, at: index, expected: type)
        }

        func decode(_ type: String.Type, forKey key: K) throws -> String {
            let index = try index(key)
            let position = Int32(truncatingIfNeeded: index)
            if sqlite3_column_type(raw, position) == SQLITE_TEXT, let bytes = sqlite3_column_text(raw, position) {
                let count = Int(sqlite3_column_bytes(raw, position))
                return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
            }
            switch statement.columnType(atIndex: index) {
            case .text: return statement.text(atIndex: index)
            case .integer64, .integer32, .float: return statement.text(atIndex: index)
            default: throw decoder.mismatch(key, at: index, expected: type)
            }
        }

        func decode(_ type: Double.Type, forKey key: K) throws -> Double { try floating(key) }
        func decode(_ type: Float.Type, forKey key: K) throws -> Float { Float(try floating(key)) }
        func decode(_ type: Int.Type, forKey key: K) throws -> Int { Int(truncatingIfNeeded: try int64(key, expected: type)) }
        func decode(_ type: Int64.Type, forKey key: K) throws -> Int64 { try int64(key, expected: type) }
        func decode(_ type: Int8.Type, forKey key: K) throws -> Int8 { try narrow(try int64(key, expected: type), key) }
        func decode(_ type: Int16.Type, forKey key: K) throws -> Int16 { try narrow(try int64(key, expected: type), key) }
        func decode(_ type: Int32.Type, forKey key: K) throws -> Int32 { try narrow(try int64(key, expected: type), key) }
        func decode(_ type: UInt8.Type, forKey key: K) throws -> UInt8 { try narrow(try int64(key, expected: type), key) }
        func decode(_ type: UInt16.Type, forKey key: K) throws -> UInt16 { try narrow(try int64(key, expected: type), key) }
        func decode(_ type: UInt32.Type, forKey key: K) throws -> UInt32 { try narrow(try int64(key, expected: type), key) }
        // 64-bit unsigned values are stored as their two's-complement bit pattern.
        func decode(_ type: UInt.Type, forKey key: K) throws -> UInt {
            UInt(truncatingIfNeeded: UInt64(bitPattern: try int64(key, expected: type)))
        }
        func decode(_ type: UInt64.Type, forKey key: K) throws -> UInt64 { UInt64(bitPattern: try int64(key, expected: type)) }

        func decode<T: Decodable>(_ type: T.Type, forKey key: K) throws -> T {
            let index = try index(key)
            if T.self == Date.self {
                let position = Int32(truncatingIfNeeded: index)
                let storage = sqlite3_column_type(raw, position)
                if storage == SQLITE_FLOAT || storage == SQLITE_INTEGER {
                    return unsafeBitCast(Date(timeIntervalSince1970: sqlite3_column_double(raw, position)), to: T.self)
                }
                throw decoder.mismatch(key, at: index, expected: type)
            }
            let stored = statement.columnType(atIndex: index)
            if T.self == Date.self {
                switch stored {
                case .float, .integer64, .integer32:
                    return unsafeBitCast(Date(timeIntervalSince1970: statement.double(atIndex: index)), to: T.self)
                default:
                    throw decoder.mismatch(key, at: index, expected: type)
                }
            }
            if T.self == Data.self {
                switch stored {
                case .BLOB, .text: return unsafeBitCast(statement.data(atIndex: index), to: T.self)
                default: throw decoder.mismatch(key, at: index, expected: type)
                }
            }
            if let columnType = type as? any ColumnDecodable.Type {
                if stored != .null, let made = columnType.init(with: statement.value(atIndex: index)) as? T {
                    return made
                }
                throw decoder.mismatch(key, at: index, expected: type)
            }
            if stored == .null { throw decoder.mismatch(key, at: index, expected: type) }
            return try decoder.decodeEncodable(type, at: index, key: key)
        }

        // Optionals: one check for "selected and not NULL", then the typed read.
        @inline(__always)
        private func present(_ key: K) -> Bool {
            let index = columnIndex(key)
            return index >= 0 && sqlite3_column_type(raw, Int32(truncatingIfNeeded: index)) != SQLITE_NULL
        }

        func decodeIfPresent(_ type: Bool.Type, forKey key: K) throws -> Bool? { present(key) ? try decode(type, forKey: key) : nil }
        func decodeIfPresent(_ type: String.Type, forKey key: K) throws -> String? { present(key) ? try decode(type, forKey: key) : nil }
        func decodeIfPresent(_ type: Double.Type, forKey key: K) throws -> Double? { present(key) ? try decode(type, forKey: key) : nil }
        func decodeIfPresent(_ type: Float.Type, forKey key: K) throws -> Float? { present(key) ? try decode(type, forKey: key) : nil }
        func decodeIfPresent(_ type: Int.Type, forKey key: K) throws -> Int? { present(key) ? try decode(type, forKey: key) : nil }
        func decodeIfPresent(_ type: Int8.Type, forKey key: K) throws -> Int8? { present(key) ? try decode(type, forKey: key) : nil }
        func decodeIfPresent(_ type: Int16.Type, forKey key: K) throws -> Int16? { present(key) ? try decode(type, forKey: key) : nil }
        func decodeIfPresent(_ type: Int32.Type, forKey key: K) throws -> Int32? { present(key) ? try decode(type, forKey: key) : nil }
        func decodeIfPresent(_ type: Int64.Type, forKey key: K) throws -> Int64? { present(key) ? try decode(type, forKey: key) : nil }
        func decodeIfPresent(_ type: UInt.Type, forKey key: K) throws -> UInt? { present(key) ? try decode(type, forKey: key) : nil }
        func decodeIfPresent(_ type: UInt8.Type, forKey key: K) throws -> UInt8? { present(key) ? try decode(type, forKey: key) : nil }
        func decodeIfPresent(_ type: UInt16.Type, forKey key: K) throws -> UInt16? { present(key) ? try decode(type, forKey: key) : nil }
        func decodeIfPresent(_ type: UInt32.Type, forKey key: K) throws -> UInt32? { present(key) ? try decode(type, forKey: key) : nil }
        func decodeIfPresent(_ type: UInt64.Type, forKey key: K) throws -> UInt64? { present(key) ? try decode(type, forKey: key) : nil }
        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: K) throws -> T? {
            present(key) ? try decode(type, forKey: key) : nil
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: K) throws
            -> KeyedDecodingContainer<NestedKey> {
            throw WCDBError(code: .misuse, message: "\(Root.self) reads a nested container for \(key.stringValue); "
                + "declare the property as a Codable type instead (it is stored as JSON)")
        }

        func nestedUnkeyedContainer(forKey key: K) throws -> any UnkeyedDecodingContainer {
            throw WCDBError(code: .misuse, message: "\(Root.self) reads a nested container for \(key.stringValue); "
                + "declare the property as a Codable type instead (it is stored as JSON)")
        }

        func superDecoder() throws -> any Decoder { decoder }
        func superDecoder(forKey key: K) throws -> any Decoder { decoder }
    }
}

/// Serves one column value to a Codable type that decodes itself through a single-value container (a plain
/// `enum: String, Codable`). Types that ask for keyed or unkeyed containers set `needsJSON` and are read from
/// JSON text instead. One instance is reused for a whole select.
final class SingleValueSource: Decoder, SingleValueDecodingContainer {
    private var value: Value = .null
    private(set) var needsJSON = false
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    private struct NeedsJSON: Error {}
    private struct Mismatch: Error {}

    func reset(_ value: Value) {
        self.value = value
        needsJSON = false
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        needsJSON = true
        throw NeedsJSON()
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        needsJSON = true
        throw NeedsJSON()
    }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    private func convert<T: ColumnDecodable>(_ type: T.Type) throws -> T {
        if case .null = value { throw Mismatch() }
        guard let converted = T(with: value) else { throw Mismatch() }
        return converted
    }

    func decodeNil() -> Bool { if case .null = value { return true } else { return false } }
    func decode(_ type: Bool.Type) throws -> Bool { try convert(type) }
    func decode(_ type: String.Type) throws -> String {
        guard case .text(let text) = value else { throw Mismatch() }
        return text
    }
    func decode(_ type: Double.Type) throws -> Double { try convert(type) }
    func decode(_ type: Float.Type) throws -> Float { try convert(type) }
    func decode(_ type: Int.Type) throws -> Int { try convert(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try convert(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try convert(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try convert(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try convert(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try convert(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try convert(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try convert(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try convert(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try convert(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if let columnType = type as? any ColumnDecodable.Type {
            if case .null = value { throw Mismatch() }
            guard let made = columnType.init(with: value) as? T else { throw Mismatch() }
            return made
        }
        // A single value that is itself a nested Codable value: the whole thing was stored as JSON.
        needsJSON = true
        throw NeedsJSON()
    }
}
