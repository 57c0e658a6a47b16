/// A common table expression of a `WITH` clause: `name(columns) AS(SELECT ...)`.
///
/// ```swift
/// CommonTableExpression("table1").column(Column("column1")).as(StatementSelect().select(1))
/// // table1(column1) AS(SELECT 1)
/// CommonTableExpression("t").as(StatementSelect().select(1)).materialized()
/// // t AS MATERIALIZED(SELECT 1)         (SQLite 3.35+)
/// ```
public struct CommonTableExpression: SQLConvertible, ChainableValue {
    /// The name the statement refers to the table by.
    public let name: String
    var columns: [Column] = []
    var select: StatementSelect?
    var isMaterialized: Bool?

    /// A common table expression named `name`; finish it with ``as(_:)``.
    ///
    /// ```swift
    /// CommonTableExpression("t").as(StatementSelect().select(1))   // t AS(SELECT 1)
    /// ```
    public init(_ name: String) {
        self.name = name
    }

    /// Adds a column name: `name(column1, column2)`.
    ///
    /// ```swift
    /// CommonTableExpression("t").column(Column("a")).as(StatementSelect().select(1))   // t(a) AS(SELECT 1)
    /// ```
    public func column(_ column: Column) -> CommonTableExpression {
        columns([column])
    }

    /// Adds column names: `name(column1, column2)`.
    ///
    /// ```swift
    /// CommonTableExpression("t").columns([Column("a"), Column("b")]).as(StatementSelect().select(1, 2))   // t(a, b) AS(SELECT 1, 2)
    /// ```
    public func columns(_ columns: [Column]) -> CommonTableExpression {
        chained { $0.columns += columns }
    }

    /// Adds column names: `name(column1, column2)`.
    ///
    /// ```swift
    /// CommonTableExpression("t").columns(Column("a"), Column("b")).as(StatementSelect().select(1, 2))   // t(a, b) AS(SELECT 1, 2)
    /// ```
    public func columns(_ columns: Column...) -> CommonTableExpression { self.columns(columns) }

    /// Sets the select the table stands for: `name AS(SELECT ...)`.
    ///
    /// ```swift
    /// CommonTableExpression("t").as(StatementSelect().select(1))   // t AS(SELECT 1)
    /// ```
    public func `as`(_ select: StatementSelect) -> CommonTableExpression {
        chained { $0.select = select }
    }

    /// Asks SQLite to compute the table once: `AS MATERIALIZED(...)` (SQLite 3.35+).
    ///
    /// ```swift
    /// CommonTableExpression("t").as(StatementSelect().select(1)).materialized()   // t AS MATERIALIZED(SELECT 1)
    /// ```
    public func materialized() -> CommonTableExpression {
        chained { $0.isMaterialized = true }
    }

    /// Asks SQLite to inline the table: `AS NOT MATERIALIZED(...)` (SQLite 3.35+).
    ///
    /// ```swift
    /// CommonTableExpression("t").as(StatementSelect().select(1)).notMaterialized()   // t AS NOT MATERIALIZED(SELECT 1)
    /// ```
    public func notMaterialized() -> CommonTableExpression {
        chained { $0.isMaterialized = false }
    }

    public func render(into writer: inout SQLWriter) {
        writer.writeIdentifier(name)
        if !columns.isEmpty { writer.writeColumnNameList(columns) }
        writer.write(" AS")
        switch isMaterialized {
        case true?: writer.write(" MATERIALIZED")
        case false?: writer.write(" NOT MATERIALIZED")
        case nil: break
        }
        writer.write("(")
        writer.write(select, required: "a select: call .as(_:)", in: "The common table expression \(name)")
        writer.write(")")
    }
}
