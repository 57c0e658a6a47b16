/// Anything that can be used as an `ORDER BY` term.
///
/// ```swift
/// StatementSelect().select(1).order(by: Column("a"), Column("b").asOrder(.descending))   // SELECT 1 ORDER BY a, b DESC
/// ```
public protocol OrderingTermConvertible: Sendable {
    /// The ordering term for this value.
    func asOrder() -> OrderingTerm
}
