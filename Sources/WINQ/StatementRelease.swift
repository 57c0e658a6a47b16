/// `RELEASE name`: commits the changes since a savepoint into the enclosing transaction.
///
/// ```swift
/// StatementRelease().release(savepoint: "sp1")   // RELEASE sp1
/// ```
public struct StatementRelease: Statement, ChainableValue {
    var name: String?

    /// An empty statement; name the savepoint with ``release(savepoint:)``.
    ///
    /// ```swift
    /// StatementRelease().release(savepoint: "sp1")   // RELEASE sp1
    /// ```
    public init() {}

    /// Names the savepoint to release.
    ///
    /// ```swift
    /// StatementRelease().release(savepoint: "sp1")   // RELEASE sp1
    /// ```
    public func release(savepoint name: String) -> StatementRelease { chained { $0.name = name } }

    /// Names the savepoint to release (short spelling).
    ///
    /// ```swift
    /// StatementRelease().release("sp1")   // RELEASE sp1
    /// ```
    public func release(_ name: String) -> StatementRelease { release(savepoint: name) }

    public func render(into writer: inout SQLWriter) {
        writer.write("RELEASE ")
        writer.writeIdentifier(name, required: "a savepoint name (call release(savepoint:))", in: "RELEASE")
    }
}
