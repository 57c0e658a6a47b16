import WINQ

/// The one error type every WCDBCore operation throws.
///
/// It carries the SQLite result code (``code``, with the extended code when SQLite gave one), the SQL that
/// failed, the database path and tag, and a readable message. WINQ misuse (an invalid statement) arrives as
/// code ``Code/misuse`` before anything reaches SQLite.
///
/// ```swift
/// do {
///     try database.exec("INSERT INTO missing VALUES (1)")
/// } catch let error as WCDBError {
///     print(error.code == .error, error.sql ?? "", error.message)   // true, the SQL, "no such table: missing"
/// }
/// ```
public struct WCDBError: Swift.Error, Sendable, CustomStringConvertible {
    /// How serious the problem is.
    public var level: Level
    /// The primary result code (SQLite's, or the framework's own for ``Code/notFound``-style problems).
    public var code: Code
    /// SQLite's extended result code, when it differs from the primary one.
    public var extendedCode: Int32?
    /// What went wrong, in words.
    public var message: String
    /// The SQL being prepared or run, when there was one.
    public var sql: String?
    /// The path of the database file, when the error belongs to a database.
    public var path: String?
    /// The tag of the database, when one was set.
    public var tag: Int?
    /// Further context (for example the waited time of a busy timeout).
    public var extraInfos: [String: String]

    /// Creates an error; the framework fills in path, tag and SQL where it knows them.
    ///
    /// ```swift
    /// throw WCDBError(code: .misuse, message: "Row has 2 values for 3 columns")
    /// ```
    public init(level: Level = .error, code: Code, extendedCode: Int32? = nil, message: String,
                sql: String? = nil, path: String? = nil, tag: Int? = nil, extraInfos: [String: String] = [:]) {
        self.level = level
        self.code = code
        self.extendedCode = extendedCode
        self.message = message
        self.sql = sql
        self.path = path
        self.tag = tag
        self.extraInfos = extraInfos
    }

    /// Converts an invalid WINQ statement into a misuse error.
    ///
    /// ```swift
    /// let error = WCDBError(winq: winqError)   // code == .misuse
    /// ```
    public init(winq error: WINQError, path: String? = nil, tag: Int? = nil) {
        self.init(code: .misuse, message: error.message, sql: error.sql, path: path, tag: tag)
    }

    /// A one-line summary with every known field, e.g.
    /// `[error] code: 1 (error), message: no such table: t, sql: SELECT * FROM t, path: /tmp/a.db`.
    public var description: String {
        var text = "[\(level)] code: \(code.rawValue) (\(code.name))"
        if let extendedCode, extendedCode != code.rawValue { text += ", extended code: \(extendedCode)" }
        text += ", message: \(message)"
        if let sql { text += ", sql: \(sql)" }
        if let path { text += ", path: \(path)" }
        if let tag { text += ", tag: \(tag)" }
        for key in extraInfos.keys.sorted() { text += ", \(key): \(extraInfos[key] ?? "")" }
        return text
    }
}
