/// One constraint of a column definition: PRIMARY KEY, NOT NULL, UNIQUE, CHECK, DEFAULT, COLLATE, a foreign
/// key, a generated-column clause, or FTS5's UNINDEXED; optionally named with `CONSTRAINT name`.
///
/// ```swift
/// ColumnConstraint().primaryKey().order(.ascending).autoIncrement()   // PRIMARY KEY ASC AUTOINCREMENT
/// ColumnConstraint(named: "nn").notNull().conflict(action: .abort)      // CONSTRAINT nn NOT NULL ON CONFLICT ABORT
/// ColumnConstraint().default(with: 0)                                  // DEFAULT 0
/// ColumnConstraint().default(with: Column("a") + 1)                    // DEFAULT(a + 1)
/// ColumnConstraint().check(with: Column("a") > 0)                      // CHECK(a > 0)
/// ```
public struct ColumnConstraint: SQLConvertible, ChainableValue {
    enum Kind: Sendable {
        case primaryKey
        case notNull
        case unique
        case check(Expression)
        case defaultValue(Expression)
        case collate(String)
        case foreignKey(ForeignKey)
        case generated(Expression)
        case unindexed
    }

    var name: String?
    var kind: Kind?
    var direction: Order?
    var conflict: ConflictAction?
    var isAutoIncrement = false
    var storage: Storage?

    /// A constraint, optionally named: `CONSTRAINT name ...`.
    ///
    /// ```swift
    /// ColumnConstraint(named: "pk").primaryKey()   // CONSTRAINT pk PRIMARY KEY
    /// ```
    public init(named name: String? = nil) {
        self.name = name
    }

    /// `PRIMARY KEY`
    ///
    /// ```swift
    /// ColumnConstraint().primaryKey()   // PRIMARY KEY
    /// ```
    public func primaryKey() -> ColumnConstraint { chained { $0.kind = .primaryKey } }

    /// The direction of a PRIMARY KEY: `PRIMARY KEY DESC`.
    ///
    /// ```swift
    /// ColumnConstraint().primaryKey().order(.descending)   // PRIMARY KEY DESC
    /// ```
    public func order(_ order: Order?) -> ColumnConstraint { chained { $0.direction = order } }

    /// The conflict clause of PRIMARY KEY, NOT NULL or UNIQUE: `ON CONFLICT action`.
    ///
    /// ```swift
    /// ColumnConstraint().unique().conflict(action: .replace)   // UNIQUE ON CONFLICT REPLACE
    /// ```
    public func conflict(action: ConflictAction) -> ColumnConstraint { chained { $0.conflict = action } }

    /// The conflict clause (same as ``conflict(action:)``).
    ///
    /// ```swift
    /// ColumnConstraint().notNull().onConflict(.fail)   // NOT NULL ON CONFLICT FAIL
    /// ```
    public func onConflict(_ action: ConflictAction) -> ColumnConstraint { conflict(action: action) }

    /// `AUTOINCREMENT` after a PRIMARY KEY (the column must be declared `INTEGER`).
    ///
    /// ```swift
    /// ColumnConstraint().primaryKey().autoIncrement()   // PRIMARY KEY AUTOINCREMENT
    /// ```
    public func autoIncrement() -> ColumnConstraint { chained { $0.isAutoIncrement = true } }

    /// `NOT NULL`
    ///
    /// ```swift
    /// ColumnConstraint().notNull()   // NOT NULL
    /// ```
    public func notNull() -> ColumnConstraint { chained { $0.kind = .notNull } }

    /// `UNIQUE`
    ///
    /// ```swift
    /// ColumnConstraint().unique()   // UNIQUE
    /// ```
    public func unique() -> ColumnConstraint { chained { $0.kind = .unique } }

    /// `CHECK(condition)`
    ///
    /// ```swift
    /// ColumnConstraint().check(with: Column("a") > 0)   // CHECK(a > 0)
    /// ```
    public func check(with condition: some ExpressionConvertible) -> ColumnConstraint {
        chained { $0.kind = .check(condition.asExpression()) }
    }

    /// `CHECK(condition)` (short spelling of ``check(with:)``).
    ///
    /// ```swift
    /// ColumnConstraint().check(Column("a") > 0)   // CHECK(a > 0)
    /// ```
    public func check(_ condition: some ExpressionConvertible) -> ColumnConstraint { check(with: condition) }

    /// `DEFAULT value`: a plain literal renders bare, anything else (an expression, a string containing NUL)
    /// in parentheses as SQLite requires.
    ///
    /// ```swift
    /// ColumnConstraint().default(with: "none")                    // DEFAULT 'none'
    /// ColumnConstraint().default(with: LiteralValue.currentTime)  // DEFAULT CURRENT_TIME
    /// ColumnConstraint().default(with: Column("a").abs())         // DEFAULT(ABS(a))
    /// ```
    public func `default`(with value: some ExpressionConvertible) -> ColumnConstraint {
        chained { $0.kind = .defaultValue(value.asExpression()) }
    }

    /// `DEFAULT value` (same as ``default(with:)``).
    ///
    /// ```swift
    /// ColumnConstraint().default(to: 1)   // DEFAULT 1
    /// ```
    public func `default`(to value: some ExpressionConvertible) -> ColumnConstraint { self.default(with: value) }

    /// `COLLATE name`
    ///
    /// ```swift
    /// ColumnConstraint().collate(with: "NOCASE")   // COLLATE NOCASE
    /// ```
    public func collate(with collation: String) -> ColumnConstraint { chained { $0.kind = .collate(collation) } }

    /// `COLLATE name` (short spelling of ``collate(with:)``).
    ///
    /// ```swift
    /// ColumnConstraint().collate("RTRIM")   // COLLATE RTRIM
    /// ```
    public func collate(_ collation: String) -> ColumnConstraint { collate(with: collation) }

    /// A foreign-key clause: `REFERENCES parent(id) ...`.
    ///
    /// ```swift
    /// ColumnConstraint().foreignKey(with: ForeignKey().references("p").columns(Column("id")))
    /// // REFERENCES p(id)
    /// ```
    public func foreignKey(with foreignKey: ForeignKey) -> ColumnConstraint {
        chained { $0.kind = .foreignKey(foreignKey) }
    }

    /// A foreign-key clause (short spelling of ``foreignKey(with:)``).
    ///
    /// ```swift
    /// ColumnConstraint().foreignKey(ForeignKey().references("p"))   // REFERENCES p
    /// ```
    public func foreignKey(_ foreignKey: ForeignKey) -> ColumnConstraint { self.foreignKey(with: foreignKey) }

    /// A generated column (SQLite 3.31+): `GENERATED ALWAYS AS(expression) [STORED|VIRTUAL]`.
    ///
    /// ```swift
    /// ColumnConstraint().generated(as: Column("a") * 2, .stored)   // GENERATED ALWAYS AS(a * 2) STORED
    /// ```
    public func generated(as expression: some ExpressionConvertible, _ storage: Storage? = nil) -> ColumnConstraint {
        chained {
            $0.kind = .generated(expression.asExpression())
            $0.storage = storage
        }
    }

    /// FTS5's `UNINDEXED` column option (valid only among the arguments of an fts5 virtual table).
    ///
    /// ```swift
    /// ColumnConstraint().unIndexed()   // UNINDEXED
    /// ```
    public func unIndexed() -> ColumnConstraint { chained { $0.kind = .unindexed } }

    public func render(into writer: inout SQLWriter) {
        if writer.writeConstraintName(name), kind != nil { writer.write(" ") }
        guard let kind else {
            if name != nil || direction != nil || conflict != nil || isAutoIncrement {
                writer.report("A column constraint needs a kind (primaryKey(), notNull(), unique(), check, default, ...)")
            }
            return
        }
        switch kind {
        case .primaryKey:
            writer.write("PRIMARY KEY")
            writer.writeCollationAndOrder(collation: nil, direction: direction)
        case .notNull: writer.write("NOT NULL")
        case .unique: writer.write("UNIQUE")
        case .check(let condition):
            writer.write("CHECK")
            writer.writeParenthesized(condition)
        case .defaultValue(let value):
            writer.write("DEFAULT")
            if case .literal(let literal) = value.node, literal.isPlainLiteral {
                writer.write(" ")
                writer.write(literal)
            } else {
                writer.writeParenthesized(value)
            }
        case .collate(let collation):
            writer.write("COLLATE ")
            writer.writeCollation(collation)
        case .foreignKey(let foreignKey): writer.write(foreignKey)
        case .generated(let expression):
            writer.write("GENERATED ALWAYS AS")
            writer.writeParenthesized(expression)
            if let storage { writer.write(" " + storage.rawValue) }
        case .unindexed: writer.write("UNINDEXED")
        }
        renderModifiers(of: kind, into: &writer)
    }

    /// Writes ON CONFLICT and AUTOINCREMENT, reporting them where the grammar has no place for them.
    private func renderModifiers(of kind: Kind, into writer: inout SQLWriter) {
        var acceptsConflict = false
        var isPrimaryKey = false
        switch kind {
        case .primaryKey: acceptsConflict = true; isPrimaryKey = true
        case .notNull, .unique: acceptsConflict = true
        default: break
        }
        if acceptsConflict {
            writer.writeConflictClause(conflict)
        } else if conflict != nil {
            writer.report("ON CONFLICT applies only to PRIMARY KEY, NOT NULL and UNIQUE column constraints")
        }
        if direction != nil, !isPrimaryKey {
            writer.report("A direction (ASC/DESC) applies only to a PRIMARY KEY column constraint")
        }
        if isAutoIncrement {
            if isPrimaryKey {
                writer.write(" AUTOINCREMENT")
            } else {
                writer.report("AUTOINCREMENT applies only to a PRIMARY KEY column constraint")
            }
        }
    }
}
