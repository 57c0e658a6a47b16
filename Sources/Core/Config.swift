/// A named piece of setup run on every handle (connection) of a database before first use.
///
/// ```swift
/// let config: Config = { handle in try handle.exec("PRAGMA cache_size = -8000") }
/// database.setConfig(named: "cache", withInvocation: config)
/// ```
public typealias Config = @Sendable (Handle) throws -> Void

/// One registered config: its invocation, optional uninvocation, and sort position.
struct ConfigEntry: Sendable {
    let name: String
    let invocation: Config
    let uninvocation: Config?
    /// Lower runs first; ``ConfigPriority`` raw values or a 1.0-style `orderBy` number.
    let order: Int
    /// Unique per registration, so a handle can tell a replaced config from the one it already ran.
    let serial: Int
}
