import WCDBCore
import WINQ

/// A chain-call insert: choose the properties with `on`, then `execute(with:)` one or more objects (one
/// transaction for several, joining an open one).
///
/// ```swift
/// let insert = try database.prepareInsert(of: Sample.self, intoTable: "sampleTable")
/// try insert.on(Sample.Properties.identifier, Sample.Properties.description).execute(with: objects)
/// // INSERT INTO sampleTable(id, description) VALUES(?1, ?2)
/// ```
public final class Insert<Root: TableEncodable> {
    let source: any HandleRepresentable
    let table: String
    let conflict: ConflictAction?
    var properties: [Root.CodingKeys]?
    /// Rows inserted by the last `execute`.
    public private(set) var changes: Int = 0

    init(source: any HandleRepresentable, table: String, conflict: ConflictAction?) {
        self.source = source
        self.table = table
        self.conflict = conflict
    }

    /// Limits the columns written to these properties.
    @discardableResult
    public func on(_ properties: Root.CodingKeys...) -> Insert {
        self.properties = properties
        return self
    }

    /// The statement this insert runs, with `?N` parameters.
    public var statement: StatementInsert {
        let binding = Root.CodingKeys.objectRelationalMapping
        let ordinals = (try? ORMEngine.ordinals(of: properties, in: binding)) ?? binding.allOrdinals
        return ORMEngine.insertStatement(binding: binding, ordinals: ordinals, conflict: conflict, table: table)
    }

    /// Inserts the objects.
    public func execute(with objects: [Root]) throws {
        changes = try source.withHandle(forWriting: true) { handle in
            try ORMEngine.insert(objects, on: properties, conflict: conflict, intoTable: table, handle: handle)
        }
    }

    /// Inserts the objects (variadic spelling).
    public func execute(with objects: Root...) throws {
        try execute(with: objects)
    }
}

/// A chain-call update of an object's properties onto the rows the filter selects.
///
/// ```swift
/// let update = try database.prepareUpdate(table: "sampleTable", on: Sample.Properties.description)
/// try update.where(Sample.Properties.identifier == 1).execute(with: object)
/// // UPDATE sampleTable SET description = ?1 WHERE id == 1
/// ```
public final class Update<Root: TableEncodable>: FilterableChainCall {
    let source: any HandleRepresentable
    let table: String
    let properties: [Root.CodingKeys]
    public var filter = ChainCallFilter()
    /// Rows changed by the last `execute`.
    public private(set) var changes: Int = 0

    init(source: any HandleRepresentable, table: String, properties: [Root.CodingKeys]) {
        self.source = source
        self.table = table
        self.properties = properties
    }

    /// Writes the object's properties to the selected rows.
    public func execute(with object: Root) throws {
        let filter = filter
        changes = try source.withHandle(forWriting: true) { handle in
            try ORMEngine.update(table: table, on: properties.isEmpty ? nil : properties, with: object,
                                 where: filter.condition, orderBy: filter.orders, limit: filter.limit,
                                 offset: filter.offset, handle: handle)
        }
    }
}

/// A chain-call delete.
///
/// ```swift
/// let delete = try database.prepareDelete(fromTable: "sampleTable")
/// try delete.where(Column("id") > 10).order(by: Column("id").asOrder(.descending)).limit(1).execute()
/// // DELETE FROM sampleTable WHERE id > 10 ORDER BY id DESC LIMIT 1
/// ```
public final class Delete: FilterableChainCall {
    let source: any HandleRepresentable
    let table: String
    public var filter = ChainCallFilter()
    /// Rows deleted by the last `execute`.
    public private(set) var changes: Int = 0

    init(source: any HandleRepresentable, table: String) {
        self.source = source
        self.table = table
    }

    /// The statement this delete runs.
    public var statement: StatementDelete {
        filter.apply(to: StatementDelete().delete(from: table))
    }

    /// Deletes the selected rows.
    public func execute() throws {
        let statement = statement
        changes = try source.withHandle(forWriting: true) { handle in
            try handle.exec(statement)
            return handle.changes
        }
    }
}
