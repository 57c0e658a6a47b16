import Foundation
import WINQ

/// Constraints of one property's column (WCDB 1.0 spelling; the 2.x builder's `BindColumnConstraint` makes
/// the same thing).
///
/// ```swift
/// static var columnConstraintBindings: [CodingKeys: ColumnConstraintBinding]? {
///     [identifier: ColumnConstraintBinding(isPrimary: true, isAutoIncrement: true),
///      description: ColumnConstraintBinding(isNotNull: true, defaultTo: "defaultDescription")]
/// }
/// // id INTEGER PRIMARY KEY AUTOINCREMENT, description TEXT NOT NULL DEFAULT 'defaultDescription'
/// ```
public struct ColumnConstraintBinding: Sendable {
    public var isPrimary: Bool
    public var order: Order?
    public var isAutoIncrement: Bool
    public var conflict: ConflictAction?
    public var isNotNull: Bool
    public var isUnique: Bool
    public var defaultValue: LiteralValue?

    public init(isPrimary: Bool = false,
                orderBy order: Order? = nil,
                isAutoIncrement: Bool = false,
                onConflict conflict: ConflictAction? = nil,
                isNotNull: Bool = false,
                isUnique: Bool = false,
                defaultTo defaultValue: (any DefaultValueConvertible)? = nil) {
        self.isPrimary = isPrimary
        self.order = order
        self.isAutoIncrement = isAutoIncrement
        self.conflict = conflict
        self.isNotNull = isNotNull
        self.isUnique = isUnique
        self.defaultValue = defaultValue?.asDefaultValue()
    }
}

/// A value usable as a column's DEFAULT: numbers, strings, booleans, Data, and the `LiteralValue` keywords
/// (`.currentTimestamp`, ...).
public protocol DefaultValueConvertible: Sendable {
    /// The literal the column's DEFAULT clause uses.
    func asDefaultValue() -> LiteralValue
}

extension LiteralValue: DefaultValueConvertible { public func asDefaultValue() -> LiteralValue { self } }
extension Int: DefaultValueConvertible { public func asDefaultValue() -> LiteralValue { LiteralValue(self) } }
extension Int64: DefaultValueConvertible { public func asDefaultValue() -> LiteralValue { LiteralValue(self) } }
extension Int32: DefaultValueConvertible { public func asDefaultValue() -> LiteralValue { LiteralValue(Int64(self)) } }
extension Double: DefaultValueConvertible { public func asDefaultValue() -> LiteralValue { LiteralValue(self) } }
extension String: DefaultValueConvertible { public func asDefaultValue() -> LiteralValue { LiteralValue(self) } }
extension Bool: DefaultValueConvertible { public func asDefaultValue() -> LiteralValue { LiteralValue(self) } }
extension Float: DefaultValueConvertible { public func asDefaultValue() -> LiteralValue { LiteralValue(Double(self)) } }
extension Int8: DefaultValueConvertible { public func asDefaultValue() -> LiteralValue { LiteralValue(Int64(self)) } }
extension Int16: DefaultValueConvertible { public func asDefaultValue() -> LiteralValue { LiteralValue(Int64(self)) } }
extension UInt: DefaultValueConvertible { public func asDefaultValue() -> LiteralValue { LiteralValue(UInt64(self)) } }
extension UInt8: DefaultValueConvertible { public func asDefaultValue() -> LiteralValue { LiteralValue(Int64(self)) } }
extension UInt16: DefaultValueConvertible { public func asDefaultValue() -> LiteralValue { LiteralValue(Int64(self)) } }
extension UInt32: DefaultValueConvertible { public func asDefaultValue() -> LiteralValue { LiteralValue(Int64(self)) } }
/// Stored as its two's-complement bit pattern, as the column itself stores it.
extension UInt64: DefaultValueConvertible { public func asDefaultValue() -> LiteralValue { LiteralValue(self) } }
/// A BLOB default: `DEFAULT X'AB01'`.
extension Data: DefaultValueConvertible { public func asDefaultValue() -> LiteralValue { LiteralValue(self) } }
/// Dates are stored as REAL seconds since 1970: `DEFAULT 1700000000.0`.
extension Date: DefaultValueConvertible {
    public func asDefaultValue() -> LiteralValue { LiteralValue(timeIntervalSince1970) }
}
