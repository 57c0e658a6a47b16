/// Keeps a handle pinned to the thread that prepared a statement through ``Database``, until the statement
/// is finalized; then the handle goes back to the pool.
final class HandleLease {
    private let core: DatabaseCore
    private let pin: HandlePin
    private let thread: UInt
    private var isReleased = false

    init(core: DatabaseCore, pin: HandlePin, thread: UInt) {
        self.core = core
        self.pin = pin
        self.thread = thread
    }

    func release() {
        guard !isReleased else { return }
        isReleased = true
        core.release(pin, thread: thread)
    }
}
