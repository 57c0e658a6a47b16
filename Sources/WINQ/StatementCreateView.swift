/// `CREATE [TEMP] VIEW [IF NOT EXISTS] [schema.]view[(columns)] AS select`.
///
/// ```swift
/// StatementCreateView().create(view: "adults").with(columns: Column("name"))
///     .as(StatementSelect().select(Column("name")).from("user").where(Column("age") >= 18))
/// // CREATE VIEW adults(name) AS SELECT name FROM user WHERE age >= 18
/// ```
public struct StatementCreateView: TemporarySchemaObjectCreatingStatement {
    /// The `CREATE VIEW [IF NOT EXISTS] name` head; set it with the builders.
    public var header = SchemaObjectHeader(creating: "VIEW")
    var columns: [Column] = []
    var select: (any Statement)?

    /// An empty statement; name the view with ``create(view:isTemp:)``.
    ///
    /// ```swift
    /// StatementCreateView().create(view: "v").as(StatementSelect().select(1))   // CREATE VIEW v AS SELECT 1
    /// ```
    public init() {}

    /// Names the view to create, optionally temporary.
    ///
    /// ```swift
    /// StatementCreateView().create(view: "v", isTemp: true).as(select)   // CREATE TEMP VIEW v AS SELECT ...
    /// ```
    public func create(view: String, isTemp: Bool = false) -> StatementCreateView {
        naming(view, isTemp: isTemp)
    }

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
        header.render(into: &writer)
        if !columns.isEmpty { writer.writeColumnNameList(columns) }
        writer.write(" AS ")
        if let select {
            writer.requireQuery(select, in: "CREATE VIEW")
        } else {
            writer.report("CREATE VIEW needs a query (call as(_:))")
        }
    }
}
