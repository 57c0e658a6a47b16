/// Prefix operators of SQL.
enum UnaryOperator: String, Sendable {
    case negative = "-"
    case positive = "+"
    case bitwiseNot = "~"
    case not = "NOT"
}
