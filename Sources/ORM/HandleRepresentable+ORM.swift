import WCDBCore
import WINQ

// The ORM's one-line CRUD, available wherever a handle can be had: `Database`, `Handle`, transactions.
// Every method builds its statement once per model type (cached in the binding) and binds by index.

extension HandleRepresentable {
    // MARK: Tables

    /// Creates the table and indexes of `type` if missing; on an existing table, adds the columns and indexes
    /// the model gained and keeps the columns it lost (with their data). Runs in one transaction.
    ///
    /// ```swift
    /// try database.create(table: "sampleTable", of: Sample.self)
    /// // CREATE TABLE IF NOT EXISTS sampleTable(id INTEGER PRIMARY KEY AUTOINCREMENT, ...)
    /// ```
    public func create<Root: TableDecodable>(table name: String, of type: Root.Type) throws {
        try withHandle(forWriting: true) { handle in
            try ORMEngine.createTable(named: name, of: type, handle: handle)
        }
    }

    /// Creates the FTS3/FTS4 virtual table of a model declared with `BindVirtualTable`/`virtualTableBinding`.
    ///
    /// ```swift
    /// try database.create(virtualTable: "notes", of: Note.self)
    /// // CREATE VIRTUAL TABLE IF NOT EXISTS notes USING fts4(title, body, tokenize=porter)
    /// ```
    public func create<Root: TableDecodable>(virtualTable name: String, of type: Root.Type) throws {
        try withHandle(forWriting: true) { handle in
            try ORMEngine.createVirtualTable(named: name, binding: Root.CodingKeys.objectRelationalMapping, handle: handle)
        }
    }

    // MARK: Insert

    /// Inserts objects (all of them in one transaction, joining an open one). `on` limits the columns written.
    ///
    /// ```swift
    /// try database.insert(objects, intoTable: "sampleTable")
    /// // INSERT INTO sampleTable(id, description) VALUES(?1, ?2), once per object
    /// ```
    public func insert<Root: TableEncodable>(_ objects: [Root], on properties: [Root.CodingKeys]? = nil,
                                             intoTable table: String) throws {
        try write(objects, on: properties, conflict: nil, table: table)
    }

    /// Inserts objects (variadic spelling).
    public func insert<Root: TableEncodable>(_ objects: Root..., on properties: [Root.CodingKeys]? = nil,
                                             intoTable table: String) throws {
        try write(objects, on: properties, conflict: nil, table: table)
    }

    /// WCDB 1.0 spelling of ``insert(_:on:intoTable:)``.
    public func insert<Root: TableEncodable>(objects: [Root], on properties: [Root.CodingKeys]? = nil,
                                             intoTable table: String) throws {
        try write(objects, on: properties, conflict: nil, table: table)
    }

    /// WCDB 1.0 spelling, variadic.
    public func insert<Root: TableEncodable>(objects: Root..., on properties: [Root.CodingKeys]? = nil,
                                             intoTable table: String) throws {
        try write(objects, on: properties, conflict: nil, table: table)
    }

    /// Inserts objects, replacing rows that conflict on a primary key or unique column.
    ///
    /// ```swift
    /// try database.insertOrReplace(object, intoTable: "sampleTable")   // INSERT OR REPLACE INTO ...
    /// ```
    public func insertOrReplace<Root: TableEncodable>(_ objects: [Root], on properties: [Root.CodingKeys]? = nil,
                                                      intoTable table: String) throws {
        try write(objects, on: properties, conflict: .replace, table: table)
    }

    /// Inserts or replaces (variadic spelling).
    public func insertOrReplace<Root: TableEncodable>(_ objects: Root..., on properties: [Root.CodingKeys]? = nil,
                                                      intoTable table: String) throws {
        try write(objects, on: properties, conflict: .replace, table: table)
    }

    /// WCDB 1.0 spelling of ``insertOrReplace(_:on:intoTable:)``.
    public func insertOrReplace<Root: TableEncodable>(objects: [Root], on properties: [Root.CodingKeys]? = nil,
                                                      intoTable table: String) throws {
        try write(objects, on: properties, conflict: .replace, table: table)
    }

    /// WCDB 1.0 spelling, variadic.
    public func insertOrReplace<Root: TableEncodable>(objects: Root..., on properties: [Root.CodingKeys]? = nil,
                                                      intoTable table: String) throws {
        try write(objects, on: properties, conflict: .replace, table: table)
    }

    /// Inserts objects, skipping those that conflict with an existing row.
    ///
    /// ```swift
    /// try database.insertOrIgnore(object, intoTable: "sampleTable")    // INSERT OR IGNORE INTO ...
    /// ```
    public func insertOrIgnore<Root: TableEncodable>(_ objects: [Root], on properties: [Root.CodingKeys]? = nil,
                                                     intoTable table: String) throws {
        try write(objects, on: properties, conflict: .ignore, table: table)
    }

    /// Inserts or ignores (variadic spelling).
    public func insertOrIgnore<Root: TableEncodable>(_ objects: Root..., on properties: [Root.CodingKeys]? = nil,
                                                     intoTable table: String) throws {
        try write(objects, on: properties, conflict: .ignore, table: table)
    }

    /// WCDB 1.0 spelling of ``insertOrIgnore(_:on:intoTable:)``.
    public func insertOrIgnore<Root: TableEncodable>(objects: [Root], on properties: [Root.CodingKeys]? = nil,
                                                     intoTable table: String) throws {
        try write(objects, on: properties, conflict: .ignore, table: table)
    }

    private func write<Root: TableEncodable>(_ objects: [Root], on properties: [Root.CodingKeys]?,
                                             conflict: ConflictAction?, table: String) throws {
        _ = try withHandle(forWriting: true) { handle in
            try ORMEngine.insert(objects, on: properties, conflict: conflict, intoTable: table, handle: handle)
        }
    }

    // MARK: Update

    /// Updates the rows matching `condition` with the values of `object`'s properties listed in `on` (all
    /// properties when empty).
    ///
    /// ```swift
    /// try database.update(table: "sampleTable", on: Sample.Properties.description, with: object,
    ///                     where: Sample.Properties.identifier == 1)
    /// // UPDATE sampleTable SET description = ?1 WHERE id == 1
    /// ```
    public func update<Root: TableEncodable>(table: String, on properties: Root.CodingKeys..., with object: Root,
                                             where condition: (any ExpressionConvertible)? = nil,
                                             orderBy orderList: [any OrderingTermConvertible]? = nil,
                                             limit: Int? = nil,
                                             offset: Int? = nil) throws {
        try update(table: table, on: properties, with: object, where: condition, orderBy: orderList, limit: limit, offset: offset)
    }

    /// Updates rows with an object (array spelling of the properties).
    public func update<Root: TableEncodable>(table: String, on properties: [Root.CodingKeys], with object: Root,
                                             where condition: (any ExpressionConvertible)? = nil,
                                             orderBy orderList: [any OrderingTermConvertible]? = nil,
                                             limit: Int? = nil,
                                             offset: Int? = nil) throws {
        _ = try withHandle(forWriting: true) { handle in
            try ORMEngine.update(table: table, on: properties.isEmpty ? nil : properties, with: object,
                                 where: condition?.asExpression(), orderBy: orderList, limit: limit, offset: offset,
                                 handle: handle)
        }
    }

    // MARK: Select

    /// Reads objects; `on` selects a subset of properties (or redirected expressions, `expr.as(property)`),
    /// and the rest keep their defaults. Unselected non-optional properties are an error, not a crash.
    ///
    /// ```swift
    /// let objects: [Sample] = try database.getObjects(fromTable: "sampleTable",
    ///     where: Sample.Properties.identifier > 0, orderBy: [Sample.Properties.identifier.asOrder(.descending)],
    ///     limit: 10)
    /// // SELECT id, description FROM sampleTable WHERE id > 0 ORDER BY id DESC LIMIT 10
    /// ```
    public func getObjects<Root: TableDecodable>(on columns: [any ResultColumnConvertible]? = nil,
                                                 fromTable table: String,
                                                 where condition: (any ExpressionConvertible)? = nil,
                                                 orderBy orderList: [any OrderingTermConvertible]? = nil,
                                                 limit: Int? = nil,
                                                 offset: Int? = nil) throws -> [Root] {
        let select = ORMEngine.selectStatement(binding: Root.CodingKeys.objectRelationalMapping, on: columns,
                                               fromTable: table, where: condition?.asExpression(),
                                               orderBy: orderList, limit: limit, offset: offset)
        return try ORMEngine.objects(select, tableName: table, source: self)
    }

    /// Reads objects selecting the listed properties (variadic spelling).
    public func getObjects<Root: TableDecodable>(on columns: any ResultColumnConvertible...,
                                                 fromTable table: String,
                                                 where condition: (any ExpressionConvertible)? = nil,
                                                 orderBy orderList: [any OrderingTermConvertible]? = nil,
                                                 limit: Int? = nil,
                                                 offset: Int? = nil) throws -> [Root] {
        try getObjects(on: columns.isEmpty ? nil : columns, fromTable: table, where: condition, orderBy: orderList,
                       limit: limit, offset: offset)
    }

    /// Reads the first matching object, or nil.
    ///
    /// ```swift
    /// let first: Sample? = try database.getObject(fromTable: "sampleTable", where: Sample.Properties.identifier == 1)
    /// // SELECT id, description FROM sampleTable WHERE id == 1 LIMIT 1
    /// ```
    public func getObject<Root: TableDecodable>(on columns: [any ResultColumnConvertible]? = nil,
                                                fromTable table: String,
                                                where condition: (any ExpressionConvertible)? = nil,
                                                orderBy orderList: [any OrderingTermConvertible]? = nil,
                                                offset: Int? = nil) throws -> Root? {
        let objects: [Root] = try getObjects(on: columns, fromTable: table, where: condition, orderBy: orderList,
                                             limit: 1, offset: offset)
        return objects.first
    }

    /// Reads the first matching object selecting the listed properties (variadic spelling).
    public func getObject<Root: TableDecodable>(on columns: any ResultColumnConvertible...,
                                                fromTable table: String,
                                                where condition: (any ExpressionConvertible)? = nil,
                                                orderBy orderList: [any OrderingTermConvertible]? = nil,
                                                offset: Int? = nil) throws -> Root? {
        try getObject(on: columns.isEmpty ? nil : columns, fromTable: table, where: condition, orderBy: orderList,
                      offset: offset)
    }
}

extension ExpressionOperable {
    /// Redirects a result column into a property: the selected value is decoded into `property`.
    ///
    /// ```swift
    /// let rows: [Sample] = try database.getObjects(
    ///     on: Sample.Properties.identifier.max().as(Sample.Properties.identifier), fromTable: "sampleTable")
    /// // SELECT MAX(id) AS id FROM sampleTable
    /// ```
    public func `as`<Key: CodingTableKey>(_ property: Key) -> ResultColumn {
        ResultColumn(asExpression()).as(property.stringValue)
    }
}
