/// `ROLLBACK` or `ROLLBACK TO savepoint`.
///
/// ```swift
/// StatementRollback()                          // ROLLBACK
/// StatementRollback().rollback(to: "sp1")      // ROLLBACK TO sp1
/// ```
public struct StatementRollback: Statement, ChainableValue {
    var savepoint: String?

    /// `ROLLBACK`: undoes the whole transaction.
    ///
    /// ```swift
    /// StatementRollback()   // ROLLBACK
    /// ```
    public init() {}

    /// Undoes the changes made since a savepoint, keeping the transaction open: `ROLLBACK TO name`.
    ///
    /// ```swift
    /// StatementRollback().rollback(to: "sp1")   // ROLLBACK TO sp1
    /// ```
    public func rollback(to savepoint: String) -> StatementRollback { chained { $0.savepoint = savepoint } }

    /// WCDB spelling of ``rollback(to:)``.
    ///
    /// ```swift
    /// StatementRollback().rollback(toSavepoint: "sp1")   // ROLLBACK TO sp1
    /// ```
    public func rollback(toSavepoint savepoint: String) -> StatementRollback { rollback(to: savepoint) }

    public func render(into writer: inout SQLWriter) {
        writer.write("ROLLBACK")
        if let savepoint {
            writer.write(" TO ")
            writer.writeIdentifier(savepoint)
        }
    }
}
