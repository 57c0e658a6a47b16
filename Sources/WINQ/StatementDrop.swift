/// `DROP TABLE|INDEX|VIEW|TRIGGER [IF EXISTS] [schema.]name`: one statement shape for every droppable schema
/// object, used through the aliases `StatementDropTable`, `StatementDropIndex`, `StatementDropView` and
/// `StatementDropTrigger`.
///
/// ```swift
/// StatementDropTable().drop(table: "t").ifExists()            // DROP TABLE IF EXISTS t
/// StatementDropIndex().drop(index: "i").of(schema: "main")    // DROP INDEX main.i
/// StatementDropView().drop(view: "v")                         // DROP VIEW v
/// StatementDropTrigger().drop(trigger: "tr").ifExists()       // DROP TRIGGER IF EXISTS tr
/// ```
public struct StatementDrop<Kind: SchemaObjectKind>: SchemaObjectStatement {
    /// The `DROP kind [IF EXISTS] name` head; set it with the builders.
    public var header = SchemaObjectHeader(dropping: Kind.keyword)

    /// An empty statement; name the object with `drop(table:)`, `drop(index:)`, `drop(view:)` or `drop(trigger:)`.
    ///
    /// ```swift
    /// StatementDropTable().drop(table: "t")   // DROP TABLE t
    /// ```
    public init() {}

    /// Names the object to drop (whatever its kind).
    ///
    /// ```swift
    /// StatementDropTable().drop(named: "t")   // DROP TABLE t
    /// ```
    public func drop(named name: String) -> Self { naming(name) }

    /// Adds `IF EXISTS`.
    ///
    /// ```swift
    /// StatementDropView().drop(view: "v").ifExists()   // DROP VIEW IF EXISTS v
    /// ```
    public func ifExists() -> Self { chained { $0.header.hasExistenceCheck = true } }

    public func render(into writer: inout SQLWriter) {
        header.render(into: &writer)
    }
}

/// `DROP TABLE [IF EXISTS] [schema.]table`
///
/// ```swift
/// StatementDropTable().drop(table: "t").ifExists()   // DROP TABLE IF EXISTS t
/// ```
public typealias StatementDropTable = StatementDrop<SchemaObjectKinds.Table>
/// `DROP INDEX [IF EXISTS] [schema.]index`
///
/// ```swift
/// StatementDropIndex().drop(index: "i")   // DROP INDEX i
/// ```
public typealias StatementDropIndex = StatementDrop<SchemaObjectKinds.Index>
/// `DROP VIEW [IF EXISTS] [schema.]view`
///
/// ```swift
/// StatementDropView().drop(view: "v")   // DROP VIEW v
/// ```
public typealias StatementDropView = StatementDrop<SchemaObjectKinds.View>
/// `DROP TRIGGER [IF EXISTS] [schema.]trigger`
///
/// ```swift
/// StatementDropTrigger().drop(trigger: "tr")   // DROP TRIGGER tr
/// ```
public typealias StatementDropTrigger = StatementDrop<SchemaObjectKinds.Trigger>

extension StatementDrop where Kind == SchemaObjectKinds.Table {
    /// Names the table to drop.
    ///
    /// ```swift
    /// StatementDropTable().drop(table: "t")   // DROP TABLE t
    /// ```
    public func drop(table: String) -> Self { drop(named: table) }
}

extension StatementDrop where Kind == SchemaObjectKinds.Index {
    /// Names the index to drop.
    ///
    /// ```swift
    /// StatementDropIndex().drop(index: "i")   // DROP INDEX i
    /// ```
    public func drop(index: String) -> Self { drop(named: index) }
}

extension StatementDrop where Kind == SchemaObjectKinds.View {
    /// Names the view to drop.
    ///
    /// ```swift
    /// StatementDropView().drop(view: "v")   // DROP VIEW v
    /// ```
    public func drop(view: String) -> Self { drop(named: view) }
}

extension StatementDrop where Kind == SchemaObjectKinds.Trigger {
    /// Names the trigger to drop.
    ///
    /// ```swift
    /// StatementDropTrigger().drop(trigger: "tr")   // DROP TRIGGER tr
    /// ```
    public func drop(trigger: String) -> Self { drop(named: trigger) }
}
