/// `CREATE [TEMP] TRIGGER [IF NOT EXISTS] [schema.]name [BEFORE|AFTER|INSTEAD OF] DELETE|INSERT|UPDATE [OF columns]
/// ON table [FOR EACH ROW] [WHEN condition] BEGIN statement; ... END`.
///
/// ```swift
/// StatementCreateTrigger().create(trigger: "audit").after().update().of(columns: Column("name"))
///     .on(table: "user").forEachRow().when(Column("name").isNotNull())
///     .execute(StatementInsert().insert(intoTable: "log").values(1))
/// // CREATE TRIGGER audit AFTER UPDATE OF name ON user FOR EACH ROW WHEN name NOTNULL
/// //     BEGIN INSERT INTO log VALUES(1); END
/// ```
public struct StatementCreateTrigger: TemporarySchemaObjectCreatingStatement {
    /// The `CREATE TRIGGER [IF NOT EXISTS] name` head; set it with the builders.
    public var header = SchemaObjectHeader(creating: "TRIGGER")
    var timing: String?
    var event: String?
    var updateColumns: [Column] = []
    var table: String?
    var isForEachRow = false
    var condition: Expression?
    var body: [any Statement] = []

    /// An empty statement; name the trigger with ``create(trigger:isTemp:)``.
    ///
    /// ```swift
    /// StatementCreateTrigger().create(trigger: "tr").delete().on(table: "t").execute(StatementDelete().delete(from: "u"))   // CREATE TRIGGER tr DELETE ON t BEGIN DELETE FROM u; END
    /// ```
    public init() {}

    /// Names the trigger to create, optionally temporary.
    ///
    /// ```swift
    /// StatementCreateTrigger().create(trigger: "tr", isTemp: true).delete().on(table: "t").execute(select)
    /// // CREATE TEMP TRIGGER tr DELETE ON t BEGIN SELECT ...; END
    /// ```
    public func create(trigger: String, isTemp: Bool = false) -> StatementCreateTrigger {
        naming(trigger, isTemp: isTemp)
    }

    /// Fires `BEFORE` the event.
    ///
    /// ```swift
    /// StatementCreateTrigger().create(trigger: "tr").before().insert()   // CREATE TRIGGER tr BEFORE INSERT ...
    /// ```
    public func before() -> StatementCreateTrigger { chained { $0.timing = "BEFORE" } }

    /// Fires `AFTER` the event.
    ///
    /// ```swift
    /// StatementCreateTrigger().create(trigger: "tr").after().insert()   // CREATE TRIGGER tr AFTER INSERT ...
    /// ```
    public func after() -> StatementCreateTrigger { chained { $0.timing = "AFTER" } }

    /// Fires `INSTEAD OF` the event (triggers on views).
    ///
    /// ```swift
    /// StatementCreateTrigger().create(trigger: "tr").insteadOf().insert()   // CREATE TRIGGER tr INSTEAD OF INSERT ...
    /// ```
    public func insteadOf() -> StatementCreateTrigger { chained { $0.timing = "INSTEAD OF" } }

    /// Fires on `DELETE`.
    ///
    /// ```swift
    /// StatementCreateTrigger().create(trigger: "tr").delete().on(table: "t")   // CREATE TRIGGER tr DELETE ON t ...
    /// ```
    public func delete() -> StatementCreateTrigger { chained { $0.event = "DELETE" } }

    /// Fires on `INSERT`.
    ///
    /// ```swift
    /// StatementCreateTrigger().create(trigger: "tr").insert().on(table: "t")   // CREATE TRIGGER tr INSERT ON t ...
    /// ```
    public func insert() -> StatementCreateTrigger { chained { $0.event = "INSERT" } }

    /// Fires on `UPDATE` (of any column, or of those given with `of(columns:)`).
    ///
    /// ```swift
    /// StatementCreateTrigger().create(trigger: "tr").update().on(table: "t")   // CREATE TRIGGER tr UPDATE ON t ...
    /// ```
    public func update() -> StatementCreateTrigger { chained { $0.event = "UPDATE" } }

    /// Restricts an UPDATE trigger to some columns: `UPDATE OF a, b`.
    ///
    /// ```swift
    /// StatementCreateTrigger().create(trigger: "tr").update().of(columns: Column("a"), Column("b"))
    /// // CREATE TRIGGER tr UPDATE OF a, b ...
    /// ```
    public func of(columns: Column...) -> StatementCreateTrigger { of(columns: columns) }

    /// Restricts an UPDATE trigger to the columns of an array.
    ///
    /// ```swift
    /// StatementCreateTrigger().create(trigger: "tr").update().of(columns: [Column("a")])   // CREATE TRIGGER tr UPDATE OF a ...
    /// ```
    public func of(columns: [Column]) -> StatementCreateTrigger { chained { $0.updateColumns += columns } }

    /// Names the table (or view) the trigger watches.
    ///
    /// ```swift
    /// StatementCreateTrigger().create(trigger: "tr").insert().on(table: "t")   // CREATE TRIGGER tr INSERT ON t ...
    /// ```
    public func on(table: String) -> StatementCreateTrigger { chained { $0.table = table } }

    /// Adds `FOR EACH ROW` (SQLite's only and default granularity).
    ///
    /// ```swift
    /// StatementCreateTrigger().create(trigger: "tr").insert().on(table: "t").forEachRow()
    /// // CREATE TRIGGER tr INSERT ON t FOR EACH ROW ...
    /// ```
    public func forEachRow() -> StatementCreateTrigger { chained { $0.isForEachRow = true } }

    /// Fires only when the condition holds: `WHEN condition`.
    ///
    /// ```swift
    /// StatementCreateTrigger().create(trigger: "tr").insert().on(table: "t").when(Column("a").in(table: "new") > 0)
    /// // CREATE TRIGGER tr INSERT ON t WHEN new.a > 0 ...
    /// ```
    public func when(_ condition: some ExpressionConvertible) -> StatementCreateTrigger {
        chained { $0.condition = condition.asExpression() }
    }

    /// Appends a statement (INSERT, UPDATE, DELETE or SELECT) to the trigger's body.
    ///
    /// ```swift
    /// StatementCreateTrigger().create(trigger: "tr").delete().on(table: "t")
    ///     .execute(StatementDelete().delete(from: "child"))
    /// // CREATE TRIGGER tr DELETE ON t BEGIN DELETE FROM child; END
    /// ```
    public func execute(_ statement: some Statement) -> StatementCreateTrigger { chained { $0.body.append(statement) } }

    public func render(into writer: inout SQLWriter) {
        let name = header.statementName
        header.render(into: &writer)
        if let timing { writer.write(" " + timing) }
        writer.write(" ")
        writer.require(event != nil, "an event (call delete(), insert() or update())", in: name)
        writer.write(event ?? "")
        if !updateColumns.isEmpty {
            if event != "UPDATE" { writer.report("of(columns:) applies only to an UPDATE trigger") }
            writer.write(" OF ")
            writer.writeColumnNames(updateColumns)
        }
        writer.write(" ON ")
        writer.writeIdentifier(table, required: "a table (call on(table:))", in: name)
        if isForEachRow { writer.write(" FOR EACH ROW") }
        writer.write(" WHEN ", ifPresent: condition)
        writer.write(" BEGIN ")
        writer.require(!body.isEmpty, "at least one statement (call execute(_:))", in: name)
        for statement in body {
            writer.write(any: statement)
            writer.write("; ")
        }
        writer.write("END")
    }
}
