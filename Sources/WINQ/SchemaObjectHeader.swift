/// The head shared by every `CREATE` and `DROP` statement:
/// `CREATE [TEMP] [UNIQUE] kind [IF NOT EXISTS] [schema.]name` or `DROP kind [IF EXISTS] [schema.]name`.
///
/// Statements expose it through ``SchemaObjectStatement``; set it with the builders (`create(table:)`,
/// `ifNotExists()`, `of(schema:)`, `temp()`, `drop(table:)`, `ifExists()`), so the options common to these
/// statements render in one place.
///
/// ```swift
/// StatementCreateTable().create(table: "t").ifNotExists().of(schema: "main").with(columns: ColumnDef(named: "a"))
/// // CREATE TABLE IF NOT EXISTS main.t(a)
/// StatementDropView().drop(view: "v").ifExists()   // DROP VIEW IF EXISTS v
/// ```
public struct SchemaObjectHeader: Sendable {
    /// `CREATE` or `DROP`.
    let verb: String
    /// The object keyword: `TABLE`, `INDEX`, `VIEW`, `TRIGGER`, `VIRTUAL TABLE`.
    let kind: String
    var target = SchemaObjectName()
    var isTemp = false
    var isUnique = false
    /// `IF NOT EXISTS` for CREATE, `IF EXISTS` for DROP.
    var hasExistenceCheck = false

    init(creating kind: String) {
        verb = "CREATE"
        self.kind = kind
    }

    init(dropping kind: String) {
        verb = "DROP"
        self.kind = kind
    }

    /// The statement's name in problem reports: `CREATE TABLE`, `DROP INDEX`, ...
    var statementName: String { verb + " " + kind }

    func render(into writer: inout SQLWriter) {
        writer.write(verb)
        writer.write(" ")
        if isTemp {
            writer.write("TEMP ")
            // SQLite puts temporary objects in the temp schema; any other schema contradicts TEMP.
            if let schema = target.schema, schema.lowercased() != "temp" {
                writer.report("\(statementName) cannot be TEMP in schema \(schema)")
            }
        }
        if isUnique { writer.write("UNIQUE ") }
        writer.write(kind)
        if hasExistenceCheck { writer.write(verb == "DROP" ? " IF EXISTS" : " IF NOT EXISTS") }
        writer.write(" ")
        target.render(into: &writer, part: "a name", in: statementName)
    }
}
