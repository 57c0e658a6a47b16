/// A table constraint of CREATE TABLE: PRIMARY KEY, UNIQUE, CHECK or FOREIGN KEY over one or more columns,
/// optionally named with `CONSTRAINT name`.
///
/// ```swift
/// TableConstraint(named: "pk").primaryKey().indexed(by: Column("a"), Column("b"))
/// // CONSTRAINT pk PRIMARY KEY(a, b)
/// TableConstraint().unique().indexed(by: Column("a")).onConflict(.replace)
/// // UNIQUE(a) ON CONFLICT REPLACE
/// TableConstraint().check(Column("a") > 0)                 // CHECK(a > 0)
/// TableConstraint().foreignKey(Column("a"), foreignKey: ForeignKey().references("p").columns(Column("id")))
/// // FOREIGN KEY(a) REFERENCES p(id)
/// ```
public struct TableConstraint: SQLConvertible, ChainableValue {
    enum Kind: Sendable {
        case primaryKey
        case unique
        case check(Expression)
        case foreignKey([Column], ForeignKey)
    }

    var name: String?
    var kind: Kind?
    var indexedColumns: [IndexedColumn] = []
    var conflict: ConflictAction?

    /// A table constraint, optionally named: `CONSTRAINT name ...`.
    ///
    /// ```swift
    /// TableConstraint(named: "u").unique().indexed(by: Column("a"))   // CONSTRAINT u UNIQUE(a)
    /// ```
    public init(named name: String? = nil) {
        self.name = name
    }

    /// `PRIMARY KEY(columns)`; give the columns with `indexed(by:)`.
    ///
    /// ```swift
    /// TableConstraint().primaryKey().indexed(by: Column("a"))   // PRIMARY KEY(a)
    /// ```
    public func primaryKey() -> TableConstraint { chained { $0.kind = .primaryKey } }

    /// `UNIQUE(columns)`; give the columns with `indexed(by:)`.
    ///
    /// ```swift
    /// TableConstraint().unique().indexed(by: Column("a"), Column("b"))   // UNIQUE(a, b)
    /// ```
    public func unique() -> TableConstraint { chained { $0.kind = .unique } }

    /// The columns of a PRIMARY KEY or UNIQUE constraint.
    ///
    /// ```swift
    /// TableConstraint().primaryKey().indexed(by: Column("a").asIndex(.descending))   // PRIMARY KEY(a DESC)
    /// ```
    public func indexed(by columns: any IndexedColumnConvertible...) -> TableConstraint { indexed(by: columns) }

    /// The columns of a PRIMARY KEY or UNIQUE constraint, from an array.
    ///
    /// ```swift
    /// TableConstraint().unique().indexed(by: [Column("a")])   // UNIQUE(a)
    /// ```
    public func indexed(by columns: [any IndexedColumnConvertible]) -> TableConstraint {
        chained { $0.indexedColumns += columns.map { $0.asIndex() } }
    }

    /// The conflict clause of PRIMARY KEY or UNIQUE: `ON CONFLICT action`.
    ///
    /// ```swift
    /// TableConstraint().primaryKey().indexed(by: Column("a")).onConflict(.ignore)   // PRIMARY KEY(a) ON CONFLICT IGNORE
    /// ```
    public func onConflict(_ action: ConflictAction) -> TableConstraint { chained { $0.conflict = action } }

    /// `CHECK(condition)`
    ///
    /// ```swift
    /// TableConstraint().check(Column("a") < Column("b"))   // CHECK(a < b)
    /// ```
    public func check(_ condition: some ExpressionConvertible) -> TableConstraint {
        chained { $0.kind = .check(condition.asExpression()) }
    }

    /// `FOREIGN KEY(columns) REFERENCES ...`
    ///
    /// ```swift
    /// TableConstraint().foreignKey(Column("a"), Column("b"), foreignKey: ForeignKey().references("p"))
    /// // FOREIGN KEY(a, b) REFERENCES p
    /// ```
    public func foreignKey(_ columns: Column..., foreignKey: ForeignKey) -> TableConstraint {
        self.foreignKey(columns, foreignKey: foreignKey)
    }

    /// `FOREIGN KEY(columns) REFERENCES ...`, with the child columns in an array.
    ///
    /// ```swift
    /// TableConstraint().foreignKey([Column("a")], foreignKey: ForeignKey().references("p"))
    /// // FOREIGN KEY(a) REFERENCES p
    /// ```
    public func foreignKey(_ columns: [Column], foreignKey: ForeignKey) -> TableConstraint {
        chained { $0.kind = .foreignKey(columns, foreignKey) }
    }

    public func render(into writer: inout SQLWriter) {
        if writer.writeConstraintName(name) { writer.write(" ") }
        guard let kind else {
            writer.report("A table constraint needs a kind (primaryKey(), unique(), check(_:) or foreignKey(_:foreignKey:))")
            return
        }
        switch kind {
        case .primaryKey, .unique:
            let keyword = if case .primaryKey = kind { "PRIMARY KEY" } else { "UNIQUE" }
            writer.write(keyword + "(")
            writer.require(!indexedColumns.isEmpty, "at least one column (call indexed(by:))", in: keyword)
            writer.write(list: indexedColumns)
            writer.write(")")
            writer.writeConflictClause(conflict)
            return
        case .check(let condition):
            writer.write("CHECK")
            writer.writeParenthesized(condition)
        case .foreignKey(let columns, let foreignKey):
            writer.write("FOREIGN KEY")
            writer.require(!columns.isEmpty, "at least one child column", in: "FOREIGN KEY")
            writer.writeColumnNameList(columns)
            writer.write(" ")
            writer.write(foreignKey)
        }
        if conflict != nil {
            writer.report("ON CONFLICT applies only to PRIMARY KEY and UNIQUE table constraints")
        }
        if !indexedColumns.isEmpty {
            writer.report("indexed(by:) applies only to PRIMARY KEY and UNIQUE table constraints")
        }
    }
}
