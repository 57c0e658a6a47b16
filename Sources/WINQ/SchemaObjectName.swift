/// The optionally schema-qualified name of a table, index, view or trigger: `schema.name`.
///
/// Shared by every statement that names a schema object, so the qualification and the "missing name"
/// check are written once.
struct SchemaObjectName: Sendable {
    var schema: String?
    var name: String?

    /// Writes `schema.name`, reporting a missing name as "`statement` needs `part`".
    func render(into writer: inout SQLWriter, part: String, in statement: String) {
        writer.writeQualifier(schema)
        writer.writeIdentifier(name, required: part, in: statement)
    }
}
