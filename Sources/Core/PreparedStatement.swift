import CSQLCipher
import Foundation
import WINQ

/// One compiled SQL statement on one ``Handle``: bind parameters, step through rows, read columns.
///
/// Indexes follow SQLite: **parameters are 1-based** (`?1` is index 1), **result columns are 0-based**.
/// A statement belongs to the thread that uses its handle; it is not `Sendable`.
///
/// Statements returned by ``Handle/prepare(_:)-(String)`` are cached by the handle: every `prepare` of the
/// same SQL returns the same object, reset and with bindings cleared, and ``finalize()`` merely returns it to
/// the cache. Statements from ``Handle/prepareUncached(_:)`` or ``Database/prepare(_:)-(String)`` own their
/// `sqlite3_stmt`, and ``finalize()`` (or deinit) frees it and gives the handle back to its database.
///
/// ```swift
/// try database.withHandle(forWriting: true) { handle in
///     let insert = try handle.prepare("INSERT INTO user(id, name) VALUES(?1, ?2)")
///     for (id, name) in [(1, "Alice"), (2, "Bob")] {
///         insert.reset()
///         insert.bind(integer: Int64(id), toIndex: 1)
///         insert.bind(text: name, toIndex: 2)
///         _ = try insert.step()
///     }
/// }
/// ```
public final class PreparedStatement {
    private var statement: OpaquePointer?
    /// The handle the statement was compiled on.
    public let handle: Handle
    /// Whether the handle's cache owns this statement (``finalize()`` keeps it alive then).
    public let isCached: Bool
    /// The SQLite result code of the first failed bind since the last reset; reported by the next step.
    private var bindFailure: Int32 = 0
    private var bindFailureIndex = 0
    /// Time spent in `sqlite3_step` for the current execution, kept only while a performance tracer is set.
    private var tracedNanoseconds: UInt64 = 0
    /// Whether a traced execution started and has not been reported yet.
    private var isTracedExecutionOpen = false
    /// Keeps the handle checked out of its database for statements made by ``Database/prepare(_:)-(String)``.
    var lease: HandleLease?

    init(statement: OpaquePointer, handle: Handle, isCached: Bool) {
        self.statement = statement
        self.handle = handle
        self.isCached = isCached
    }

    deinit {
        if let statement { sqlite3_finalize(statement) }
        lease?.release()
    }

    /// The SQL text the statement was compiled from.
    public var sql: String {
        guard let statement, let text = sqlite3_sql(statement) else { return "" }
        return String(cString: text)
    }

    /// Whether the statement has been finalized (and can no longer run).
    public var isFinalized: Bool { statement == nil }

    /// Whether the statement never writes to the database (as SQLite judges it).
    public var isReadOnly: Bool {
        guard let statement else { return true }
        return sqlite3_stmt_readonly(statement) != 0
    }

    // MARK: Binding (1-based)

    /// Binds any value; `nil`-free counterpart of the typed fast paths.
    ///
    /// ```swift
    /// statement.bind(.text("Alice"), toIndex: 1)
    /// ```
    public func bind(_ value: Value, toIndex index: Int) {
        switch value {
        case .null: bindNull(toIndex: index)
        case .integer(let integer): bind(integer: integer, toIndex: index)
        case .double(let double): bind(double: double, toIndex: index)
        case .text(let text): bind(text: text, toIndex: index)
        case .blob(let data): bind(blob: data, toIndex: index)
        }
    }

    /// Binds a column-encodable Swift value; `nil` binds NULL.
    ///
    /// ```swift
    /// statement.bind(Date(), toIndex: 3)        // REAL seconds since 1970
    /// ```
    public func bind(_ value: (any ColumnEncodable)?, toIndex index: Int) {
        guard let value else {
            bindNull(toIndex: index)
            return
        }
        bind(value.archivedValue(), toIndex: index)
    }

    /// Binds a 64-bit integer.
    public func bind(integer value: Int64, toIndex index: Int) {
        record(sqlite3_bind_int64(statement, Int32(truncatingIfNeeded: index), value), index)
    }

    /// Binds a double.
    public func bind(double value: Double, toIndex index: Int) {
        record(sqlite3_bind_double(statement, Int32(truncatingIfNeeded: index), value), index)
    }

    /// Binds text as UTF-8 with its byte count (SQLite copies the bytes).
    ///
    /// ```swift
    /// statement.bind(text: "naïve", toIndex: 2)
    /// ```
    public func bind(text value: String, toIndex index: Int) {
        let position = Int32(truncatingIfNeeded: index)
        let result = value.utf8.withContiguousStorageIfAvailable { bytes in
            bindUTF8(bytes, at: position)
        }
        if let result {
            record(result, index)
        } else {
            var copy = value
            record(copy.withUTF8 { bindUTF8($0, at: position) }, index)
        }
    }

    private func bindUTF8(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int32) -> Int32 {
        guard let base = bytes.baseAddress else {
            // A nil base would bind NULL; an empty string must stay an empty string.
            return sqlite3_bind_text(statement, position, "", 0, wcdb_sqlite3_static())
        }
        return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
            sqlite3_bind_text(statement, position, $0, Int32(truncatingIfNeeded: bytes.count), wcdb_sqlite3_transient())
        }
    }

    /// Binds bytes as a BLOB (SQLite copies them).
    public func bind(blob value: Data, toIndex index: Int) {
        let position = Int32(truncatingIfNeeded: index)
        let result: Int32 = value.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress, bytes.count > 0 else {
                return sqlite3_bind_zeroblob(statement, position, 0)
            }
            return sqlite3_bind_blob(statement, position, base, Int32(truncatingIfNeeded: bytes.count),
                                     wcdb_sqlite3_transient())
        }
        record(result, index)
    }

    /// Binds NULL.
    public func bindNull(toIndex index: Int) {
        record(sqlite3_bind_null(statement, Int32(truncatingIfNeeded: index)), index)
    }

    /// Binds a value to a named parameter. `name` may carry its prefix (`:id`, `@id`, `$id`, `?3`) or not
    /// (`id` tries `:id`, `@id`, `$id` in turn). An unknown name makes the next ``step()`` throw `.range`.
    ///
    /// ```swift
    /// let statement = try handle.prepare("SELECT * FROM user WHERE id = :id")
    /// statement.bind(.integer(1), toParameterNamed: ":id")
    /// ```
    public func bind(_ value: Value, toParameterNamed name: String) {
        let index = parameterIndex(named: name)
        guard index > 0 else {
            if bindFailure == 0 {
                bindFailure = SQLITE_RANGE
                bindFailureIndex = 0
            }
            return
        }
        bind(value, toIndex: index)
    }

    /// The 1-based index of a named parameter, or 0 when the statement has none by that name.
    public func parameterIndex(named name: String) -> Int {
        guard let statement else { return 0 }
        if let first = name.utf8.first, first == 0x3A || first == 0x40 || first == 0x24 || first == 0x3F {
            return Int(sqlite3_bind_parameter_index(statement, name))
        }
        for prefix in [":", "@", "$"] {
            let index = sqlite3_bind_parameter_index(statement, prefix + name)
            if index > 0 { return Int(index) }
        }
        return 0
    }

    /// The number of parameters (the largest index).
    public var parameterCount: Int {
        guard let statement else { return 0 }
        return Int(sqlite3_bind_parameter_count(statement))
    }

    @inline(__always)
    private func record(_ result: Int32, _ index: Int) {
        if result != SQLITE_OK && bindFailure == 0 {
            bindFailure = statement == nil ? SQLITE_MISUSE : result
            bindFailureIndex = index
        }
    }

    // MARK: Running

    /// Runs the statement to its next row.
    ///
    /// - Returns: `true` when a row is ready to read, `false` when the statement has finished.
    /// - Throws: ``WCDBError`` for SQLite errors (constraint, busy after the timeout, ...) and for a failed
    ///   bind since the last reset.
    ///
    /// ```swift
    /// while try statement.step() { print(statement.int64(atIndex: 0)) }
    /// ```
    public func step() throws(WCDBError) -> Bool {
        guard let statement else {
            throw handle.makeError(code: SQLITE_MISUSE, message: "The statement has been finalized", sql: nil)
        }
        if bindFailure != 0 { throw bindError() }
        let result: Int32
        if handle.isTracingStatements {
            result = tracedStep(statement)
        } else {
            result = sqlite3_step(statement)
        }
        if result == SQLITE_ROW {
            handle.mayHaveActiveStatements = true
            return true
        }
        if result == SQLITE_DONE { return false }
        let error = handle.makeError(code: result, sql: sql)
        sqlite3_reset(statement)
        throw error
    }

    private func tracedStep(_ statement: OpaquePointer) -> Int32 {
        if sqlite3_stmt_busy(statement) == 0 {
            // A fresh execution; one abandoned mid-rows (reset without finishing) is counted first.
            finishTracedExecution()
            isTracedExecutionOpen = true
            handle.traceSQL(sql)
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let result = sqlite3_step(statement)
        tracedNanoseconds &+= DispatchTime.now().uptimeNanoseconds &- start
        if result != SQLITE_ROW { finishTracedExecution() }
        return result
    }

    /// Hands the finished (or abandoned) execution's cost to the handle's performance footprint.
    private func finishTracedExecution() {
        guard isTracedExecutionOpen else { return }
        isTracedExecutionOpen = false
        handle.tracePerformance(sql: sql, nanoseconds: tracedNanoseconds)
        tracedNanoseconds = 0
    }

    private func bindError() -> WCDBError {
        let code = bindFailure
        let index = bindFailureIndex
        bindFailure = 0
        let message = index > 0
            ? "Binding parameter \(index) failed: \(String(cString: sqlite3_errstr(code)))"
            : "No parameter with that name: \(String(cString: sqlite3_errstr(code)))"
        return handle.makeError(code: code, message: message, sql: sql)
    }

    /// Steps until the statement finishes, ignoring rows; convenient for writes.
    ///
    /// ```swift
    /// try statement.run()
    /// ```
    public func run() throws(WCDBError) {
        while try step() {}
    }

    /// Rewinds the statement so it can run again; bindings are kept.
    public func reset() {
        finishTracedExecution()
        if let statement { sqlite3_reset(statement) }
        bindFailure = 0
    }

    /// Sets every parameter back to NULL.
    public func clearBindings() {
        if let statement { sqlite3_clear_bindings(statement) }
        bindFailure = 0
    }

    /// Releases the statement. For a cached statement this only resets it (it returns to the handle's cache
    /// and stays valid); for an uncached one it frees the compiled statement and gives the handle back.
    public func finalize() {
        guard let statement else { return }
        finishTracedExecution()
        if isCached {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
            bindFailure = 0
            return
        }
        sqlite3_finalize(statement)
        self.statement = nil
        lease?.release()
        lease = nil
    }

    /// Frees the compiled statement even when cached (used by the handle when it closes).
    func destroy() {
        if let statement { sqlite3_finalize(statement) }
        statement = nil
    }

    // MARK: Reading (0-based)

    /// The number of result columns.
    public var columnCount: Int {
        guard let statement else { return 0 }
        return Int(sqlite3_column_count(statement))
    }

    /// The name of a result column (its alias when the SQL gives one).
    public func columnName(atIndex index: Int) -> String {
        guard let statement, let name = sqlite3_column_name(statement, Int32(truncatingIfNeeded: index)) else { return "" }
        return String(cString: name)
    }

    /// The declared type of a result column that comes straight from a table column, e.g. `"INTEGER"`.
    public func declaredType(atIndex index: Int) -> String? {
        guard let statement, let type = sqlite3_column_decltype(statement, Int32(truncatingIfNeeded: index)) else { return nil }
        return String(cString: type)
    }

    /// The storage class of a column in the current row: `.null`, `.integer64`, `.float`, `.text` or `.BLOB`.
    public func columnType(atIndex index: Int) -> ColumnType {
        switch sqlite3_column_type(statement, Int32(truncatingIfNeeded: index)) {
        case SQLITE_INTEGER: return .integer64
        case SQLITE_FLOAT: return .float
        case SQLITE_TEXT: return .text
        case SQLITE_BLOB: return .BLOB
        default: return .null
        }
    }

    /// Whether a column of the current row is NULL.
    public func isNull(atIndex index: Int) -> Bool {
        sqlite3_column_type(statement, Int32(truncatingIfNeeded: index)) == SQLITE_NULL
    }

    /// A column of the current row as a ``Value`` of its own storage class.
    public func value(atIndex index: Int) -> Value {
        let position = Int32(truncatingIfNeeded: index)
        switch sqlite3_column_type(statement, position) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, position))
        case SQLITE_FLOAT: return .double(sqlite3_column_double(statement, position))
        case SQLITE_TEXT: return .text(text(atIndex: index))
        case SQLITE_BLOB: return .blob(data(atIndex: index))
        default: return .null
        }
    }

    /// A column as an integer (SQLite converts other storage classes).
    public func int64(atIndex index: Int) -> Int64 {
        sqlite3_column_int64(statement, Int32(truncatingIfNeeded: index))
    }

    /// A column as a double (SQLite converts other storage classes).
    public func double(atIndex index: Int) -> Double {
        sqlite3_column_double(statement, Int32(truncatingIfNeeded: index))
    }

    /// A column as text, decoded from its UTF-8 bytes and byte count.
    public func text(atIndex index: Int) -> String {
        let position = Int32(truncatingIfNeeded: index)
        guard let bytes = sqlite3_column_text(statement, position) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, position))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// A column as bytes.
    public func data(atIndex index: Int) -> Data {
        let position = Int32(truncatingIfNeeded: index)
        guard let bytes = sqlite3_column_blob(statement, position) else { return Data() }
        let count = Int(sqlite3_column_bytes(statement, position))
        return Data(bytes: bytes, count: count)
    }

    /// Every column of the current row.
    public func oneRow() -> [Value] {
        let count = columnCount
        var row: [Value] = []
        row.reserveCapacity(count)
        for index in 0..<count { row.append(value(atIndex: index)) }
        return row
    }

    /// Steps through every remaining row and collects them.
    ///
    /// ```swift
    /// let rows = try handle.prepare("SELECT id, name FROM user").allRows()   // [[1, 'Alice'], ...]
    /// ```
    public func allRows() throws(WCDBError) -> [[Value]] {
        var rows: [[Value]] = []
        while try step() { rows.append(oneRow()) }
        return rows
    }

    /// Rows changed by the most recent write on this statement's handle.
    public var changes: Int { handle.changes }

    /// The rowid of the most recent successful INSERT on this statement's handle.
    public var lastInsertedRowID: Int64 { handle.lastInsertedRowID }

    /// The raw `sqlite3_stmt*`, for code that must call the C API directly.
    public var rawStatement: OpaquePointer? { statement }
}
