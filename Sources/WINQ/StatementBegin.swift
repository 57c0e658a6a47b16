/// `BEGIN DEFERRED|IMMEDIATE|EXCLUSIVE`: starts a transaction (deferred unless told otherwise).
///
/// ```swift
/// StatementBegin()                      // BEGIN DEFERRED
/// StatementBegin().begin(.immediate)    // BEGIN IMMEDIATE
/// StatementBegin().beginExclusive()     // BEGIN EXCLUSIVE
/// ```
public struct StatementBegin: Statement, ChainableValue {
    var type: TransactionType = .deferred

    /// `BEGIN DEFERRED`
    ///
    /// ```swift
    /// StatementBegin()   // BEGIN DEFERRED
    /// ```
    public init() {}

    /// Sets the transaction type.
    ///
    /// ```swift
    /// StatementBegin().begin(.exclusive)   // BEGIN EXCLUSIVE
    /// ```
    public func begin(_ type: TransactionType) -> StatementBegin { chained { $0.type = type } }

    /// `BEGIN DEFERRED`
    ///
    /// ```swift
    /// StatementBegin().beginDeferred()   // BEGIN DEFERRED
    /// ```
    public func beginDeferred() -> StatementBegin { begin(.deferred) }

    /// `BEGIN IMMEDIATE`
    ///
    /// ```swift
    /// StatementBegin().beginImmediate()   // BEGIN IMMEDIATE
    /// ```
    public func beginImmediate() -> StatementBegin { begin(.immediate) }

    /// `BEGIN EXCLUSIVE`
    ///
    /// ```swift
    /// StatementBegin().beginExclusive()   // BEGIN EXCLUSIVE
    /// ```
    public func beginExclusive() -> StatementBegin { begin(.exclusive) }

    public func render(into writer: inout SQLWriter) {
        writer.write("BEGIN " + type.rawValue)
    }
}
