/// A statement with an `OR action` conflict clause: INSERT and UPDATE.
///
/// ```swift
/// StatementInsert().insert(intoTable: "t1").orReplace().values(1)   // INSERT OR REPLACE INTO t1 VALUES(1)
/// StatementUpdate().update(table: "t1").onConflict(.ignore).set(Column("a")).to(1)
/// // UPDATE OR IGNORE t1 SET a = 1
/// ```
public protocol ConflictResolvingStatement: Statement, ChainableValue {
    /// What SQLite does when a constraint fails; nil for its default (ABORT, not written).
    var conflictAction: ConflictAction? { get set }
}

extension ConflictResolvingStatement {
    /// Sets the conflict action: `OR REPLACE`, `OR IGNORE`, ...; nil removes it.
    public func onConflict(_ action: ConflictAction? = nil) -> Self {
        chained { $0.conflictAction = action }
    }

    /// `OR REPLACE`
    public func orReplace() -> Self { onConflict(.replace) }
    /// `OR IGNORE`
    public func orIgnore() -> Self { onConflict(.ignore) }
    /// `OR ROLLBACK`
    public func orRollback() -> Self { onConflict(.rollback) }
    /// `OR ABORT`
    public func orAbort() -> Self { onConflict(.abort) }
    /// `OR FAIL`
    public func orFail() -> Self { onConflict(.fail) }

    /// Renders ` OR ACTION`, or nothing.
    func renderConflictAction(into writer: inout SQLWriter) {
        guard let conflictAction else { return }
        writer.write(" OR ")
        writer.write(conflictAction.rawValue)
    }
}
