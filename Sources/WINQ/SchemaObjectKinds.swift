/// The schema-object kinds that ``StatementDrop`` can remove.
///
/// ```swift
/// StatementDrop<SchemaObjectKinds.View>().drop(view: "v")   // DROP VIEW v
/// ```
public enum SchemaObjectKinds {
    /// Tables: `DROP TABLE`.
    public enum Table: SchemaObjectKind { public static var keyword: String { "TABLE" } }
    /// Indexes: `DROP INDEX`.
    public enum Index: SchemaObjectKind { public static var keyword: String { "INDEX" } }
    /// Views: `DROP VIEW`.
    public enum View: SchemaObjectKind { public static var keyword: String { "VIEW" } }
    /// Triggers: `DROP TRIGGER`.
    public enum Trigger: SchemaObjectKind { public static var keyword: String { "TRIGGER" } }
}
