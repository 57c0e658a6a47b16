/// When a named config runs relative to the others; higher priorities run first on every new handle.
///
/// The cipher config runs at ``highest`` (the key must be set before anything touches the file); the
/// default WAL/busy-handler config runs at ``high``.
///
/// ```swift
/// database.setConfig(named: "fk", withInvocation: { try $0.exec("PRAGMA foreign_keys = ON") },
///                    withPriority: .low)
/// ```
public enum ConfigPriority: Int, Sendable {
    case highest = -1_000_000
    case high = -1_000
    case `default` = 0
    case low = 1_000
}
