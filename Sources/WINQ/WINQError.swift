/// Invalid use of WINQ: a statement that cannot be rendered as valid SQL.
///
/// Thrown by ``SQLConvertible/validatedSQL()``; the core layer turns it into a `WCDBError` with code
/// `misuse` before anything reaches SQLite.
///
/// ```swift
/// do { _ = try Column(named: "").asExpression().validatedSQL() }
/// catch { print(error.message) }   // "An identifier cannot be empty"
/// ```
public struct WINQError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, in words.
    public let message: String
    /// The (broken) SQL the statement would have rendered, for context.
    public let sql: String

    /// An error saying `message` about the rendered `sql`.
    ///
    /// ```swift
    /// WINQError(message: "DELETE needs a table", sql: "DELETE FROM ")
    /// ```
    public init(message: String, sql: String) {
        self.message = message
        self.sql = sql
    }

    public var description: String { "WINQError: \(message) (in: \(sql))" }
}
