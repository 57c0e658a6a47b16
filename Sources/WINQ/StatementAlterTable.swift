/// `ALTER TABLE [schema.]table RENAME TO name | RENAME COLUMN a TO b | ADD COLUMN def | DROP COLUMN c`.
///
/// ```swift
/// StatementAlterTable().alter(table: "user").rename(to: "person")          // ALTER TABLE user RENAME TO person
/// StatementAlterTable().alter(table: "user").addColumn(with: ColumnDef(named: "age", and: .integer32))
/// // ALTER TABLE user ADD COLUMN age INTEGER
/// StatementAlterTable().alter(table: "user").rename(column: Column("a"), to: Column("b"))   // (SQLite 3.25+)
/// // ALTER TABLE user RENAME COLUMN a TO b
/// StatementAlterTable().alter(table: "user").dropColumn(Column("age"))      // (SQLite 3.35+)
/// // ALTER TABLE user DROP COLUMN age
/// ```
public struct StatementAlterTable: Statement, ChainableValue {
    enum Action: Sendable {
        case renameTable(String)
        case renameColumn(String, String)
        case addColumn(ColumnDef)
        case dropColumn(String)
    }

    var target = SchemaObjectName()
    var action: Action?

    /// An empty statement; name the table with ``alter(table:)``.
    ///
    /// ```swift
    /// StatementAlterTable().alter(table: "t1").rename(to: "t2")   // ALTER TABLE t1 RENAME TO t2
    /// ```
    public init() {}

    /// Names the table to alter.
    ///
    /// ```swift
    /// StatementAlterTable().alter(table: "t").rename(to: "u")   // ALTER TABLE t RENAME TO u
    /// ```
    public func alter(table: String) -> StatementAlterTable { chained { $0.target.name = table } }

    /// Qualifies the table with a schema.
    ///
    /// ```swift
    /// StatementAlterTable().alter(table: "t").of(schema: "aux").rename(to: "u")   // ALTER TABLE aux.t RENAME TO u
    /// ```
    public func of(schema: String) -> StatementAlterTable { chained { $0.target.schema = schema } }

    /// Qualifies the table with a schema (WCDB spelling of ``of(schema:)``).
    ///
    /// ```swift
    /// StatementAlterTable().alter(table: "t").schema("aux").rename(to: "u")   // ALTER TABLE aux.t RENAME TO u
    /// ```
    public func schema(_ schema: String) -> StatementAlterTable { of(schema: schema) }

    /// Renames the table: `RENAME TO name` (the new name takes no schema).
    ///
    /// ```swift
    /// StatementAlterTable().alter(table: "t").rename(to: "u")   // ALTER TABLE t RENAME TO u
    /// ```
    public func rename(to newName: String) -> StatementAlterTable { chained { $0.action = .renameTable(newName) } }

    /// Renames a column: `RENAME COLUMN a TO b` (SQLite 3.25+).
    ///
    /// ```swift
    /// StatementAlterTable().alter(table: "t").rename(column: Column("a"), to: Column("b"))
    /// // ALTER TABLE t RENAME COLUMN a TO b
    /// ```
    public func rename(column: Column, to newColumn: Column) -> StatementAlterTable {
        rename(column: column.name, to: newColumn.name)
    }

    /// Renames a column given by name (SQLite 3.25+).
    ///
    /// ```swift
    /// StatementAlterTable().alter(table: "t").rename(column: "a", to: "b")   // ALTER TABLE t RENAME COLUMN a TO b
    /// ```
    public func rename(column: String, to newColumn: String) -> StatementAlterTable {
        chained { $0.action = .renameColumn(column, newColumn) }
    }

    /// Adds a column: `ADD COLUMN def`.
    ///
    /// ```swift
    /// StatementAlterTable().alter(table: "t").addColumn(with: ColumnDef(named: "c", and: .text))
    /// // ALTER TABLE t ADD COLUMN c TEXT
    /// ```
    public func addColumn(with columnDef: ColumnDef) -> StatementAlterTable { chained { $0.action = .addColumn(columnDef) } }

    /// Drops a column: `DROP COLUMN c` (SQLite 3.35+).
    ///
    /// ```swift
    /// StatementAlterTable().alter(table: "t").dropColumn(Column("c"))   // ALTER TABLE t DROP COLUMN c
    /// ```
    public func dropColumn(_ column: Column) -> StatementAlterTable { dropColumn(named: column.name) }

    /// Drops a column given by name (SQLite 3.35+).
    ///
    /// ```swift
    /// StatementAlterTable().alter(table: "t").dropColumn(named: "c")   // ALTER TABLE t DROP COLUMN c
    /// ```
    public func dropColumn(named column: String) -> StatementAlterTable { chained { $0.action = .dropColumn(column) } }

    public func render(into writer: inout SQLWriter) {
        writer.write("ALTER TABLE ")
        target.render(into: &writer, part: "a table (call alter(table:))", in: "ALTER TABLE")
        guard let action else {
            writer.report("ALTER TABLE needs an action (rename(to:), rename(column:to:), addColumn(with:) or dropColumn(_:))")
            return
        }
        switch action {
        case .renameTable(let name):
            writer.write(" RENAME TO ")
            writer.writeIdentifier(name)
        case .renameColumn(let old, let new):
            writer.write(" RENAME COLUMN ")
            writer.writeIdentifier(old)
            writer.write(" TO ")
            writer.writeIdentifier(new)
        case .addColumn(let def):
            writer.write(" ADD COLUMN ")
            writer.write(def)
        case .dropColumn(let name):
            writer.write(" DROP COLUMN ")
            writer.writeIdentifier(name)
        }
    }
}
