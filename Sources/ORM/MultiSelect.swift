import WCDBCore
import WINQ

/// A chain-call select over several tables that reads one object per table per row (a join).
///
/// ```swift
/// let select = try database.prepareMultiSelect(
///     on: Sample.Properties.all.in(table: "sampleTable") + Other.Properties.all.in(table: "other"),
///     fromTables: ["sampleTable", "other"])
/// select.where(Sample.Properties.identifier.in(table: "sampleTable") == Other.Properties.sampleID.in(table: "other"))
/// while let objects = try select.nextMultiObject() {
///     let sample = objects["sampleTable"] as? Sample
///     let other = objects["other"] as? Other
/// }
/// ```
public final class MultiSelect: FilterableChainCall {
    let source: any HandleRepresentable
    let columns: [any MultiSelectColumn]
    let tables: [String]
    public var filter = ChainCallFilter()
    private let stream: RowStream
    private var decoders: [(table: String, decoder: any MultiSelectRowDecoder)] = []

    init(source: any HandleRepresentable, columns: [any MultiSelectColumn], tables: [String]) {
        self.source = source
        self.columns = columns
        self.tables = tables
        stream = RowStream(source: source)
    }

    /// The statement this select runs.
    public var statement: StatementSelect {
        filter.apply(to: StatementSelect().select(columns.map { $0 as any ResultColumnConvertible }).from(tables))
    }

    /// The objects of the next row keyed by table name, or nil when there are no more.
    public func nextMultiObject() throws -> [String: any TableDecodable]? {
        guard try stream.next(compile: { statement }, prepared: { decoders = makeDecoders(for: $0) }) != nil else {
            return nil
        }
        return try stream.read {
            var objects: [String: any TableDecodable] = [:]
            for (table, decoder) in decoders { objects[table] = try decoder.decodeObject() }
            return objects
        }
    }

    /// The objects of every remaining row.
    public func allMultiObjects() throws -> [[String: any TableDecodable]] {
        var rows: [[String: any TableDecodable]] = []
        while let row = try nextMultiObject() { rows.append(row) }
        return rows
    }

    /// One decoder per table, told which result column holds each of its properties: positions, not names,
    /// since the same column name can come from several tables.
    private func makeDecoders(for statement: PreparedStatement) -> [(table: String, decoder: any MultiSelectRowDecoder)] {
        var order: [String] = []
        var firstColumn: [String: any MultiSelectColumn] = [:]
        var indexes: [String: [Int]] = [:]
        for (position, column) in columns.enumerated() {
            let table = column.tableName
            if indexes[table] == nil {
                order.append(table)
                firstColumn[table] = column
                indexes[table] = [Int](repeating: -1, count: column.propertyCount)
            }
            if let ordinal = column.propertyOrdinal, indexes[table]?[ordinal] == -1 {
                indexes[table]?[ordinal] = position
            }
        }
        return order.compactMap { table in
            guard let column = firstColumn[table], let columnIndexes = indexes[table] else { return nil }
            return (table, column.makeRowDecoder(statement: statement, columnIndexes: columnIndexes))
        }
    }
}

extension HandleRepresentable {
    /// Starts a chain-call select that reads one object per table per row.
    ///
    /// ```swift
    /// let select = try database.prepareMultiSelect(
    ///     on: Sample.Properties.all.in(table: "sampleTable") + Other.Properties.all.in(table: "other"),
    ///     fromTables: ["sampleTable", "other"])
    /// ```
    public func prepareMultiSelect(on columns: [any MultiSelectColumn], fromTables tables: [String]) throws -> MultiSelect {
        MultiSelect(source: self, columns: columns, tables: tables)
    }

    /// Variadic spelling of ``prepareMultiSelect(on:fromTables:)``.
    public func prepareMultiSelect(on columns: any MultiSelectColumn..., fromTables tables: [String]) throws -> MultiSelect {
        MultiSelect(source: self, columns: columns, tables: tables)
    }
}
