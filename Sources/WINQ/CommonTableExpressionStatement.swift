/// A statement that can start with a `WITH` clause (SELECT, INSERT, UPDATE, DELETE).
///
/// ```swift
/// StatementDelete().with(CommonTableExpression("t").as(StatementSelect().select(1))).delete(from: "t1")   // WITH t AS(SELECT 1) DELETE FROM t1
/// ```
public protocol CommonTableExpressionStatement: Statement, ChainableValue {
    /// The statement's `WITH` clause; prefer the `with(...)` builders.
    var withClause: WithClause { get set }
}

extension CommonTableExpressionStatement {
    /// Adds common table expressions: `WITH [RECURSIVE] cte1, cte2 ...`.
    ///
    /// ```swift
    /// StatementSelect()
    ///     .with(recursive: true,
    ///           CommonTableExpression("table1").column(Column("column1")).as(StatementSelect().select(1)),
    ///           CommonTableExpression("table2").column(Column("column2")).as(StatementSelect().select(2)))
    ///     .select(1, 2)
    /// // WITH RECURSIVE table1(column1) AS(SELECT 1), table2(column2) AS(SELECT 2) SELECT 1, 2
    /// ```
    public func with(recursive: Bool = false, _ expressions: [CommonTableExpression]) -> Self {
        chained {
            $0.withClause.isRecursive = $0.withClause.isRecursive || recursive
            $0.withClause.expressions += expressions
        }
    }

    /// Adds common table expressions: `WITH [RECURSIVE] cte1, cte2 ...`.
    ///
    /// ```swift
    /// StatementSelect().with(CommonTableExpression("t").as(StatementSelect().select(1))).select(1)   // WITH t AS(SELECT 1) SELECT 1
    /// ```
    public func with(recursive: Bool = false, _ expressions: CommonTableExpression...) -> Self {
        with(recursive: recursive, expressions)
    }

    /// Adds recursive common table expressions: `WITH RECURSIVE cte1, cte2 ...`.
    ///
    /// ```swift
    /// StatementSelect().with(recursive: CommonTableExpression("t").as(StatementSelect().select(1))).select(1)
    /// // WITH RECURSIVE t AS(SELECT 1) SELECT 1
    /// ```
    public func with(recursive expressions: CommonTableExpression...) -> Self {
        with(recursive: true, expressions)
    }
}
