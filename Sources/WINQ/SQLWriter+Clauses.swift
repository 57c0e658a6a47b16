// The small clauses that many nodes share. Each is rendered here once, so a node writes
// `writer.writeAlias(alias)` rather than its own copy of ` AS "x"`.

extension SQLWriter {
    /// Appends `name.` (a schema or table qualifier), or nothing when there is none.
    mutating func writeQualifier(_ name: String?) {
        guard let name else { return }
        writeIdentifier(name)
        write(".")
    }

    /// Appends a name the statement cannot do without, reporting "`statement` needs `part`" when it is missing.
    mutating func writeIdentifier(_ name: String?, required part: String, in statement: String) {
        require(name != nil, part, in: statement)
        writeIdentifier(name ?? "")
    }

    /// Appends a part the statement cannot do without, reporting "`statement` needs `part`" when it is missing.
    mutating func write(_ node: (some SQLConvertible)?, required part: String, in statement: String) {
        if let node {
            node.render(into: &self)
        } else {
            report("\(statement) needs \(part)")
        }
    }

    /// Appends the bare names of `columns` separated by ", ": the column lists of INSERT, UPDATE's SET, USING,
    /// CTEs, foreign keys, views, triggers and table constraints, where a table-qualified name is not allowed.
    mutating func writeColumnNames(_ columns: [Column]) {
        var first = true
        for column in columns {
            if !first { write(", ") }
            first = false
            if column.isWildcard {
                report("`*` cannot stand in a list of column names")
            }
            writeIdentifier(column.name)
        }
    }

    /// Appends `(a, b)`: ``writeColumnNames(_:)`` in parentheses.
    mutating func writeColumnNameList(_ columns: [Column]) {
        write("(")
        writeColumnNames(columns)
        write(")")
    }

    /// Appends `(node)`, as in `CHECK(...)`, `DEFAULT(...)` and `GENERATED ALWAYS AS(...)`.
    mutating func writeParenthesized(_ node: some SQLConvertible) {
        write("(")
        node.render(into: &self)
        write(")")
    }

    /// Appends ` AS alias`, or nothing.
    mutating func writeAlias(_ alias: String?) {
        guard let alias else { return }
        write(" AS ")
        writeIdentifier(alias)
    }

    /// Appends `CONSTRAINT name`, or nothing; returns whether it wrote anything.
    @discardableResult
    mutating func writeConstraintName(_ name: String?) -> Bool {
        guard let name else { return false }
        write("CONSTRAINT ")
        writeIdentifier(name)
        return true
    }

    /// Appends the ` ON CONFLICT action` of a column or table constraint, or nothing.
    mutating func writeConflictClause(_ action: ConflictAction?) {
        guard let action else { return }
        write(" ON CONFLICT ")
        write(action.rawValue)
    }

    /// Appends the ` COLLATE name` and ` ASC`/` DESC` that follow an ordering term or indexed column.
    mutating func writeCollationAndOrder(collation: String?, direction: Order?) {
        if let collation {
            write(" COLLATE ")
            writeCollation(collation)
        }
        if let direction {
            write(" ")
            write(direction.rawValue)
        }
    }

    /// Appends `VALUES(1, 2), (3, 4)`, reporting an empty row, or a row whose length differs from a non-zero
    /// `columnCount`.
    mutating func writeValues(_ rows: [[Expression]], columnCount: Int = 0) {
        write("VALUES")
        for (index, row) in rows.enumerated() {
            if row.isEmpty { report("A VALUES row needs at least one value") }
            if columnCount > 0 && row.count != columnCount {
                report("A VALUES row has \(row.count) values for \(columnCount) columns")
            }
            write(index > 0 ? ", (" : "(")
            write(list: row)
            write(")")
        }
    }

    /// Appends a statement that must be a query (CREATE TABLE/VIEW ... AS select), reporting a statement that
    /// writes, which SQLite would reject there.
    mutating func requireQuery(_ select: any Statement, in statement: String) {
        if !select.isReadOnly {
            report("\(statement) needs a SELECT statement")
        }
        write(any: select)
    }
}
