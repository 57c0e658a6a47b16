/// `CREATE VIRTUAL TABLE [IF NOT EXISTS] [schema.]name USING module[(arguments)]`.
///
/// Arguments are module-specific (see ``ModuleArgument``): columns and column definitions are rendered by
/// WINQ, other text is passed to the module as written.
///
/// ```swift
/// StatementCreateVirtualTable().create(virtualTable: "docs").ifNotExists().using(module: "fts4")
///     .arguments(Column("title"), Column("body"), "tokenize=porter")
/// // CREATE VIRTUAL TABLE IF NOT EXISTS docs USING fts4(title, body, tokenize=porter)
/// ```
public struct StatementCreateVirtualTable: SchemaObjectCreatingStatement {
    /// The `CREATE VIRTUAL TABLE [IF NOT EXISTS] name` head; set it with the builders.
    public var header = SchemaObjectHeader(creating: "VIRTUAL TABLE")
    var module: String?
    var arguments: [ModuleArgument] = []

    /// An empty statement; name the table with ``create(virtualTable:)``.
    ///
    /// ```swift
    /// StatementCreateVirtualTable().create(virtualTable: "v").using(module: "fts4")   // CREATE VIRTUAL TABLE v USING fts4
    /// ```
    public init() {}

    /// Names the virtual table to create.
    ///
    /// ```swift
    /// StatementCreateVirtualTable().create(virtualTable: "v").using(module: "fts4")   // CREATE VIRTUAL TABLE v USING fts4
    /// ```
    public func create(virtualTable: String) -> StatementCreateVirtualTable {
        naming(virtualTable)
    }

    /// Names the module that implements the table (`fts3`, `fts4`, `fts5`, `rtree`, ...).
    ///
    /// ```swift
    /// StatementCreateVirtualTable().create(virtualTable: "v").using(module: "fts5")   // CREATE VIRTUAL TABLE v USING fts5
    /// ```
    public func using(module: String) -> StatementCreateVirtualTable { chained { $0.module = module } }

    /// Uses one of SQLite's full-text search modules.
    ///
    /// ```swift
    /// StatementCreateVirtualTable().create(virtualTable: "v").using(module: .FTS3)   // CREATE VIRTUAL TABLE v USING fts3
    /// ```
    public func using(module: FTSVersion) -> StatementCreateVirtualTable { using(module: module.rawValue) }

    /// Adds module arguments: columns, column definitions, or module-specific text.
    ///
    /// ```swift
    /// StatementCreateVirtualTable().create(virtualTable: "v").using(module: "fts4").arguments(Column("a"), "tokenize=simple")
    /// // CREATE VIRTUAL TABLE v USING fts4(a, tokenize=simple)
    /// ```
    public func arguments(_ arguments: any ModuleArgumentConvertible...) -> StatementCreateVirtualTable {
        self.arguments(arguments)
    }

    /// Adds module arguments from an array.
    ///
    /// ```swift
    /// StatementCreateVirtualTable().create(virtualTable: "v").using(module: "fts4").arguments(["a", "b"])
    /// // CREATE VIRTUAL TABLE v USING fts4(a, b)
    /// ```
    public func arguments(_ arguments: [any ModuleArgumentConvertible]) -> StatementCreateVirtualTable {
        chained { $0.arguments += arguments.map { $0.asModuleArgument() } }
    }

    public func render(into writer: inout SQLWriter) {
        header.render(into: &writer)
        writer.write(" USING ")
        writer.writeIdentifier(module, required: "a module (call using(module:))", in: "CREATE VIRTUAL TABLE")
        if !arguments.isEmpty {
            writer.write("(")
            writer.write(list: arguments)
            writer.write(")")
        }
    }
}
