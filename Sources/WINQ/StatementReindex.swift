/// `REINDEX [collation | [schema.]table | [schema.]index]`: rebuilds indexes.
///
/// ```swift
/// StatementReindex()                                   // REINDEX
/// StatementReindex().reindex(collation: "NOCASE")      // REINDEX NOCASE
/// StatementReindex().reindex(table: "t").of(schema: "main")   // REINDEX main.t
/// StatementReindex().reindex(index: "i")               // REINDEX i
/// ```
public struct StatementReindex: Statement, ChainableValue {
    var target = SchemaObjectName()
    var isCollation = false

    /// `REINDEX`: rebuilds every index.
    ///
    /// ```swift
    /// StatementReindex()   // REINDEX
    /// ```
    public init() {}

    /// `REINDEX` (WCDB call shape).
    ///
    /// ```swift
    /// StatementReindex().reindex()   // REINDEX
    /// ```
    public func reindex() -> StatementReindex { chained { $0.target.name = nil } }

    /// Rebuilds the indexes that use a collation.
    ///
    /// ```swift
    /// StatementReindex().reindex(collation: "BINARY")   // REINDEX BINARY
    /// ```
    public func reindex(collation: String) -> StatementReindex {
        chained {
            $0.target.name = collation
            $0.isCollation = true
        }
    }

    /// Rebuilds a table's indexes.
    ///
    /// ```swift
    /// StatementReindex().reindex(table: "t")   // REINDEX t
    /// ```
    public func reindex(table: String) -> StatementReindex { reindex(named: table) }

    /// Rebuilds one index.
    ///
    /// ```swift
    /// StatementReindex().reindex(index: "i")   // REINDEX i
    /// ```
    public func reindex(index: String) -> StatementReindex { reindex(named: index) }

    /// Qualifies the table or index with a schema (collations take none).
    ///
    /// ```swift
    /// StatementReindex().reindex(index: "i").of(schema: "aux")   // REINDEX aux.i
    /// ```
    public func of(schema: String) -> StatementReindex { chained { $0.target.schema = schema } }

    private func reindex(named name: String) -> StatementReindex {
        chained {
            $0.target.name = name
            $0.isCollation = false
        }
    }

    public func render(into writer: inout SQLWriter) {
        writer.write("REINDEX")
        if isCollation, target.schema != nil {
            writer.report("REINDEX of a collation takes no schema")
        }
        guard target.name != nil || target.schema != nil else { return }
        writer.write(" ")
        target.render(into: &writer, part: "a table, index or collation name", in: "REINDEX")
    }
}
