/// A handle lent to the calling thread by ``Database/getHandle(writable:)``; ``release()`` (or deinit)
/// gives it back. Use it on the thread that got it.
///
/// ```swift
/// let pinned = try database.getHandle(writable: true)
/// try pinned.handle.exec("INSERT INTO t VALUES(1)")
/// pinned.release()
/// ```
public final class PinnedHandle {
    private let lease: HandleLease
    /// The handle; valid until ``release()``.
    public let handle: Handle

    init(lease: HandleLease, handle: Handle) {
        self.lease = lease
        self.handle = handle
    }

    deinit { lease.release() }

    /// Gives the handle back to the pool (idempotent).
    public func release() { lease.release() }
}
