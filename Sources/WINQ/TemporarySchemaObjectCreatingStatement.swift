/// A `CREATE` statement whose object can be temporary: table, view or trigger.
///
/// ```swift
/// StatementCreateView().create(view: "v").temp().as(StatementSelect().select(1))   // CREATE TEMP VIEW v AS SELECT 1
/// ```
public protocol TemporarySchemaObjectCreatingStatement: SchemaObjectCreatingStatement {}

extension TemporarySchemaObjectCreatingStatement {
    /// Makes the object temporary: `CREATE TEMP TABLE`, `CREATE TEMP VIEW`, `CREATE TEMP TRIGGER`.
    ///
    /// ```swift
    /// StatementCreateTable().create(table: "t").temp().with(columns: ColumnDef(named: "a"))   // CREATE TEMP TABLE t(a)
    /// ```
    public func temp() -> Self { chained { $0.header.isTemp = true } }
}
