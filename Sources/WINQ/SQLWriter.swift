/// Accumulates rendered SQL text and any problems found while rendering.
///
/// Nodes append tokens through it, so spacing, keyword case, identifier quoting and literal escaping are
/// decided in one place.
///
/// ```swift
/// var writer = SQLWriter()
/// writer.write("SELECT ")
/// writer.writeIdentifier("order")
/// print(writer.sql)                    // SELECT "order"
/// ```
public struct SQLWriter: Sendable {
    /// The SQL rendered so far.
    public private(set) var sql: String = ""
    /// Problems found while rendering (invalid identifiers, missing clauses); empty when the SQL is valid.
    public private(set) var problems: [String] = []

    public init() {
        sql.reserveCapacity(64)
    }

    /// Appends raw text: keywords and punctuation that the node itself controls.
    public mutating func write(_ text: String) {
        sql += text
    }

    /// Appends a node.
    public mutating func write(_ node: some SQLConvertible) {
        node.render(into: &self)
    }

    /// Appends a node given as an existential.
    public mutating func write(any node: any SQLConvertible) {
        node.render(into: &self)
    }

    /// Appends nodes separated by `separator` (", " by default).
    public mutating func write<C: Collection>(list nodes: C, separator: String = ", ") where C.Element: SQLConvertible {
        var first = true
        for node in nodes {
            if !first { sql += separator }
            first = false
            node.render(into: &self)
        }
    }

    /// Appends an identifier (table, column, schema, index, ... name), quoted only when it needs it.
    public mutating func writeIdentifier(_ name: String) {
        if name.isEmpty {
            report("An identifier cannot be empty")
        } else if name.utf8.contains(0) {
            report("An identifier cannot contain a NUL character")
        }
        Identifier.render(name, into: &sql)
    }

    /// Appends `schema.name`, or just `name` when there is no schema.
    public mutating func writeQualified(schema: String?, name: String) {
        if let schema {
            writeIdentifier(schema)
            sql += "."
        }
        writeIdentifier(name)
    }

    /// Appends `keyword` followed by the node, when the node is present: `" WHERE " + condition`.
    public mutating func write(_ keyword: String, ifPresent node: (some SQLConvertible)?) {
        guard let node else { return }
        sql += keyword
        node.render(into: &self)
    }

    /// Reports that a required part of a statement is missing (`part` names it, e.g. "a table name").
    public mutating func require(_ present: Bool, _ part: String, in statement: String) {
        if !present { report("\(statement) needs \(part)") }
    }

    /// Records a problem: the statement renders, but ``SQLConvertible/validatedSQL()`` will throw.
    public mutating func report(_ problem: String) {
        problems.append(problem)
    }
}
