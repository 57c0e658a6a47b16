/// `ANALYZE [schema | [schema.]table | [schema.]index]`: gathers statistics for the query planner.
///
/// ```swift
/// StatementAnalyze().analyze()                                   // ANALYZE
/// StatementAnalyze().analyze().schema("main")                    // ANALYZE main
/// StatementAnalyze().analyze().schema("main").table("t")         // ANALYZE main.t
/// StatementAnalyze().analyze(table: "t")                         // ANALYZE t
/// ```
public struct StatementAnalyze: Statement, ChainableValue {
    var schema: String?
    var name: String?

    /// `ANALYZE`: analyzes every attached database.
    ///
    /// ```swift
    /// StatementAnalyze()   // ANALYZE
    /// ```
    public init() {}

    /// `ANALYZE` (WCDB call shape).
    ///
    /// ```swift
    /// StatementAnalyze().analyze()   // ANALYZE
    /// ```
    public func analyze() -> StatementAnalyze { self }

    /// Analyzes one table.
    ///
    /// ```swift
    /// StatementAnalyze().analyze(table: "t")   // ANALYZE t
    /// ```
    public func analyze(table: String) -> StatementAnalyze { self.table(table) }

    /// Analyzes one index.
    ///
    /// ```swift
    /// StatementAnalyze().analyze(index: "i")   // ANALYZE i
    /// ```
    public func analyze(index: String) -> StatementAnalyze { self.index(index) }

    /// Restricts to a schema, or qualifies the table or index.
    ///
    /// ```swift
    /// StatementAnalyze().analyze().schema("aux")   // ANALYZE aux
    /// ```
    public func schema(_ schema: String) -> StatementAnalyze { chained { $0.schema = schema } }

    /// Same as ``schema(_:)``.
    ///
    /// ```swift
    /// StatementAnalyze().analyze(table: "t").of(schema: "aux")   // ANALYZE aux.t
    /// ```
    public func of(schema: String) -> StatementAnalyze { self.schema(schema) }

    /// Names the table to analyze.
    ///
    /// ```swift
    /// StatementAnalyze().analyze().table("t")   // ANALYZE t
    /// ```
    public func table(_ name: String) -> StatementAnalyze { chained { $0.name = name } }

    /// Names the index to analyze.
    ///
    /// ```swift
    /// StatementAnalyze().analyze().index("i")   // ANALYZE i
    /// ```
    public func index(_ name: String) -> StatementAnalyze { chained { $0.name = name } }

    public func render(into writer: inout SQLWriter) {
        writer.write("ANALYZE")
        if let name {
            writer.write(" ")
            writer.writeQualified(schema: schema, name: name)
        } else if let schema {
            writer.write(" ")
            writer.writeIdentifier(schema)
        }
    }
}
