/// A Swift type that can be read back from one column.
///
/// `init?(with:)` returns `nil` when the stored value cannot become this type (text `"abc"` for an `Int`,
/// a BLOB for a `Date`, NULL for a non-optional); callers report that as an error naming the column instead
/// of inventing a default.
///
/// ```swift
/// Int(with: .integer(42))     // 42
/// Int(with: .text("abc"))     // nil
/// Int?(with: .null)           // .some(nil): NULL is a valid optional
/// ```
public protocol ColumnDecodable {
    /// Converts a stored value, or fails with `nil`.
    init?(with value: Value)
}

/// A type that can be both stored in and read back from one column.
///
/// ```swift
/// enum Level: Int, ColumnCodable { case low, high }   // stored as INTEGER through its raw value
/// ```
public typealias ColumnCodable = ColumnEncodable & ColumnDecodable
