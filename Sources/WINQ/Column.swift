/// A column reference, optionally qualified by table and schema.
///
/// ```swift
/// Column("name")                                   // name
/// Column(named: "order")                           // "order"
/// Column("id").in(table: "user").of(schema: "main") // main.user.id
/// Column.all                                       // *
/// ```
public struct Column: ExpressionOperable, Hashable {
    /// The column's name (`*` for ``all``).
    public let name: String
    /// The table that qualifies the column, if any.
    public let tableName: String?
    /// The schema that qualifies the table, if any.
    public let schemaName: String?
    let isWildcard: Bool

    /// A column by name.
    ///
    /// ```swift
    /// Column(named: "order")   // "order"
    /// ```
    public init(named name: String) {
        self.init(name: name, tableName: nil, schemaName: nil, isWildcard: false)
    }

    /// A column by name (short spelling).
    ///
    /// ```swift
    /// Column("name")   // name
    /// ```
    public init(_ name: String) {
        self.init(named: name)
    }

    /// A column by name qualified by a table.
    ///
    /// ```swift
    /// Column(named: "id", inTable: "user")   // user.id
    /// ```
    public init(named name: String, inTable tableName: String) {
        self.init(name: name, tableName: tableName, schemaName: nil, isWildcard: false)
    }

    init(name: String, tableName: String?, schemaName: String?, isWildcard: Bool) {
        self.name = name
        self.tableName = tableName
        self.schemaName = schemaName
        self.isWildcard = isWildcard
    }

    /// `*`: every column, as in `SELECT *` and `COUNT(*)`.
    public static let all = Column(name: "*", tableName: nil, schemaName: nil, isWildcard: true)
    /// The `rowid` pseudo-column.
    public static let rowid = Column(named: "rowid")

    /// The same column qualified by a table: `table.column`.
    ///
    /// ```swift
    /// Column("id").in(table: "user")   // user.id
    /// ```
    public func `in`(table: String) -> Column {
        Column(name: name, tableName: table, schemaName: schemaName, isWildcard: isWildcard)
    }

    /// The same column qualified by a schema (only rendered when a table is given too): `schema.table.column`.
    ///
    /// ```swift
    /// Column("id").in(table: "user").of(schema: "main")   // main.user.id
    /// ```
    public func of(schema: String) -> Column {
        Column(name: name, tableName: tableName, schemaName: schema, isWildcard: isWildcard)
    }

    public func asExpression() -> Expression { Expression(node: .column(self)) }

    public func render(into writer: inout SQLWriter) { renderColumn(into: &writer) }

    func renderColumn(into writer: inout SQLWriter) {
        if tableName != nil {
            writer.writeQualifier(schemaName)
            writer.writeQualifier(tableName)
        }
        if isWildcard {
            writer.write("*")
        } else {
            writer.writeIdentifier(name)
        }
    }
}
