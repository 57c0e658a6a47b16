/// A `CREATE` statement of a schema object: table, index, view, trigger or virtual table.
///
/// ```swift
/// StatementCreateIndex().create(index: "i").ifNotExists().on(table: "t").indexesBy(Column("a"))
/// // CREATE INDEX IF NOT EXISTS i ON t(a)
/// ```
public protocol SchemaObjectCreatingStatement: SchemaObjectStatement {}

extension SchemaObjectCreatingStatement {
    /// Adds `IF NOT EXISTS`.
    ///
    /// ```swift
    /// StatementCreateTable().create(table: "t").ifNotExists().with(columns: ColumnDef(named: "a"))
    /// // CREATE TABLE IF NOT EXISTS t(a)
    /// ```
    public func ifNotExists() -> Self { chained { $0.header.hasExistenceCheck = true } }
}
