import Testing
@testable import WINQ

/// Schema and utility statements combined with the query and DML statements, checked on SQLite.
@Suite struct DDLAcceptanceTests {
    let column1 = Column("column1")
    let column2 = Column("column2")

    // MARK: Statements that embed a query or DML

    @Test func explainQueryPlanOfSelect() {
        let select = StatementSelect().select(1).from("testTable")
        expectSQL(StatementExplain().explainQueryPlan(select), "EXPLAIN QUERY PLAN SELECT 1 FROM testTable")
        expectSQL(StatementExplain().explain(select), "EXPLAIN SELECT 1 FROM testTable")
        expectSQL(StatementExplain().explain(StatementDelete().delete(from: "testTable")), "EXPLAIN DELETE FROM testTable")
        expectSQL(StatementExplain().explainQueryPlan(StatementInsert().insert(intoTable: "table1").values(1, "a", 2.5)),
                  "EXPLAIN QUERY PLAN INSERT INTO table1 VALUES(1, 'a', 2.5)")
        #expect(StatementExplain().explain(StatementDelete().delete(from: "testTable")).isReadOnly)
    }

    @Test func createTableAsSelect() {
        let select = StatementSelect().select(column1).from("table1")
        expectSQL(StatementCreateTable().create(table: "newTable").as(select),
                  "CREATE TABLE newTable AS SELECT column1 FROM table1")
        expectSQL(StatementCreateTable().create(table: "table2").ifNotExists().as(select),
                  "CREATE TABLE IF NOT EXISTS table2 AS SELECT column1 FROM table1")
        expectSQL(StatementCreateTable().create(table: "newTable").temp()
                    .as(StatementSelect().select(column1, column2).from("table1").where(column1 > 1)),
                  "CREATE TEMP TABLE newTable AS SELECT column1, column2 FROM table1 WHERE column1 > 1")
    }

    @Test func createViewAsSelect() {
        let select = StatementSelect().select(column1).from("testTable")
        expectSQL(StatementCreateView().create(view: "testView").with(columns: column1).as(select),
                  "CREATE VIEW testView(column1) AS SELECT column1 FROM testTable")
        expectSQL(StatementCreateView().create(view: "testView", isTemp: true).as(select),
                  "CREATE TEMP VIEW testView AS SELECT column1 FROM testTable")
        expectSQL(StatementCreateView().create(view: "testView").of(schema: "main").ifNotExists()
                    .as(StatementSelect().select(column1, column2).from("table1").where(column2.isNotNull())),
                  "CREATE VIEW IF NOT EXISTS main.testView AS SELECT column1, column2 FROM table1 WHERE column2 NOTNULL")
    }

    @Test func triggerBodiesUseRealStatements() {
        let update = StatementUpdate().update(table: "table2").set(Column("column2")).to("changed")
        let insert = StatementInsert().insert(intoTable: "table2").values(1, "a", 1.5)
        let delete = StatementDelete().delete(from: "table2")
        let select = StatementSelect().select(1)
        let head = "CREATE TRIGGER newTrigger BEFORE DELETE ON testTable FOR EACH ROW WHEN 1 BEGIN "
        let trigger = StatementCreateTrigger().create(trigger: "newTrigger").before().delete().on(table: "testTable")
            .forEachRow().when(1)
        expectSQL(trigger.execute(update), head + "UPDATE table2 SET column2 = 'changed'; END")
        expectSQL(trigger.execute(insert), head + "INSERT INTO table2 VALUES(1, 'a', 1.5); END")
        expectSQL(trigger.execute(delete), head + "DELETE FROM table2; END")
        expectSQL(trigger.execute(select), head + "SELECT 1; END")
        expectSQL(trigger.execute(update).execute(insert).execute(delete).execute(select),
                  head + "UPDATE table2 SET column2 = 'changed'; INSERT INTO table2 VALUES(1, 'a', 1.5); "
                  + "DELETE FROM table2; SELECT 1; END")
    }

    // MARK: Execution

    @Test func createInsertAndReadBack() throws {
        let create = StatementCreateTable().create(table: "order").ifNotExists().with(columns:
            ColumnDef(with: Column("id"), and: .integer64).makePrimary(isAutoIncrement: true),
            ColumnDef(with: Column("group"), and: .text).makeNotNull().makeDefault(to: "none"),
            ColumnDef(with: Column("score"), and: .float).makeCheck(Column("score") >= 0).makeDefault(to: 0.5))
        #expect(create.description == "CREATE TABLE IF NOT EXISTS \"order\"(id INTEGER PRIMARY KEY AUTOINCREMENT, "
                + "\"group\" TEXT NOT NULL DEFAULT 'none', score REAL CHECK(score >= 0) DEFAULT 0.5)")
        let rows = try SQLiteAcceptance.run([
            try create.validatedSQL(),
            StatementCreateIndex().create(index: "order_group").on(table: "order").indexesBy(Column("group")).description,
            StatementInsert().insert(intoTable: "order").columns(Column("group")).values("it's").description,
            StatementInsert().insert(intoTable: "order").defaultValues().description,
            StatementSelect().select(Column("id"), Column("group"), Column("score")).from("order").description,
        ])
        #expect(rows == [["1", "it's", "0.5"], ["2", "none", "0.5"]])
        let info = try SQLiteAcceptance.run([
            try create.validatedSQL(),
            StatementPragma().pragma(.tableInfo).with("order").description,
        ])
        #expect(info.map { $0[1] } == ["id", "group", "score"])
        #expect(info.map { $0[2] } == ["INTEGER", "TEXT", "REAL"])
    }

    @Test func indexesViewsTriggersAndAlterRunOnSQLite() throws {
        let rows = try SQLiteAcceptance.run([
            StatementCreateIndex().create(index: "partial").unique().on(table: "table2").indexesBy(column2.asIndex(.descending))
                .where(column1 > 0).description,
            StatementCreateView().create(view: "big").with(columns: Column("value"))
                .as(StatementSelect().select(column2).from("table2").where(column1 > 1)).description,
            StatementCreateTrigger().create(trigger: "copy").after().insert().on(table: "table2").forEachRow()
                .execute(StatementInsert().insert(intoTable: "table1").values(Column("column1").in(table: "new"), "copied", 0))
                .description,
            StatementInsert().insert(intoTable: "table2").values(1, "one", 1.0).description,
            StatementInsert().insert(intoTable: "table2").values(2, "two", 2.0).description,
            StatementAlterTable().alter(table: "table1").addColumn(with: ColumnDef(named: "extra", and: .text).makeDefault(to: "x"))
                .description,
            StatementAlterTable().alter(table: "table1").rename(to: "renamed").description,
            StatementSelect().select(Column("value")).from("big").description,
        ])
        #expect(rows == [["two"]])
        let copied = try SQLiteAcceptance.run([
            StatementCreateTrigger().create(trigger: "copy").after().insert().on(table: "table2")
                .execute(StatementInsert().insert(intoTable: "table1").values(Column("column1").in(table: "new"), "copied", 0))
                .description,
            StatementInsert().insert(intoTable: "table2").values(7, "seven", 7.0).description,
            StatementAlterTable().alter(table: "table1").addColumn(with: ColumnDef(named: "extra", and: .text).makeDefault(to: "x"))
                .description,
            StatementSelect().select(column1, column2, Column("extra")).from("table1").description,
        ])
        #expect(copied == [["7", "copied", "x"]])
        let dropped = try SQLiteAcceptance.run([
            StatementDropTrigger().drop(trigger: "trigger1").description,
            StatementDropView().drop(view: "view1").description,
            StatementDropIndex().drop(index: "index1").description,
            StatementDropTable().drop(table: "table2").description,
            StatementDropTable().drop(table: "table2").ifExists().description,
            "SELECT name FROM sqlite_master WHERE name IN ('trigger1', 'view1', 'index1', 'table2')",
        ])
        #expect(dropped.isEmpty)
    }

    @Test func virtualTableRunsOnSQLite() throws {
        let rows = try SQLiteAcceptance.run([
            StatementCreateVirtualTable().create(virtualTable: "docs").using(module: "fts4")
                .arguments(Column("order"), Column("body"), "tokenize=porter").description,
            StatementInsert().insert(intoTable: "docs").values("first", "running dogs").description,
            "SELECT \"order\" FROM docs WHERE docs MATCH 'run'",
        ])
        #expect(rows == [["first"]])
    }

    @Test func oddIdentifiersRoundTripThroughTheSchema() throws {
        let names = ["order", "a\"b", "x'); DROP TABLE testTable; --", "semi;colon", "new\nline", "名前", "  ", "tab\tname",
                     String(repeating: "long", count: 200)]
        for name in names {
            let create = StatementCreateTable().create(table: name).with(columns: ColumnDef(named: name, and: .text).makeUnique())
            let index = StatementCreateIndex().create(index: name + "_index").on(table: name).indexesBy(Column(name))
            let rows = try SQLiteAcceptance.run([
                try create.validatedSQL(),
                try index.validatedSQL(),
                StatementInsert().insert(intoTable: name).values(name).description,
                StatementSelect().select(Column(name)).from(name).description,
            ])
            #expect(rows == [[name]])
            let master = try SQLiteAcceptance.run([
                try create.validatedSQL(),
                try index.validatedSQL(),
                StatementDropIndex().drop(index: name + "_index").description,
                "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY rowid",
            ])
            #expect(master.last == [name])
            #expect(master.contains(["testTable"]))
        }
    }

    // MARK: Needs a newer engine

    /// Forms WINQ renders that the bundled SQLite 3.15.2 cannot parse, each with the version that added it.
    /// Asserting that they fail keeps this list true if the engine is ever upgraded.
    @Test func formsNeedingANewerSQLite() {
        let newer: [(sql: String, reason: String)] = [
            (StatementCreateTable().create(table: "newTable").with(columns: ColumnDef(named: "a", and: .integer64),
                ColumnDef(named: "b", and: .integer64).constraint(ColumnConstraint().generated(as: Column("a") * 2, .stored)))
                .description, "generated columns need SQLite 3.31"),
            (StatementCreateTable().create(table: "newTable").with(columns: ColumnDef(named: "a", and: .integer64),
                ColumnDef(named: "b").constraint(ColumnConstraint().generated(as: Column("a") + 1)))
                .description, "generated columns need SQLite 3.31"),
            (StatementAlterTable().alter(table: "table1").rename(column: column1, to: Column("renamed")).description,
             "RENAME COLUMN needs SQLite 3.25"),
            (StatementAlterTable().alter(table: "table1").dropColumn(column2).description, "DROP COLUMN needs SQLite 3.35"),
            (StatementVacuum().vacuum().into("copy.db").description, "VACUUM INTO needs SQLite 3.27"),
        ]
        for (sql, reason) in newer {
            #expect(SQLiteAcceptance.error(preparing: sql) != nil, "\(reason): \(sql)")
        }
    }
}
