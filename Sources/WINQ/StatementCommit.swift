/// `COMMIT`: ends the current transaction, keeping its changes.
///
/// ```swift
/// StatementCommit()   // COMMIT
/// ```
public struct StatementCommit: Statement {
    /// `COMMIT`
    ///
    /// ```swift
    /// StatementCommit()   // COMMIT
    /// ```
    public init() {}

    /// Returns the statement itself (for call chains written as `StatementCommit().commit()`).
    ///
    /// ```swift
    /// StatementCommit().commit()   // COMMIT
    /// ```
    public func commit() -> StatementCommit { self }

    public func render(into writer: inout SQLWriter) {
        writer.write("COMMIT")
    }
}
