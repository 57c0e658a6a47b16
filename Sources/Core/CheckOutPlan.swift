/// What taking a handle from the pool requires, decided under the core's lock and carried out outside it.
enum CheckOutPlan {
    /// An idle handle that is up to date: use it as is.
    case ready(Handle)
    /// An idle handle whose settings changed: reconfigure it first.
    case reuse(Handle, HandleSettings)
    /// No handle to reuse: open one (closing a stale one first, when given).
    case open(HandleSettings, closing: Handle?)
}
