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
    public init() {}

    /// `DELETE FROM table`: a table name or a ``QualifiedTable``.
    public func delete(from table: some QualifiedTableConvertible) -> StatementDelete {
        chained { $0.table = table.asQualifiedTable() }
    }

    public func render(into writer: inout SQLWriter) {
        withClause.render(into: &writer)
        writer.write("DELETE FROM ")
        if let table {
            table.render(into: &writer)
        } else {
            writer.report("DELETE needs a table: call delete(from:)")
        }
        filterClause.renderWhere(into: &writer)
        filterClause.renderOrderAndLimit(into: &writer)
    }
}
