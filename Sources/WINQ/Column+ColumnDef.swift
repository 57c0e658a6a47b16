extension Column {
    /// A column definition for this column.
    ///
    /// ```swift
    /// Column("score").asDef(with: .float)   // score REAL
    /// ```
    public func asDef(with type: ColumnType? = nil) -> ColumnDef {
        ColumnDef(with: self, and: type)
    }
}
