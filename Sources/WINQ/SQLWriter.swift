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
    ///
    /// ```swift
    /// var writer = SQLWriter(); writer.write("SELECT 1")   // writer.sql == "SELECT 1"
    /// ```
    public private(set) var sql: String = ""
    /// Problems found while rendering (invalid identifiers, missing clauses); empty when the SQL is valid.
    ///
    /// ```swift
    /// var writer = SQLWriter(); writer.writeIdentifier("")   // writer.problems == ["An identifier cannot be empty"]
    /// ```
    public private(set) var problems: [String] = []

    /// An empty writer.
    ///
    /// ```swift
    /// var writer = SQLWriter()   // writer.sql == ""
    /// ```
    public init() {
        sql.reserveCapacity(64)
    }

    /// Appends raw text: keywords and punctuation that the node itself controls.
    ///
    /// ```swift
    /// writer.write("SELECT ")   // SELECT 
    /// ```
    public mutating func write(_ text: String) {
        sql += text
    }

    /// Appends a node.
    ///
    /// ```swift
    /// writer.write(Column("a") > 1)   // a > 1
    /// ```
    public mutating func write(_ node: some SQLConvertible) {
        node.render(into: &self)
    }

    /// Appends a node given as an existential.
    ///
    /// ```swift
    /// let node: any SQLConvertible = Column("a"); writer.write(any: node)   // a
    /// ```
    public mutating func write(any node: any SQLConvertible) {
        node.render(into: &self)
    }

    /// Appends nodes separated by `separator` (", " by default).
    ///
    /// ```swift
    /// writer.write(list: [Column("a"), Column("b")])   // a, b
    /// ```
    public mutating func write<C: Collection>(list nodes: C, separator: String = ", ") where C.Element: SQLConvertible {
        var first = true
        for node in nodes {
            if !first { sql += separator }
            first = false
            node.render(into: &self)
        }
    }

    /// Appends an identifier (table, column, schema, index, ... name), quoted only when it needs it.
    ///
    /// ```swift
    /// writer.writeIdentifier("order")   // "order"
    /// ```
    public mutating func writeIdentifier(_ name: String) {
        if name.isEmpty {
            report("An identifier cannot be empty")
        } else if name.utf8.contains(0) {
            report("An identifier cannot contain a NUL character")
        }
        Identifier.render(name, into: &sql)
    }

    /// Appends `schema.name`, or just `name` when there is no schema.
    ///
    /// ```swift
    /// writer.writeQualified(schema: "main", name: "t1")   // main.t1
    /// ```
    public mutating func writeQualified(schema: String?, name: String) {
        writeQualifier(schema)
        writeIdentifier(name)
    }

    /// Appends `keyword` followed by the node, when the node is present: `" WHERE " + condition`.
    ///
    /// ```swift
    /// writer.write(" WHERE ", ifPresent: Column("a") > 1)   //  WHERE a > 1
    /// ```
    public mutating func write(_ keyword: String, ifPresent node: (some SQLConvertible)?) {
        guard let node else { return }
        sql += keyword
        node.render(into: &self)
    }

    /// Reports that a required part of a statement is missing (`part` names it, e.g. "a table name").
    ///
    /// ```swift
    /// writer.require(false, "a table", in: "DELETE")   // problem: DELETE needs a table
    /// ```
    public mutating func require(_ present: Bool, _ part: String, in statement: String) {
        if !present { report("\(statement) needs \(part)") }
    }

    /// Records a problem: the statement renders, but ``SQLConvertible/validatedSQL()`` will throw.
    ///
    /// ```swift
    /// writer.report("CAST needs a type")   // validatedSQL() now throws
    /// ```
    public mutating func report(_ problem: String) {
        problems.append(problem)
    }
}
