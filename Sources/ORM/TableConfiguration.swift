import WINQ

/// One piece of a model's table configuration in the WCDB 2.x builder:
/// `TableBinding(CodingKeys.self) { BindColumnConstraint(...); BindIndex(...); ... }`.
public protocol TableConfiguration<Key>: Sendable {
    associatedtype Key: CodingTableKey
    /// Adds this piece to the binding being built.
    func apply(to draft: inout TableBindingDraft<Key>)
}

/// The constraints of a binding while it is being assembled from either spelling.
public struct TableBindingDraft<Key: CodingTableKey>: Sendable {
    var columnConstraints: [Key: ColumnConstraintBinding] = [:]
    var indexes: [(suffix: String, index: IndexBinding)] = []
    var tableConstraints: [(name: String, constraint: any TableConstraintBinding)] = []
    var virtualTable: VirtualTableBinding?
}

/// Collects `Bind...` pieces written in a `TableBinding` closure.
@resultBuilder
public enum TableConfigurationBuilder<Key: CodingTableKey> {
    public static func buildExpression<C: TableConfiguration>(_ piece: C) -> [any TableConfiguration<Key>] where C.Key == Key {
        [piece]
    }
    public static func buildBlock(_ parts: [any TableConfiguration<Key>]...) -> [any TableConfiguration<Key>] {
        parts.flatMap { $0 }
    }
    public static func buildOptional(_ part: [any TableConfiguration<Key>]?) -> [any TableConfiguration<Key>] {
        part ?? []
    }
    public static func buildEither(first part: [any TableConfiguration<Key>]) -> [any TableConfiguration<Key>] { part }
    public static func buildEither(second part: [any TableConfiguration<Key>]) -> [any TableConfiguration<Key>] { part }
    public static func buildArray(_ parts: [[any TableConfiguration<Key>]]) -> [any TableConfiguration<Key>] {
        parts.flatMap { $0 }
    }
}

/// Column constraints of one property (2.x builder spelling of ``ColumnConstraintBinding``).
///
/// ```swift
/// static let objectRelationalMapping = TableBinding(CodingKeys.self) {
///     BindColumnConstraint(identifier, isPrimary: true, isAutoIncrement: true)
///     BindColumnConstraint(description, isNotNull: true, defaultTo: "defaultDescription")
/// }
/// ```
public struct BindColumnConstraint<Key: CodingTableKey>: TableConfiguration {
    let key: Key
    let constraint: ColumnConstraintBinding

    public init(_ key: Key,
                isPrimary: Bool = false,
                orderBy order: Order? = nil,
                isAutoIncrement: Bool = false,
                onConflict conflict: ConflictAction? = nil,
                isNotNull: Bool = false,
                isUnique: Bool = false,
                defaultTo defaultValue: (any DefaultValueConvertible)? = nil) {
        self.key = key
        constraint = ColumnConstraintBinding(isPrimary: isPrimary, orderBy: order, isAutoIncrement: isAutoIncrement,
                                             onConflict: conflict, isNotNull: isNotNull, isUnique: isUnique,
                                             defaultTo: defaultValue)
    }

    public func apply(to draft: inout TableBindingDraft<Key>) {
        draft.columnConstraints[key] = constraint
    }
}

/// An index named table name + suffix (2.x builder spelling of ``IndexBinding``).
///
/// ```swift
/// BindIndex(description, namedWith: "_index")   // CREATE INDEX IF NOT EXISTS sampleTable_index ON ...
/// ```
public struct BindIndex<Key: CodingTableKey>: TableConfiguration {
    let suffix: String
    let index: IndexBinding

    public init(_ keys: Key..., namedWith suffix: String, isUnique: Bool = false) {
        self.suffix = suffix
        index = IndexBinding(isUnique: isUnique, indexesBy: keys.map { $0.column })
    }

    public init(_ columns: any IndexedColumnConvertible..., namedWith suffix: String, isUnique: Bool = false,
                where condition: Expression? = nil) {
        self.suffix = suffix
        index = IndexBinding(isUnique: isUnique, indexesBy: columns, where: condition)
    }

    public func apply(to draft: inout TableBindingDraft<Key>) {
        draft.indexes.append((suffix, index))
    }
}

/// `PRIMARY KEY(a, b)` over several properties.
public struct BindMultiPrimary<Key: CodingTableKey>: TableConfiguration {
    let binding: MultiPrimaryBinding

    public init(_ keys: Key..., onConflict conflict: ConflictAction? = nil) {
        binding = MultiPrimaryBinding(indexesBy: keys.map { $0.column }, onConflict: conflict)
    }

    public func apply(to draft: inout TableBindingDraft<Key>) {
        draft.tableConstraints.append(("MultiPrimaryConstraint", binding))
    }
}

/// `UNIQUE(a, b)` over several properties.
public struct BindMultiUnique<Key: CodingTableKey>: TableConfiguration {
    let binding: MultiUniqueBinding

    public init(_ keys: Key..., onConflict conflict: ConflictAction? = nil) {
        binding = MultiUniqueBinding(indexesBy: keys.map { $0.column }, onConflict: conflict)
    }

    public func apply(to draft: inout TableBindingDraft<Key>) {
        let name = "MultiUniqueConstraint" + (draft.tableConstraints.isEmpty ? "" : "_\(draft.tableConstraints.count)")
        draft.tableConstraints.append((name, binding))
    }
}

/// `CHECK(...)` conditions.
///
/// ```swift
/// BindChecks { offset > 0 }
/// ```
public struct BindChecks<Key: CodingTableKey>: TableConfiguration {
    let conditions: [Expression]

    public init(@CheckConditionBuilder _ conditions: () -> [Expression]) {
        self.conditions = conditions()
    }

    public func apply(to draft: inout TableBindingDraft<Key>) {
        for condition in conditions {
            draft.tableConstraints.append(("CheckConstraint_\(draft.tableConstraints.count)", CheckBinding(check: condition)))
        }
    }
}

/// Collects the conditions of ``BindChecks``.
@resultBuilder
public enum CheckConditionBuilder {
    public static func buildExpression(_ condition: some ExpressionConvertible) -> [Expression] { [condition.asExpression()] }
    public static func buildBlock(_ parts: [Expression]...) -> [Expression] { parts.flatMap { $0 } }
}

/// `FOREIGN KEY(columns) REFERENCES ...`.
public struct BindForeignKey<Key: CodingTableKey>: TableConfiguration {
    let binding: ForeignKeyBinding

    public init(_ keys: Key..., foreignKey: ForeignKey) {
        binding = ForeignKeyBinding(keys: keys.map { $0.column }, foreignKey: foreignKey)
    }

    public func apply(to draft: inout TableBindingDraft<Key>) {
        draft.tableConstraints.append(("ForeignKeyConstraint_\(draft.tableConstraints.count)", binding))
    }
}

/// The virtual-table module of the model (2.x builder spelling of ``VirtualTableBinding``).
///
/// ```swift
/// BindVirtualTable(withModule: "fts4", and: "tokenize=porter")
/// ```
public struct BindVirtualTable<Key: CodingTableKey>: TableConfiguration {
    let binding: VirtualTableBinding

    public init(withModule module: String, and arguments: String...) {
        binding = VirtualTableBinding(withModule: module, arguments: arguments)
    }

    public func apply(to draft: inout TableBindingDraft<Key>) {
        draft.virtualTable = binding
    }
}
