/// The schema-object kinds that ``StatementDrop`` can remove.
///
/// ```swift
/// StatementDrop<SchemaObjectKinds.View>().drop(view: "v")   // DROP VIEW v
/// ```
public enum SchemaObjectKinds {
    /// Tables: `DROP TABLE`.
    ///
    /// ```swift
    /// StatementDrop<SchemaObjectKinds.Table>().drop(table: "t")   // DROP TABLE t
    /// ```
    public enum Table: SchemaObjectKind { public static var keyword: String { "TABLE" } }
    /// Indexes: `DROP INDEX`.
    ///
    /// ```swift
    /// StatementDrop<SchemaObjectKinds.Index>().drop(index: "i")   // DROP INDEX i
    /// ```
    public enum Index: SchemaObjectKind { public static var keyword: String { "INDEX" } }
    /// Views: `DROP VIEW`.
    ///
    /// ```swift
    /// StatementDrop<SchemaObjectKinds.View>().drop(view: "v")   // DROP VIEW v
    /// ```
    public enum View: SchemaObjectKind { public static var keyword: String { "VIEW" } }
    /// Triggers: `DROP TRIGGER`.
    ///
    /// ```swift
    /// StatementDrop<SchemaObjectKinds.Trigger>().drop(trigger: "tr")   // DROP TRIGGER tr
    /// ```
    public enum Trigger: SchemaObjectKind { public static var keyword: String { "TRIGGER" } }
}
