/// A column or expression of an index, a PRIMARY KEY or a UNIQUE table constraint, with optional collation
/// and direction.
///
/// ```swift
/// IndexedColumn(with: Column("name"))                          // name
/// Column("name").asIndex(.descending)                          // name DESC
/// IndexedColumn(with: Column("name")).collate("NOCASE")        // name COLLATE NOCASE
/// IndexedColumn(with: Column("a").abs()).order(.ascending)     // ABS(a) ASC
/// ```
public struct IndexedColumn: SQLConvertible, IndexedColumnConvertible, ChainableValue {
    // SQLite's indexed-column grammar is the ordering-term grammar without NULLS FIRST/LAST, so one
    // OrderingTerm holds and renders it.
    var term: OrderingTerm

    /// An indexed column on a column or expression.
    ///
    /// ```swift
    /// IndexedColumn(Column("a"))   // a
    /// ```
    public init(_ expression: some ExpressionConvertible) {
        term = OrderingTerm(expression)
    }

    /// An indexed column on a column or expression (WCDB spelling).
    ///
    /// ```swift
    /// IndexedColumn(with: Column("a"))   // a
    /// ```
    public init(with expression: some ExpressionConvertible) {
        self.init(expression)
    }

    /// Sets the direction: `a ASC`, `a DESC`.
    ///
    /// ```swift
    /// IndexedColumn(Column("a")).order(.descending)   // a DESC
    /// ```
    public func order(_ order: Order?) -> IndexedColumn { chained { $0.term = $0.term.order(order) } }

    /// Sets a collation: `a COLLATE NOCASE`.
    ///
    /// ```swift
    /// IndexedColumn(Column("a")).collate("NOCASE")   // a COLLATE NOCASE
    /// ```
    public func collate(_ collation: String) -> IndexedColumn { chained { $0.term = $0.term.collate(collation) } }

    /// Returns itself.
    public func asIndex() -> IndexedColumn { self }

    public func render(into writer: inout SQLWriter) {
        term.render(into: &writer)
    }
}
