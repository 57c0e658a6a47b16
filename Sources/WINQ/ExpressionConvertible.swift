import Foundation

/// Anything that can stand where SQL expects an expression: columns, expressions, literals and plain Swift
/// values (which become safely rendered literals).
///
/// ```swift
/// let values: [any ExpressionConvertible] = [1, "text", 2.5, Column("a")]
/// ```
public protocol ExpressionConvertible: ResultColumnConvertible {
    /// The expression this value stands for.
    func asExpression() -> Expression
}

extension Int: ExpressionConvertible { public func asExpression() -> Expression { LiteralValue(self).asExpression() } }
extension Int8: ExpressionConvertible { public func asExpression() -> Expression { LiteralValue(Int64(self)).asExpression() } }
extension Int16: ExpressionConvertible { public func asExpression() -> Expression { LiteralValue(Int64(self)).asExpression() } }
extension Int32: ExpressionConvertible { public func asExpression() -> Expression { LiteralValue(Int64(self)).asExpression() } }
extension Int64: ExpressionConvertible { public func asExpression() -> Expression { LiteralValue(self).asExpression() } }
extension UInt: ExpressionConvertible { public func asExpression() -> Expression { LiteralValue(UInt64(self)).asExpression() } }
extension UInt8: ExpressionConvertible { public func asExpression() -> Expression { LiteralValue(Int64(self)).asExpression() } }
extension UInt16: ExpressionConvertible { public func asExpression() -> Expression { LiteralValue(Int64(self)).asExpression() } }
extension UInt32: ExpressionConvertible { public func asExpression() -> Expression { LiteralValue(Int64(self)).asExpression() } }
extension UInt64: ExpressionConvertible { public func asExpression() -> Expression { LiteralValue(self).asExpression() } }
extension Bool: ExpressionConvertible { public func asExpression() -> Expression { LiteralValue(self).asExpression() } }
extension Double: ExpressionConvertible { public func asExpression() -> Expression { LiteralValue(self).asExpression() } }
extension Float: ExpressionConvertible { public func asExpression() -> Expression { LiteralValue(Double(self)).asExpression() } }
extension String: ExpressionConvertible { public func asExpression() -> Expression { LiteralValue(self).asExpression() } }
extension Substring: ExpressionConvertible { public func asExpression() -> Expression { LiteralValue(String(self)).asExpression() } }
extension Data: ExpressionConvertible { public func asExpression() -> Expression { LiteralValue(self).asExpression() } }

extension Optional: ExpressionConvertible where Wrapped: ExpressionConvertible {
    /// `nil` renders as `NULL`.
    public func asExpression() -> Expression {
        switch self {
        case .some(let wrapped): return wrapped.asExpression()
        case .none: return LiteralValue.null.asExpression()
        }
    }
}
