/// `CREATE [UNIQUE] INDEX [IF NOT EXISTS] [schema.]index ON table(columns) [WHERE condition]`.
///
/// ```swift
/// StatementCreateIndex().create(index: "index1").on(table: "table1")
///     .indexesBy(Column("column1"), Column("column2").asIndex(.ascending)).where(Column("column1") >= 1)
/// // CREATE INDEX index1 ON table1(column1, column2 ASC) WHERE column1 >= 1
/// ```
public struct StatementCreateIndex: SchemaObjectCreatingStatement {
    /// The `CREATE INDEX [IF NOT EXISTS] name` head; set it with the builders.
    public var header = SchemaObjectHeader(creating: "INDEX")
    var table: String?
    var columns: [IndexedColumn] = []
    var condition: Expression?

    /// An empty statement; name the index with ``create(index:isUnique:)``.
    ///
    /// ```swift
    /// StatementCreateIndex().create(index: "i").on(table: "t").indexesBy(Column("a"))   // CREATE INDEX i ON t(a)
    /// ```
    public init() {}

    /// Names the index to create, optionally unique.
    ///
    /// ```swift
    /// StatementCreateIndex().create(index: "i", isUnique: true).on(table: "t").indexesBy(Column("a"))
    /// // CREATE UNIQUE INDEX i ON t(a)
    /// ```
    public func create(index: String, isUnique: Bool = false) -> StatementCreateIndex {
        naming(index, isUnique: isUnique)
    }

    /// Makes the index unique: `CREATE UNIQUE INDEX`.
    ///
    /// ```swift
    /// StatementCreateIndex().create(index: "i").unique().on(table: "t").indexesBy(Column("a"))
    /// // CREATE UNIQUE INDEX i ON t(a)
    /// ```
    public func unique() -> StatementCreateIndex { chained { $0.header.isUnique = true } }

    /// Names the indexed table.
    ///
    /// ```swift
    /// StatementCreateIndex().create(index: "i").on(table: "t").indexesBy(Column("a"))   // CREATE INDEX i ON t(a)
    /// ```
    public func on(table: String) -> StatementCreateIndex { chained { $0.table = table } }

    /// Adds indexed columns or expressions.
    ///
    /// ```swift
    /// StatementCreateIndex().create(index: "i").on(table: "t").indexesBy(Column("a"), Column("b").asIndex(.descending))
    /// // CREATE INDEX i ON t(a, b DESC)
    /// ```
    public func indexesBy(_ columns: any IndexedColumnConvertible...) -> StatementCreateIndex { indexesBy(columns) }

    /// Adds indexed columns or expressions from an array.
    ///
    /// ```swift
    /// StatementCreateIndex().create(index: "i").on(table: "t").indexesBy([Column("a")])   // CREATE INDEX i ON t(a)
    /// ```
    public func indexesBy(_ columns: [any IndexedColumnConvertible]) -> StatementCreateIndex {
        chained { $0.columns += columns.map { $0.asIndex() } }
    }

    /// Adds indexed columns (same as `indexesBy(_:)`).
    ///
    /// ```swift
    /// StatementCreateIndex().create(index: "i").on(table: "t").indexed(by: Column("a"))   // CREATE INDEX i ON t(a)
    /// ```
    public func indexed(by columns: any IndexedColumnConvertible...) -> StatementCreateIndex { indexesBy(columns) }

    /// Adds indexed columns from an array (same as `indexesBy(_:)`).
    ///
    /// ```swift
    /// StatementCreateIndex().create(index: "i").on(table: "t").indexed(by: [Column("a")])   // CREATE INDEX i ON t(a)
    /// ```
    public func indexed(by columns: [any IndexedColumnConvertible]) -> StatementCreateIndex { indexesBy(columns) }

    /// Makes the index partial: `WHERE condition`.
    ///
    /// ```swift
    /// StatementCreateIndex().create(index: "i").on(table: "t").indexesBy(Column("a")).where(Column("a") > 0)
    /// // CREATE INDEX i ON t(a) WHERE a > 0
    /// ```
    public func `where`(_ condition: some ExpressionConvertible) -> StatementCreateIndex {
        chained { $0.condition = condition.asExpression() }
    }

    public func render(into writer: inout SQLWriter) {
        header.render(into: &writer)
        writer.write(" ON ")
        writer.writeIdentifier(table, required: "a table (call on(table:))", in: "CREATE INDEX")
        writer.write("(")
        writer.require(!columns.isEmpty, "at least one indexed column (call indexesBy(_:))", in: "CREATE INDEX")
        writer.write(list: columns)
        writer.write(")")
        writer.write(" WHERE ", ifPresent: condition)
    }
}
