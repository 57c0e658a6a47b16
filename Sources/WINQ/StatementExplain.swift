/// `EXPLAIN statement` or `EXPLAIN QUERY PLAN statement`: describes how SQLite would run a statement, without
/// running it, so the statement is read-only whatever it explains.
///
/// ```swift
/// StatementExplain().explainQueryPlan(StatementSelect().select(1).from("testTable"))
/// // EXPLAIN QUERY PLAN SELECT 1 FROM testTable
/// ```
public struct StatementExplain: Statement, ChainableValue {
    var statement: (any Statement)?
    var isQueryPlan = false

    /// An empty statement; give the statement with ``explain(_:)`` or ``explainQueryPlan(_:)``.
    ///
    /// ```swift
    /// StatementExplain().explain(StatementSelect().select(1))   // EXPLAIN SELECT 1
    /// ```
    public init() {}

    /// `EXPLAIN statement`: the bytecode program.
    ///
    /// ```swift
    /// StatementExplain().explain(StatementDelete().delete(from: "t"))   // EXPLAIN DELETE FROM t
    /// ```
    public func explain(_ statement: any Statement) -> StatementExplain {
        chained {
            $0.statement = statement
            $0.isQueryPlan = false
        }
    }

    /// `EXPLAIN QUERY PLAN statement`: the high-level plan.
    ///
    /// ```swift
    /// StatementExplain().explainQueryPlan(StatementSelect().select(1))   // EXPLAIN QUERY PLAN SELECT 1
    /// ```
    public func explainQueryPlan(_ statement: any Statement) -> StatementExplain {
        chained {
            $0.statement = statement
            $0.isQueryPlan = true
        }
    }

    /// Always true: EXPLAIN never changes the database.
    public var isReadOnly: Bool { true }

    public func render(into writer: inout SQLWriter) {
        writer.write(isQueryPlan ? "EXPLAIN QUERY PLAN " : "EXPLAIN ")
        guard let statement else {
            writer.report("EXPLAIN needs a statement (call explain(_:) or explainQueryPlan(_:))")
            return
        }
        if statement is StatementExplain {
            writer.report("EXPLAIN cannot explain another EXPLAIN")
        }
        writer.write(any: statement)
    }
}
