extension SQLWriter {
    /// Appends a collation name, as after `COLLATE`.
    ///
    /// Like ``writeIdentifier(_:)``, but a join keyword used as a name (`left`) is quoted too: SQLite's
    /// grammar accepts only plain names or quoted ones after `COLLATE`.
    ///
    /// ```swift
    /// writer.writeCollation("NOCASE")   // NOCASE
    /// writer.writeCollation("left")     // "left"
    /// ```
    public mutating func writeCollation(_ name: String) {
        if Identifier.isJoinKeyword(name) {
            write("\"" + name + "\"")
        } else {
            writeIdentifier(name)
        }
    }
}
