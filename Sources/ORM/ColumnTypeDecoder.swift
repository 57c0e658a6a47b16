import Foundation
import WCDBCore
import WINQ

/// Finds the column type of every property by decoding the model once from placeholder values, recording the
/// type each key is decoded as. This is how a binding knows that `identifier: Int?` is an INTEGER column
/// without any reflection.
final class ColumnTypeDecoder: Decoder {
    private(set) var types: [String: ColumnType] = [:]
    private(set) var json: Set<String> = []
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    static func discover(_ root: Any.Type, columnNames: [String]) -> (types: [ColumnType?], json: [Bool]) {
        let decoder = ColumnTypeDecoder()
        if let decodable = root as? Decodable.Type {
            // A model whose initialiser rejects placeholders stops early; the keys it did reach are typed,
            // the rest are declared without a type (SQLite accepts any value there).
            _ = try? decodable.init(from: decoder)
        }
        return (columnNames.map { decoder.types[$0] }, columnNames.map { decoder.json.contains($0) })
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Container<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch([Any].self, .init(codingPath: [], debugDescription: "a model is a keyed value"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DecodingError.typeMismatch(Any.self, .init(codingPath: [], debugDescription: "a model is a keyed value"))
    }

    /// A placeholder for any column-convertible type: the first of a few plain values it accepts.
    static func placeholder<T>(_ type: T.Type) -> T? {
        guard let decodable = type as? ColumnDecodable.Type else { return nil }
        for value: Value in [.integer(0), .double(0), .text(""), .blob(Data()), .text("placeholder")] {
            if let made = decodable.init(with: value) as? T { return made }
        }
        return nil
    }

    /// A value of a plain type (no references) made of zero bytes: for a payload-free enum, its first case.
    /// Used only for values discovery throws away; nil for types with references, where zero is not a value.
    static func zeroed<T>(_ type: T.Type) -> T? {
        guard _isPOD(T.self) else { return nil }
        return withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer in
            let raw = UnsafeMutableRawPointer(buffer.baseAddress!)
            raw.initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<T>.size)
            return buffer.baseAddress!.move()
        }
    }

    struct Container<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: ColumnTypeDecoder
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { [] }

        func contains(_ key: Key) -> Bool { true }
        func decodeNil(forKey key: Key) throws -> Bool { false }

        private func record(_ type: ColumnType, _ key: Key) { decoder.types[key.stringValue] = type }

        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { record(.integer32, key); return false }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { record(.text, key); return "" }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { record(.float, key); return 0 }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { record(.float, key); return 0 }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { record(.integer64, key); return 0 }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { record(.integer32, key); return 0 }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { record(.integer32, key); return 0 }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { record(.integer32, key); return 0 }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { record(.integer64, key); return 0 }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { record(.integer64, key); return 0 }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { record(.integer32, key); return 0 }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { record(.integer32, key); return 0 }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { record(.integer64, key); return 0 }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { record(.integer64, key); return 0 }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            if let columnType = (type as? ColumnEncodable.Type)?.columnType {
                record(columnType, key)
                // A type none of the plain placeholders can make (an enum whose raw values are not 0 or "",
                // UUID) must not end discovery: the keys after it would lose their types.
                if let made = ColumnTypeDecoder.placeholder(type) ?? ColumnTypeDecoder.zeroed(type) { return made }
                return try PlaceholderDecoder.make(type)
            }
            return try probe(type, key)
        }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            if let columnType = (type as? ColumnEncodable.Type)?.columnType {
                record(columnType, key)
            } else {
                _ = try? probe(type, key)
            }
            return nil
        }

        /// A Codable type that is not a column type: stored as the single value it encodes itself as (a plain
        /// `enum: String, Codable`), or else as JSON text. Decoding it once from a probe tells which.
        private func probe<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
            let probe = SingleValueProbe()
            let made: T
            do {
                made = try T(from: probe)
            } catch {
                record(probe, key)
                // An enum rejects the placeholder raw value; its all-zero bit pattern is its first case.
                guard let zeroed = ColumnTypeDecoder.zeroed(type) else { throw error }
                return zeroed
            }
            record(probe, key)
            return made
        }

        private func record(_ probe: SingleValueProbe, _ key: Key) {
            if let single = probe.singleValueType, !probe.isJSON {
                record(single, key)
            } else {
                record(.text, key)
                decoder.json.insert(key.stringValue)
            }
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey> {
            record(.text, key)
            decoder.json.insert(key.stringValue)
            return try PlaceholderDecoder().container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            record(.text, key)
            decoder.json.insert(key.stringValue)
            return try PlaceholderDecoder().unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { PlaceholderDecoder() }
        func superDecoder(forKey key: Key) throws -> any Decoder { PlaceholderDecoder() }
    }
}

/// Decodes a Codable value once during type discovery, noting whether it reads itself as one plain value (and
/// which column type that is) or through keyed/unkeyed containers (JSON).
final class SingleValueProbe: Decoder, SingleValueDecodingContainer {
    private(set) var singleValueType: ColumnType?
    private(set) var isJSON = false
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        isJSON = true
        return try PlaceholderDecoder().container(keyedBy: type)
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        isJSON = true
        return try PlaceholderDecoder().unkeyedContainer()
    }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    private func note(_ type: ColumnType) { if singleValueType == nil { singleValueType = type } }

    func decodeNil() -> Bool { false }
    func decode(_ type: Bool.Type) throws -> Bool { note(.integer32); return false }
    func decode(_ type: String.Type) throws -> String { note(.text); return "" }
    func decode(_ type: Double.Type) throws -> Double { note(.float); return 0 }
    func decode(_ type: Float.Type) throws -> Float { note(.float); return 0 }
    func decode(_ type: Int.Type) throws -> Int { note(.integer64); return 0 }
    func decode(_ type: Int8.Type) throws -> Int8 { note(.integer32); return 0 }
    func decode(_ type: Int16.Type) throws -> Int16 { note(.integer32); return 0 }
    func decode(_ type: Int32.Type) throws -> Int32 { note(.integer32); return 0 }
    func decode(_ type: Int64.Type) throws -> Int64 { note(.integer64); return 0 }
    func decode(_ type: UInt.Type) throws -> UInt { note(.integer64); return 0 }
    func decode(_ type: UInt8.Type) throws -> UInt8 { note(.integer32); return 0 }
    func decode(_ type: UInt16.Type) throws -> UInt16 { note(.integer32); return 0 }
    func decode(_ type: UInt32.Type) throws -> UInt32 { note(.integer64); return 0 }
    func decode(_ type: UInt64.Type) throws -> UInt64 { note(.integer64); return 0 }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if let columnType = (type as? ColumnEncodable.Type)?.columnType {
            note(columnType)
            if let made = ColumnTypeDecoder.placeholder(type) ?? ColumnTypeDecoder.zeroed(type) { return made }
        } else {
            // A single value that is itself a nested Codable value: the whole thing is JSON.
            isJSON = true
        }
        return try PlaceholderDecoder.make(type)
    }
}

/// Produces empty placeholder values for nested Codable types during type discovery: empty collections,
/// zeros and empty strings.
struct PlaceholderDecoder: Decoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Keyed<Key>())
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { Unkeyed() }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { Single() }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { [] }
        func contains(_ key: Key) -> Bool { false }
        func decodeNil(forKey key: Key) throws -> Bool { true }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try PlaceholderDecoder.make(type) }
        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey> { KeyedDecodingContainer(Keyed<NestedKey>()) }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { Unkeyed() }
        func superDecoder() throws -> any Decoder { PlaceholderDecoder() }
        func superDecoder(forKey key: Key) throws -> any Decoder { PlaceholderDecoder() }
    }

    struct Unkeyed: UnkeyedDecodingContainer {
        var codingPath: [any CodingKey] { [] }
        var count: Int? { 0 }
        var isAtEnd: Bool { true }
        var currentIndex: Int { 0 }
        mutating func decodeNil() throws -> Bool { true }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try PlaceholderDecoder.make(type) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
            -> KeyedDecodingContainer<NestedKey> { KeyedDecodingContainer(Keyed<NestedKey>()) }
        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { Unkeyed() }
        mutating func superDecoder() throws -> any Decoder { PlaceholderDecoder() }
    }

    struct Single: SingleValueDecodingContainer {
        var codingPath: [any CodingKey] { [] }
        func decodeNil() -> Bool { false }
        func decode(_ type: Bool.Type) throws -> Bool { false }
        func decode(_ type: String.Type) throws -> String { "" }
        func decode(_ type: Double.Type) throws -> Double { 0 }
        func decode(_ type: Float.Type) throws -> Float { 0 }
        func decode(_ type: Int.Type) throws -> Int { 0 }
        func decode(_ type: Int8.Type) throws -> Int8 { 0 }
        func decode(_ type: Int16.Type) throws -> Int16 { 0 }
        func decode(_ type: Int32.Type) throws -> Int32 { 0 }
        func decode(_ type: Int64.Type) throws -> Int64 { 0 }
        func decode(_ type: UInt.Type) throws -> UInt { 0 }
        func decode(_ type: UInt8.Type) throws -> UInt8 { 0 }
        func decode(_ type: UInt16.Type) throws -> UInt16 { 0 }
        func decode(_ type: UInt32.Type) throws -> UInt32 { 0 }
        func decode(_ type: UInt64.Type) throws -> UInt64 { 0 }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try PlaceholderDecoder.make(type) }
    }

    /// A placeholder of any Decodable type: a column type's plain value, a decoded empty value, or (for an enum
    /// that rejects both) its first case.
    static func make<T: Decodable>(_ type: T.Type) throws -> T {
        if let made = ColumnTypeDecoder.placeholder(type) { return made }
        do {
            return try T(from: PlaceholderDecoder())
        } catch {
            if let zeroed = ColumnTypeDecoder.zeroed(type) { return zeroed }
            throw error
        }
    }
}
