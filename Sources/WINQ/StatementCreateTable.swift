/// `CREATE [TEMP] TABLE [IF NOT EXISTS] [schema.]name(columns, constraints) [WITHOUT ROWID]`, or
/// `CREATE TABLE name AS select`.
///
/// ```swift
/// StatementCreateTable().create(table: "user").ifNotExists()
///     .with(columns: ColumnDef(with: Column("id"), and: .integer64).makePrimary(isAutoIncrement: true),
///                    ColumnDef(with: Column("name"), and: .text))
/// // CREATE TABLE IF NOT EXISTS user(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT)
/// StatementCreateTable().create(table: "copy").as(StatementSelect().select(Column.all).from("user"))
/// // CREATE TABLE copy AS SELECT * FROM user
/// ```
public struct StatementCreateTable: TemporarySchemaObjectCreatingStatement {
    /// The `CREATE TABLE [IF NOT EXISTS] name` head; set it with the builders.
    public var header = SchemaObjectHeader(creating: "TABLE")
    var columns: [ColumnDef] = []
    var constraints: [TableConstraint] = []
    var isWithoutRowid = false
    var select: (any Statement)?

    /// An empty statement; name the table with ``create(table:isTemp:)``.
    ///
    /// ```swift
    /// StatementCreateTable().create(table: "t").with(columns: ColumnDef(named: "a"))   // CREATE TABLE t(a)
    /// ```
    public init() {}

    /// Names the table to create, optionally temporary.
    ///
    /// ```swift
    /// StatementCreateTable().create(table: "t", isTemp: true).with(columns: ColumnDef(named: "a"))
    /// // CREATE TEMP TABLE t(a)
    /// ```
    public func create(table: String, isTemp: Bool = false) -> StatementCreateTable {
        naming(table, isTemp: isTemp)
    }

    /// Adds column definitions.
    ///
    /// ```swift
    /// StatementCreateTable().create(table: "t").with(columns: ColumnDef(named: "a", and: .integer32))
    /// // CREATE TABLE t(a INTEGER)
    /// ```
    public func with(columns: ColumnDef...) -> StatementCreateTable { with(columns: columns) }

    /// Adds column definitions from an array.
    ///
    /// ```swift
    /// StatementCreateTable().create(table: "t").with(columns: [ColumnDef(named: "a")])   // CREATE TABLE t(a)
    /// ```
    public func with(columns: [ColumnDef]) -> StatementCreateTable { chained { $0.columns += columns } }

    /// Adds table constraints after the columns.
    ///
    /// ```swift
    /// StatementCreateTable().create(table: "t").with(columns: ColumnDef(named: "a"))
    ///     .constraint(TableConstraint().unique().indexed(by: Column("a")))
    /// // CREATE TABLE t(a, UNIQUE(a))
    /// ```
    public func constraint(_ constraints: TableConstraint...) -> StatementCreateTable { constraint(constraints) }

    /// Adds table constraints from an array.
    ///
    /// ```swift
    /// StatementCreateTable().create(table: "t").with(columns: ColumnDef(named: "a"))
    ///     .constraint([TableConstraint().check(Column("a") > 0)])
    /// // CREATE TABLE t(a, CHECK(a > 0))
    /// ```
    public func constraint(_ constraints: [TableConstraint]) -> StatementCreateTable {
        chained { $0.constraints += constraints }
    }

    /// Adds `WITHOUT ROWID`.
    ///
    /// ```swift
    /// StatementCreateTable().create(table: "t").with(columns: ColumnDef(named: "a").makePrimary()).withoutRowid()
    /// // CREATE TABLE t(a PRIMARY KEY) WITHOUT ROWID
    /// ```
    public func withoutRowid() -> StatementCreateTable { chained { $0.isWithoutRowid = true } }

    /// Creates the table from a query's result: `CREATE TABLE t AS SELECT ...` (instead of column definitions).
    ///
    /// ```swift
    /// StatementCreateTable().create(table: "t2").as(StatementSelect().select(Column("a")).from("t1"))
    /// // CREATE TABLE t2 AS SELECT a FROM t1
    /// ```
    public func `as`(_ select: some Statement) -> StatementCreateTable { chained { $0.select = select } }

    public func render(into writer: inout SQLWriter) {
        header.render(into: &writer)
        if let select {
            if !columns.isEmpty || !constraints.isEmpty || isWithoutRowid {
                writer.report("CREATE TABLE ... AS select cannot also have column definitions, constraints or WITHOUT ROWID")
            }
            writer.write(" AS ")
            writer.requireQuery(select, in: "CREATE TABLE ... AS")
            return
        }
        writer.write("(")
        writer.require(!columns.isEmpty, "at least one column definition (call with(columns:)) or AS select",
                       in: "CREATE TABLE")
        writer.write(list: columns)
        if !constraints.isEmpty {
            writer.write(", ")
            writer.write(list: constraints)
        }
        writer.write(")")
        if isWithoutRowid { writer.write(" WITHOUT ROWID") }
    }
}
