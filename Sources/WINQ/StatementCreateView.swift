/// `CREATE [TEMP] VIEW [IF NOT EXISTS] [schema.]view[(columns)] AS select`.
///
/// ```swift
/// StatementCreateView().create(view: "adults").with(columns: Column("name"))
///     .as(StatementSelect().select(Column("name")).from("user").where(Column("age") >= 18))
/// // CREATE VIEW adults(name) AS SELECT name FROM user WHERE age >= 18
/// ```
public struct StatementCreateView: Statement, ChainableValue {
    var header = SchemaObjectHeader(kind: "VIEW")
    var columns: [Column] = []
    var select: (any Statement)?

    /// An empty statement; name the view with ``create(view:isTemp:)``.
    public init() {}

    /// Names the view to create, optionally temporary.
    ///
    /// ```swift
    /// StatementCreateView().create(view: "v", isTemp: true).as(select)   // CREATE TEMP VIEW v AS SELECT ...
    /// ```
    public func create(view: String, isTemp: Bool = false) -> StatementCreateView {
        chained {
            $0.header.target.name = view
            $0.header.isTemp = isTemp
        }
    }

    /// Makes the view temporary: `CREATE TEMP VIEW`.
    ///
    /// ```swift
    /// StatementCreateView().create(view: "v").temp().as(select)   // CREATE TEMP VIEW v AS SELECT ...
    /// ```
    public func temp() -> StatementCreateView { chained { $0.header.isTemp = true } }

    /// Adds `IF NOT EXISTS`.
    ///
    /// ```swift
    /// StatementCreateView().create(view: "v").ifNotExists().as(select)   // CREATE VIEW IF NOT EXISTS v AS SELECT ...
    /// ```
    public func ifNotExists() -> StatementCreateView { chained { $0.header.ifNotExists = true } }

    /// Qualifies the view with a schema.
    ///
    /// ```swift
    /// StatementCreateView().create(view: "v").of(schema: "main").as(select)   // CREATE VIEW main.v AS SELECT ...
    /// ```
    public func of(schema: String) -> StatementCreateView { chained { $0.header.target.schema = schema } }

    /// Names the view's columns: `CREATE VIEW v(a, b) AS ...`.
    ///
    /// ```swift
    /// StatementCreateView().create(view: "v").with(columns: Column("a"), Column("b")).as(select)
    /// // CREATE VIEW v(a, b) AS SELECT ...
    /// ```
    public func with(columns: Column...) -> StatementCreateView { with(columns: columns) }

    /// Names the view's columns from an array.
    ///
    /// ```swift
    /// StatementCreateView().create(view: "v").with(columns: [Column("a")]).as(select)   // CREATE VIEW v(a) AS SELECT ...
    /// ```
    public func with(columns: [Column]) -> StatementCreateView { chained { $0.columns += columns } }

    /// The query the view stands for.
    ///
    /// ```swift
    /// StatementCreateView().create(view: "v").as(StatementSelect().select(Column("a")).from("t"))
    /// // CREATE VIEW v AS SELECT a FROM t
    /// ```
    public func `as`(_ select: some Statement) -> StatementCreateView { chained { $0.select = select } }

    public func render(into writer: inout SQLWriter) {
        header.render(into: &writer, statement: "CREATE VIEW")
        if !columns.isEmpty {
            writer.write("(")
            writer.writeColumnNames(columns)
            writer.write(")")
        }
        writer.write(" AS ")
        if let select {
            writer.requireQuery(select, in: "CREATE VIEW")
        } else {
            writer.report("CREATE VIEW needs a query (call as(_:))")
        }
    }
}
