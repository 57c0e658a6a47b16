import WINQ

// Integers are stored as INTEGER. Unsigned values above Int64.max are stored as their two's-complement
// bit pattern (so UInt64.max reads back exactly), the same encoding WINQ uses for literals.
// Decoding is exact: a value that does not fit, or text that is not an integer, yields nil.

extension Int: ColumnCodable {
    public static var columnType: ColumnType { .integer64 }
    public func archivedValue() -> Value { .integer(Int64(self)) }
    public init?(with value: Value) {
        guard let integer = Value.exactInteger(value), let result = Int(exactly: integer) else { return nil }
        self = result
    }
}

extension Int8: ColumnCodable {
    public static var columnType: ColumnType { .integer32 }
    public func archivedValue() -> Value { .integer(Int64(self)) }
    public init?(with value: Value) {
        guard let integer = Value.exactInteger(value), let result = Int8(exactly: integer) else { return nil }
        self = result
    }
}

extension Int16: ColumnCodable {
    public static var columnType: ColumnType { .integer32 }
    public func archivedValue() -> Value { .integer(Int64(self)) }
    public init?(with value: Value) {
        guard let integer = Value.exactInteger(value), let result = Int16(exactly: integer) else { return nil }
        self = result
    }
}

extension Int32: ColumnCodable {
    public static var columnType: ColumnType { .integer32 }
    public func archivedValue() -> Value { .integer(Int64(self)) }
    public init?(with value: Value) {
        guard let integer = Value.exactInteger(value), let result = Int32(exactly: integer) else { return nil }
        self = result
    }
}

extension Int64: ColumnCodable {
    public static var columnType: ColumnType { .integer64 }
    public func archivedValue() -> Value { .integer(self) }
    public init?(with value: Value) {
        guard let integer = Value.exactInteger(value) else { return nil }
        self = integer
    }
}

extension UInt: ColumnCodable {
    public static var columnType: ColumnType { .integer64 }
    public func archivedValue() -> Value { .integer(Int64(truncatingIfNeeded: self)) }
    public init?(with value: Value) {
        guard let integer = Value.exactInteger(value) else { return nil }
        self = UInt(truncatingIfNeeded: UInt64(bitPattern: integer))
    }
}

extension UInt8: ColumnCodable {
    public static var columnType: ColumnType { .integer32 }
    public func archivedValue() -> Value { .integer(Int64(self)) }
    public init?(with value: Value) {
        guard let integer = Value.exactInteger(value), let result = UInt8(exactly: integer) else { return nil }
        self = result
    }
}

extension UInt16: ColumnCodable {
    public static var columnType: ColumnType { .integer32 }
    public func archivedValue() -> Value { .integer(Int64(self)) }
    public init?(with value: Value) {
        guard let integer = Value.exactInteger(value), let result = UInt16(exactly: integer) else { return nil }
        self = result
    }
}

extension UInt32: ColumnCodable {
    public static var columnType: ColumnType { .integer64 }
    public func archivedValue() -> Value { .integer(Int64(self)) }
    public init?(with value: Value) {
        guard let integer = Value.exactInteger(value), let result = UInt32(exactly: integer) else { return nil }
        self = result
    }
}

extension UInt64: ColumnCodable {
    public static var columnType: ColumnType { .integer64 }
    public func archivedValue() -> Value { .integer(Int64(bitPattern: self)) }
    public init?(with value: Value) {
        guard let integer = Value.exactInteger(value) else { return nil }
        self = UInt64(bitPattern: integer)
    }
}

extension Bool: ColumnCodable {
    public static var columnType: ColumnType { .integer32 }
    public func archivedValue() -> Value { .integer(self ? 1 : 0) }
    public init?(with value: Value) {
        switch value {
        case .text(let text) where text.lowercased() == "true": self = true
        case .text(let text) where text.lowercased() == "false": self = false
        default:
            guard let integer = Value.exactInteger(value) else { return nil }
            self = integer != 0
        }
    }
}

extension Double: ColumnCodable {
    public static var columnType: ColumnType { .float }
    public func archivedValue() -> Value { .double(self) }
    public init?(with value: Value) {
        switch value {
        case .double(let double): self = double
        case .integer(let integer): self = Double(integer)
        case .text(let text):
            guard let double = Double(text.trimmingSpaces()) else { return nil }
            self = double
        case .null, .blob: return nil
        }
    }
}

extension Float: ColumnCodable {
    public static var columnType: ColumnType { .float }
    public func archivedValue() -> Value { .double(Double(self)) }
    public init?(with value: Value) {
        guard let double = Double(with: value) else { return nil }
        self = Float(double)
    }
}

extension String: ColumnCodable {
    public static var columnType: ColumnType { .text }
    public func archivedValue() -> Value { .text(self) }
    public init?(with value: Value) {
        switch value {
        case .text(let text): self = text
        case .integer, .double: self = value.stringValue
        case .blob(let data):
            guard let text = String(validating: data, as: UTF8.self) else { return nil }
            self = text
        case .null: return nil
        }
    }
}

extension Optional: ColumnEncodable where Wrapped: ColumnEncodable {
    public static var columnType: ColumnType { Wrapped.columnType }
    /// `nil` is stored as NULL.
    public func archivedValue() -> Value {
        switch self {
        case .some(let wrapped): return wrapped.archivedValue()
        case .none: return .null
        }
    }
}

extension Optional: ColumnDecodable where Wrapped: ColumnDecodable {
    /// NULL becomes `nil`; any other value must convert to `Wrapped`.
    public init?(with value: Value) {
        if case .null = value {
            self = .none
            return
        }
        guard let wrapped = Wrapped(with: value) else { return nil }
        self = .some(wrapped)
    }
}

extension ColumnEncodable where Self: RawRepresentable, RawValue: ColumnEncodable {
    /// Enums are stored through their raw value.
    public static var columnType: ColumnType { RawValue.columnType }
    public func archivedValue() -> Value { rawValue.archivedValue() }
}

extension ColumnDecodable where Self: RawRepresentable, RawValue: ColumnDecodable {
    /// Fails for raw values that name no case.
    public init?(with value: Value) {
        guard let raw = RawValue(with: value), let result = Self(rawValue: raw) else { return nil }
        self = result
    }
}
