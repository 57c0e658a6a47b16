/// A term of an `ORDER BY` clause: an expression with optional collation, direction and NULLS placement.
///
/// ```swift
/// Column("name").asOrder(.descending)                       // name DESC
/// OrderingTerm(Column("name")).collate("NOCASE").order(.ascending) // name COLLATE NOCASE ASC
/// ```
public struct OrderingTerm: SQLConvertible, OrderingTermConvertible, ChainableValue {
    let expression: Expression
    var collation: String?
    var direction: Order?
    var nulls: NullsOrder?

    /// An ordering term on an expression.
    ///
    /// ```swift
    /// OrderingTerm(Column("a"))   // a
    /// ```
    public init(_ expression: some ExpressionConvertible) {
        self.expression = expression.asExpression()
    }

    /// An ordering term on an expression (WCDB spelling).
    ///
    /// ```swift
    /// OrderingTerm(with: Column("a"))   // a
    /// ```
    public init(with expression: some ExpressionConvertible) {
        self.init(expression)
    }

    /// Sets the direction.
    ///
    /// ```swift
    /// OrderingTerm(Column("a")).order(.descending)   // a DESC
    /// ```
    public func order(_ order: Order?) -> OrderingTerm { chained { $0.direction = order } }

    /// Sets a collation.
    ///
    /// ```swift
    /// OrderingTerm(Column("a")).collate("NOCASE")   // a COLLATE NOCASE
    /// ```
    public func collate(_ collation: String) -> OrderingTerm { chained { $0.collation = collation } }

    /// Sets where NULLs sort (needs SQLite 3.30+).
    ///
    /// ```swift
    /// OrderingTerm(Column("a")).nulls(.last)   // a NULLS LAST
    /// ```
    public func nulls(_ nulls: NullsOrder) -> OrderingTerm { chained { $0.nulls = nulls } }

    /// Returns itself.
    public func asOrder() -> OrderingTerm { self }

    public func render(into writer: inout SQLWriter) {
        // Operands are parenthesised so a trailing COLLATE or ASC applies to the whole expression.
        expression.renderOperand(into: &writer)
        writer.writeCollationAndOrder(collation: collation, direction: direction)
        if let nulls {
            writer.write(" ")
            writer.write(nulls.rawValue)
        }
    }
}

extension ExpressionOperable {
    /// This expression as an ordering term, optionally with a direction.
    ///
    /// ```swift
    /// Column("age").asOrder(.descending)   // age DESC
    /// ```
    public func asOrder(_ order: Order? = nil) -> OrderingTerm {
        OrderingTerm(asExpression()).order(order)
    }

    /// This expression as an ordering term with no direction.
    public func asOrder() -> OrderingTerm { OrderingTerm(asExpression()) }
}

extension Column: OrderingTermConvertible {}
extension Expression: OrderingTermConvertible {}
