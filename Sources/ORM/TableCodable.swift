/// A model whose properties can be written to a table.
///
/// Declare the bound properties in a nested `enum CodingKeys: String, CodingTableKey`; properties missing from
/// it are not stored. Set `isAutoIncrement` to let SQLite choose the integer primary key on insert; the chosen
/// row ID is then written back to `lastInsertedRowID` (on class instances).
///
/// How properties are stored: the types Core converts (integers, `Bool`, `Float`, `Double`, `String`, `Data`,
/// `Date`, `URL`, `UUID`) and `ColumnCodable` types in their own column type; a Codable type that encodes itself
/// as one plain value (a `enum: String, Codable`) as that value; any other Codable value (structs, arrays,
/// dictionaries) as JSON text. A Double or Float NaN is refused with a `WCDBError` naming the property, since
/// SQLite would store it as NULL; infinities are stored as they are.
///
/// ```swift
/// final class Message: TableEncodable {
///     var id: Int = 0
///     var content: String = ""
///     enum CodingKeys: String, CodingTableKey {
///         typealias Root = Message
///         static let objectRelationalMapping = TableBinding(CodingKeys.self)
///         case id, content
///     }
/// }
/// try database.insert(Message(), intoTable: "message")  // INSERT INTO message(id, content) VALUES(?1, ?2)
/// ```
public protocol TableEncodable: Encodable {
    /// The keys of the stored properties; their raw values are the column names.
    associatedtype CodingKeys: CodingTableKey where CodingKeys.Root == Self
    /// WCDB's name for the keys, used to build conditions: `Message.Properties.id > 0`.
    typealias Properties = CodingKeys

    /// When true, an insert leaves the integer primary key to SQLite (it binds NULL).
    var isAutoIncrement: Bool { get }
    /// The row ID SQLite assigned on the last auto-increment insert of this object.
    var lastInsertedRowID: Int64 { get set }
}

extension TableEncodable {
    public var isAutoIncrement: Bool { false }
    public var lastInsertedRowID: Int64 {
        get { Int64.min }
        set {} // Models that do not store it simply ignore the value.
    }
}

/// A model that can be read from the rows of a table.
///
/// ```swift
/// let messages: [Message] = try database.getObjects(fromTable: "message",
///                                                   where: Message.Properties.id > 10)
/// ```
public protocol TableDecodable: Decodable {
    /// The keys of the stored properties; their raw values are the column names.
    associatedtype CodingKeys: CodingTableKey where CodingKeys.Root == Self
    /// WCDB's name for the keys.
    typealias Properties = CodingKeys
}

/// A model that is a table: it can be written and read.
///
/// ```swift
/// final class Sample: TableCodable {
///     var identifier: Int? = nil
///     var description: String? = nil
///     enum CodingKeys: String, CodingTableKey {
///         typealias Root = Sample
///         static let objectRelationalMapping = TableBinding(CodingKeys.self)
///         case identifier = "id"
///         case description
///     }
/// }
/// ```
public typealias TableCodable = TableEncodable & TableDecodable
