/// A node with a SET list: ``StatementUpdate`` and ``Upsert``.
public protocol ColumnAssigning: ChainableValue {
    /// The SET list; prefer the `set(_:)`/`to(_:)` builders.
    var assignmentList: AssignmentList { get set }
}

extension ColumnAssigning {
    /// Starts an assignment to one column, or to several columns as a row value: `SET a = ...`,
    /// `SET (a, b) = ...`. Follow it with ``to(_:)``.
    public func set(_ columns: [Column]) -> Self {
        chained { $0.assignmentList.set(columns) }
    }

    /// Starts an assignment; follow it with ``to(_:)``.
    public func set(_ columns: Column...) -> Self { set(columns) }

    /// The value of the preceding ``set(_:)-([Column])``.
    public func to(_ value: some ExpressionConvertible) -> Self {
        chained { $0.assignmentList.to(value.asExpression()) }
    }
}
