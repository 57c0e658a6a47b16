import WINQ

/// A table-level constraint of a model (WCDB 1.0 spelling): multi-column primary key or unique, check, or
/// foreign key.
///
/// ```swift
/// static var tableConstraintBindings: [TableConstraintBinding.Name: TableConstraintBinding]? {
///     ["MultiPrimaryConstraint": MultiPrimaryBinding(indexesBy: a, b.asIndex(orderBy: .descending))]
/// }
/// // CONSTRAINT MultiPrimaryConstraint PRIMARY KEY(a, b DESC)
/// ```
public protocol TableConstraintBinding: Sendable {
    /// The constraint's name in `CONSTRAINT name ...`.
    typealias Name = String
    /// The WINQ table constraint, named.
    func generateConstraint(named name: String) -> TableConstraint
}

/// `PRIMARY KEY(columns...)` over several properties.
///
/// ```swift
/// MultiPrimaryBinding(indexesBy: CodingKeys.a, CodingKeys.b, onConflict: .replace)
/// // CONSTRAINT name PRIMARY KEY(a, b) ON CONFLICT REPLACE
/// ```
public typealias MultiPrimaryBinding = MultiColumnBinding<PrimaryKeyColumns>

/// `UNIQUE(columns...)` over several properties.
///
/// ```swift
/// MultiUniqueBinding(indexesBy: CodingKeys.a, CodingKeys.b)   // CONSTRAINT name UNIQUE(a, b)
/// ```
public typealias MultiUniqueBinding = MultiColumnBinding<UniqueColumns>

/// What a multi-column constraint makes of its columns: a primary key or a unique key.
public protocol MultiColumnConstraintKind: Sendable {
    /// Marks the constraint as this kind.
    static func mark(_ constraint: TableConstraint) -> TableConstraint
}

/// The kind of ``MultiPrimaryBinding``.
public enum PrimaryKeyColumns: MultiColumnConstraintKind {
    public static func mark(_ constraint: TableConstraint) -> TableConstraint { constraint.primaryKey() }
}

/// The kind of ``MultiUniqueBinding``.
public enum UniqueColumns: MultiColumnConstraintKind {
    public static func mark(_ constraint: TableConstraint) -> TableConstraint { constraint.unique() }
}

/// A primary-key or unique constraint over several columns, with an optional conflict action; spelled
/// ``MultiPrimaryBinding`` or ``MultiUniqueBinding``.
public struct MultiColumnBinding<Kind: MultiColumnConstraintKind>: TableConstraintBinding, MultiColumnKeyBinding {
    let columns: [IndexedColumn]
    let conflict: ConflictAction?
    /// The names of the columns given as properties or plain columns (an expression has none).
    let keyColumnNames: [String]

    public init(indexesBy columns: any IndexedColumnConvertible..., onConflict conflict: ConflictAction? = nil) {
        self.init(indexesBy: columns, onConflict: conflict)
    }

    public init(indexesBy columns: [any IndexedColumnConvertible], onConflict conflict: ConflictAction? = nil) {
        self.columns = columns.map { $0.asIndex() }
        self.conflict = conflict
        keyColumnNames = columns.compactMap { ($0 as? any CodingKeyColumnConvertible)?.column.name }
    }

    public func generateConstraint(named name: String) -> TableConstraint {
        let constraint = Kind.mark(TableConstraint(named: name)).indexed(by: columns)
        return conflict.map { constraint.onConflict($0) } ?? constraint
    }
}

/// `CHECK(condition)`.
public struct CheckBinding: TableConstraintBinding {
    let condition: Expression

    public init(check condition: some ExpressionConvertible) {
        self.condition = condition.asExpression()
    }

    public func generateConstraint(named name: String) -> TableConstraint {
        TableConstraint(named: name).check(condition)
    }
}

/// `FOREIGN KEY(columns...) REFERENCES ...`.
public struct ForeignKeyBinding: TableConstraintBinding {
    let columns: [Column]
    let foreignKey: ForeignKey

    public init(_ columns: any CodingKeyColumnConvertible..., foreignKey: ForeignKey) {
        self.init(keys: columns.map { $0.column }, foreignKey: foreignKey)
    }

    init(keys: [Column], foreignKey: ForeignKey) {
        self.columns = keys
        self.foreignKey = foreignKey
    }

    public func generateConstraint(named name: String) -> TableConstraint {
        TableConstraint(named: name).foreignKey(columns, foreignKey: foreignKey)
    }
}

/// Something that names a column: a `CodingTableKey` case or a `Column`.
public protocol CodingKeyColumnConvertible: Sendable {
    /// The column it names.
    var column: Column { get }
}

extension Column: CodingKeyColumnConvertible {
    public var column: Column { self }
}

/// A table constraint that makes a key of several columns (whose columns an upgrade must not add later).
protocol MultiColumnKeyBinding {
    var keyColumnNames: [String] { get }
}
