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
    let expression: Expression
    var collation: String?
    var direction: Order?

    /// An indexed column on a column or expression.
    ///
    /// ```swift
    /// IndexedColumn(Column("a"))   // a
    /// ```
    public init(_ expression: some ExpressionConvertible) {
        self.expression = expression.asExpression()
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
    public func order(_ order: Order?) -> IndexedColumn { chained { $0.direction = order } }

    /// Sets a collation: `a COLLATE NOCASE`.
    ///
    /// ```swift
    /// IndexedColumn(Column("a")).collate("NOCASE")   // a COLLATE NOCASE
    /// ```
    public func collate(_ collation: String) -> IndexedColumn { chained { $0.collation = collation } }

    /// Returns itself.
    public func asIndex() -> IndexedColumn { self }

    public func render(into writer: inout SQLWriter) {
        // Operands are parenthesised so a trailing COLLATE or ASC applies to the whole expression.
        expression.renderOperand(into: &writer)
        if let collation {
            writer.write(" COLLATE ")
            writer.writeIdentifier(collation)
        }
        if let direction {
            writer.write(" ")
            writer.write(direction.rawValue)
        }
    }
}
