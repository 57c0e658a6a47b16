import CSQLCipher
import Foundation
import WCDBCore
import WINQ

/// Binds a model's properties straight into a prepared statement's parameters, by index.
///
/// One encoder serves a whole batch: it is created once per statement, and each object's synthesized
/// `encode(to:)` calls land on typed `bind` calls with no intermediate dictionary or boxing for the common
/// column types.
final class TableEncoder<Root: TableEncodable>: Encoder {
    typealias Key = Root.CodingKeys
    let binding: TableBinding<Key>
    let statement: PreparedStatement
    /// The statement's parameter index by property ordinal; 0 when the property is not part of the statement.
    let parameterIndexes: [Int]
    /// The same table as a raw buffer, so the per-object container stays a plain value (see `TableDecoder`).
    private let parameterIndexBuffer: UnsafeMutableBufferPointer<Int>
    private var jsonEncoder: JSONEncoder?
    private var singleValueCapture: SingleValueCapture?
    /// The first bind SQLite refused in the current object (a value too big, say), thrown once it is encoded.
    var bindFailure: WCDBError?
    /// The container of the previous object, reused (see `TableDecoder`).
    private var cachedContainer: AnyObject?
    private var cachedContainerKeyType: Any.Type?
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    /// - Parameter ordinals: the properties bound by the statement, in parameter order (`?1` is the first).
    init(binding: TableBinding<Key>, statement: PreparedStatement, ordinals: [Int]) {
        self.binding = binding
        self.statement = statement
        var indexes = [Int](repeating: 0, count: binding.allKeys.count)
        for (position, ordinal) in ordinals.enumerated() { indexes[ordinal] = position + 1 }
        parameterIndexes = indexes
        parameterIndexBuffer = UnsafeMutableBufferPointer.allocate(capacity: max(indexes.count, 1))
        _ = parameterIndexBuffer.initialize(from: indexes)
    }

    deinit {
        parameterIndexBuffer.deallocate()
    }

    /// Binds every property of `object`; when `leavingNull` names a property, it is bound NULL instead (an
    /// auto-increment primary key that SQLite should choose).
    func bind(_ object: Root, leavingNull ordinal: Int? = nil) throws {
        statement.reset()
        statement.clearBindings()
        do {
            try object.encode(to: self)
        } catch let error as WCDBError {
            throw error
        } catch {
            // A hand-written encode(to:) threw its own error: still a WCDBError for the caller.
            throw WCDBError(code: .mismatch, message: "\(Root.self) cannot be encoded: \(error)")
        }
        if let bindFailure {
            self.bindFailure = nil
            throw bindFailure
        }
        if let ordinal, parameterIndexes[ordinal] > 0 {
            statement.bindNull(toIndex: parameterIndexes[ordinal])
        }
    }

    /// Binds a Codable value that is not a column type: as the single plain value it encodes itself as (a
    /// `enum: String, Codable` stores its raw value), or else as JSON text.
    func bindEncodable(_ value: some Encodable, toIndex index: Int, key: some CodingKey) throws {
        let capture: SingleValueCapture
        if let existing = singleValueCapture {
            capture = existing
            capture.reset()
        } else {
            capture = SingleValueCapture()
            singleValueCapture = capture
        }
        do {
            try value.encode(to: capture)
        } catch {
            if !capture.needsJSON {
                throw WCDBError(code: .mismatch, message: "Property \(Root.self).\(key.stringValue) of type "
                    + "\(type(of: value)) cannot be stored: encoding it failed (\(error))")
            }
        }
        if !capture.needsJSON, let captured = capture.value {
            if case .double(let double) = captured, double.isNaN {
                throw WCDBError(code: .mismatch, message: Self.nanMessage(key))
            }
            statement.bind(captured, toIndex: index)
            return
        }
        try bindJSON(value, toIndex: index, key: key)
    }

    static func nanMessage(_ key: some CodingKey) -> String {
        "Property \(Root.self).\(key.stringValue) is NaN, which SQLite cannot store (it would become NULL); "
            + "store nil in an optional instead"
    }

    func bindJSON(_ value: some Encodable, toIndex index: Int, key: some CodingKey) throws {
        let encoder: JSONEncoder
        if let existing = jsonEncoder {
            encoder = existing
        } else {
            encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            jsonEncoder = encoder
        }
        do {
            let data = try encoder.encode(value)
            statement.bind(text: String(decoding: data, as: UTF8.self), toIndex: index)
        } catch {
            throw WCDBError(code: .mismatch,
                            message: "Property \(Root.self).\(key.stringValue) of type \(type(of: value)) cannot be "
                                + "stored: it is neither a column type nor encodable as JSON (\(error))")
        }
    }

    func container<K: CodingKey>(keyedBy type: K.Type) -> KeyedEncodingContainer<K> {
        if K.self == cachedContainerKeyType, let cachedContainer {
            return ContainerCache.restore(cachedContainer, as: KeyedEncodingContainer<K>.self)
        }
        let container = KeyedEncodingContainer(Container<K>(encoder: self))
        if let stored = ContainerCache.store(container) {
            cachedContainer = stored
            cachedContainerKeyType = K.self
        }
        return container
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnsupportedContainer(rootType: Root.self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        UnsupportedContainer(rootType: Root.self)
    }

    struct Container<K: CodingKey>: KeyedEncodingContainerProtocol {
        // Unowned(unsafe): the encoder owns this container (cached) and outlives every use of it.
        unowned(unsafe) let encoder: TableEncoder
        unowned(unsafe) let statement: PreparedStatement
        unowned(unsafe) let binding: TableBinding<Key>
        let parameterIndexes: UnsafeMutablePointer<Int>
        /// The sqlite3_stmt itself: the typed binds of the hot path call SQLite directly.
        let raw: OpaquePointer?
        var codingPath: [any CodingKey] { [] }

        init(encoder: TableEncoder) {
            self.encoder = encoder
            raw = encoder.statement.rawStatement
            statement = encoder.statement
            binding = encoder.binding
            parameterIndexes = encoder.parameterIndexBuffer.baseAddress!
        }

        @inline(__always)
        private func parameterIndex(_ key: K) -> Int {
            guard let ordinal = binding.ordinal(of: key) else { return 0 }
            return parameterIndexes[ordinal]
        }

        mutating func encodeNil(forKey key: K) throws {
            let index = parameterIndex(key)
            if index > 0 { statement.bindNull(toIndex: index) }
        }

        mutating func encode(_ value: Bool, forKey key: K) throws { bindInteger(value ? 1 : 0, key) }
        mutating func encode(_ value: String, forKey key: K) throws {
            let index = parameterIndex(key)
            guard index > 0 else { return }
            var text = value
            let position = Int32(truncatingIfNeeded: index)
            let result: Int32 = text.withUTF8 { bytes in
                guard let base = bytes.baseAddress else {
                    // A nil pointer would store NULL; an empty string must stay an empty string.
                    return sqlite3_bind_text(raw, position, "", 0, wcdb_sqlite3_static())
                }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    sqlite3_bind_text(raw, position, $0, Int32(truncatingIfNeeded: bytes.count), wcdb_sqlite3_transient())
                }
            }
            check(result, key)
        }
        mutating func encode(_ value: Double, forKey key: K) throws { bindDouble(value, key) }
        mutating func encode(_ value: Float, forKey key: K) throws { bindDouble(Double(value), key) }
        mutating func encode(_ value: Int, forKey key: K) throws { bindInteger(Int64(value), key) }
        mutating func encode(_ value: Int8, forKey key: K) throws { bindInteger(Int64(value), key) }
        mutating func encode(_ value: Int16, forKey key: K) throws { bindInteger(Int64(value), key) }
        mutating func encode(_ value: Int32, forKey key: K) throws { bindInteger(Int64(value), key) }
        mutating func encode(_ value: Int64, forKey key: K) throws { bindInteger(value, key) }
        mutating func encode(_ value: UInt, forKey key: K) throws { bindInteger(Int64(bitPattern: UInt64(value)), key) }
        mutating func encode(_ value: UInt8, forKey key: K) throws { bindInteger(Int64(value), key) }
        mutating func encode(_ value: UInt16, forKey key: K) throws { bindInteger(Int64(value), key) }
        mutating func encode(_ value: UInt32, forKey key: K) throws { bindInteger(Int64(value), key) }
        mutating func encode(_ value: UInt64, forKey key: K) throws { bindInteger(Int64(bitPattern: value), key) }

        mutating func encode<T: Encodable>(_ value: T, forKey key: K) throws {
            let index = parameterIndex(key)
            guard index > 0 else { return }
            if T.self == Date.self {
                check(sqlite3_bind_double(raw, Int32(truncatingIfNeeded: index),
                                          unsafeBitCast(value, to: Date.self).timeIntervalSince1970), key)
            } else if T.self == Data.self {
                statement.bind(blob: unsafeBitCast(value, to: Data.self), toIndex: index)
            } else if let columnValue = value as? any ColumnEncodable {
                statement.bind(columnValue.archivedValue(), toIndex: index)
            } else {
                try encoder.bindEncodable(value, toIndex: index, key: key)
            }
        }

        // Optionals: nil must bind NULL explicitly, or a reused statement would keep the previous row's value.
        mutating func encodeIfPresent(_ value: Bool?, forKey key: K) throws {
            if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
        }
        mutating func encodeIfPresent(_ value: String?, forKey key: K) throws {
            if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
        }
        mutating func encodeIfPresent(_ value: Double?, forKey key: K) throws {
            if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
        }
        mutating func encodeIfPresent(_ value: Float?, forKey key: K) throws {
            if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
        }
        mutating func encodeIfPresent(_ value: Int?, forKey key: K) throws {
            if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
        }
        mutating func encodeIfPresent(_ value: Int8?, forKey key: K) throws {
            if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
        }
        mutating func encodeIfPresent(_ value: Int16?, forKey key: K) throws {
            if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
        }
        mutating func encodeIfPresent(_ value: Int32?, forKey key: K) throws {
            if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
        }
        mutating func encodeIfPresent(_ value: Int64?, forKey key: K) throws {
            if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
        }
        mutating func encodeIfPresent(_ value: UInt?, forKey key: K) throws {
            if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
        }
        mutating func encodeIfPresent(_ value: UInt8?, forKey key: K) throws {
            if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
        }
        mutating func encodeIfPresent(_ value: UInt16?, forKey key: K) throws {
            if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
        }
        mutating func encodeIfPresent(_ value: UInt32?, forKey key: K) throws {
            if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
        }
        mutating func encodeIfPresent(_ value: UInt64?, forKey key: K) throws {
            if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
        }
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: K) throws {
            if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
        }

        @inline(__always)
        private func bindInteger(_ value: Int64, _ key: K) {
            let index = parameterIndex(key)
            if index > 0 { check(sqlite3_bind_int64(raw, Int32(truncatingIfNeeded: index), value), key) }
        }

        @inline(__always)
        private func bindDouble(_ value: Double, _ key: K) {
            let index = parameterIndex(key)
            guard index > 0 else { return }
            // SQLite binds NaN as NULL: refuse it rather than silently store a NULL.
            if value.isNaN {
                refuseNaN(key)
                return
            }
            check(sqlite3_bind_double(raw, Int32(truncatingIfNeeded: index), value), key)
        }

        private func refuseNaN(_ key: K) {
            if encoder.bindFailure == nil {
                encoder.bindFailure = WCDBError(code: .mismatch, message: TableEncoder.nanMessage(key))
            }
        }

        @inline(__always)
        private func check(_ result: Int32, _ key: K) {
            if result != SQLITE_OK, encoder.bindFailure == nil {
                encoder.bindFailure = WCDBError(code: WCDBError.Code(rawValue: result & 0xFF), extendedCode: result,
                                                message: "Cannot bind property \(Root.self).\(key.stringValue): "
                                                    + String(cString: sqlite3_errstr(result)))
            }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: K)
            -> KeyedEncodingContainer<NestedKey> {
            // A model that hand-writes nested containers cannot map them to one column.
            KeyedEncodingContainer(UnsupportedKeyedContainer<NestedKey>(rootType: Root.self))
        }

        mutating func nestedUnkeyedContainer(forKey key: K) -> any UnkeyedEncodingContainer {
            UnsupportedContainer(rootType: Root.self)
        }

        mutating func superEncoder() -> any Encoder { encoder }
        mutating func superEncoder(forKey key: K) -> any Encoder { encoder }
    }
}

/// Captures the one value a Codable type encodes itself as through a single-value container (a plain
/// `enum: String, Codable`, a wrapper around a column type). Types that use keyed or unkeyed containers set
/// `needsJSON` and are stored as JSON instead. One instance is reused for a whole batch.
final class SingleValueCapture: Encoder, SingleValueEncodingContainer {
    private(set) var value: Value?
    private(set) var needsJSON = false
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    private struct NeedsJSON: Error {}

    func reset() {
        value = nil
        needsJSON = false
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        needsJSON = true
        return KeyedEncodingContainer(UnsupportedKeyedContainer<Key>(rootType: Any.self))
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        needsJSON = true
        return UnsupportedContainer(rootType: Any.self)
    }
    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    func encodeNil() throws { value = .null }
    func encode(_ value: Bool) throws { self.value = .integer(value ? 1 : 0) }
    func encode(_ value: String) throws { self.value = .text(value) }
    func encode(_ value: Double) throws { self.value = .double(value) }
    func encode(_ value: Float) throws { self.value = .double(Double(value)) }
    func encode(_ value: Int) throws { self.value = .integer(Int64(value)) }
    func encode(_ value: Int8) throws { self.value = .integer(Int64(value)) }
    func encode(_ value: Int16) throws { self.value = .integer(Int64(value)) }
    func encode(_ value: Int32) throws { self.value = .integer(Int64(value)) }
    func encode(_ value: Int64) throws { self.value = .integer(value) }
    func encode(_ value: UInt) throws { self.value = .integer(Int64(bitPattern: UInt64(value))) }
    func encode(_ value: UInt8) throws { self.value = .integer(Int64(value)) }
    func encode(_ value: UInt16) throws { self.value = .integer(Int64(value)) }
    func encode(_ value: UInt32) throws { self.value = .integer(Int64(value)) }
    func encode(_ value: UInt64) throws { self.value = .integer(Int64(bitPattern: value)) }
    func encode<T: Encodable>(_ value: T) throws {
        if let column = value as? any ColumnEncodable {
            self.value = column.archivedValue()
        } else {
            // A single value that is itself a nested Codable value: store the whole thing as JSON.
            needsJSON = true
            throw NeedsJSON()
        }
    }
}
