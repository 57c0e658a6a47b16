/// A piece of SQL syntax that renders itself as text.
///
/// Every WINQ node (expressions, columns, clauses, statements) conforms. Its `description` is the SQL it
/// stands for; ``validatedSQL()`` also checks the node for invalid use (an empty identifier, a statement
/// missing a required part) and throws instead of returning broken SQL.
///
/// ```swift
/// let condition = Column("age") > 18
/// print(condition)                    // age > 18
/// let sql = try condition.validatedSQL()
/// ```
public protocol SQLConvertible: CustomStringConvertible, Sendable {
    /// Appends this node's SQL to `writer`.
    func render(into writer: inout SQLWriter)
}

extension SQLConvertible {
    /// The SQL text of this node.
    public var description: String {
        var writer = SQLWriter()
        render(into: &writer)
        return writer.sql
    }

    /// Renders the SQL text, throwing a ``WINQError`` when the node is invalid.
    ///
    /// ```swift
    /// try StatementDelete().delete(from: "").validatedSQL()   // throws: empty identifier
    /// ```
    public func validatedSQL() throws(WINQError) -> String {
        var writer = SQLWriter()
        render(into: &writer)
        if let problem = writer.problems.first {
            throw WINQError(message: problem, sql: writer.sql)
        }
        return writer.sql
    }
}
