/// An `UPDATE` statement.
///
/// ```swift
/// StatementUpdate().update(table: "testTable").set(Column("column1")).to(1).set(Column("column2")).to("a")
///     .where(Column("column1") > 1)
/// // UPDATE testTable SET column1 = 1, column2 = 'a' WHERE column1 > 1
/// StatementUpdate().update(table: QualifiedTable("t1").notIndexed()).orIgnore().set(Column("a")).to(1)
/// // UPDATE OR IGNORE t1 NOT INDEXED SET a = 1
/// ```
///
/// ORDER BY and LIMIT need an SQLite built with `SQLITE_ENABLE_UPDATE_DELETE_LIMIT`; FROM needs SQLite 3.33+.
public struct StatementUpdate: CommonTableExpressionStatement, ConflictResolvingStatement, FilterableStatement,
    ColumnAssigning {
    /// The `WITH` clause; set it with `with(...)`.
    public var withClause = WithClause()
    /// The `OR action` conflict clause; set it with `onConflict(_:)` or `orReplace()`, `orIgnore()`, ...
    public var conflictAction: ConflictAction?
    /// The WHERE/ORDER BY/LIMIT/OFFSET tail; set it with `where(_:)`, `order(by:)`, `limit(_:)`, `offset(_:)`.
    public var filterClause = FilterClause()
    /// The SET list; build it with `set(_:)` and `to(_:)`.
    public var assignmentList = AssignmentList()
    var table: QualifiedTable?
    var tables: [TableOrSubquery] = []

    /// An empty update; name the table with ``update(table:)``.
    ///
    /// ```swift
    /// StatementUpdate().update(table: "t1").set(Column("a")).to(1)   // UPDATE t1 SET a = 1
    /// ```
    public init() {}

    /// `UPDATE table`: a table name or a ``QualifiedTable``.
    ///
    /// ```swift
    /// StatementUpdate().update(table: QualifiedTable("t1").of(schema: "main")).set(Column("a")).to(1)   // UPDATE main.t1 SET a = 1
    /// ```
    public func update(table: some QualifiedTableConvertible) -> StatementUpdate {
        chained { $0.table = table.asQualifiedTable() }
    }

    /// Adds other tables to read from: `UPDATE t1 SET ... FROM t2` (SQLite 3.33+).
    ///
    /// ```swift
    /// StatementUpdate().update(table: "t1").set(Column("a")).to(Column("b").in(table: "t2")).from(["t2"])   // UPDATE t1 SET a = t2.b FROM t2
    /// ```
    public func from(_ tables: [any TableOrSubqueryConvertible]) -> StatementUpdate {
        chained { $0.tables += tables.map { $0.asTableOrSubquery() } }
    }

    /// Adds other tables to read from (SQLite 3.33+).
    ///
    /// ```swift
    /// StatementUpdate().update(table: "t1").set(Column("a")).to(Column("b").in(table: "t2")).from("t2")   // UPDATE t1 SET a = t2.b FROM t2
    /// ```
    public func from(_ tables: any TableOrSubqueryConvertible...) -> StatementUpdate { from(tables) }

    public func render(into writer: inout SQLWriter) {
        withClause.render(into: &writer)
        writer.write("UPDATE")
        renderConflictAction(into: &writer)
        writer.write(" ")
        writer.write(table, required: "a table: call update(table:)", in: "UPDATE")
        writer.write(" SET ")
        assignmentList.render(into: &writer)
        writer.require(!assignmentList.isEmpty, "a SET list: call set(_:) and to(_:)", in: "UPDATE")
        if !tables.isEmpty {
            writer.write(" FROM ")
            writer.write(list: tables)
        }
        filterClause.renderWhere(into: &writer)
        filterClause.renderOrderAndLimit(into: &writer)
    }
}
