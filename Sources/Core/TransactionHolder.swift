import Foundation

/// The writer handle a ``Transaction`` keeps while its transaction is open.
///
/// `@unchecked Sendable` because this tiny wrapper is the only mutable state of a transaction object and
/// every access to `handle` happens with `lock` held. The lock is recursive so a transaction's body may
/// call back into the same transaction object.
final class TransactionHolder: @unchecked Sendable {
    let lock = NSRecursiveLock()
    var handle: Handle?
    /// Calls of `withHandle` running now (nested calls on one thread included).
    var uses = 0
    /// Statements prepared for chain calls that still hold the handle (a select streaming between calls).
    var liveStatements = 0
}
