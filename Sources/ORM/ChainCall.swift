@_spi(ChainCall) import WCDBCore
import WINQ

/// Compiles statements for chain calls on whatever lent the handle. A `Database` keeps the handle for as
/// long as the statement lives (so a select can stream across calls); a `Handle` or a transaction already
/// holds one.
enum ChainCallPreparer {
    static func prepare(_ statement: any Statement, on source: any HandleRepresentable) throws -> PreparedStatement {
        if let database = source as? Database {
            return try database.prepare(statement)
        }
        if let transaction = source as? Transaction {
            return try transaction.prepareHeld(statement)
        }
        return try source.withHandle(forWriting: !statement.isReadOnly) { handle in
            try handle.prepareUncached(statement)
        }
    }
}

extension HandleRepresentable {
    /// Starts a chain-call insert of `type` objects.
    ///
    /// ```swift
    /// let insert = try database.prepareInsert(of: Sample.self, intoTable: "sampleTable")
    /// try insert.on(Sample.Properties.description).execute(with: objects)
    /// print(insert.changes)
    /// ```
    public func prepareInsert<Root: TableEncodable>(of type: Root.Type, intoTable table: String) throws -> Insert<Root> {
        Insert(source: self, table: table, conflict: nil)
    }

    /// Starts a chain-call `INSERT OR REPLACE`.
    public func prepareInsertOrReplace<Root: TableEncodable>(of type: Root.Type, intoTable table: String) throws -> Insert<Root> {
        Insert(source: self, table: table, conflict: .replace)
    }

    /// Starts a chain-call `INSERT OR IGNORE`.
    public func prepareInsertOrIgnore<Root: TableEncodable>(of type: Root.Type, intoTable table: String) throws -> Insert<Root> {
        Insert(source: self, table: table, conflict: .ignore)
    }

    /// Starts a chain-call update of the listed properties (all when none are listed).
    ///
    /// ```swift
    /// let update = try database.prepareUpdate(table: "sampleTable", on: Sample.Properties.description)
    /// try update.where(Sample.Properties.identifier > 1).limit(2).execute(with: object)
    /// ```
    public func prepareUpdate<Key: CodingTableKey>(table: String, on properties: Key...) throws -> Update<Key.Root>
        where Key.Root: TableEncodable, Key.Root.CodingKeys == Key {
        Update(source: self, table: table, properties: properties)
    }

    /// Starts a chain-call delete.
    ///
    /// ```swift
    /// let delete = try database.prepareDelete(fromTable: "sampleTable")
    /// try delete.where(Sample.Properties.identifier > 10).execute()
    /// print(delete.changes)
    /// ```
    public func prepareDelete(fromTable table: String) throws -> Delete {
        Delete(source: self, table: table)
    }

    /// Starts a chain-call select of whole objects; iterate with `nextObject()` (streams) or `allObjects()`.
    ///
    /// ```swift
    /// let select = try database.prepareSelect(of: Sample.self, fromTable: "sampleTable")
    /// while let object = try select.where(Sample.Properties.identifier > 0).nextObject() { ... }
    /// ```
    public func prepareSelect<Root: TableDecodable>(of type: Root.Type, fromTable table: String,
                                                    isDistinct: Bool = false) throws -> Select<Root> {
        Select(source: self, table: table, columns: nil, isDistinct: isDistinct)
    }

    /// Starts a chain-call select of some properties (or redirected expressions) of `Root`.
    public func prepareSelect<Root: TableDecodable>(on columns: any ResultColumnConvertible..., ofType type: Root.Type,
                                                    fromTable table: String, isDistinct: Bool = false) throws -> Select<Root> {
        Select(source: self, table: table, columns: columns, isDistinct: isDistinct)
    }

    /// Starts a chain-call select of rows of values.
    ///
    /// ```swift
    /// let select = try database.prepareRowSelect(on: Column("a"), Column("b"), fromTable: "t")
    /// while let row = try select.nextRow() { print(row) }
    /// ```
    public func prepareRowSelect(on columns: any ResultColumnConvertible..., fromTable table: String,
                                 isDistinct: Bool = false) throws -> RowSelect {
        RowSelect(source: self, tables: [table], columns: columns.isEmpty ? [Column.all] : columns, isDistinct: isDistinct)
    }

    /// Starts a chain-call select of rows over several tables (a join through `where`).
    public func prepareRowSelect(on columns: [any ResultColumnConvertible], fromTables tables: [String],
                                 isDistinct: Bool = false) throws -> RowSelect {
        RowSelect(source: self, tables: tables, columns: columns.isEmpty ? [Column.all] : columns, isDistinct: isDistinct)
    }
}

/// The WHERE / ORDER BY / LIMIT / OFFSET part shared by the chain calls that select, update and delete.
public struct ChainCallFilter: Sendable {
    var condition: WINQ.Expression?
    var orders: [any OrderingTermConvertible] = []
    var limit: WINQ.Expression?
    var offset: WINQ.Expression?

    func apply<S: FilterableStatement>(to statement: S) -> S {
        ORMEngine.applyTail(statement, where: condition, orderBy: orders, limit: limit, offset: offset)
    }
}

/// A chain call that can be filtered; `where`, `order(by:)`, `limit` and `offset` return the same object.
public protocol FilterableChainCall: AnyObject {
    var filter: ChainCallFilter { get set }
}

extension FilterableChainCall {
    /// Sets the WHERE condition.
    @discardableResult
    public func `where`(_ condition: some ExpressionConvertible) -> Self {
        filter.condition = condition.asExpression()
        return self
    }

    /// Appends ORDER BY terms.
    @discardableResult
    public func order(by terms: any OrderingTermConvertible...) -> Self {
        filter.orders += terms
        return self
    }

    /// Appends ORDER BY terms (array spelling).
    @discardableResult
    public func order(by terms: [any OrderingTermConvertible]) -> Self {
        filter.orders += terms
        return self
    }

    /// Sets LIMIT.
    @discardableResult
    public func limit(_ count: some ExpressionConvertible) -> Self {
        filter.limit = count.asExpression()
        return self
    }

    /// Sets OFFSET (with a LIMIT; SQLite needs one).
    @discardableResult
    public func offset(_ count: some ExpressionConvertible) -> Self {
        filter.offset = count.asExpression()
        return self
    }

    /// Sets LIMIT and OFFSET together.
    @discardableResult
    public func limit(_ count: some ExpressionConvertible, offset: some ExpressionConvertible) -> Self {
        filter.limit = count.asExpression()
        filter.offset = offset.asExpression()
        return self
    }
}
