/// A complete SQL statement that WINQ can render and the core layer can execute.
///
/// Every statement type (`StatementSelect`, `StatementInsert`, `StatementCreateTable`, ...) conforms.
/// Its `description` is the SQL text; ``SQLConvertible/validatedSQL()`` renders it and throws a
/// ``WINQError`` instead of returning broken SQL when the statement is incomplete or invalid.
///
/// ```swift
/// let statement = StatementSelect().select(Column("a")).from("t1")
/// print(statement)          // SELECT a FROM t1
/// ```
public protocol Statement: SQLConvertible {
    /// True for statements that never write (SELECT, EXPLAIN); the core layer may run them on a reader handle.
    var isReadOnly: Bool { get }
}

extension Statement {
    public var isReadOnly: Bool { false }
}
