/// The `WITH [RECURSIVE] cte, ...` prefix shared by SELECT, INSERT, UPDATE and DELETE.
///
/// Statements expose it through ``CommonTableExpressionStatement``; build it with `with(...)`:
///
/// ```swift
/// StatementSelect().with(recursive: true, CommonTableExpression("t").as(StatementSelect().select(1)))
///     .select(1)                          // WITH RECURSIVE t AS(SELECT 1) SELECT 1
/// ```
public struct WithClause: Sendable {
    var isRecursive = false
    var expressions: [CommonTableExpression] = []

    /// An empty clause, which renders nothing.
    ///
    /// ```swift
    /// StatementSelect().with(CommonTableExpression("t").as(StatementSelect().select(1))).select(1)   // WITH t AS(SELECT 1) SELECT 1
    /// ```
    public init() {}

    /// Renders `WITH [RECURSIVE] a, b ` (with the trailing space), or nothing when empty.
    func render(into writer: inout SQLWriter) {
        if expressions.isEmpty {
            if isRecursive { writer.report("WITH RECURSIVE needs at least one common table expression") }
            return
        }
        writer.write(isRecursive ? "WITH RECURSIVE " : "WITH ")
        writer.write(list: expressions)
        writer.write(" ")
    }
}
