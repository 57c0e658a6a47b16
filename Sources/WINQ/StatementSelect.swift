/// A `SELECT` statement: result columns, FROM, WHERE, GROUP BY, HAVING, WINDOW, compound operators, VALUES,
/// ORDER BY, LIMIT and OFFSET, with an optional `WITH` clause.
///
/// ```swift
/// let column1 = Column("column1"), column2 = Column("column2")
/// StatementSelect().select(column1, column2).from("table1").where(column1 > 1)
///     .order(by: column1.asOrder()).limit(1).offset(3)
/// // SELECT column1, column2 FROM table1 WHERE column1 > 1 ORDER BY column1 LIMIT 1 OFFSET 3
/// StatementSelect().select(1).union().select(2)           // SELECT 1 UNION SELECT 2
/// StatementSelect().values(1, 2).values(3, 4)             // VALUES(1, 2), (3, 4)
/// ```
///
/// A compound operator (``union()``, ``unionAll()``, ``intersect()``, ``except()``) is followed by the next
/// core's ``select(distinct:_:)-([any ResultColumnConvertible])`` (or ``values(_:)-([any ExpressionConvertible])``); FROM, WHERE, GROUP BY,
/// HAVING and WINDOW then apply to that core, while ORDER BY, LIMIT and OFFSET apply to the whole statement.
public struct StatementSelect: CommonTableExpressionStatement, FilterableStatement {
    /// One `SELECT ...` or `VALUES ...` of a (possibly compound) select.
    struct Core: Sendable {
        var compoundOperator: String?
        var isDistinct = false
        var columns: [ResultColumn] = []
        var tables: [TableOrSubquery] = []
        var condition: Expression?
        var groups: [Expression] = []
        var having: Expression?
        var windows: [(name: String, definition: WindowDef?)] = []
        var rows: [[Expression]] = []

        init(compoundOperator: String? = nil) { self.compoundOperator = compoundOperator }

        var isEmpty: Bool { columns.isEmpty && rows.isEmpty }
    }

    /// The `WITH` clause; set it with `with(...)`.
    public var withClause = WithClause()
    /// The WHERE/ORDER BY/LIMIT/OFFSET tail; set it with `where(_:)`, `order(by:)`, `limit(_:)`, `offset(_:)`.
    public var filterClause = FilterClause()
    var cores: [Core] = [Core()]
    var problems: [String] = []

    /// An empty select; add result columns with ``select(distinct:_:)-([any ResultColumnConvertible])``.
    ///
    /// ```swift
    /// StatementSelect().select(1)   // SELECT 1
    /// ```
    public init() {}

    public var isReadOnly: Bool { true }

    /// Applies `change` to the current core, first reporting `misuse` when `isMisused` holds for that core.
    private func changingCore(misuse: String = "", if isMisused: (Core) -> Bool = { _ in false },
                              _ change: (inout Core) -> Void) -> StatementSelect {
        chained {
            let current = $0.cores.count - 1
            if isMisused($0.cores[current]) { $0.problems.append(misuse) }
            change(&$0.cores[current])
        }
    }

    private func misused(_ problem: String) -> StatementSelect {
        chained { $0.problems.append(problem) }
    }

    // MARK: Result columns

    /// Sets the result columns (of the core after a compound operator, if one is pending):
    /// `SELECT [DISTINCT] a, b`.
    ///
    /// ```swift
    /// StatementSelect().select(Column("a"), Column("b").as("x"), 1)   // SELECT a, b AS x, 1
    /// StatementSelect().select(distinct: true, Column("a"))           // SELECT DISTINCT a
    /// ```
    public func select(distinct: Bool = false, _ columns: [any ResultColumnConvertible]) -> StatementSelect {
        changingCore(misuse: "select(_:) cannot be combined with values(_:) in one core; use union() between them",
                     if: { !$0.rows.isEmpty }) { core in
            core.columns = columns.map { $0.asResultColumn() }
            core.isDistinct = core.isDistinct || distinct
        }
    }

    /// Sets the result columns: `SELECT [DISTINCT] a, b`.
    ///
    /// ```swift
    /// StatementSelect().select(Column("a"), 1).from("t1")   // SELECT a, 1 FROM t1
    /// ```
    public func select(distinct: Bool = false, _ columns: any ResultColumnConvertible...) -> StatementSelect {
        select(distinct: distinct, columns)
    }

    /// Makes the current core `SELECT DISTINCT`.
    ///
    /// ```swift
    /// StatementSelect().select(Column("a")).distinct().from("t1")   // SELECT DISTINCT a FROM t1
    /// ```
    public func distinct() -> StatementSelect {
        changingCore { $0.isDistinct = true }
    }

    /// Adds a row to a `VALUES` core: `VALUES(1, 2), (3, 4)`.
    ///
    /// ```swift
    /// StatementSelect().values(1, 2).values(3, 4)   // VALUES(1, 2), (3, 4)
    /// ```
    public func values(_ row: [any ExpressionConvertible]) -> StatementSelect {
        changingCore(misuse: "values(_:) cannot be combined with select(_:) in one core; use union() between them",
                     if: { !$0.columns.isEmpty }) { $0.rows.append(row.map { $0.asExpression() }) }
    }

    /// Adds a row to a `VALUES` core.
    ///
    /// ```swift
    /// StatementSelect().values(1, 2)   // VALUES(1, 2)
    /// ```
    public func values(_ row: any ExpressionConvertible...) -> StatementSelect { values(row) }

    /// Adds a row to a `VALUES` core (WCDB spelling).
    ///
    /// ```swift
    /// StatementSelect().value(1, 2)   // VALUES(1, 2)
    /// ```
    public func value(_ row: any ExpressionConvertible...) -> StatementSelect { values(row) }

    /// Adds a row to a `VALUES` core (WCDB spelling).
    ///
    /// ```swift
    /// StatementSelect().value([1, 2])   // VALUES(1, 2)
    /// ```
    public func value(_ row: [any ExpressionConvertible]) -> StatementSelect { values(row) }

    // MARK: Core clauses

    /// Sets the FROM items: `FROM t1, t2`, `FROM t1 JOIN t2 ON ...`, `FROM (SELECT ...) AS s`.
    ///
    /// ```swift
    /// StatementSelect().select(Column.all).from(["t1", "t2"])   // SELECT * FROM t1, t2
    /// ```
    public func from(_ tables: [any TableOrSubqueryConvertible]) -> StatementSelect {
        changingCore { $0.tables = tables.map { $0.asTableOrSubquery() } }
    }

    /// Sets the FROM items.
    ///
    /// ```swift
    /// StatementSelect().select(Column.all).from("t1")   // SELECT * FROM t1
    /// ```
    public func from(_ tables: any TableOrSubqueryConvertible...) -> StatementSelect { from(tables) }

    /// Sets the `WHERE` condition of the current core.
    ///
    /// ```swift
    /// StatementSelect().select(Column.all).from("t1").where(Column("a") > 1)   // SELECT * FROM t1 WHERE a > 1
    /// ```
    public func `where`(_ condition: some ExpressionConvertible) -> StatementSelect {
        changingCore { $0.condition = condition.asExpression() }
    }

    /// Sets the grouping terms: `GROUP BY a, b`.
    ///
    /// ```swift
    /// StatementSelect().select(Column("a").count()).from("t1").group(by: [Column("b")])   // SELECT COUNT(a) FROM t1 GROUP BY b
    /// ```
    public func group(by expressions: [any ExpressionConvertible]) -> StatementSelect {
        changingCore { $0.groups = expressions.map { $0.asExpression() } }
    }

    /// Sets the grouping terms: `GROUP BY a, b`.
    ///
    /// ```swift
    /// StatementSelect().select(Column("a").count()).from("t1").group(by: Column("b"))   // SELECT COUNT(a) FROM t1 GROUP BY b
    /// ```
    public func group(by expressions: any ExpressionConvertible...) -> StatementSelect { group(by: expressions) }

    /// Sets the group filter: `HAVING condition` (SQLite before 3.39 requires a GROUP BY as well).
    ///
    /// ```swift
    /// StatementSelect().select(Column("b")).from("t1").group(by: Column("b")).having(Column("b").count() > 1)   // SELECT b FROM t1 GROUP BY b HAVING COUNT(b) > 1
    /// ```
    public func having(_ condition: some ExpressionConvertible) -> StatementSelect {
        changingCore { $0.having = condition.asExpression() }
    }

    /// Names a window; follow it with ``as(_:)``: `WINDOW name AS(...)` (SQLite 3.25+).
    ///
    /// ```swift
    /// StatementSelect().select(Expression.function("row_number").over(windowNamed: "w")).from("t1")
    ///     .window("w").as(WindowDef().order(Column("a")))
    /// // SELECT row_number() OVER w FROM t1 WINDOW w AS(ORDER BY a)
    /// ```
    public func window(_ name: String) -> StatementSelect {
        changingCore { $0.windows.append((name, nil)) }
    }

    /// Defines the window named by the preceding ``window(_:)``.
    ///
    /// ```swift
    /// StatementSelect().select(Column("a").sum().over("w")).from("t1").window("w").as(WindowDef().order(Column("a")))   // SELECT SUM(a) OVER w FROM t1 WINDOW w AS(ORDER BY a)
    /// ```
    public func `as`(_ definition: WindowDef) -> StatementSelect {
        guard let last = cores[cores.count - 1].windows.indices.last,
              cores[cores.count - 1].windows[last].definition == nil else {
            return misused("as(_: WindowDef) must follow window(_:)")
        }
        return changingCore { $0.windows[last].definition = definition }
    }

    // MARK: Compound operators

    private func compound(_ keyword: String) -> StatementSelect {
        chained {
            if $0.cores[$0.cores.count - 1].compoundOperator != nil && $0.cores[$0.cores.count - 1].isEmpty {
                $0.problems.append("\(keyword) cannot follow another compound operator without a select(_:) between them")
            }
            $0.cores.append(Core(compoundOperator: keyword))
        }
    }

    /// `... UNION SELECT ...`; follow it with the next ``select(distinct:_:)-([any ResultColumnConvertible])``.
    ///
    /// ```swift
    /// StatementSelect().select(1).union().select(2)   // SELECT 1 UNION SELECT 2
    /// ```
    public func union() -> StatementSelect { compound("UNION") }
    /// `... UNION ALL SELECT ...`
    ///
    /// ```swift
    /// StatementSelect().select(1).unionAll().select(1)   // SELECT 1 UNION ALL SELECT 1
    /// ```
    public func unionAll() -> StatementSelect { compound("UNION ALL") }
    /// `... INTERSECT SELECT ...`
    ///
    /// ```swift
    /// StatementSelect().select(1).intersect().select(1)   // SELECT 1 INTERSECT SELECT 1
    /// ```
    public func intersect() -> StatementSelect { compound("INTERSECT") }
    /// `... EXCEPT SELECT ...`
    ///
    /// ```swift
    /// StatementSelect().select(1).except().select(2)   // SELECT 1 EXCEPT SELECT 2
    /// ```
    public func except() -> StatementSelect { compound("EXCEPT") }

    // MARK: Rendering

    public func render(into writer: inout SQLWriter) {
        for problem in problems { writer.report(problem) }
        withClause.render(into: &writer)
        for core in cores {
            if let compoundOperator = core.compoundOperator {
                writer.write(" ")
                writer.write(compoundOperator)
                writer.write(" ")
            }
            StatementSelect.render(core, into: &writer)
        }
        filterClause.renderOrderAndLimit(into: &writer)
    }

    private static func render(_ core: Core, into writer: inout SQLWriter) {
        if core.columns.isEmpty && !core.rows.isEmpty {
            writer.writeValues(core.rows)
            if !core.tables.isEmpty || core.condition != nil || !core.groups.isEmpty || core.having != nil
                || !core.windows.isEmpty {
                writer.report("A VALUES core cannot have FROM, WHERE, GROUP BY, HAVING or WINDOW")
            }
            return
        }
        if core.compoundOperator != nil {
            writer.require(!core.columns.isEmpty, "a select(_:) after \(core.compoundOperator ?? "")", in: "SELECT")
        } else {
            writer.require(!core.columns.isEmpty, "result columns: call select(_:)", in: "SELECT")
        }
        writer.write(core.isDistinct ? "SELECT DISTINCT " : "SELECT ")
        writer.write(list: core.columns)
        if !core.tables.isEmpty {
            writer.write(" FROM ")
            writer.write(list: core.tables)
        }
        writer.write(" WHERE ", ifPresent: core.condition)
        if !core.groups.isEmpty {
            writer.write(" GROUP BY ")
            writer.write(list: core.groups)
        }
        writer.write(" HAVING ", ifPresent: core.having)
        for (index, window) in core.windows.enumerated() {
            writer.write(index == 0 ? " WINDOW " : ", ")
            writer.writeIdentifier(window.name)
            writer.write(" AS(")
            writer.write(window.definition, required: "a definition: call as(_:) after window(_:)",
                         in: "The window \(window.name)")
            writer.write(")")
        }
    }
}

extension StatementSelect: TableOrSubqueryConvertible, ExpressionConvertible {
    /// This select as a `FROM` item: `(SELECT ...)`.
    public func asTableOrSubquery() -> TableOrSubquery { TableOrSubquery(self) }

    /// This select as a scalar subquery expression: `(SELECT ...)`.
    public func asExpression() -> Expression { Expression(subquery: self) }
}
