/// One item of a `FROM` clause: a table (with schema, alias and index hint), a table-valued function call,
/// a subquery, a join, or a parenthesised list of items.
///
/// ```swift
/// TableOrSubquery("table1").of(schema: "main").as(alias: "t")   // main.table1 AS t
/// TableOrSubquery("table1").indexed(by: "index1")               // table1 INDEXED BY index1
/// TableOrSubquery(StatementSelect().select(1)).as(alias: "s")   // (SELECT 1) AS s
/// TableOrSubquery.function("json_each").arguments("[1, 2]")    // json_each('[1, 2]')
/// TableOrSubquery(with: "t1", "t2")                            // (t1, t2)
/// ```
public struct TableOrSubquery: SQLConvertible, TableOrSubqueryConvertible, ChainableValue {
    indirect enum Source: Sendable {
        case table(QualifiedTable)
        case function(schema: String?, name: String, arguments: [Expression])
        case subquery(StatementSelect)
        case join(Join)
        case list([TableOrSubquery])
    }

    var source: Source
    var alias: String?
    var problems: [String] = []

    init(source: Source) { self.source = source }

    /// A table by name.
    ///
    /// ```swift
    /// TableOrSubquery("t1")   // t1
    /// ```
    public init(_ table: String) { source = .table(QualifiedTable(table)) }

    /// A table by name (WCDB spelling).
    ///
    /// ```swift
    /// TableOrSubquery(withTable: "t1")   // t1
    /// ```
    public init(withTable table: String) { self.init(table) }

    /// A qualified table (schema, alias, index hint).
    ///
    /// ```swift
    /// TableOrSubquery(QualifiedTable("t1").notIndexed())   // t1 NOT INDEXED
    /// ```
    public init(_ table: QualifiedTable) { source = .table(table) }

    /// A subquery: `(SELECT ...)`.
    ///
    /// ```swift
    /// TableOrSubquery(StatementSelect().select(1))   // (SELECT 1)
    /// ```
    public init(_ select: StatementSelect) { source = .subquery(select) }

    /// A subquery (WCDB spelling).
    ///
    /// ```swift
    /// TableOrSubquery(with: StatementSelect().select(1))   // (SELECT 1)
    /// ```
    public init(with select: StatementSelect) { self.init(select) }

    /// A join used as a `FROM` item.
    ///
    /// ```swift
    /// TableOrSubquery(Join(with: "t1").join("t2"))   // t1 JOIN t2
    /// ```
    public init(_ join: Join) { source = .join(join) }

    /// A join used as a `FROM` item (WCDB spelling).
    ///
    /// ```swift
    /// TableOrSubquery(with: Join(with: "t1").join("t2"))   // t1 JOIN t2
    /// ```
    public init(with join: Join) { self.init(join) }

    /// A parenthesised list of items: `(t1, t2)`.
    ///
    /// ```swift
    /// TableOrSubquery(with: ["t1", "t2"])   // (t1, t2)
    /// ```
    public init(with items: [any TableOrSubqueryConvertible]) {
        source = .list(items.map { $0.asTableOrSubquery() })
    }

    /// A parenthesised list of items: `(t1, t2)`.
    ///
    /// ```swift
    /// TableOrSubquery(with: "t1", "t2")   // (t1, t2)
    /// ```
    public init(with items: any TableOrSubqueryConvertible...) { self.init(with: items) }

    /// A table-valued function; give its arguments with ``arguments(_:)-([any ExpressionConvertible])``.
    ///
    /// ```swift
    /// TableOrSubquery.function("pragma_table_info").arguments("table1")   // pragma_table_info('table1')
    /// ```
    public static func function(_ name: String) -> TableOrSubquery {
        TableOrSubquery(source: .function(schema: nil, name: name, arguments: []))
    }

    /// `sqlite_master`.
    ///
    /// ```swift
    /// TableOrSubquery.master()   // sqlite_master
    /// ```
    public static func master() -> TableOrSubquery { TableOrSubquery("sqlite_master") }

    /// Sets the arguments of a table-valued function.
    ///
    /// ```swift
    /// TableOrSubquery.function("pragma_table_info").arguments(["t1"])   // pragma_table_info('t1')
    /// ```
    public func arguments(_ arguments: [any ExpressionConvertible]) -> TableOrSubquery {
        modified("arguments(_:)") { source in
            guard case .function(let schema, let name, _) = source else { return false }
            source = .function(schema: schema, name: name, arguments: arguments.map { $0.asExpression() })
            return true
        }
    }

    /// Sets the arguments of a table-valued function.
    ///
    /// ```swift
    /// TableOrSubquery.function("pragma_table_info").arguments("t1")   // pragma_table_info('t1')
    /// ```
    public func arguments(_ arguments: any ExpressionConvertible...) -> TableOrSubquery {
        self.arguments(arguments)
    }

    /// Qualifies a table or table-valued function by a schema: `schema.table`.
    ///
    /// ```swift
    /// TableOrSubquery("t1").of(schema: "main")   // main.t1
    /// ```
    public func of(schema: String) -> TableOrSubquery {
        modified("of(schema:)") { source in
            switch source {
            case .table(let table): source = .table(table.of(schema: schema))
            case .function(_, let name, let arguments): source = .function(schema: schema, name: name, arguments: arguments)
            default: return false
            }
            return true
        }
    }

    /// Gives the item an alias: `table AS alias`, `(SELECT ...) AS alias`.
    ///
    /// ```swift
    /// TableOrSubquery("t1").as(alias: "t")   // t1 AS t
    /// ```
    public func `as`(alias: String) -> TableOrSubquery {
        chained { item in
            switch item.source {
            case .join, .list:
                item.problems.append("A join or parenthesised table list cannot have an alias")
            default:
                item.alias = alias
            }
        }
    }

    /// Gives the item an alias (short spelling).
    ///
    /// ```swift
    /// TableOrSubquery("t1").as("t")   // t1 AS t
    /// ```
    public func `as`(_ alias: String) -> TableOrSubquery { self.as(alias: alias) }

    /// Forces the use of an index: `table INDEXED BY index`.
    ///
    /// ```swift
    /// TableOrSubquery("t1").indexed(by: "i1")   // t1 INDEXED BY i1
    /// ```
    public func indexed(by index: String) -> TableOrSubquery {
        modified("indexed(by:)") { source in
            guard case .table(let table) = source else { return false }
            source = .table(table.indexed(by: index))
            return true
        }
    }

    /// Forbids the use of any index: `table NOT INDEXED`.
    ///
    /// ```swift
    /// TableOrSubquery("t1").notIndexed()   // t1 NOT INDEXED
    /// ```
    public func notIndexed() -> TableOrSubquery {
        modified("notIndexed()") { source in
            guard case .table(let table) = source else { return false }
            source = .table(table.notIndexed())
            return true
        }
    }

    private func modified(_ method: String, _ change: (inout Source) -> Bool) -> TableOrSubquery {
        chained { item in
            if !change(&item.source) {
                item.problems.append("\(method) does not apply to this kind of FROM item")
            }
        }
    }

    public func asTableOrSubquery() -> TableOrSubquery { self }

    /// Whether the item is a join, which must be parenthesised when it is itself an operand of a join.
    var isJoin: Bool {
        if case .join = source { return true }
        return false
    }

    public func render(into writer: inout SQLWriter) {
        for problem in problems { writer.report(problem) }
        switch source {
        case .table(let table):
            // The alias goes before the index hint: `t AS x INDEXED BY i`.
            var table = table
            if let alias { table = table.as(alias) }
            table.render(into: &writer)
            return
        case .function(let schema, let name, let arguments):
            FunctionCall.writeInvocation(schema: schema, name: name, arguments: arguments, into: &writer)
        case .subquery(let select):
            writer.write("(")
            select.render(into: &writer)
            writer.write(")")
        case .join(let join):
            join.render(into: &writer)
        case .list(let items):
            if items.isEmpty { writer.report("A parenthesised table list cannot be empty") }
            writer.write("(")
            writer.write(list: items)
            writer.write(")")
        }
        writer.writeAlias(alias)
    }
}
