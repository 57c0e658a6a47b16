/// The kind of schema object a ``StatementDrop`` removes: its keyword in `DROP <keyword> ...`.
///
/// The conforming kinds are ``SchemaObjectKinds/Table``, ``SchemaObjectKinds/Index``, ``SchemaObjectKinds/View``
/// and ``SchemaObjectKinds/Trigger``; use them through `StatementDropTable`, `StatementDropIndex`,
/// `StatementDropView` and `StatementDropTrigger`.
///
/// ```swift
/// StatementDropTable().drop(table: "t")   // DROP TABLE t
/// ```
public protocol SchemaObjectKind: Sendable {
    /// The SQL keyword naming the object kind, e.g. `TABLE`.
    static var keyword: String { get }
}
