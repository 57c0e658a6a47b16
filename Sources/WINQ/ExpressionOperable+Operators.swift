// Swift operators that build SQL expressions. `||` is SQL's OR and `&&` its AND (as in WCDB); SQL's string
// concatenation `||` is spelled `concat(_:)`.

extension ExpressionOperable {
    static func binary(_ op: BinaryOperator, _ left: some ExpressionConvertible, _ right: any ExpressionConvertible) -> Expression {
        Expression(node: .binary(op, left.asExpression(), right.asExpression()))
    }

    static func unary(_ op: UnaryOperator, _ operand: some ExpressionConvertible) -> Expression {
        Expression(node: .unary(op, operand.asExpression()))
    }

    /// `NOT operand`
    ///
    /// ```swift
    /// !Column("left")   // NOT left
    /// ```
    public static prefix func ! (operand: Self) -> Expression { unary(.not, operand) }
    /// `-operand`
    ///
    /// ```swift
    /// -Column("a")   // -a
    /// ```
    public static prefix func - (operand: Self) -> Expression { unary(.negative, operand) }
    /// `+operand`
    ///
    /// ```swift
    /// +Column("a")   // +a
    /// ```
    public static prefix func + (operand: Self) -> Expression { unary(.positive, operand) }
    /// `~operand`
    ///
    /// ```swift
    /// ~Column("a")   // ~a
    /// ```
    public static prefix func ~ (operand: Self) -> Expression { unary(.bitwiseNot, operand) }

    /// `left OR right`
    ///
    /// ```swift
    /// Column("left") || Column("right")   // left OR right
    /// ```
    public static func || (left: Self, right: any ExpressionConvertible) -> Expression { binary(.or, left, right) }
    /// `left AND right`
    ///
    /// ```swift
    /// Column("a") > 1 && Column("b") == 2   // (a > 1) AND (b == 2)
    /// ```
    public static func && (left: Self, right: any ExpressionConvertible) -> Expression { binary(.and, left, right) }
    /// `left * right`
    ///
    /// ```swift
    /// Column("a") * 1   // a * 1
    /// ```
    public static func * (left: Self, right: any ExpressionConvertible) -> Expression { binary(.multiply, left, right) }
    /// `left / right`
    ///
    /// ```swift
    /// Column("a") / 1   // a / 1
    /// ```
    public static func / (left: Self, right: any ExpressionConvertible) -> Expression { binary(.divide, left, right) }
    /// `left % right`
    ///
    /// ```swift
    /// Column("a") % 1   // a % 1
    /// ```
    public static func % (left: Self, right: any ExpressionConvertible) -> Expression { binary(.modulo, left, right) }
    /// `left + right`
    ///
    /// ```swift
    /// Column("a") + 1   // a + 1
    /// ```
    public static func + (left: Self, right: any ExpressionConvertible) -> Expression { binary(.plus, left, right) }
    /// `left - right`
    ///
    /// ```swift
    /// Column("a") - 1   // a - 1
    /// ```
    public static func - (left: Self, right: any ExpressionConvertible) -> Expression { binary(.minus, left, right) }
    /// `left << right`
    ///
    /// ```swift
    /// Column("a") << 1   // a << 1
    /// ```
    public static func << (left: Self, right: any ExpressionConvertible) -> Expression { binary(.leftShift, left, right) }
    /// `left >> right`
    ///
    /// ```swift
    /// Column("a") >> 1   // a >> 1
    /// ```
    public static func >> (left: Self, right: any ExpressionConvertible) -> Expression { binary(.rightShift, left, right) }
    /// `left & right`
    ///
    /// ```swift
    /// Column("a") & 1   // a & 1
    /// ```
    public static func & (left: Self, right: any ExpressionConvertible) -> Expression { binary(.bitwiseAnd, left, right) }
    /// `left | right`
    ///
    /// ```swift
    /// Column("a") | 1   // a | 1
    /// ```
    public static func | (left: Self, right: any ExpressionConvertible) -> Expression { binary(.bitwiseOr, left, right) }
    /// `left < right`
    ///
    /// ```swift
    /// Column("a") < 1   // a < 1
    /// ```
    public static func < (left: Self, right: any ExpressionConvertible) -> Expression { binary(.less, left, right) }
    /// `left <= right`
    ///
    /// ```swift
    /// Column("a") <= 1   // a <= 1
    /// ```
    public static func <= (left: Self, right: any ExpressionConvertible) -> Expression { binary(.lessOrEqual, left, right) }
    /// `left > right`
    ///
    /// ```swift
    /// Column("a") > 1   // a > 1
    /// ```
    public static func > (left: Self, right: any ExpressionConvertible) -> Expression { binary(.greater, left, right) }
    /// `left >= right`
    ///
    /// ```swift
    /// Column("a") >= 1   // a >= 1
    /// ```
    public static func >= (left: Self, right: any ExpressionConvertible) -> Expression { binary(.greaterOrEqual, left, right) }
    /// `left == right`
    ///
    /// ```swift
    /// Column("a") == 1   // a == 1
    /// ```
    public static func == (left: Self, right: any ExpressionConvertible) -> Expression { binary(.equal, left, right) }
    /// `left != right`
    ///
    /// ```swift
    /// Column("a") != 1   // a != 1
    /// ```
    public static func != (left: Self, right: any ExpressionConvertible) -> Expression { binary(.notEqual, left, right) }
}
