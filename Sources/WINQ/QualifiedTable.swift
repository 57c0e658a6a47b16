/// A table name with optional schema, alias and index hint, as `UPDATE`, `DELETE` and `FROM` use it.
///
/// ```swift
/// QualifiedTable("table1")                                        // table1
/// QualifiedTable("table1").of(schema: "main").as("t")             // main.table1 AS t
/// QualifiedTable("table1").indexed(by: "index1")                  // table1 INDEXED BY index1
/// QualifiedTable("table1").notIndexed()                           // table1 NOT INDEXED
/// ```
public struct QualifiedTable: SQLConvertible, QualifiedTableConvertible, ChainableValue {
    enum IndexHint: Sendable {
        case indexedBy(String)
        case notIndexed
    }

    /// The table's name.
    public let name: String
    var schema: String?
    var alias: String?
    var indexHint: IndexHint?

    /// A table by name.
    ///
    /// ```swift
    /// QualifiedTable("t1")   // t1
    /// ```
    public init(_ name: String) {
        self.name = name
    }

    /// A table by name (WCDB spelling).
    ///
    /// ```swift
    /// QualifiedTable(with: "t1")   // t1
    /// ```
    public init(with name: String) {
        self.init(name)
    }

    /// Qualifies the table by a schema: `schema.table`.
    ///
    /// ```swift
    /// QualifiedTable("t1").of(schema: "main")   // main.t1
    /// ```
    public func of(schema: String) -> QualifiedTable {
        chained { $0.schema = schema }
    }

    /// Gives the table an alias: `table AS alias` (in UPDATE and DELETE this needs SQLite 3.24+).
    ///
    /// ```swift
    /// QualifiedTable("t1").as("t")   // t1 AS t
    /// ```
    public func `as`(_ alias: String) -> QualifiedTable {
        chained { $0.alias = alias }
    }

    /// Forces the use of an index: `table INDEXED BY index`.
    ///
    /// ```swift
    /// QualifiedTable("t1").indexed(by: "i1")   // t1 INDEXED BY i1
    /// ```
    public func indexed(by index: String) -> QualifiedTable {
        chained { $0.indexHint = .indexedBy(index) }
    }

    /// Forbids the use of any index: `table NOT INDEXED`.
    ///
    /// ```swift
    /// QualifiedTable("t1").notIndexed()   // t1 NOT INDEXED
    /// ```
    public func notIndexed() -> QualifiedTable {
        chained { $0.indexHint = .notIndexed }
    }

    public func asQualifiedTable() -> QualifiedTable { self }

    public func render(into writer: inout SQLWriter) {
        writer.writeQualified(schema: schema, name: name)
        writer.writeAlias(alias)
        switch indexHint {
        case .indexedBy(let index):
            writer.write(" INDEXED BY ")
            writer.writeIdentifier(index)
        case .notIndexed:
            writer.write(" NOT INDEXED")
        case nil:
            break
        }
    }
}
