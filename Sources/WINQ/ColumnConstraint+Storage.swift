extension ColumnConstraint {
    /// How a generated column keeps its value (SQLite 3.31+).
    ///
    /// ```swift
    /// ColumnConstraint().generated(as: Column("a") + 1, .virtual)   // GENERATED ALWAYS AS(a + 1) VIRTUAL
    /// ```
    public enum Storage: String, Sendable {
        /// `STORED`: computed on write and kept in the table.
        case stored = "STORED"
        /// `VIRTUAL`: computed on read (SQLite's default).
        case virtual = "VIRTUAL"
    }
}
