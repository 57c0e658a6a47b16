import WINQ

/// An index over one or more properties (WCDB 1.0 spelling). The index is named after the table plus the
/// suffix it is keyed by.
///
/// ```swift
/// static var indexBindings: [IndexBinding.Subfix: IndexBinding]? {
///     ["_index": IndexBinding(indexesBy: CodingKeys.description)]
/// }
/// // CREATE INDEX IF NOT EXISTS sampleTable_index ON sampleTable(description)
/// ```
public struct IndexBinding: Sendable {
    /// The suffix appended to the table name to name the index (WCDB's spelling).
    public typealias Subfix = String
    /// The same, spelled correctly.
    public typealias Suffix = String

    public let isUnique: Bool
    public let columns: [IndexedColumn]
    public let condition: Expression?

    public init(isUnique: Bool = false, indexesBy columns: any IndexedColumnConvertible...) {
        self.init(isUnique: isUnique, indexesBy: columns)
    }

    public init(isUnique: Bool = false, indexesBy columns: [any IndexedColumnConvertible], where condition: Expression? = nil) {
        self.isUnique = isUnique
        self.columns = columns.map { $0.asIndex() }
        self.condition = condition
    }
}
