extension WCDBError {
    /// Severity of an error, from purely informative to unrecoverable.
    ///
    /// ```swift
    /// Database.trace(error: { error in if error.level >= .error { log(error) } })
    /// ```
    public enum Level: Int, Sendable, Comparable, CustomStringConvertible {
        case ignore, debug, notice, warning, error, fatal

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

        public var description: String {
            switch self {
            case .ignore: "ignore"
            case .debug: "debug"
            case .notice: "notice"
            case .warning: "warning"
            case .error: "error"
            case .fatal: "fatal"
            }
        }
    }
}
