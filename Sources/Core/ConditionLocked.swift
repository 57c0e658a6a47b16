import Foundation

/// State guarded by one `NSCondition`, with waiting for a predicate.
///
/// `@unchecked Sendable` because this tiny wrapper is the single place where shared mutable state lives:
/// every read and write of `state` happens while `condition` is locked, so no two threads touch it at once.
/// (`Mutex` from Synchronization has no way to wait for a condition, which the handle pool needs.)
final class ConditionLocked<State>: @unchecked Sendable {
    private let condition = NSCondition()
    private var state: State

    init(_ state: State) { self.state = state }

    /// Runs `body` with the lock held; wakes waiters afterwards when `notify` is set.
    func withLock<Result, Failure: Error>(
        notify: Bool = false, _ body: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        condition.lock()
        defer {
            if notify { condition.broadcast() }
            condition.unlock()
        }
        return try body(&state)
    }

    /// Waits (releasing the lock while asleep) until `isReady` holds, then runs `body` with the lock held.
    func withLock<Result, Failure: Error>(
        waitingUntil isReady: (State) -> Bool, notify: Bool = false,
        _ body: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        condition.lock()
        defer {
            if notify { condition.broadcast() }
            condition.unlock()
        }
        while !isReady(state) { condition.wait() }
        return try body(&state)
    }
}
