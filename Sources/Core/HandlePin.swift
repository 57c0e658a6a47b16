/// A handle that a thread is using right now. Nested calls on the same thread reuse it, and a thread inside
/// a transaction keeps its writer pinned until commit or rollback.
///
/// Only its own thread reads or changes a pin; the core's lock guards the per-thread stacks that hold them.
final class HandlePin {
    let handle: Handle
    let isWriter: Bool
    /// Whether releasing the pin must return the handle to the pool (false when a ``Transaction`` owns it).
    let returnsHandle: Bool
    var uses = 0
    var holdsTransaction = false

    init(handle: Handle, isWriter: Bool, returnsHandle: Bool) {
        self.handle = handle
        self.isWriter = isWriter
        self.returnsHandle = returnsHandle
    }
}
