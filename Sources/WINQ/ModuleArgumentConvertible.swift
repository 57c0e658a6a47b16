/// Anything that can be an argument of `CREATE VIRTUAL TABLE ... USING module(...)`: a `String` (module-specific
/// text such as `tokenize=porter`), a `Column` or `ColumnDef` (rendered with its name quoted when needed), or a
/// ``ModuleArgument``.
///
/// ```swift
/// StatementCreateVirtualTable().create(virtualTable: "docs").using(module: "fts4")
///     .arguments(ColumnDef(named: "body"), "tokenize=simple")
/// // CREATE VIRTUAL TABLE docs USING fts4(body, tokenize=simple)
/// ```
public protocol ModuleArgumentConvertible: Sendable {
    /// The argument this value stands for.
    func asModuleArgument() -> ModuleArgument
}

extension String: ModuleArgumentConvertible {
    /// Module-specific text, written as given once checked (see ``ModuleArgument``).
    public func asModuleArgument() -> ModuleArgument { ModuleArgument(text: self) }
}

extension ColumnDef: ModuleArgumentConvertible {
    /// The column definition as a module argument.
    public func asModuleArgument() -> ModuleArgument { ModuleArgument(column: self) }
}

extension Column: ModuleArgumentConvertible {
    /// The column's (bare) name as a module argument.
    public func asModuleArgument() -> ModuleArgument { ModuleArgument(column: ColumnDef(with: self)) }
}
