/// A statement with a `WHERE ... ORDER BY ... LIMIT ... OFFSET ...` tail (SELECT, UPDATE, DELETE).
///
/// ORDER BY and LIMIT on UPDATE and DELETE need an SQLite built with `SQLITE_ENABLE_UPDATE_DELETE_LIMIT`.
///
/// ```swift
/// StatementUpdate().update(table: "t1").set(Column("a")).to(1).where(Column("b") == 2)   // UPDATE t1 SET a = 1 WHERE b == 2
/// ```
public protocol FilterableStatement: Statement, ChainableValue {
    /// The statement's WHERE/ORDER BY/LIMIT/OFFSET tail; prefer the builders.
    var filterClause: FilterClause { get set }

    /// Sets the `WHERE` condition.
    func `where`(_ condition: some ExpressionConvertible) -> Self
}

extension FilterableStatement {
    /// Sets the `WHERE` condition.
    ///
    /// ```swift
    /// StatementDelete().delete(from: "t1").where(Column("a") > 1)   // DELETE FROM t1 WHERE a > 1
    /// ```
    public func `where`(_ condition: some ExpressionConvertible) -> Self {
        chained { $0.filterClause.condition = condition.asExpression() }
    }

    /// Adds ordering terms: `ORDER BY a, b DESC`.
    ///
    /// ```swift
    /// StatementSelect().select(Column("a")).from("t1").order(by: Column("a"), Column("b").asOrder(.descending))
    /// // SELECT a FROM t1 ORDER BY a, b DESC
    /// ```
    public func order(by terms: [any OrderingTermConvertible]) -> Self {
        chained { $0.filterClause.orders += terms.map { $0.asOrder() } }
    }

    /// Adds ordering terms: `ORDER BY a, b DESC`.
    ///
    /// ```swift
    /// StatementSelect().select(Column("a")).from("t1").order(by: Column("a").asOrder(.descending))   // SELECT a FROM t1 ORDER BY a DESC
    /// ```
    public func order(by terms: any OrderingTermConvertible...) -> Self { order(by: terms) }

    /// Sets the row limit: `LIMIT count`.
    ///
    /// ```swift
    /// StatementSelect().select(1).limit(1).offset(3)    // SELECT 1 LIMIT 1 OFFSET 3
    /// ```
    public func limit(_ count: some ExpressionConvertible) -> Self {
        chained { $0.filterClause.limit = count.asExpression() }
    }

    /// Sets the row limit and the rows to skip: `LIMIT count OFFSET offset`.
    ///
    /// ```swift
    /// StatementSelect().select(1).limit(1, offset: 3)   // SELECT 1 LIMIT 1 OFFSET 3
    /// ```
    public func limit(_ count: some ExpressionConvertible, offset: some ExpressionConvertible) -> Self {
        limit(count).offset(offset)
    }

    /// WCDB's range form, with the meaning of SQLite's `LIMIT from, to`: skip `from` rows, then return at most
    /// `to` rows. It renders the unambiguous `LIMIT to OFFSET from`.
    ///
    /// ```swift
    /// StatementSelect().select(1).limit(from: 2, to: 5)   // SELECT 1 LIMIT 5 OFFSET 2
    /// ```
    public func limit(from offset: some ExpressionConvertible, to count: some ExpressionConvertible) -> Self {
        limit(count).offset(offset)
    }

    /// Sets the rows to skip: `OFFSET count` (needs a ``limit(_:)``).
    ///
    /// ```swift
    /// StatementSelect().select(1).limit(10).offset(20)   // SELECT 1 LIMIT 10 OFFSET 20
    /// ```
    public func offset(_ count: some ExpressionConvertible) -> Self {
        chained { $0.filterClause.offset = count.asExpression() }
    }
}
