/// Binary operators of SQL, in the spelling WINQ renders.
///
/// ```swift
/// Column("a") + 1   // a + 1
/// ```
public enum BinaryOperator: String, Sendable {
    case or = "OR"
    case and = "AND"
    case concat = "||"
    case multiply = "*"
    case divide = "/"
    case modulo = "%"
    case plus = "+"
    case minus = "-"
    case leftShift = "<<"
    case rightShift = ">>"
    case bitwiseAnd = "&"
    case bitwiseOr = "|"
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case equal = "=="
    case notEqual = "!="
    case `is` = "IS"
    case isNot = "IS NOT"
}
