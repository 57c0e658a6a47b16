/// Keeps a handle pinned to the thread that prepared a statement through ``Database``, until the statement
/// is finalized; then the handle goes back to the pool.
final class HandleLease {
    private let onRelease: () -> Void
    private var isReleased = false

    init(core: DatabaseCore, pin: HandlePin, thread: UInt) {
        onRelease = { core.release(pin, thread: thread) }
    }

    /// A lease that runs `onRelease` once (a ``Transaction`` keeping its writer for a statement).
    init(onRelease: @escaping () -> Void) {
        self.onRelease = onRelease
    }

    func release() {
        guard !isReleased else { return }
        isReleased = true
        onRelease()
    }
}
