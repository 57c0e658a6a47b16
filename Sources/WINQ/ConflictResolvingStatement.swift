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
    ///
    /// ```swift
    /// StatementUpdate().update(table: "t1").onConflict(.fail).set(Column("a")).to(1)   // UPDATE OR FAIL t1 SET a = 1
    /// ```
    public func onConflict(_ action: ConflictAction? = nil) -> Self {
        chained { $0.conflictAction = action }
    }

    /// `OR REPLACE`
    ///
    /// ```swift
    /// StatementInsert().insert(intoTable: "t1").orReplace().values(1)   // INSERT OR REPLACE INTO t1 VALUES(1)
    /// ```
    public func orReplace() -> Self { onConflict(.replace) }
    /// `OR IGNORE`
    ///
    /// ```swift
    /// StatementInsert().insert(intoTable: "t1").orIgnore().values(1)   // INSERT OR IGNORE INTO t1 VALUES(1)
    /// ```
    public func orIgnore() -> Self { onConflict(.ignore) }
    /// `OR ROLLBACK`
    ///
    /// ```swift
    /// StatementInsert().insert(intoTable: "t1").orRollback().values(1)   // INSERT OR ROLLBACK INTO t1 VALUES(1)
    /// ```
    public func orRollback() -> Self { onConflict(.rollback) }
    /// `OR ABORT`
    ///
    /// ```swift
    /// StatementInsert().insert(intoTable: "t1").orAbort().values(1)   // INSERT OR ABORT INTO t1 VALUES(1)
    /// ```
    public func orAbort() -> Self { onConflict(.abort) }
    /// `OR FAIL`
    ///
    /// ```swift
    /// StatementInsert().insert(intoTable: "t1").orFail().values(1)   // INSERT OR FAIL INTO t1 VALUES(1)
    /// ```
    public func orFail() -> Self { onConflict(.fail) }

    /// Renders ` OR ACTION`, or nothing.
    func renderConflictAction(into writer: inout SQLWriter) {
        guard let conflictAction else { return }
        writer.write(" OR ")
        writer.write(conflictAction.rawValue)
    }
}
