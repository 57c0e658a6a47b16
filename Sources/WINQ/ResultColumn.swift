/// A result column of a `SELECT`: an expression (or `*`, `table.*`) with an optional alias.
///
/// ```swift
/// ResultColumn(Column("name")).as("n")       // name AS n
/// Column("age").max().as("oldest")           // MAX(age) AS oldest
/// Column.all                                 // *
/// Column.all.in(table: "t1")                 // t1.*
/// ```
public struct ResultColumn: SQLConvertible, ResultColumnConvertible, ChainableValue {
    let expression: Expression
    var alias: String?

    /// A result column for an expression, column or literal.
    ///
    /// ```swift
    /// ResultColumn(Column("a"))   // a
    /// ```
    public init(_ expression: some ExpressionConvertible) {
        self.expression = expression.asExpression()
    }

    /// A result column for an expression (WCDB spelling).
    ///
    /// ```swift
    /// ResultColumn(with: Column("a")).as("b")   // a AS b
    /// ```
    public init(with expression: some ExpressionConvertible) {
        self.init(expression)
    }

    /// Names the result column: `expr AS alias`.
    ///
    /// ```swift
    /// ResultColumn(Column("a") + 1).as("b")     // a + 1 AS b
    /// ```
    public func `as`(_ alias: String) -> ResultColumn {
        chained { $0.alias = alias }
    }

    public func asResultColumn() -> ResultColumn { self }

    public func render(into writer: inout SQLWriter) {
        expression.renderNode(into: &writer)
        if alias != nil, case .column(let column) = expression.node, column.isWildcard {
            writer.report("A wildcard result column (*) cannot have an alias")
        }
        writer.writeAlias(alias)
    }
}

extension ExpressionOperable {
    /// This expression as a result column named `alias`: `expr AS alias`.
    ///
    /// ```swift
    /// Column("name").as("n")               // name AS n
    /// ```
    public func `as`(_ alias: String) -> ResultColumn {
        ResultColumn(asExpression()).as(alias)
    }
}
