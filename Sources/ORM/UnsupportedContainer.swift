import WCDBCore

/// Stands in for containers a table row cannot have (a model encoded as an array or a single value, or
/// hand-written nested containers): every call throws a `WCDBError` naming the model, instead of trapping.
struct UnsupportedContainer: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    let rootType: Any.Type
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }

    private func failure() -> WCDBError {
        WCDBError(code: .misuse, message: "\(rootType) must encode its columns through a keyed container "
            + "(the synthesized Codable conformance does); unkeyed, single-value and nested containers do not map to columns")
    }

    mutating func encodeNil() throws { throw failure() }
    mutating func encode<T: Encodable>(_ value: T) throws { throw failure() }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(UnsupportedKeyedContainer<NestedKey>(rootType: rootType))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
    mutating func superEncoder() -> any Encoder { UnsupportedEncoder(rootType: rootType) }
}

struct UnsupportedKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let rootType: Any.Type
    var codingPath: [any CodingKey] { [] }

    private func failure() -> WCDBError {
        WCDBError(code: .misuse, message: "\(rootType) writes a nested keyed container; store nested values as "
            + "Codable properties (they become JSON columns) instead")
    }

    mutating func encodeNil(forKey key: Key) throws { throw failure() }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { throw failure() }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(UnsupportedKeyedContainer<NestedKey>(rootType: rootType))
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        UnsupportedContainer(rootType: rootType)
    }
    mutating func superEncoder() -> any Encoder { UnsupportedEncoder(rootType: rootType) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { UnsupportedEncoder(rootType: rootType) }
}

struct UnsupportedEncoder: Encoder {
    let rootType: Any.Type
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(UnsupportedKeyedContainer<Key>(rootType: rootType))
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { UnsupportedContainer(rootType: rootType) }
    func singleValueContainer() -> any SingleValueEncodingContainer { UnsupportedContainer(rootType: rootType) }
}
