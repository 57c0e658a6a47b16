import WINQ

/// The `CodingKeys` of a table model: each case is a bound property and its raw value the column name.
///
/// Cases are WINQ columns, so they build conditions and orderings directly:
///
/// ```swift
/// enum CodingKeys: String, CodingTableKey {
///     typealias Root = Sample
///     static let objectRelationalMapping = TableBinding(CodingKeys.self)
///     case identifier = "id"
///     case description
/// }
/// Sample.Properties.identifier > 0 && Sample.Properties.description.isNotNull()
/// // (id > 0) AND (description NOTNULL)
/// ```
///
/// Constraints are declared either with the 2.x builder (`TableBinding(CodingKeys.self) { BindColumnConstraint(...) }`)
/// or with the 1.0 static tables below (`columnConstraintBindings`, `indexBindings`, ...).
public protocol CodingTableKey: CodingKey, CaseIterable, Hashable, RawRepresentable, ExpressionOperable,
    OrderingTermConvertible, CodingKeyColumnConvertible, IndexedColumnConvertible, ResultColumnConvertible where RawValue == String, AllCases: RandomAccessCollection {
    /// The model type these keys belong to.
    associatedtype Root

    /// The binding between the model and its table, computed once per type.
    static var objectRelationalMapping: TableBinding<Self> { get }

    /// 1.0 spelling: per-column constraints.
    static var columnConstraintBindings: [Self: ColumnConstraintBinding]? { get }
    /// 1.0 spelling: indexes, keyed by the suffix appended to the table name to name the index.
    static var indexBindings: [IndexBinding.Subfix: IndexBinding]? { get }
    /// 1.0 spelling: table constraints (multi-column primary key and unique, checks, foreign keys), by name.
    static var tableConstraintBindings: [TableConstraintBinding.Name: any TableConstraintBinding]? { get }
    /// 1.0 spelling: the virtual-table module (FTS3/FTS4) and its arguments.
    static var virtualTableBinding: VirtualTableBinding? { get }
}

extension CodingTableKey {
    public static var columnConstraintBindings: [Self: ColumnConstraintBinding]? { nil }
    public static var indexBindings: [IndexBinding.Subfix: IndexBinding]? { nil }
    public static var tableConstraintBindings: [TableConstraintBinding.Name: any TableConstraintBinding]? { nil }
    public static var virtualTableBinding: VirtualTableBinding? { nil }

    /// The column this property is stored in.
    public var column: Column { Column(named: stringValue) }

    public func asExpression() -> Expression { Expression(with: column) }

    public func asOrder() -> OrderingTerm { OrderingTerm(column) }

    /// The column name (the SQL this key renders).
    public var description: String { column.description }

    /// Every bound property, in declaration order.
    public static var all: [Self] { Array(allCases) }

    /// `*`: every column, as in `SELECT *`.
    public static var any: Column { Column.all }
}
