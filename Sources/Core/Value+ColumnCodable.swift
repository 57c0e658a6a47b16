import WINQ

extension Value: ColumnCodable {
    /// A `Value` stores itself unchanged.
    public static var columnType: ColumnType { .null }
    public func archivedValue() -> Value { self }
    public init?(with value: Value) { self = value }
}
