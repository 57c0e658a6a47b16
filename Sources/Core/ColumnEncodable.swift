import WINQ

/// A Swift type that can be stored in one column.
///
/// Standard types conform already (integers, `Bool`, `Float`, `Double`, `String`, `Data`, `Date`, `URL`,
/// `UUID`, optionals of those, and enums whose raw value conforms). A custom type picks a storage class and
/// converts itself to a ``Value``:
///
/// ```swift
/// struct Point: ColumnCodable {
///     var x: Int32, y: Int32
///     static var columnType: ColumnType { .integer64 }
///     func archivedValue() -> Value { .integer(Int64(x) << 32 | Int64(UInt32(bitPattern: y))) }
///     init?(with value: Value) {
///         guard case .integer(let packed) = value else { return nil }
///         x = Int32(truncatingIfNeeded: packed >> 32); y = Int32(truncatingIfNeeded: packed)
///     }
/// }
/// ```
public protocol ColumnEncodable {
    /// The declared column type used when a table is created for this type.
    static var columnType: ColumnType { get }
    /// The value stored in the database.
    func archivedValue() -> Value
}
