/// `ATTACH path AS schema [KEY key]`: opens another database file under a schema name (with SQLCipher's KEY
/// for an encrypted one).
///
/// ```swift
/// StatementAttach().attach("attach1").as("schema1").key("abc")   // ATTACH 'attach1' AS schema1 KEY 'abc'
/// StatementAttach().attach(BindParameter(1)).as("aux")            // ATTACH ?1 AS aux
/// ```
public struct StatementAttach: Statement, ChainableValue {
    var path: Expression?
    var schema: String?
    var key: Expression?

    /// An empty statement; give the file with ``attach(_:)``.
    ///
    /// ```swift
    /// StatementAttach().attach("other.db").as("other")   // ATTACH 'other.db' AS other
    /// ```
    public init() {}

    /// The database file: a string literal or a bound parameter.
    ///
    /// ```swift
    /// StatementAttach().attach("/tmp/other.db").as("other")   // ATTACH '/tmp/other.db' AS other
    /// ```
    public func attach(_ path: some ExpressionConvertible) -> StatementAttach { chained { $0.path = path.asExpression() } }

    /// The schema name the database is attached as.
    ///
    /// ```swift
    /// StatementAttach().attach("a.db").as("aux")   // ATTACH 'a.db' AS aux
    /// ```
    public func `as`(_ schema: String) -> StatementAttach { chained { $0.schema = schema } }

    /// The key of an encrypted database (SQLCipher): `KEY 'secret'`.
    ///
    /// ```swift
    /// StatementAttach().attach("a.db").as("aux").key("secret")   // ATTACH 'a.db' AS aux KEY 'secret'
    /// ```
    public func key(_ key: some ExpressionConvertible) -> StatementAttach { chained { $0.key = key.asExpression() } }

    public func render(into writer: inout SQLWriter) {
        writer.write("ATTACH ")
        writer.write(path, required: "a database file (call attach(_:))", in: "ATTACH")
        writer.write(" AS ")
        writer.writeIdentifier(schema, required: "a schema name (call as(_:))", in: "ATTACH")
        writer.write(" KEY ", ifPresent: key)
    }
}
