import WCDBCore
import WINQ

/// A table of `Root` objects in a database: the ORM's CRUD without repeating the table name.
///
/// ```swift
/// let table = try database.getTable(named: "sampleTable", of: Sample.self)
/// try table.insert(objects)
/// let recent = try table.getObjects(where: Sample.Properties.identifier > 10)
/// try table.delete(where: Sample.Properties.identifier < 5)
/// ```
public struct Table<Root: TableCodable>: Sendable {
    /// The table's name.
    public let name: String
    /// The database the table lives in.
    public let database: Database

    init(name: String, database: Database) {
        self.name = name
        self.database = database
    }

    /// Inserts objects (one transaction for several).
    public func insert(_ objects: [Root], on properties: [Root.CodingKeys]? = nil) throws {
        try database.insert(objects, on: properties, intoTable: name)
    }

    /// Inserts objects (variadic spelling).
    public func insert(_ objects: Root..., on properties: [Root.CodingKeys]? = nil) throws {
        try database.insert(objects, on: properties, intoTable: name)
    }

    /// Inserts or replaces objects.
    public func insertOrReplace(_ objects: [Root], on properties: [Root.CodingKeys]? = nil) throws {
        try database.insertOrReplace(objects, on: properties, intoTable: name)
    }

    /// Inserts or replaces objects (variadic spelling).
    public func insertOrReplace(_ objects: Root..., on properties: [Root.CodingKeys]? = nil) throws {
        try database.insertOrReplace(objects, on: properties, intoTable: name)
    }

    /// Inserts objects, skipping conflicting ones.
    public func insertOrIgnore(_ objects: [Root], on properties: [Root.CodingKeys]? = nil) throws {
        try database.insertOrIgnore(objects, on: properties, intoTable: name)
    }

    /// Inserts objects, skipping conflicting ones (variadic spelling).
    public func insertOrIgnore(_ objects: Root..., on properties: [Root.CodingKeys]? = nil) throws {
        try database.insertOrIgnore(objects, on: properties, intoTable: name)
    }

    /// Updates the matching rows with the object's listed properties (all when none are listed).
    public func update(on properties: Root.CodingKeys..., with object: Root,
                       where condition: (any ExpressionConvertible)? = nil,
                       orderBy orderList: [any OrderingTermConvertible]? = nil,
                       limit: Int? = nil,
                       offset: Int? = nil) throws {
        try database.update(table: name, on: properties, with: object, where: condition, orderBy: orderList,
                            limit: limit, offset: offset)
    }

    /// Deletes the matching rows.
    public func delete(where condition: (any ExpressionConvertible)? = nil,
                       orderBy orderList: [any OrderingTermConvertible]? = nil,
                       limit: Int? = nil,
                       offset: Int? = nil) throws {
        try database.delete(fromTable: name, where: condition, orderBy: orderList, limit: limit, offset: offset)
    }

    /// Reads objects (optionally some properties only).
    public func getObjects(on columns: [any ResultColumnConvertible]? = nil,
                           where condition: (any ExpressionConvertible)? = nil,
                           orderBy orderList: [any OrderingTermConvertible]? = nil,
                           limit: Int? = nil,
                           offset: Int? = nil) throws -> [Root] {
        try database.getObjects(on: columns, fromTable: name, where: condition, orderBy: orderList, limit: limit,
                                offset: offset)
    }

    /// Reads the first matching object.
    public func getObject(on columns: [any ResultColumnConvertible]? = nil,
                          where condition: (any ExpressionConvertible)? = nil,
                          orderBy orderList: [any OrderingTermConvertible]? = nil,
                          offset: Int? = nil) throws -> Root? {
        try database.getObject(on: columns, fromTable: name, where: condition, orderBy: orderList, offset: offset)
    }

    /// Reads rows of values.
    public func getRows(on columns: [any ResultColumnConvertible] = [Column.all],
                        where condition: (any ExpressionConvertible)? = nil,
                        orderBy orderList: [any OrderingTermConvertible]? = nil,
                        limit: Int? = nil,
                        offset: Int? = nil) throws -> [[Value]] {
        try database.getRows(on: columns, fromTable: name, where: condition, orderBy: orderList, limit: limit,
                             offset: offset)
    }

    /// Reads one column of values.
    public func getColumn(on result: any ResultColumnConvertible,
                          where condition: (any ExpressionConvertible)? = nil,
                          orderBy orderList: [any OrderingTermConvertible]? = nil,
                          limit: Int? = nil,
                          offset: Int? = nil) throws -> [Value] {
        try database.getColumn(on: result, fromTable: name, where: condition, orderBy: orderList, limit: limit,
                               offset: offset)
    }

    /// Reads one value (`COUNT(*)`, `MAX(id)`, ...).
    public func getValue(on result: any ResultColumnConvertible,
                         where condition: (any ExpressionConvertible)? = nil,
                         orderBy orderList: [any OrderingTermConvertible]? = nil,
                         offset: Int? = nil) throws -> Value? {
        try database.getValue(on: result, fromTable: name, where: condition, orderBy: orderList, offset: offset)
    }

    /// Starts a chain-call select on this table.
    public func prepareSelect(isDistinct: Bool = false) throws -> Select<Root> {
        try database.prepareSelect(of: Root.self, fromTable: name, isDistinct: isDistinct)
    }

    /// Starts a chain-call insert into this table.
    public func prepareInsert() throws -> Insert<Root> {
        try database.prepareInsert(of: Root.self, intoTable: name)
    }

    /// Starts a chain-call delete on this table.
    public func prepareDelete() throws -> Delete {
        try database.prepareDelete(fromTable: name)
    }
}

extension Database {
    /// The table named `name`, holding `type` objects, if it exists (WCDB 2.x returns nil otherwise).
    ///
    /// ```swift
    /// try database.create(table: "sampleTable", of: Sample.self)
    /// let table = try database.getTable(named: "sampleTable", of: Sample.self)
    /// ```
    public func getTable<Root: TableCodable>(named name: String, of type: Root.Type = Root.self) throws -> Table<Root>? {
        try isTableExists(name) ? Table(name: name, database: self) : nil
    }
}
