/// A statement that creates or drops a named schema object (CREATE/DROP TABLE, INDEX, VIEW, TRIGGER, and
/// CREATE VIRTUAL TABLE). Its head (``SchemaObjectHeader``) carries the name, schema and options.
///
/// ```swift
/// StatementDropIndex().drop(index: "i").of(schema: "aux")   // DROP INDEX aux.i
/// ```
public protocol SchemaObjectStatement: Statement, ChainableValue {
    /// The statement's head; prefer the builders.
    var header: SchemaObjectHeader { get set }
}

extension SchemaObjectStatement {
    /// Qualifies the object with a schema: `CREATE TABLE schema.t ...`, `DROP INDEX schema.i`.
    ///
    /// ```swift
    /// StatementCreateTable().create(table: "t").of(schema: "main").with(columns: ColumnDef(named: "a"))
    /// // CREATE TABLE main.t(a)
    /// StatementDropTable().drop(table: "t").of(schema: "aux")   // DROP TABLE aux.t
    /// ```
    public func of(schema: String) -> Self { chained { $0.header.target.schema = schema } }

    /// Names the object and sets the options that name-giving builders (`create(table:isTemp:)`, ...) take.
    func naming(_ name: String, isTemp: Bool? = nil, isUnique: Bool? = nil) -> Self {
        chained {
            $0.header.target.name = name
            if let isTemp { $0.header.isTemp = isTemp }
            if let isUnique { $0.header.isUnique = isUnique }
        }
    }
}
