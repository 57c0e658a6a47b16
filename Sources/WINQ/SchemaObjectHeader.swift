/// The head shared by every `CREATE` statement: `CREATE [TEMP] [UNIQUE] kind [IF NOT EXISTS] [schema.]name`.
///
/// `StatementCreateTable`, `StatementCreateIndex`, `StatementCreateView`, `StatementCreateTrigger` and
/// `StatementCreateVirtualTable` keep one of these, so the options common to them render in one place.
struct SchemaObjectHeader: Sendable {
    /// The object keyword: `TABLE`, `INDEX`, `VIEW`, `TRIGGER`, `VIRTUAL TABLE`.
    let kind: String
    var target = SchemaObjectName()
    var isTemp = false
    var isUnique = false
    var ifNotExists = false

    init(kind: String) { self.kind = kind }

    /// Writes the head; `statement` names the statement in problem reports.
    func render(into writer: inout SQLWriter, statement: String) {
        writer.write("CREATE ")
        if isTemp {
            writer.write("TEMP ")
            // SQLite puts temporary objects in the temp schema; any other schema contradicts TEMP.
            if let schema = target.schema, schema.lowercased() != "temp" {
                writer.report("\(statement) cannot be TEMP in schema \(schema)")
            }
        }
        if isUnique { writer.write("UNIQUE ") }
        writer.write(kind)
        if ifNotExists { writer.write(" IF NOT EXISTS") }
        writer.write(" ")
        target.render(into: &writer, part: "a name", in: statement)
    }
}
