/// `VACUUM [schema] [INTO file]`: rebuilds a database file (or, with INTO, writes a compacted copy; SQLite 3.27+).
///
/// ```swift
/// StatementVacuum().vacuum()                         // VACUUM
/// StatementVacuum().vacuum(schema: "aux")            // VACUUM aux
/// StatementVacuum().vacuum().into("/tmp/copy.db")    // VACUUM INTO '/tmp/copy.db'
/// ```
public struct StatementVacuum: Statement, ChainableValue {
    var schema: String?
    var file: Expression?

    /// `VACUUM`
    ///
    /// ```swift
    /// StatementVacuum()   // VACUUM
    /// ```
    public init() {}

    /// Vacuums a schema (the main database when nil).
    ///
    /// ```swift
    /// StatementVacuum().vacuum(schema: "main")   // VACUUM main
    /// ```
    public func vacuum(schema: String? = nil) -> StatementVacuum { chained { $0.schema = schema } }

    /// Writes the vacuumed database to a new file instead (SQLite 3.27+): `INTO file`.
    ///
    /// ```swift
    /// StatementVacuum().vacuum().into("backup.db")   // VACUUM INTO 'backup.db'
    /// ```
    public func into(_ file: some ExpressionConvertible) -> StatementVacuum { chained { $0.file = file.asExpression() } }

    public func render(into writer: inout SQLWriter) {
        writer.write("VACUUM")
        if let schema {
            writer.write(" ")
            writer.writeIdentifier(schema)
        }
        writer.write(" INTO ", ifPresent: file)
    }
}
