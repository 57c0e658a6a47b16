import Foundation
import WCDBCore
import WINQ

/// The ORM's work on one handle: build (and cache) the statement for a model type, bind or read objects by
/// index, and run batches in one transaction. Every public spelling (`Database`, `Table`, transactions,
/// handles, chain calls) ends up here, so there is one implementation of each operation.
enum ORMEngine {
    // MARK: Insert

    /// Returns the rows the insert wrote (each statement's own count: rows written by triggers, or skipped by
    /// `OR IGNORE`, are not counted).
    @discardableResult
    static func insert<Root: TableEncodable>(
        _ objects: [Root], on properties: [Root.CodingKeys]?, conflict: ConflictAction?, intoTable table: String,
        handle: Handle
    ) throws -> Int {
        guard !objects.isEmpty else { return 0 }
        let binding = Root.CodingKeys.objectRelationalMapping
        try binding.validateDeclaration()
        let ordinals = try ordinals(of: properties, in: binding)
        let sql = try insertSQL(binding: binding, ordinals: ordinals, conflict: conflict, table: table)
        return try withMissingColumnRetry(binding: binding, table: table, source: handle) {
            try inTransaction(handle: handle, when: objects.count > 1) {
                var changes = 0
                let statement = try handle.prepare(sql)
                let encoder = TableEncoder<Root>(binding: binding, statement: statement, ordinals: ordinals)
                // As in WCDB, only a plain insert leaves the key to SQLite: insertOrReplace/insertOrIgnore bind the
                // object's key, since the conflict on it is the point.
                let autoIncrementOrdinal = conflict != nil ? nil
                    : binding.integerPrimaryKeyOrdinal.flatMap { ordinals.contains($0) ? $0 : nil }
                for object in objects {
                    let leaveNull = object.isAutoIncrement ? autoIncrementOrdinal : nil
                    try encoder.bind(object, leavingNull: leaveNull)
                    _ = try statement.step()
                    changes += handle.changes
                    if leaveNull != nil {
                        // Class instances see the new row ID; structs passed by value cannot.
                        var written = object
                        written.lastInsertedRowID = handle.lastInsertedRowID
                    }
                }
                statement.reset()
                return changes
            }
        }
    }

    static func insertSQL<Key: CodingTableKey>(binding: TableBinding<Key>, ordinals: [Int], conflict: ConflictAction?,
                                               table: String) throws -> String {
        let everyProperty = ordinals.count == binding.columnNames.count && ordinals.indices.elementsEqual(ordinals)
        let cacheKey = StatementCacheKey(kind: .insert, conflict: conflict, table: table,
                                         ordinals: everyProperty ? nil : ordinals)
        return try binding.cachedSQL(cacheKey) {
            try insertStatement(binding: binding, ordinals: ordinals, conflict: conflict, table: table).validatedSQL()
        }
    }

    /// `INSERT [OR conflict] INTO table(columns) VALUES(?1, ...)` for the properties at `ordinals`.
    static func insertStatement<Key: CodingTableKey>(binding: TableBinding<Key>, ordinals: [Int],
                                                     conflict: ConflictAction?, table: String) -> StatementInsert {
        StatementInsert().insert(intoTable: table).onConflict(conflict)
            .columns(ordinals.map { binding.allColumns[$0] })
            .values(BindParameter.bindParameters(ordinals.count))
    }

    // MARK: Update

    static func update<Root: TableEncodable>(
        table: String, on properties: [Root.CodingKeys]?, with object: Root, where condition: WINQ.Expression?,
        orderBy orderList: [any OrderingTermConvertible]?, limit: (any ExpressionConvertible)?,
        offset: (any ExpressionConvertible)?, handle: Handle
    ) throws -> Int {
        let binding = Root.CodingKeys.objectRelationalMapping
        try binding.validateDeclaration()
        let ordinals = try ordinals(of: properties, in: binding)
        var statement = StatementUpdate().update(table: table)
        for (position, ordinal) in ordinals.enumerated() {
            statement = statement.set(binding.allColumns[ordinal]).to(BindParameter(position + 1))
        }
        statement = applyTail(statement, where: condition, orderBy: orderList, limit: limit, offset: offset)
        let sql = try statement.validatedSQL()
        return try withMissingColumnRetry(binding: binding, table: table, source: handle) {
            let prepared = try handle.prepare(sql)
            let encoder = TableEncoder<Root>(binding: binding, statement: prepared, ordinals: ordinals)
            try encoder.bind(object)
            _ = try prepared.step()
            prepared.reset()
            return handle.changes
        }
    }

    static func applyTail<S: FilterableStatement>(
        _ statement: S, where condition: WINQ.Expression?, orderBy orderList: [any OrderingTermConvertible]?,
        limit: (any ExpressionConvertible)?, offset: (any ExpressionConvertible)?
    ) -> S {
        var result = statement
        if let condition { result = result.where(condition) }
        if let orderList, !orderList.isEmpty { result = result.order(by: orderList) }
        if let limit { result = result.limit(limit) }
        if let offset { result = result.offset(offset) }
        return result
    }

    // MARK: Select

    static func selectStatement<Key: CodingTableKey>(
        binding: TableBinding<Key>, on columns: [any ResultColumnConvertible]?, fromTable table: String,
        where condition: WINQ.Expression?, orderBy orderList: [any OrderingTermConvertible]?,
        limit: (any ExpressionConvertible)?, offset: (any ExpressionConvertible)?
    ) -> StatementSelect {
        applyTail(StatementSelect().select(columns ?? binding.allColumns).from(table),
                         where: condition, orderBy: orderList, limit: limit, offset: offset)
    }

    /// Runs a select on a reader handle and decodes every row into `Root`. A missing column is added on the
    /// writer (outside the reader's use), then the select runs once more.
    static func objects<Root: TableDecodable>(
        _ select: StatementSelect, tableName: String, source: any HandleRepresentable, limitRows: Int? = nil
    ) throws -> [Root] {
        let binding = Root.CodingKeys.objectRelationalMapping
        try binding.validateDeclaration()
        let sql = try select.validatedSQL()
        return try withMissingColumnRetry(binding: binding, table: tableName, source: source) {
            try source.withHandle(forWriting: false) { handle in
                let statement = try handle.prepare(sql)
                defer { statement.reset() }
                let decoder = TableDecoder<Root>(binding: binding, statement: statement, tableName: tableName)
                return try decoder.decodeAllRows(limit: limitRows)
            }
        }
    }

    // MARK: Schema

    /// Creates the table and its indexes, or upgrades an existing table: adds the columns the model gained
    /// (old rows read NULL or the default) and keeps the ones it lost, with their data.
    static func createTable<Root>(named table: String, of type: Root.Type, handle: Handle) throws
        where Root: TableDecodable {
        let binding = Root.CodingKeys.objectRelationalMapping
        try binding.validateDeclaration()
        try inTransaction(handle: handle, when: true) {
            if try handle.tableExists(table) {
                let existing = try existingColumns(of: table, handle: handle)
                for (ordinal, name) in binding.columnNames.enumerated() where !existing.contains(name.lowercased()) {
                    try addColumn(ordinal: ordinal, binding: binding, table: table, handle: handle)
                }
            } else {
                try handle.exec(binding.generateCreateTableStatement(named: table))
            }
            for index in binding.generateCreateIndexStatements(onTable: table) {
                try handle.exec(index)
            }
        }
    }

    static func createVirtualTable<Key: CodingTableKey>(named table: String, binding: TableBinding<Key>, handle: Handle) throws {
        try binding.validateDeclaration()
        try handle.exec(try binding.generateCreateVirtualTableStatement(named: table))
    }

    static func existingColumns(of table: String, handle: Handle) throws -> Set<String> {
        let statement = try handle.prepare(StatementPragma().pragma(.tableInfo).with(table))
        defer { statement.reset() }
        var names = Set<String>()
        while try statement.step() { names.insert(statement.text(atIndex: 1).lowercased()) }
        return names
    }

    static func addColumn<Key: CodingTableKey>(ordinal: Int, binding: TableBinding<Key>, table: String, handle: Handle) throws {
        if binding.uniqueOrdinals.contains(ordinal) {
            throw WCDBError(code: .misuse, message: "Table \(table) has no column \(binding.columnNames[ordinal]), "
                + "and a primary-key or unique column cannot be added to an existing table; migrate it by hand")
        }
        try handle.exec(StatementAlterTable().alter(table: table).addColumn(with: binding.columnDef(at: ordinal)))
    }

    /// Runs `body`; when it fails because a bound column is missing from the table (the model gained
    /// properties and the table was not re-created), adds the model's missing columns and runs `body` once more.
    /// A missing primary-key or unique column is an error instead: ALTER TABLE cannot add one.
    static func withMissingColumnRetry<Key: CodingTableKey, T>(
        binding: TableBinding<Key>, table: String, source: any HandleRepresentable, _ body: () throws -> T
    ) throws -> T {
        do {
            return try body()
        } catch let error as WCDBError {
            guard let missing = missingColumn(in: error.message),
                  let reported = binding.ordinal(ofColumnNamed: missing) else { throw error }
            try source.withHandle(forWriting: true) { handle in
                try addMissingColumns(reporting: reported, binding: binding, table: table, handle: handle)
            }
            return try body()
        }
    }

    /// Adds every column of the model the table lacks (several properties may have been added at once), in
    /// one transaction. Missing primary-key or unique columns other than `reported` are left alone.
    static func addMissingColumns<Key: CodingTableKey>(reporting reported: Int, binding: TableBinding<Key>,
                                                       table: String, handle: Handle) throws {
        if binding.uniqueOrdinals.contains(reported) {
            try addColumn(ordinal: reported, binding: binding, table: table, handle: handle) // throws the clear error
        }
        try inTransaction(handle: handle, when: true) {
            let existing = try existingColumns(of: table, handle: handle)
            for (ordinal, name) in binding.columnNames.enumerated()
                where !existing.contains(name.lowercased()) && !binding.uniqueOrdinals.contains(ordinal) {
                try addColumn(ordinal: ordinal, binding: binding, table: table, handle: handle)
            }
        }
    }

    /// The column name in SQLite's "table t has no column named c" / "no such column: c" messages.
    static func missingColumn(in message: String) -> String? {
        for marker in ["has no column named ", "no such column: "] {
            if let range = message.range(of: marker) {
                let name = message[range.upperBound...].prefix { !$0.isWhitespace && $0 != "(" }
                return name.isEmpty ? nil : String(name)
            }
        }
        return nil
    }

    // MARK: Helpers

    static func ordinals<Key: CodingTableKey>(of properties: [Key]?, in binding: TableBinding<Key>) throws -> [Int] {
        guard let properties, !properties.isEmpty else { return binding.allOrdinals }
        return try properties.map { key in
            guard let ordinal = binding.ordinal(of: key) else {
                throw WCDBError(code: .misuse, message: "\(key.stringValue) is not a property of \(Key.Root.self)")
            }
            return ordinal
        }
    }

    /// Runs `body` in a transaction when `needed`. A batch inside an open transaction joins it through a
    /// savepoint, so a failing object still leaves none of the batch behind (the caller may catch the error and
    /// commit the rest of its transaction).
    static func inTransaction<T>(handle: Handle, when needed: Bool, _ body: () throws -> T) throws -> T {
        guard needed else { return try body() }
        if handle.isInTransaction {
            try handle.exec("SAVEPOINT wcdb_orm_batch")
            do {
                let result = try body()
                try handle.exec("RELEASE wcdb_orm_batch")
                return result
            } catch {
                try? handle.exec("ROLLBACK TO wcdb_orm_batch")
                try? handle.exec("RELEASE wcdb_orm_batch")
                throw error
            }
        }
        try handle.exec("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try handle.exec("COMMIT")
            return result
        } catch {
            try? handle.exec("ROLLBACK")
            throw error
        }
    }
}
