/// How `BEGIN` takes its locks.
///
/// ```swift
/// StatementBegin().begin(.immediate)   // BEGIN IMMEDIATE
/// ```
public enum TransactionType: String, Sendable {
    /// `DEFERRED`: locks are taken when first needed.
    case deferred = "DEFERRED"
    /// `IMMEDIATE`: the write lock is taken at once.
    case immediate = "IMMEDIATE"
    /// `EXCLUSIVE`: no other connection may read or write until COMMIT.
    case exclusive = "EXCLUSIVE"
}
