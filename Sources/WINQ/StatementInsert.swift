/// An `INSERT` (or `REPLACE`) statement.
///
/// ```swift
/// StatementInsert().insert(intoTable: "testTable").orReplace().values(1, "value")
/// // INSERT OR REPLACE INTO testTable VALUES(1, 'value')
/// StatementInsert().insert(intoTable: "testTable").defaultValues()
/// // INSERT INTO testTable DEFAULT VALUES
/// StatementInsert().insert(intoTable: "t1").columns(Column("a"), Column("b")).values(BindParameter.bindParameters(2))
/// // INSERT INTO t1(a, b) VALUES(?1, ?2)
/// StatementInsert().insert(intoTable: "t1").values(StatementSelect().select(1, 2, 3))
/// // INSERT INTO t1 SELECT 1, 2, 3
/// ```
public struct StatementInsert: CommonTableExpressionStatement, ConflictResolvingStatement {
    enum Source: Sendable {
        case values([[Expression]])
        case select(StatementSelect)
        case defaultValues
    }

    /// The `WITH` clause; set it with `with(...)`.
    public var withClause = WithClause()
    /// The `OR action` conflict clause; set it with `onConflict(_:)` or `orReplace()`, `orIgnore()`, ...
    public var conflictAction: ConflictAction?
    var isReplace = false
    var schema: String?
    var table: String?
    var alias: String?
    var columns: [Column] = []
    var source: Source?
    var upserts: [Upsert] = []
    var problems: [String] = []

    /// An empty insert; name the table with ``insert(intoTable:)``.
    ///
    /// ```swift
    /// StatementInsert().insert(intoTable: "t1").values(1)   // INSERT INTO t1 VALUES(1)
    /// ```
    public init() {}

    /// `INSERT INTO table`
    ///
    /// ```swift
    /// StatementInsert().insert(intoTable: "t1").values(1, "a")   // INSERT INTO t1 VALUES(1, 'a')
    /// ```
    public func insert(intoTable table: String) -> StatementInsert {
        chained { $0.table = table; $0.isReplace = false }
    }

    /// `REPLACE INTO table` (SQLite's alias of `INSERT OR REPLACE INTO`).
    ///
    /// ```swift
    /// StatementInsert().replace(intoTable: "t1").values(1)   // REPLACE INTO t1 VALUES(1)
    /// ```
    public func replace(intoTable table: String) -> StatementInsert {
        chained { $0.table = table; $0.isReplace = true }
    }

    /// Qualifies the table by a schema: `INSERT INTO schema.table`.
    ///
    /// ```swift
    /// StatementInsert().insert(intoTable: "t1").of(schema: "main").values(1)   // INSERT INTO main.t1 VALUES(1)
    /// ```
    public func of(schema: String) -> StatementInsert { chained { $0.schema = schema } }

    /// Gives the table an alias, for use in an upsert: `INSERT INTO table AS alias` (SQLite 3.24+).
    ///
    /// ```swift
    /// StatementInsert().insert(intoTable: "t1").as("n").values(1)   // INSERT INTO t1 AS n VALUES(1)
    /// ```
    public func `as`(_ alias: String) -> StatementInsert { chained { $0.alias = alias } }

    /// Names the columns the values go to: `INSERT INTO table(a, b)`.
    ///
    /// ```swift
    /// StatementInsert().insert(intoTable: "t1").columns([Column("a")]).values(1)   // INSERT INTO t1(a) VALUES(1)
    /// ```
    public func columns(_ columns: [Column]) -> StatementInsert { chained { $0.columns += columns } }

    /// Names the columns the values go to: `INSERT INTO table(a, b)`.
    ///
    /// ```swift
    /// StatementInsert().insert(intoTable: "t1").columns(Column("a"), Column("b")).values(1, 2)   // INSERT INTO t1(a, b) VALUES(1, 2)
    /// ```
    public func columns(_ columns: Column...) -> StatementInsert { self.columns(columns) }

    /// Adds a row of values: `VALUES(1, 2)`; call it again for more rows: `VALUES(1, 2), (3, 4)`.
    ///
    /// ```swift
    /// StatementInsert().insert(intoTable: "t1").values([1, 2]).values([3, 4])   // INSERT INTO t1 VALUES(1, 2), (3, 4)
    /// ```
    public func values(_ row: [any ExpressionConvertible]) -> StatementInsert {
        chained { statement in
            let row = row.map { $0.asExpression() }
            switch statement.source {
            case .values(let rows)?:
                statement.source = .values(rows + [row])
            case nil:
                statement.source = .values([row])
            default:
                statement.problems.append("values(_:) rows cannot be combined with a select or DEFAULT VALUES")
            }
        }
    }

    /// Adds a row of values: `VALUES(1, 2)`.
    ///
    /// ```swift
    /// StatementInsert().insert(intoTable: "t1").values(1, "a")   // INSERT INTO t1 VALUES(1, 'a')
    /// ```
    public func values(_ row: any ExpressionConvertible...) -> StatementInsert { values(row) }

    /// Adds several rows of values: `VALUES(1, 2), (3, 4)`.
    ///
    /// ```swift
    /// StatementInsert().insert(intoTable: "t1").values(rows: [[1], [2]])   // INSERT INTO t1 VALUES(1), (2)
    /// ```
    public func values(rows: [[any ExpressionConvertible]]) -> StatementInsert {
        rows.reduce(self) { $0.values($1) }
    }

    /// Inserts the rows of a select: `INSERT INTO table SELECT ...`.
    ///
    /// ```swift
    /// StatementInsert().insert(intoTable: "t1").values(StatementSelect().select(Column("a")).from("t2"))   // INSERT INTO t1 SELECT a FROM t2
    /// ```
    public func values(_ select: StatementSelect) -> StatementInsert {
        chained { statement in
            if statement.source != nil { statement.problems.append("The insert already has values") }
            statement.source = .select(select)
        }
    }

    /// Inserts one row of default values: `INSERT INTO table DEFAULT VALUES`.
    ///
    /// ```swift
    /// StatementInsert().insert(intoTable: "t1").defaultValues()   // INSERT INTO t1 DEFAULT VALUES
    /// ```
    public func defaultValues() -> StatementInsert {
        chained { statement in
            if statement.source != nil { statement.problems.append("The insert already has values") }
            statement.source = .defaultValues
        }
    }

    /// Adds an upsert clause (SQLite 3.24+; several clauses need 3.35+).
    ///
    /// ```swift
    /// StatementInsert().insert(intoTable: "t1").values(1).upsert(Upsert().onConflict().doNothing())
    /// // INSERT INTO t1 VALUES(1) ON CONFLICT DO NOTHING
    /// ```
    public func upsert(_ upsert: Upsert) -> StatementInsert { chained { $0.upserts.append(upsert) } }

    public func render(into writer: inout SQLWriter) {
        for problem in problems { writer.report(problem) }
        withClause.render(into: &writer)
        if isReplace {
            if conflictAction != nil { writer.report("REPLACE INTO cannot have another conflict action") }
            writer.write("REPLACE")
        } else {
            writer.write("INSERT")
            renderConflictAction(into: &writer)
        }
        writer.write(" INTO ")
        writer.writeQualifier(schema)
        writer.writeIdentifier(table, required: "a table: call insert(intoTable:)", in: "INSERT")
        writer.writeAlias(alias)
        if !columns.isEmpty { writer.writeColumnNameList(columns) }
        switch source {
        case .values(let rows)?:
            writer.write(" ")
            writer.writeValues(rows, columnCount: columns.count)
        case .select(let select)?:
            writer.write(" ")
            select.render(into: &writer)
        case .defaultValues?:
            if !columns.isEmpty { writer.report("DEFAULT VALUES takes no column list") }
            writer.write(" DEFAULT VALUES")
        case nil:
            writer.report("INSERT needs values: call values(_:) or defaultValues()")
        }
        for upsert in upserts {
            if case .defaultValues? = source { writer.report("DEFAULT VALUES cannot have an upsert clause") }
            writer.write(" ")
            upsert.render(into: &writer)
        }
    }
}
