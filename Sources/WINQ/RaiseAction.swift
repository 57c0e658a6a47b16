/// The action of a `RAISE(...)` expression, used inside trigger bodies.
///
/// ```swift
/// Expression.raise(.abort, message: "no")     // RAISE(ABORT, 'no')
/// ```
public enum RaiseAction: String, Sendable {
    case ignore = "IGNORE"
    case rollback = "ROLLBACK"
    case abort = "ABORT"
    case fail = "FAIL"
}
