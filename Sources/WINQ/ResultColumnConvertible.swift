/// Anything that can be a result column of a `SELECT`: columns, expressions, Swift literals and
/// ``ResultColumn`` itself (an expression with an alias).
///
/// ```swift
/// StatementSelect().select(Column("a"), 1, Column("b").as("x"))   // SELECT a, 1, b AS x
/// ```
public protocol ResultColumnConvertible: Sendable {
    /// The result column for this value.
    func asResultColumn() -> ResultColumn
}

extension ExpressionConvertible {
    /// This value as a result column (every expression-like value can be selected).
    public func asResultColumn() -> ResultColumn { ResultColumn(asExpression()) }
}

/// `nil` selects `NULL`.
extension Optional: ResultColumnConvertible where Wrapped: ExpressionConvertible {}
