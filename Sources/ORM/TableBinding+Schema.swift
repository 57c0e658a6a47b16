import WCDBCore
import WINQ

extension TableBinding {
    /// Throws the model's declaration problem (for example two single-column primary keys), if any.
    func validateDeclaration() throws(WCDBError) {
        if let declarationProblem {
            throw WCDBError(code: .misuse, message: declarationProblem)
        }
    }

    /// The column definition of the property at `ordinal`, with its constraints.
    func columnDef(at ordinal: Int) -> ColumnDef {
        var def = ColumnDef(named: columnNames[ordinal], and: columnTypes[ordinal])
        guard let constraint = columnConstraints[ordinal] else { return def }
        if constraint.isPrimary {
            def = def.makePrimary(orderBy: constraint.order, isAutoIncrement: constraint.isAutoIncrement,
                                  onConflict: constraint.conflict)
        }
        if constraint.isNotNull { def = def.makeNotNull() }
        if constraint.isUnique { def = def.makeUnique() }
        if let defaultValue = constraint.defaultValue { def = def.makeDefault(to: defaultValue) }
        return def
    }

    /// Every column definition, in declaration order.
    public func generateColumnDefs() -> [ColumnDef] {
        columnNames.indices.map(columnDef(at:))
    }

    /// `CREATE TABLE IF NOT EXISTS table(...)` with every column and table constraint.
    ///
    /// ```swift
    /// Sample.CodingKeys.objectRelationalMapping.generateCreateTableStatement(named: "sampleTable")
    /// // CREATE TABLE IF NOT EXISTS sampleTable(id INTEGER PRIMARY KEY AUTOINCREMENT, description TEXT ...)
    /// ```
    public func generateCreateTableStatement(named table: String) -> StatementCreateTable {
        StatementCreateTable().create(table: table).ifNotExists()
            .with(columns: generateColumnDefs())
            .constraint(tableConstraints.map { $0.constraint.generateConstraint(named: $0.name) })
    }

    /// `CREATE [UNIQUE] INDEX IF NOT EXISTS table+suffix ON table(...)` for every index.
    public func generateCreateIndexStatements(onTable table: String) -> [StatementCreateIndex] {
        indexes.map { suffix, index in
            var statement = StatementCreateIndex().create(index: table + suffix).ifNotExists()
                .on(table: table).indexesBy(index.columns)
            if index.isUnique { statement = statement.unique() }
            if let condition = index.condition { statement = statement.where(condition) }
            return statement
        }
    }

    /// `CREATE VIRTUAL TABLE IF NOT EXISTS table USING module(columns..., arguments...)`.
    public func generateCreateVirtualTableStatement(named table: String) throws(WCDBError) -> StatementCreateVirtualTable {
        guard let virtualTable else {
            throw WCDBError(code: .misuse, message: "\(Key.Root.self) has no virtual-table binding "
                + "(BindVirtualTable / virtualTableBinding); use create(table:of:) for an ordinary table")
        }
        return StatementCreateVirtualTable().create(virtualTable: table).ifNotExists()
            .using(module: virtualTable.module)
            .arguments(columnNames.map { Identifier.quoted($0) } + virtualTable.arguments)
    }
}
