/// `SAVEPOINT name`: opens a named, nestable transaction point.
///
/// ```swift
/// StatementSavepoint().savepoint("sp1")   // SAVEPOINT sp1
/// ```
public struct StatementSavepoint: Statement, ChainableValue {
    var name: String?

    /// An empty statement; name the savepoint with ``savepoint(_:)``.
    ///
    /// ```swift
    /// StatementSavepoint().savepoint("sp1")   // SAVEPOINT sp1
    /// ```
    public init() {}

    /// Names the savepoint.
    ///
    /// ```swift
    /// StatementSavepoint().savepoint("sp1")   // SAVEPOINT sp1
    /// ```
    public func savepoint(_ name: String) -> StatementSavepoint { chained { $0.name = name } }

    public func render(into writer: inout SQLWriter) {
        writer.write("SAVEPOINT ")
        writer.writeIdentifier(name, required: "a name (call savepoint(_:))", in: "SAVEPOINT")
    }
}
