extension SQLWriter {
    /// Appends the bare names of `columns` separated by ", ": the column lists of foreign keys, views,
    /// triggers and table constraints, where a table-qualified name is not allowed.
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
}

extension SQLWriter {
    /// Appends a statement that must be a query (CREATE TABLE/VIEW ... AS select), reporting a statement that
    /// writes, which SQLite would reject there.
    mutating func requireQuery(_ select: any Statement, in statement: String) {
        if !select.isReadOnly {
            report("\(statement) needs a SELECT statement")
        }
        write(any: select)
    }
}
