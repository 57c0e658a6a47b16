import WCDBCore
import WINQ

/// A chain-call select of objects. `nextObject()` streams one object at a time (constant memory, the
/// statement stays compiled between calls); `allObjects()` reads the rest at once.
///
/// ```swift
/// let select = try database.prepareSelect(of: Sample.self, fromTable: "sampleTable")
/// select.where(Sample.Properties.identifier > 0).order(by: Sample.Properties.identifier.asOrder()).limit(100)
/// while let sample = try select.nextObject() { print(sample.identifier ?? 0) }
/// ```
public final class Select<Root: TableDecodable>: FilterableChainCall {
    let source: any HandleRepresentable
    let table: String
    let columns: [any ResultColumnConvertible]?
    let isDistinct: Bool
    var groups: [any ExpressionConvertible] = []
    var havingCondition: WINQ.Expression?
    public var filter = ChainCallFilter()
    private let stream: RowStream
    private var decoder: TableDecoder<Root>?

    init(source: any HandleRepresentable, table: String, columns: [any ResultColumnConvertible]?, isDistinct: Bool) {
        self.source = source
        self.table = table
        self.columns = columns
        self.isDistinct = isDistinct
        stream = RowStream(source: source)
    }

    /// GROUP BY.
    @discardableResult
    public func group(by expressions: any ExpressionConvertible...) -> Select {
        groups += expressions
        return self
    }

    /// HAVING.
    @discardableResult
    public func having(_ condition: some ExpressionConvertible) -> Select {
        havingCondition = condition.asExpression()
        return self
    }

    /// The statement this select runs.
    public var statement: StatementSelect {
        var select = filter.apply(to: StatementSelect()
            .select(distinct: isDistinct, columns ?? Root.CodingKeys.objectRelationalMapping.allColumns)
            .from(table))
        if !groups.isEmpty { select = select.group(by: groups) }
        if let havingCondition { select = select.having(havingCondition) }
        return select
    }

    /// The next object, or nil when there are no more (the statement is then released).
    public func nextObject() throws -> Root? {
        let table = table
        guard try stream.next(compile: { statement }, prepared: { prepared in
            decoder = TableDecoder<Root>(binding: Root.CodingKeys.objectRelationalMapping, statement: prepared,
                                         tableName: table)
        }) != nil, let decoder else { return nil }
        return try stream.read { try decoder.decodeRow() }
    }

    /// Every remaining object.
    public func allObjects() throws -> [Root] {
        var objects: [Root] = []
        while let object = try nextObject() { objects.append(object) }
        return objects
    }
}

/// A chain-call select of rows of values.
///
/// ```swift
/// let select = try database.prepareRowSelect(on: Column("id"), Column("name"), fromTable: "user")
/// let rows = try select.where(Column("id") > 1).allRows()     // [[Value]]
/// ```
public final class RowSelect: FilterableChainCall {
    let source: any HandleRepresentable
    let tables: [String]
    let columns: [any ResultColumnConvertible]
    let isDistinct: Bool
    public var filter = ChainCallFilter()
    private let stream: RowStream

    init(source: any HandleRepresentable, tables: [String], columns: [any ResultColumnConvertible], isDistinct: Bool) {
        self.source = source
        self.tables = tables
        self.columns = columns
        self.isDistinct = isDistinct
        stream = RowStream(source: source)
    }

    /// The statement this select runs.
    public var statement: StatementSelect {
        filter.apply(to: StatementSelect().select(distinct: isDistinct, columns).from(tables))
    }

    /// The next row, or nil when there are no more.
    public func nextRow() throws -> [Value]? {
        try stream.next(compile: { statement })?.oneRow()
    }

    /// Every remaining row.
    public func allRows() throws -> [[Value]] {
        var rows: [[Value]] = []
        while let row = try nextRow() { rows.append(row) }
        return rows
    }

    /// The first column of the next row, or nil.
    public func nextValue() throws -> Value? {
        try nextRow()?.first
    }

    /// The first column of every remaining row.
    public func allValues() throws -> [Value] {
        var values: [Value] = []
        while let row = try nextRow() { values.append(row.first ?? .null) }
        return values
    }
}
