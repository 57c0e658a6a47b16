/// The direction of an ordering term or indexed column.
public enum Order: String, Sendable {
    case ascending = "ASC"
    case descending = "DESC"
}

/// Where NULLs sort in an ordering term (SQLite 3.30+).
public enum NullsOrder: String, Sendable {
    case first = "NULLS FIRST"
    case last = "NULLS LAST"
}

/// Anything that can be used as an `ORDER BY` term.
public protocol OrderingTermConvertible: Sendable {
    /// The ordering term for this value.
    func asOrder() -> OrderingTerm
}

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
    public init(_ expression: some ExpressionConvertible) {
        self.expression = expression.asExpression()
    }

    /// An ordering term on an expression (WCDB spelling).
    public init(with expression: some ExpressionConvertible) {
        self.init(expression)
    }

    /// Sets the direction.
    public func order(_ order: Order?) -> OrderingTerm {
        chained { $0.direction = order }
    }

    /// Sets a collation.
    public func collate(_ collation: String) -> OrderingTerm {
        chained { $0.collation = collation }
    }

    /// Sets where NULLs sort (needs SQLite 3.30+).
    public func nulls(_ nulls: NullsOrder) -> OrderingTerm {
        chained { $0.nulls = nulls }
    }

    public func asOrder() -> OrderingTerm { self }

    public func render(into writer: inout SQLWriter) {
        expression.renderOperand(into: &writer)
        if let collation {
            writer.write(" COLLATE ")
            writer.writeCollation(collation)
        }
        if let direction {
            writer.write(" ")
            writer.write(direction.rawValue)
        }
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
