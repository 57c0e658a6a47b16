extension ExpressionOperable {
    /// `expr IN(SELECT ...)`.
    ///
    /// A select is also an expression (a scalar subquery), so this overload keeps `in(select)` the subquery
    /// form rather than a one-item list.
    ///
    /// ```swift
    /// Column("a").in(StatementSelect().select(Column("b")).from("t2"))   // a IN(SELECT b FROM t2)
    /// ```
    public func `in`(_ select: StatementSelect) -> Expression {
        Expression(node: .inSubquery(asExpression(), select, isNot: false))
    }

    /// `expr NOT IN(SELECT ...)`.
    ///
    /// ```swift
    /// Column("a").notIn(StatementSelect().select(Column("b")).from("t2"))   // a NOT IN(SELECT b FROM t2)
    /// ```
    public func notIn(_ select: StatementSelect) -> Expression {
        Expression(node: .inSubquery(asExpression(), select, isNot: true))
    }
}
