/// A column definition of CREATE TABLE or ALTER TABLE ADD COLUMN: name, declared type and constraints.
///
/// ```swift
/// ColumnDef(with: Column("id"), and: .integer64).makePrimary(isAutoIncrement: true)
/// // id INTEGER PRIMARY KEY AUTOINCREMENT
/// ColumnDef(with: Column("name"), and: .text).makeNotNull().makeDefault(to: "")
/// // name TEXT NOT NULL DEFAULT ''
/// ```
public struct ColumnDef: SQLConvertible, ChainableValue {
    /// The column's name (any table qualification of the column given is ignored).
    public let name: String
    /// The declared type; nil (or `.null`) declares none.
    public let type: ColumnType?
    var constraints: [ColumnConstraint] = []

    /// A column definition with an optional declared type.
    ///
    /// ```swift
    /// ColumnDef(with: Column("score"), and: .float)   // score REAL
    /// ColumnDef(with: Column("any"))                  // any
    /// ```
    public init(with column: Column, and type: ColumnType? = nil) {
        name = column.name
        self.type = type
    }

    /// A column definition by column name.
    ///
    /// ```swift
    /// ColumnDef(named: "data", and: .BLOB)   // data BLOB
    /// ```
    public init(named name: String, and type: ColumnType? = nil) {
        self.name = name
        self.type = type
    }

    /// Adds a constraint.
    ///
    /// ```swift
    /// ColumnDef(named: "a", and: .text).constraint(ColumnConstraint().collate("NOCASE"))   // a TEXT COLLATE NOCASE
    /// ```
    public func constraint(_ constraint: ColumnConstraint) -> ColumnDef {
        chained { $0.constraints.append(constraint) }
    }

    /// Adds a constraint in place (WCDB's mutating spelling of ``constraint(_:)``).
    ///
    /// ```swift
    /// var def = ColumnDef(named: "a")
    /// def.addConstraint(ColumnConstraint().notNull())   // a NOT NULL
    /// ```
    public mutating func addConstraint(_ constraint: ColumnConstraint) {
        constraints.append(constraint)
    }

    /// Adds `PRIMARY KEY [ASC|DESC] [ON CONFLICT action] [AUTOINCREMENT]`.
    ///
    /// ```swift
    /// ColumnDef(named: "id", and: .integer64).makePrimary(isAutoIncrement: true)
    /// // id INTEGER PRIMARY KEY AUTOINCREMENT
    /// ```
    public func makePrimary(orderBy order: Order? = nil,
                            isAutoIncrement: Bool = false,
                            onConflict conflict: ConflictAction? = nil) -> ColumnDef {
        var primary = ColumnConstraint().primaryKey().order(order)
        if let conflict { primary = primary.conflict(action: conflict) }
        if isAutoIncrement { primary = primary.autoIncrement() }
        return constraint(primary)
    }

    /// Adds `NOT NULL`.
    ///
    /// ```swift
    /// ColumnDef(named: "a", and: .text).makeNotNull()   // a TEXT NOT NULL
    /// ```
    public func makeNotNull() -> ColumnDef { constraint(ColumnConstraint().notNull()) }

    /// Adds `UNIQUE`.
    ///
    /// ```swift
    /// ColumnDef(named: "a", and: .text).makeUnique()   // a TEXT UNIQUE
    /// ```
    public func makeUnique() -> ColumnDef { constraint(ColumnConstraint().unique()) }

    /// Adds `DEFAULT value` (parenthesised when the value is not a plain literal).
    ///
    /// ```swift
    /// ColumnDef(named: "n", and: .integer32).makeDefault(to: 0)   // n INTEGER DEFAULT 0
    /// ```
    public func makeDefault(to value: some ExpressionConvertible) -> ColumnDef {
        constraint(ColumnConstraint().default(with: value))
    }

    /// Adds a foreign-key clause.
    ///
    /// ```swift
    /// ColumnDef(named: "owner", and: .integer64).makeForeignKey(ForeignKey().references("user").columns(Column("id")))
    /// // owner INTEGER REFERENCES user(id)
    /// ```
    public func makeForeignKey(_ foreignKey: ForeignKey) -> ColumnDef {
        constraint(ColumnConstraint().foreignKey(with: foreignKey))
    }

    /// Adds `CHECK(condition)`.
    ///
    /// ```swift
    /// ColumnDef(named: "age", and: .integer32).makeCheck(Column("age") >= 0)   // age INTEGER CHECK(age >= 0)
    /// ```
    public func makeCheck(_ condition: some ExpressionConvertible) -> ColumnDef {
        constraint(ColumnConstraint().check(with: condition))
    }

    /// Adds `COLLATE name`.
    ///
    /// ```swift
    /// ColumnDef(named: "name", and: .text).makeCollate("NOCASE")   // name TEXT COLLATE NOCASE
    /// ```
    public func makeCollate(_ collation: String) -> ColumnDef {
        constraint(ColumnConstraint().collate(with: collation))
    }

    /// Adds FTS5's `UNINDEXED` option (only meaningful as an fts5 virtual-table argument).
    ///
    /// ```swift
    /// ColumnDef(named: "id").makeNotIndexed()   // id UNINDEXED
    /// ```
    public func makeNotIndexed() -> ColumnDef { constraint(ColumnConstraint().unIndexed()) }

    public func render(into writer: inout SQLWriter) {
        writer.writeIdentifier(name)
        if let typeName = type?.description, !typeName.isEmpty {
            writer.write(" ")
            writer.write(typeName)
        }
        for constraint in constraints {
            // An empty ColumnConstraint() renders nothing, so it gets no separating space either.
            if constraint.kind != nil || constraint.name != nil { writer.write(" ") }
            writer.write(constraint)
        }
    }
}
