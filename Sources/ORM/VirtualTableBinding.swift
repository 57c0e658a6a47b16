import WINQ

/// The virtual-table module of a model (FTS3/FTS4) and its module arguments (WCDB 1.0 spelling; the 2.x
/// builder's `BindVirtualTable` makes the same thing).
///
/// ```swift
/// static var virtualTableBinding: VirtualTableBinding? {
///     VirtualTableBinding(withModule: "fts4", and: "tokenize=unicode61")
/// }
/// // CREATE VIRTUAL TABLE IF NOT EXISTS notes USING fts4(title, body, tokenize=unicode61)
/// ```
public struct VirtualTableBinding: Sendable {
    /// The module name, e.g. `fts3` or `fts4`.
    public let module: String
    /// Extra module arguments placed after the columns, e.g. `tokenize=porter`.
    public let arguments: [String]

    public init(withModule module: String, and arguments: String...) {
        self.module = module
        self.arguments = arguments
    }

    public init(withModule module: String, arguments: [String]) {
        self.module = module
        self.arguments = arguments
    }
}
