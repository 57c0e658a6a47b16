/// Anything that can appear in a `FROM` clause: a table name, a ``TableOrSubquery``, a ``StatementSelect``
/// (as a subquery) or a ``Join``.
///
/// ```swift
/// StatementSelect().select(Column.all).from("table1", "table2")   // SELECT * FROM table1, table2
/// ```
public protocol TableOrSubqueryConvertible: Sendable {
    /// The `FROM` item for this value.
    func asTableOrSubquery() -> TableOrSubquery
}

extension String: TableOrSubqueryConvertible {
    /// The table with this name.
    public func asTableOrSubquery() -> TableOrSubquery { TableOrSubquery(self) }
}

extension QualifiedTable: TableOrSubqueryConvertible {
    /// This table as a `FROM` item.
    public func asTableOrSubquery() -> TableOrSubquery { TableOrSubquery(self) }
}
