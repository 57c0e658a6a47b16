/// A `DELETE` statement.
///
/// ```swift
/// StatementDelete().delete(from: "testTable").where(Column("column1") > 1)
///     .order(by: Column("column1"), Column("column2")).limit(1).offset(2)
/// // DELETE FROM testTable WHERE column1 > 1 ORDER BY column1, column2 LIMIT 1 OFFSET 2
/// ```
///
/// ORDER BY and LIMIT need an SQLite built with `SQLITE_ENABLE_UPDATE_DELETE_LIMIT`.
public struct StatementDelete: CommonTableExpressionStatement, FilterableStatement {
    /// The `WITH` clause; set it with `with(...)`.
    public var withClause = WithClause()
    /// The WHERE/ORDER BY/LIMIT/OFFSET tail; set it with `where(_:)`, `order(by:)`, `limit(_:)`, `offset(_:)`.
    public var filterClause = FilterClause()
    var table: QualifiedTable?

    /// An empty delete; name the table with ``delete(from:)``.
    ///
    /// ```swift
    /// StatementDelete().delete(from: "t1")   // DELETE FROM t1
    /// ```
    public init() {}

    /// `DELETE FROM table`: a table name or a ``QualifiedTable``.
    ///
    /// ```swift
    /// StatementDelete().delete(from: QualifiedTable("t1").of(schema: "main"))   // DELETE FROM main.t1
    /// ```
    public func delete(from table: some QualifiedTableConvertible) -> StatementDelete {
        chained { $0.table = table.asQualifiedTable() }
    }

    public func render(into writer: inout SQLWriter) {
        withClause.render(into: &writer)
        writer.write("DELETE FROM ")
        writer.write(table, required: "a table: call delete(from:)", in: "DELETE")
        filterClause.renderWhere(into: &writer)
        filterClause.renderOrderAndLimit(into: &writer)
    }
}
