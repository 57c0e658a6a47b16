import WINQ

extension Value: ExpressionConvertible {
    /// A value used inside a WINQ expression renders as a safely quoted literal.
    public func asExpression() -> WINQ.Expression {
        switch self {
        case .null: return LiteralValue.null.asExpression()
        case .integer(let value): return LiteralValue(value).asExpression()
        case .double(let value): return LiteralValue(value).asExpression()
        case .text(let value): return LiteralValue(value).asExpression()
        case .blob(let value): return LiteralValue(value).asExpression()
        }
    }
}
