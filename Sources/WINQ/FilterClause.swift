/// The `WHERE ... ORDER BY ... LIMIT ... OFFSET ...` tail shared by SELECT, UPDATE and DELETE.
///
/// Statements expose it through ``FilterableStatement``; build it with `where(_:)`, `order(by:)`,
/// `limit(_:)` and `offset(_:)`:
///
/// ```swift
/// StatementDelete().delete(from: "testTable").where(Column("column1") > 1)
///     .order(by: Column("column1"), Column("column2")).limit(1).offset(2)
/// // DELETE FROM testTable WHERE column1 > 1 ORDER BY column1, column2 LIMIT 1 OFFSET 2
/// ```
public struct FilterClause: Sendable {
    var condition: Expression?
    var orders: [OrderingTerm] = []
    var limit: Expression?
    var offset: Expression?

    /// An empty tail, which renders nothing.
    ///
    /// ```swift
    /// StatementDelete().delete(from: "t1").where(Column("a") > 1).limit(1)   // DELETE FROM t1 WHERE a > 1 LIMIT 1
    /// ```
    public init() {}

    /// Renders ` WHERE condition`, or nothing.
    func renderWhere(into writer: inout SQLWriter) {
        writer.write(" WHERE ", ifPresent: condition)
    }

    /// Renders ` ORDER BY ... LIMIT ... OFFSET ...`, or nothing.
    func renderOrderAndLimit(into writer: inout SQLWriter) {
        if !orders.isEmpty {
            writer.write(" ORDER BY ")
            writer.write(list: orders)
        }
        writer.write(" LIMIT ", ifPresent: limit)
        if let offset {
            if limit == nil { writer.report("OFFSET needs a LIMIT: call limit(_:) too") }
            writer.write(" OFFSET ", ifPresent: offset)
        }
    }
}
