import WCDBCore
import WINQ

/// A model property qualified by the table it is read from: `table.column`, for joins and multi-table
/// selects. It keeps the property's type, so a multi-select knows which model each column belongs to.
///
/// ```swift
/// Sample.Properties.identifier.in(table: "sampleTable") == Other.Properties.sampleID.in(table: "other")
/// // sampleTable.id == other.sampleID
/// ```
public struct TableProperty<Key: CodingTableKey>: ExpressionOperable, OrderingTermConvertible, IndexedColumnConvertible {
    /// The property.
    public let key: Key
    /// The table it is read from.
    public let tableName: String

    /// The qualified column.
    public var column: Column { Column(named: key.stringValue).in(table: tableName) }

    public func asExpression() -> WINQ.Expression { WINQ.Expression(with: column) }
    public func asOrder() -> OrderingTerm { OrderingTerm(column) }
}

extension CodingTableKey {
    /// The property's column qualified by a table, for joins and multi-table selects: `table.column`.
    ///
    /// ```swift
    /// Sample.Properties.identifier.in(table: "sampleTable")   // sampleTable.id
    /// ```
    public func `in`(table: String) -> TableProperty<Self> {
        TableProperty(key: self, tableName: table)
    }
}

extension Array where Element: CodingTableKey, Element.Root: TableDecodable, Element.Root.CodingKeys == Element {
    /// Every listed property qualified by a table, ready for a multi-table select; lists of different models
    /// concatenate with `+`.
    ///
    /// ```swift
    /// Sample.Properties.all.in(table: "sampleTable") + Other.Properties.all.in(table: "other")
    /// ```
    public func `in`(table: String) -> [any MultiSelectColumn] {
        map { $0.in(table: table) }
    }
}

/// A result column of a multi-table select that knows which table and model it belongs to.
public protocol MultiSelectColumn: ResultColumnConvertible {
    /// The table the column is read from.
    var tableName: String { get }
    /// The property's position among its model's properties.
    var propertyOrdinal: Int? { get }
    /// Makes the decoder for this column's model, given the result column of each property.
    func makeRowDecoder(statement: PreparedStatement, columnIndexes: [Int]) -> any MultiSelectRowDecoder
    /// How many properties the column's model has.
    var propertyCount: Int { get }
}

/// Decodes one model of a multi-select row.
public protocol MultiSelectRowDecoder {
    /// The model in the current row.
    func decodeObject() throws -> any TableDecodable
}

extension TableDecoder: MultiSelectRowDecoder {
    func decodeObject() throws -> any TableDecodable { try decodeRow() }
}

extension TableProperty: MultiSelectColumn where Key.Root: TableDecodable, Key.Root.CodingKeys == Key {
    public var propertyOrdinal: Int? { Key.objectRelationalMapping.ordinal(of: key) }
    public var propertyCount: Int { Key.objectRelationalMapping.allKeys.count }

    public func makeRowDecoder(statement: PreparedStatement, columnIndexes: [Int]) -> any MultiSelectRowDecoder {
        TableDecoder<Key.Root>(binding: Key.objectRelationalMapping, statement: statement, tableName: tableName,
                               columnIndexes: columnIndexes)
    }
}
