/// Anything that can name the table of an `UPDATE` or `DELETE`: a table name or a ``QualifiedTable``.
///
/// ```swift
/// StatementDelete().delete(from: "t1")                                // DELETE FROM t1
/// StatementDelete().delete(from: QualifiedTable("t1").notIndexed())   // DELETE FROM t1 NOT INDEXED
/// ```
public protocol QualifiedTableConvertible: Sendable {
    /// The qualified table for this value.
    func asQualifiedTable() -> QualifiedTable
}

extension String: QualifiedTableConvertible {
    /// The table with this name.
    public func asQualifiedTable() -> QualifiedTable { QualifiedTable(self) }
}
