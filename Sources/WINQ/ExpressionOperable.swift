/// An expression-like node that supports WINQ's operators and methods (`>`, `&&`, `.isNull()`, `.in(...)`,
/// `.like(...)`, ...). `Column`, `Expression` and ORM properties conform.
///
/// ```swift
/// let condition = Column("age") > 18 && Column("name").isNotNull()
/// print(condition)       // (age > 18) AND (name NOTNULL)
/// ```
public protocol ExpressionOperable: ExpressionConvertible, SQLConvertible {}

extension ExpressionOperable {
    public func render(into writer: inout SQLWriter) {
        asExpression().renderNode(into: &writer)
    }
}
