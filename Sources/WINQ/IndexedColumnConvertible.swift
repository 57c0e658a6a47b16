/// Anything that can stand as a column of an index or of a PRIMARY KEY/UNIQUE table constraint.
///
/// `Column`, `Expression` and `IndexedColumn` conform.
///
/// ```swift
/// StatementCreateIndex().create(index: "i").on(table: "t").indexesBy(Column("a"), Column("b").asIndex(.descending))
/// // CREATE INDEX i ON t(a, b DESC)
/// ```
public protocol IndexedColumnConvertible: Sendable {
    /// The indexed column for this value.
    func asIndex() -> IndexedColumn
}

extension ExpressionOperable {
    /// This expression as an indexed column with no direction.
    ///
    /// ```swift
    /// Column("a").asIndex()   // a
    /// ```
    public func asIndex() -> IndexedColumn { IndexedColumn(asExpression()) }

    /// This expression as an indexed column with a direction.
    ///
    /// ```swift
    /// Column("a").asIndex(.descending)   // a DESC
    /// ```
    public func asIndex(_ order: Order?) -> IndexedColumn { IndexedColumn(asExpression()).order(order) }

    /// This expression as an indexed column with a direction (WCDB spelling).
    ///
    /// ```swift
    /// Column("a").asIndex(orderBy: .ascending)   // a ASC
    /// ```
    public func asIndex(orderBy order: Order?) -> IndexedColumn { asIndex(order) }
}

extension Column: IndexedColumnConvertible {}
extension Expression: IndexedColumnConvertible {}
