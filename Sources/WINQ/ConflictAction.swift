/// What SQLite does when a constraint fails: the `OR ...` of INSERT/UPDATE and the `ON CONFLICT ...` of
/// column and table constraints.
///
/// ```swift
/// StatementInsert().insert(intoTable: "t").onConflict(.replace)   // INSERT OR REPLACE INTO t ...
/// ColumnConstraint().primaryKey().conflict(action: .ignore)        // PRIMARY KEY ON CONFLICT IGNORE
/// ```
public enum ConflictAction: String, Sendable {
    case rollback = "ROLLBACK"
    case abort = "ABORT"
    case fail = "FAIL"
    case ignore = "IGNORE"
    case replace = "REPLACE"
}
