/// A foreign-key clause: `REFERENCES table(columns)` with its actions, MATCH and deferral.
///
/// Used by a column constraint (`ColumnDef.makeForeignKey(_:)`) and by a table constraint
/// (`TableConstraint().foreignKey(_:foreignKey:)`).
///
/// ```swift
/// ForeignKey().references(with: "parent").columns(Column("id")).onDelete(.cascade)
/// // REFERENCES parent(id) ON DELETE CASCADE
/// ForeignKey().references(with: "parent").deferrable(.deferred)
/// // REFERENCES parent DEFERRABLE INITIALLY DEFERRED
/// ```
public struct ForeignKey: SQLConvertible, ChainableValue {
    enum Clause: Sendable {
        case onDelete(Action)
        case onUpdate(Action)
        case match(MatchType)
    }

    var table: String?
    var columns: [Column] = []
    var clauses: [Clause] = []
    var deferral: (isNot: Bool, initially: Deferrable?)?

    /// An empty clause; name the parent table with ``references(with:)``.
    ///
    /// ```swift
    /// ForeignKey().references("parent")   // REFERENCES parent
    /// ```
    public init() {}

    /// Names the parent table: `REFERENCES table`.
    ///
    /// ```swift
    /// ForeignKey().references(with: "parent")   // REFERENCES parent
    /// ```
    public func references(with table: String) -> ForeignKey { chained { $0.table = table } }

    /// Names the parent table (short spelling of ``references(with:)``).
    ///
    /// ```swift
    /// ForeignKey().references("parent")   // REFERENCES parent
    /// ```
    public func references(_ table: String) -> ForeignKey { references(with: table) }

    /// Adds parent-table columns: `REFERENCES parent(a, b)`.
    ///
    /// ```swift
    /// ForeignKey().references("parent").columns(Column("a"), Column("b"))   // REFERENCES parent(a, b)
    /// ```
    public func columns(_ columns: Column...) -> ForeignKey { self.columns(columns) }

    /// Adds parent-table columns from an array.
    ///
    /// ```swift
    /// ForeignKey().references("parent").columns([Column("a")])   // REFERENCES parent(a)
    /// ```
    public func columns(_ columns: [Column]) -> ForeignKey { chained { $0.columns += columns } }

    /// Adds `ON DELETE action`.
    ///
    /// ```swift
    /// ForeignKey().references("p").onDelete(.setNull)   // REFERENCES p ON DELETE SET NULL
    /// ```
    public func onDelete(_ action: Action) -> ForeignKey { chained { $0.clauses.append(.onDelete(action)) } }

    /// Adds `ON UPDATE action`.
    ///
    /// ```swift
    /// ForeignKey().references("p").onUpdate(.cascade)   // REFERENCES p ON UPDATE CASCADE
    /// ```
    public func onUpdate(_ action: Action) -> ForeignKey { chained { $0.clauses.append(.onUpdate(action)) } }

    /// Adds `MATCH type` (SQLite parses it but enforces every foreign key as MATCH SIMPLE).
    ///
    /// ```swift
    /// ForeignKey().references("p").match(with: .full)   // REFERENCES p MATCH FULL
    /// ```
    public func match(with type: MatchType) -> ForeignKey { chained { $0.clauses.append(.match(type)) } }

    /// Makes the constraint `DEFERRABLE`, optionally `INITIALLY DEFERRED`/`INITIALLY IMMEDIATE`.
    ///
    /// ```swift
    /// ForeignKey().references("p").deferrable(.deferred)   // REFERENCES p DEFERRABLE INITIALLY DEFERRED
    /// ```
    public func deferrable(_ initially: Deferrable? = nil) -> ForeignKey {
        chained { $0.deferral = (false, initially) }
    }

    /// Makes the constraint `NOT DEFERRABLE`, optionally with `INITIALLY ...`.
    ///
    /// ```swift
    /// ForeignKey().references("p").notDeferrable(.immediate)   // REFERENCES p NOT DEFERRABLE INITIALLY IMMEDIATE
    /// ```
    public func notDeferrable(_ initially: Deferrable? = nil) -> ForeignKey {
        chained { $0.deferral = (true, initially) }
    }

    public func render(into writer: inout SQLWriter) {
        writer.write("REFERENCES ")
        writer.writeIdentifier(table, required: "a parent table (call references(with:))", in: "A foreign key")
        if !columns.isEmpty { writer.writeColumnNameList(columns) }
        for clause in clauses {
            switch clause {
            case .onDelete(let action): writer.write(" ON DELETE " + action.rawValue)
            case .onUpdate(let action): writer.write(" ON UPDATE " + action.rawValue)
            case .match(let type): writer.write(" MATCH " + type.rawValue)
            }
        }
        if let deferral {
            writer.write(deferral.isNot ? " NOT DEFERRABLE" : " DEFERRABLE")
            if let initially = deferral.initially { writer.write(" INITIALLY " + initially.rawValue) }
        }
    }
}
