/// `DETACH schema`: closes a database attached with ``StatementAttach``.
///
/// ```swift
/// StatementDetach().detach(schema: "aux")   // DETACH aux
/// ```
public struct StatementDetach: Statement, ChainableValue {
    var schema: String?

    /// An empty statement; name the schema with ``detach(schema:)``.
    ///
    /// ```swift
    /// StatementDetach().detach(schema: "other")   // DETACH other
    /// ```
    public init() {}

    /// Names the schema to detach.
    ///
    /// ```swift
    /// StatementDetach().detach(schema: "aux")   // DETACH aux
    /// ```
    public func detach(schema: String) -> StatementDetach { chained { $0.schema = schema } }

    public func render(into writer: inout SQLWriter) {
        writer.write("DETACH ")
        writer.writeIdentifier(schema, required: "a schema name (call detach(schema:))", in: "DETACH")
    }
}
