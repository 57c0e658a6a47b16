/// A node with a SET list: ``StatementUpdate`` and ``Upsert``.
///
/// ```swift
/// Upsert().onConflict().indexed(by: Column("a")).doUpdate().set(Column("b")).to(1)   // ON CONFLICT(a) DO UPDATE SET b = 1
/// ```
public protocol ColumnAssigning: ChainableValue {
    /// The SET list; prefer the `set(_:)`/`to(_:)` builders.
    var assignmentList: AssignmentList { get set }
}

extension ColumnAssigning {
    /// Starts an assignment to one column, or to several columns as a row value: `SET a = ...`,
    /// `SET (a, b) = ...`. Follow it with ``to(_:)``.
    ///
    /// ```swift
    /// StatementUpdate().update(table: "t1").set([Column("a"), Column("b")]).to(Expression(rowValue: [1, 2]))   // UPDATE t1 SET (a, b) = (1, 2)
    /// ```
    public func set(_ columns: [Column]) -> Self {
        chained { $0.assignmentList.set(columns) }
    }

    /// Starts an assignment; follow it with ``to(_:)``.
    ///
    /// ```swift
    /// StatementUpdate().update(table: "t1").set(Column("a")).to(1)   // UPDATE t1 SET a = 1
    /// ```
    public func set(_ columns: Column...) -> Self { set(columns) }

    /// The value of the preceding ``set(_:)-([Column])``.
    ///
    /// ```swift
    /// StatementUpdate().update(table: "t1").set(Column("a")).to(Column("a") + 1)   // UPDATE t1 SET a = a + 1
    /// ```
    public func to(_ value: some ExpressionConvertible) -> Self {
        chained { $0.assignmentList.to(value.asExpression()) }
    }
}
