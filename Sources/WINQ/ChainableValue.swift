/// A value type whose builder methods return a modified copy, leaving the receiver untouched.
///
/// Every WINQ builder (statements, clauses, constraints, expressions' parts) adopts it, so each builder method
/// is one line through the one internal helper `chained { $0.ifNotExists = true }`.
///
/// ```swift
/// let base = StatementSelect().select(Column("a")).from("t1")
/// let limited = base.limit(1)    // base is unchanged: SELECT a FROM t1
/// print(limited)                 // SELECT a FROM t1 LIMIT 1
/// ```
public protocol ChainableValue: Sendable {}

extension ChainableValue {
    /// A copy of `self` with `change` applied.
    func chained(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}
