import WINQ

/// One-line reads and writes of rows as ``Value``s, written once for ``Database``, ``Transaction`` and
/// ``Handle``. Values are always bound as parameters, never spliced into SQL text. Reads run on a reader
/// handle of a ``Database`` (or the thread's pinned handle inside a transaction).
///
/// ORDER BY / LIMIT / OFFSET on `delete` and `update` are rendered directly (`DELETE ... ORDER BY ... LIMIT`):
/// the bundled SQLCipher is built with `SQLITE_ENABLE_UPDATE_DELETE_LIMIT`, and the direct form also works for
/// `WITHOUT ROWID` tables, which a `rowid IN (SELECT ...)` rewrite could not serve.
///
/// ```swift
/// try database.create(table: "user", with: [ColumnDef(named: "id", and: .integer64).makePrimary(),
///                                           ColumnDef(named: "name", and: .text)])
/// try database.update(table: "user", on: [Column(named: "name")], with: ["Bob"], where: Column(named: "id") == 1)
/// let names = try database.getColumn(on: Column(named: "name"), fromTable: "user")
/// ```
public protocol RowOperations: HandleRepresentable {}

extension Database: RowOperations {}
extension Transaction: RowOperations {}
extension Handle: RowOperations {}

private let limitParameter = BindParameter.colon("wcdb_limit")
private let offsetParameter = BindParameter.colon("wcdb_offset")

extension RowOperations {
    // MARK: Reading

    /// Rows of `table` as arrays of values: `SELECT columns FROM table WHERE ... ORDER BY ... LIMIT ... OFFSET ...`.
    ///
    /// ```swift
    /// let rows = try database.getRows(on: [Column(named: "id"), Column(named: "name")], fromTable: "user",
    ///                                 where: Column(named: "id") > 1, orderBy: [Column(named: "id").asOrder(.descending)],
    ///                                 limit: 10)
    /// ```
    public func getRows(on columns: [any ResultColumnConvertible] = [Column.all], fromTable table: String,
                        where condition: (any ExpressionConvertible)? = nil,
                        orderBy orderingTerms: [any OrderingTermConvertible]? = nil,
                        limit: Int? = nil, offset: Int? = nil) throws(WCDBError) -> [[Value]] {
        let statement = select(columns, distinct: false, table, condition, orderingTerms, limit, offset)
        return try withTypedHandle(forWriting: false) { handle throws(WCDBError) in
            let prepared = try handle.prepare(statement)
            defer { prepared.finalize() }
            bind(limit: limit, offset: offset, to: prepared)
            return try prepared.allRows()
        }
    }

    /// Variadic form of ``getRows(on:fromTable:where:orderBy:limit:offset:)-([any ResultColumnConvertible],_,_,_,_,_)``.
    public func getRows(on columns: any ResultColumnConvertible..., fromTable table: String,
                        where condition: (any ExpressionConvertible)? = nil,
                        orderBy orderingTerms: [any OrderingTermConvertible]? = nil,
                        limit: Int? = nil, offset: Int? = nil) throws(WCDBError) -> [[Value]] {
        try getRows(on: columns.isEmpty ? [Column.all] : columns, fromTable: table, where: condition,
                    orderBy: orderingTerms, limit: limit, offset: offset)
    }

    /// The first matching row, or an empty array when none matches.
    ///
    /// ```swift
    /// let row = try database.getRow(on: Column(named: "id"), Column(named: "name"), fromTable: "user")
    /// ```
    public func getRow(on columns: [any ResultColumnConvertible] = [Column.all], fromTable table: String,
                       where condition: (any ExpressionConvertible)? = nil,
                       orderBy orderingTerms: [any OrderingTermConvertible]? = nil,
                       offset: Int? = nil) throws(WCDBError) -> [Value] {
        try getRows(on: columns, fromTable: table, where: condition, orderBy: orderingTerms, limit: 1,
                    offset: offset).first ?? []
    }

    /// Variadic form of ``getRow(on:fromTable:where:orderBy:offset:)-([any ResultColumnConvertible],_,_,_,_)``.
    public func getRow(on columns: any ResultColumnConvertible..., fromTable table: String,
                       where condition: (any ExpressionConvertible)? = nil,
                       orderBy orderingTerms: [any OrderingTermConvertible]? = nil,
                       offset: Int? = nil) throws(WCDBError) -> [Value] {
        try getRow(on: columns.isEmpty ? [Column.all] : columns, fromTable: table, where: condition,
                   orderBy: orderingTerms, offset: offset)
    }

    /// One column of the matching rows.
    ///
    /// ```swift
    /// let names = try database.getColumn(on: Column(named: "name"), fromTable: "user")   // [.text("Alice"), ...]
    /// ```
    public func getColumn(on result: any ResultColumnConvertible, fromTable table: String,
                          where condition: (any ExpressionConvertible)? = nil,
                          orderBy orderingTerms: [any OrderingTermConvertible]? = nil,
                          limit: Int? = nil, offset: Int? = nil) throws(WCDBError) -> [Value] {
        try column(result, distinct: false, table, condition, orderingTerms, limit, offset)
    }

    /// One column of the matching rows, without duplicates (`SELECT DISTINCT`).
    public func getDistinctColumn(on result: any ResultColumnConvertible, fromTable table: String,
                                  where condition: (any ExpressionConvertible)? = nil,
                                  orderBy orderingTerms: [any OrderingTermConvertible]? = nil,
                                  limit: Int? = nil, offset: Int? = nil) throws(WCDBError) -> [Value] {
        try column(result, distinct: true, table, condition, orderingTerms, limit, offset)
    }

    /// One value: the first column of the first matching row, or `nil` when no row matches.
    ///
    /// ```swift
    /// let count = try database.getValue(on: Column.all.count(), fromTable: "user")?.int64Value
    /// ```
    public func getValue(on result: any ResultColumnConvertible, fromTable table: String,
                         where condition: (any ExpressionConvertible)? = nil,
                         orderBy orderingTerms: [any OrderingTermConvertible]? = nil,
                         offset: Int? = nil) throws(WCDBError) -> Value? {
        try column(result, distinct: false, table, condition, orderingTerms, 1, offset).first
    }

    /// One value of a `SELECT DISTINCT`, or `nil` when no row matches.
    public func getDistinctValue(on result: any ResultColumnConvertible, fromTable table: String,
                                 where condition: (any ExpressionConvertible)? = nil,
                                 orderBy orderingTerms: [any OrderingTermConvertible]? = nil,
                                 offset: Int? = nil) throws(WCDBError) -> Value? {
        try column(result, distinct: true, table, condition, orderingTerms, 1, offset).first
    }

    // MARK: Writing

    /// Inserts rows of values (bound as `?1 ... ?N`, one cached statement for all rows). Several rows run in
    /// one transaction automatically (a savepoint inside an open one), so either all of them are stored or,
    /// when one fails, none.
    ///
    /// ```swift
    /// try database.insertRows([[1, "Alice"], [2, "Bob"]], onColumns: [Column(named: "id"), Column(named: "name")],
    ///                         intoTable: "user")
    /// // INSERT INTO user(id, name) VALUES(?1, ?2), run twice inside BEGIN IMMEDIATE ... COMMIT
    /// ```
    public func insertRows(_ rows: [[any ColumnEncodable]], onColumns columns: [Column]? = nil,
                           intoTable table: String) throws(WCDBError) {
        try insert(rows, columns, table, conflict: nil)
    }

    /// ``insertRows(_:onColumns:intoTable:)`` with `INSERT OR REPLACE`.
    public func insertOrReplaceRows(_ rows: [[any ColumnEncodable]], onColumns columns: [Column]? = nil,
                                    intoTable table: String) throws(WCDBError) {
        try insert(rows, columns, table, conflict: .replace)
    }

    /// ``insertRows(_:onColumns:intoTable:)`` with `INSERT OR IGNORE`.
    public func insertOrIgnoreRows(_ rows: [[any ColumnEncodable]], onColumns columns: [Column]? = nil,
                                   intoTable table: String) throws(WCDBError) {
        try insert(rows, columns, table, conflict: .ignore)
    }

    /// Deletes matching rows (all rows without a condition).
    ///
    /// ```swift
    /// try database.delete(fromTable: "user", where: Column(named: "id") < 10, orderBy: [Column(named: "id")], limit: 2)
    /// ```
    public func delete(fromTable table: String, where condition: (any ExpressionConvertible)? = nil,
                       orderBy orderingTerms: [any OrderingTermConvertible]? = nil,
                       limit: Int? = nil, offset: Int? = nil) throws(WCDBError) {
        let statement = filtered(StatementDelete().delete(from: table), condition, orderingTerms, limit, offset)
        try write(statement, values: [], limit: limit, offset: offset)
    }

    /// Sets `columns` to the values of `row` (bound as `?1 ... ?N`) in matching rows.
    ///
    /// ```swift
    /// try database.update(table: "user", on: [Column(named: "name"), Column(named: "age")], with: ["Bob", 30],
    ///                     where: Column(named: "id") == 1)
    /// ```
    public func update(table: String, on columns: [Column], with row: [any ColumnEncodable],
                       where condition: (any ExpressionConvertible)? = nil,
                       orderBy orderingTerms: [any OrderingTermConvertible]? = nil,
                       limit: Int? = nil, offset: Int? = nil) throws(WCDBError) {
        guard !columns.isEmpty, columns.count == row.count else {
            throw WCDBError(code: .misuse, message: "update needs one value per column: \(columns.count) columns, \(row.count) values")
        }
        var statement = StatementUpdate().update(table: table)
        for (index, column) in columns.enumerated() {
            statement = statement.set(column).to(BindParameter(index + 1))
        }
        statement = filtered(statement, condition, orderingTerms, limit, offset)
        try write(statement, values: row.map { $0.archivedValue() }, limit: limit, offset: offset)
    }

    /// Variadic-columns form of ``update(table:on:with:where:orderBy:limit:offset:)-(_,[Column],_,_,_,_,_)``.
    public func update(table: String, on columns: Column..., with row: [any ColumnEncodable],
                       where condition: (any ExpressionConvertible)? = nil,
                       orderBy orderingTerms: [any OrderingTermConvertible]? = nil,
                       limit: Int? = nil, offset: Int? = nil) throws(WCDBError) {
        try update(table: table, on: columns, with: row, where: condition, orderBy: orderingTerms,
                   limit: limit, offset: offset)
    }

    // MARK: Schema

    /// Creates a table unless it exists: `CREATE TABLE IF NOT EXISTS table(columns, constraints)`.
    ///
    /// ```swift
    /// try database.create(table: "user", with: [ColumnDef(named: "id", and: .integer64).makePrimary()])
    /// ```
    public func create(table: String, with columns: [ColumnDef],
                       and constraints: [TableConstraint] = []) throws(WCDBError) {
        var statement = StatementCreateTable().create(table: table).ifNotExists().with(columns: columns)
        if !constraints.isEmpty { statement = statement.constraint(constraints) }
        try write(statement, values: [], limit: nil, offset: nil)
    }

    /// Drops a table if it exists.
    public func drop(table: String) throws(WCDBError) {
        try write(StatementDropTable().drop(table: table).ifExists(), values: [], limit: nil, offset: nil)
    }

    /// Whether a table (or view) exists.
    ///
    /// ```swift
    /// if try !database.isTableExists("user") { ... }
    /// ```
    public func isTableExists(_ table: String) throws(WCDBError) -> Bool {
        try withTypedHandle(forWriting: false) { handle throws(WCDBError) in try handle.tableExists(table) }
    }

    /// Adds a column: `ALTER TABLE table ADD COLUMN def`.
    public func addColumn(with columnDef: ColumnDef, forTable table: String) throws(WCDBError) {
        try write(StatementAlterTable().alter(table: table).addColumn(with: columnDef), values: [], limit: nil, offset: nil)
    }

    /// Creates an index unless it exists: `CREATE INDEX IF NOT EXISTS index ON table(columns)`.
    ///
    /// ```swift
    /// try database.create(index: "user_name", with: [Column(named: "name")], forTable: "user")
    /// ```
    public func create(index: String, with indexedColumns: [any IndexedColumnConvertible],
                       forTable table: String) throws(WCDBError) {
        let statement = StatementCreateIndex().create(index: index).ifNotExists().on(table: table)
            .indexesBy(indexedColumns)
        try write(statement, values: [], limit: nil, offset: nil)
    }

    /// Drops an index if it exists.
    public func drop(index: String) throws(WCDBError) {
        try write(StatementDropIndex().drop(index: index).ifExists(), values: [], limit: nil, offset: nil)
    }

    // MARK: Shared plumbing

    private func select(_ columns: [any ResultColumnConvertible], distinct: Bool, _ table: String,
                        _ condition: (any ExpressionConvertible)?, _ orderingTerms: [any OrderingTermConvertible]?,
                        _ limit: Int?, _ offset: Int?) -> StatementSelect {
        filtered(StatementSelect().select(distinct: distinct, columns).from(table), condition, orderingTerms,
                 limit, offset)
    }

    private func column(_ result: any ResultColumnConvertible, distinct: Bool, _ table: String,
                        _ condition: (any ExpressionConvertible)?, _ orderingTerms: [any OrderingTermConvertible]?,
                        _ limit: Int?, _ offset: Int?) throws(WCDBError) -> [Value] {
        let statement = select([result], distinct: distinct, table, condition, orderingTerms, limit, offset)
        return try withTypedHandle(forWriting: false) { handle throws(WCDBError) in
            let prepared = try handle.prepare(statement)
            defer { prepared.finalize() }
            bind(limit: limit, offset: offset, to: prepared)
            var values: [Value] = []
            while try prepared.step() { values.append(prepared.value(atIndex: 0)) }
            return values
        }
    }

    /// Adds WHERE / ORDER BY / LIMIT / OFFSET to a statement; limit and offset are bound parameters so one
    /// cached compilation serves every value.
    private func filtered<S: FilterableStatement>(_ statement: S, _ condition: (any ExpressionConvertible)?,
                                                  _ orderingTerms: [any OrderingTermConvertible]?,
                                                  _ limit: Int?, _ offset: Int?) -> S {
        var statement = statement
        if let condition { statement = statement.where(condition.asExpression()) }
        if let orderingTerms, !orderingTerms.isEmpty { statement = statement.order(by: orderingTerms) }
        if limit != nil || offset != nil { statement = statement.limit(limitParameter) }
        if offset != nil { statement = statement.offset(offsetParameter) }
        return statement
    }

    private func insert(_ rows: [[any ColumnEncodable]], _ columns: [Column]?, _ table: String,
                        conflict: ConflictAction?) throws(WCDBError) {
        guard let width = rows.first?.count else { return }
        guard width > 0, rows.allSatisfy({ $0.count == width }), columns.map({ $0.count == width }) ?? true else {
            throw WCDBError(code: .misuse, message: "insertRows needs rows of equal, non-zero width matching the columns")
        }
        var statement = StatementInsert().insert(intoTable: table)
        if let conflict { statement = statement.onConflict(conflict) }
        if let columns { statement = statement.columns(columns) }
        statement = statement.values((1...width).map { BindParameter($0) })
        try withTypedHandle(forWriting: true) { handle throws(WCDBError) in
            let prepared = try handle.prepare(statement)
            defer { prepared.finalize() }
            let insertAll = { () throws(WCDBError) in
                for row in rows {
                    prepared.reset()
                    for (index, value) in row.enumerated() { prepared.bind(value.archivedValue(), toIndex: index + 1) }
                    try prepared.run()
                }
            }
            guard rows.count > 1 else { return try insertAll() }
            do {
                try handle.runTransaction { _ in
                    try insertAll()
                    return true
                }
            } catch let error as WCDBError {
                throw error
            } catch {
                throw WCDBError(code: .error, message: "\(error)")
            }
        }
    }

    private func write(_ statement: some Statement, values: [Value], limit: Int?, offset: Int?) throws(WCDBError) {
        try withTypedHandle(forWriting: true) { handle throws(WCDBError) in
            let prepared = try handle.prepare(statement)
            defer { prepared.finalize() }
            for (index, value) in values.enumerated() { prepared.bind(value, toIndex: index + 1) }
            bind(limit: limit, offset: offset, to: prepared)
            try prepared.run()
        }
    }

    private func bind(limit: Int?, offset: Int?, to statement: PreparedStatement) {
        guard limit != nil || offset != nil else { return }
        statement.bind(integer: Int64(limit ?? -1), toIndex: statement.parameterIndex(named: ":wcdb_limit"))
        if let offset { statement.bind(integer: Int64(offset), toIndex: statement.parameterIndex(named: ":wcdb_offset")) }
    }
}
