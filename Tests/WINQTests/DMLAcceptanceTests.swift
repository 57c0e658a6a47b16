import XCTest
@testable import WINQ

final class DMLAcceptanceTests: XCTestCase {
    static let column1 = Column("column1")
    static let column2 = Column("column2")
    static let a1 = Column("a").in(table: "t1")
    static let a2 = Column("a").in(table: "t2")
    static let select1 = StatementSelect().select(1)

    /// Statements SQLite 3.15.2 prepares.
    static var accepted: [any Statement] {
        let column1 = column1, column2 = column2, a1 = a1, a2 = a2, select1 = select1
        let cte1 = CommonTableExpression("table1").column(Column("column1")).as(StatementSelect().select(1))
        let cte2 = CommonTableExpression("table2").column(Column("column2")).as(StatementSelect().select(2))
        let counter = CommonTableExpression("cnt").column(Column("x")).as(
            StatementSelect().select(1).unionAll().select(Column("x") + 1).from("cnt").where(Column("x") < 5))
        return [
            StatementSelect().select(1, 2),
            StatementSelect().select(1).from("testTable"),
            StatementSelect().select(column1, column2).from("table1").where(column1 > 1)
                .order(by: column1.asOrder()).limit(1).offset(3),
            StatementSelect().select(distinct: true, column1).from("table1"),
            StatementSelect().select(Column.all).from("table1", "table2"),
            StatementSelect().select(Column.all.in(table: "t1"), column1.as("x")).from("t1", "table1"),
            StatementSelect().select(column1).from(TableOrSubquery("table1").of(schema: "schema1").as(alias: "s")),
            StatementSelect().select(column1).from(TableOrSubquery("table1").indexed(by: "index1")),
            StatementSelect().select(column1).from(TableOrSubquery("table1").as(alias: "t").indexed(by: "index1")),
            StatementSelect().select(column1).from(TableOrSubquery("table1").notIndexed()),
            StatementSelect().select(Column("x")).from(TableOrSubquery(StatementSelect().select(column1.as("x")).from("table1")).as(alias: "s")),
            StatementSelect().select(1).from(TableOrSubquery(with: "t1", "t2")),
            StatementSelect().select(1).from(Join(with: "t1").join("t2").on(a1 == a2)),
            StatementSelect().select(1).from(Join(with: "t1").with("t2")),
            StatementSelect().select(1).from(Join(with: "t1").leftJoin("t2").on(a1 == a2)),
            StatementSelect().select(1).from(Join(with: "t1").leftOuterJoin("t2").using(Column("a"), Column("b"))),
            StatementSelect().select(1).from(Join(with: "t1").innerJoin("t2").using(Column("a"))),
            StatementSelect().select(1).from(Join(with: "t1").crossJoin("t2")),
            StatementSelect().select(1).from(Join(with: "t1").naturalJoin("t2")),
            StatementSelect().select(1).from(Join(with: "t1").naturalLeftJoin("t2")),
            StatementSelect().select(1).from(Join(with: "t1").naturalLeftOuterJoin("t2")),
            StatementSelect().select(1).from(Join(with: "t1").naturalInnerJoin("t2")),
            StatementSelect().select(1).from(Join(with: "t1").naturalCrossJoin("t2")),
            StatementSelect().select(1).from(Join(with: "table1").leftJoin(Join(with: "t1").join("t2").on(a1 == a2))),
            StatementSelect().select(1).from(Join(with: Join(with: "t1").join("t2")).join("table1")),
            StatementSelect().select(1).from(TableOrSubquery(with: [Join(with: "t1").join("t2")])),
            StatementSelect().select(1).from(Join(with: select1).join(TableOrSubquery(StatementSelect().select(2)).as(alias: "s"))),
            StatementSelect().select(column1, column2.count()).from("table1").group(by: column1).having(column2.count() > 1),
            StatementSelect().select(column1).from("table1").where(column1.in(StatementSelect().select(column1).from("table2"))),
            StatementSelect().select(column1).from("table1").where(Expression.exists(StatementSelect().select(1).from("table2"))),
            StatementSelect().select(StatementSelect().select(column1.max()).from("table1")),
            StatementSelect().select(1).union().select(2),
            StatementSelect().select(1).unionAll().select(2).order(by: Expression(1)).limit(1),
            StatementSelect().select(column1).from("table1").intersect().select(column1).from("table2"),
            StatementSelect().select(column1).from("table1").except().select(column1).from("table2").order(by: column1),
            StatementSelect().values(1, 2).values(3, 4),
            StatementSelect().select(1, 2).union().values(3, 4),
            StatementSelect().with(recursive: true, cte1, cte2).select(1, 2),
            StatementSelect().with(cte1).select(Column("column1")).from("table1"),
            StatementSelect().with(recursive: counter).select(Column("x")).from("cnt"),
            StatementSelect().select(1).limit(from: 1, to: 2),
            StatementSelect().select(1).limit(BindParameter(1), offset: BindParameter(2)),
            StatementInsert().insert(intoTable: "testTable").defaultValues(),
            StatementInsert().insert(intoTable: "testTable").orIgnore().columns(column1, column2).values(1, "a"),
            StatementInsert().insert(intoTable: "testTable").orRollback().values(BindParameter.bindParameters(6)),
            StatementInsert().insert(intoTable: "testTable").orAbort().columns(column1).values(1).values(2),
            StatementInsert().insert(intoTable: "testTable").orFail().columns(Column("left"), Column("right")).values(1, 2),
            StatementInsert().replace(intoTable: "table1").values(1, "a", 1.5),
            StatementInsert().insert(intoTable: "table1").of(schema: "schema1").values(1, "a"),
            StatementInsert().insert(intoTable: "table1").values(StatementSelect().select(Column.all).from("table2")),
            StatementInsert().insert(intoTable: "table1").columns(column1).values(StatementSelect().values(1).values(2)),
            StatementInsert().with(cte2).insert(intoTable: "table1").columns(column1).values(StatementSelect().select(Column("column2")).from("table2")),
            StatementUpdate().update(table: "testTable").set(column1).to(1).set(column2).to("a").where(column1 > 1),
            StatementUpdate().update(table: "testTable").orReplace().set(column1).to(column1 + 1),
            StatementUpdate().update(table: "testTable").orIgnore().set(column1).to(1),
            StatementUpdate().update(table: "testTable").orRollback().set(column1).to(1),
            StatementUpdate().update(table: "testTable").orAbort().set(column1).to(1),
            StatementUpdate().update(table: "testTable").orFail().set(column1).to(1),
            StatementUpdate().update(table: QualifiedTable("table1").of(schema: "schema1")).set(column1).to(1),
            StatementUpdate().update(table: QualifiedTable("table1").indexed(by: "index1")).set(column1).to(1).where(column1 == 1),
            StatementUpdate().update(table: QualifiedTable("table1").notIndexed()).set(column1).to(1),
            StatementUpdate().update(table: "table1").set(column1, column2).to(Expression(rowValue: [1, "a"])),
            StatementUpdate().update(table: "table1").set(column1, column2).to(StatementSelect().select(1, 2)),
            StatementUpdate().with(cte2).update(table: "table1").set(column1).to(StatementSelect().select(Column("column2")).from("table2")),
            StatementDelete().delete(from: "testTable"),
            StatementDelete().delete(from: "testTable").where(column1 > 1),
            StatementDelete().delete(from: QualifiedTable("table1").of(schema: "schema1")).where(column1 > 1),
            StatementDelete().delete(from: QualifiedTable("table1").indexed(by: "index1")).where(column1 == 1),
            StatementDelete().delete(from: QualifiedTable("table1").notIndexed()),
            StatementDelete().with(cte1).delete(from: "testTable").where(column1.in(StatementSelect().select(Column("column1")).from("table1"))),
            StatementUpdate().update(table: "testTable").set(column1).to(1).order(by: column1).limit(1).offset(1),
            StatementDelete().delete(from: "testTable").where(column1 > 1).order(by: column1, column2).limit(1).offset(2),
            StatementDelete().delete(from: "testTable").limit(1),
        ]
    }

    /// Statements WINQ renders that this engine (SQLite 3.15.2) cannot prepare, with the reason.
    static var unsupported: [(statement: any Statement, reason: String)] {
        let column1 = column1, column2 = column2, a1 = a1, a2 = a2
        let cte1 = CommonTableExpression("table1").column(Column("column1")).as(StatementSelect().select(1))
        return [
            (StatementSelect().select(1).from(Join(with: "t1").rightJoin("t2").on(a1 == a2)), "RIGHT JOIN needs SQLite 3.39"),
            (StatementSelect().select(1).from(Join(with: "t1").fullOuterJoin("t2").on(a1 == a2)), "FULL OUTER JOIN needs SQLite 3.39"),
            (StatementSelect().select(1).from(TableOrSubquery.function("json_each").arguments("[1, 2]")), "json_each needs the JSON1 extension, not built into this SQLCipher"),
            (StatementSelect().select(1).from(TableOrSubquery.function("pragma_table_info").arguments("table1")), "table-valued PRAGMA functions need SQLite 3.16"),
            (StatementSelect().with(cte1.materialized()).select(1), "MATERIALIZED common table expressions need SQLite 3.35"),
            (StatementSelect().with(cte1.notMaterialized()).select(1), "NOT MATERIALIZED common table expressions need SQLite 3.35"),
            (StatementSelect().select(Expression.function("row_number", []).over(WindowDef().partition(column1).order(column2))).from("table1"), "window functions (OVER) need SQLite 3.25"),
            (StatementSelect().select(column1.sum().over(windowNamed: "w")).from("table1").window("w").as(WindowDef().order(column2)), "the WINDOW clause needs SQLite 3.25"),
            (StatementSelect().select(column1.sum().over(WindowDef().order(column2).frameSpec(FrameSpec().rows().betweenPreceding(1).andCurrentRow()))).from("table1"), "window frames need SQLite 3.25"),
            (StatementSelect().select(column1.sum().over(WindowDef().order(column2).frameSpec(FrameSpec().groups().currentRow().excludeTies()))).from("table1"), "GROUPS frames and EXCLUDE need SQLite 3.28"),
            (StatementSelect().select(column1).from("table1").having(column1 > 1), "HAVING without GROUP BY needs SQLite 3.39"),
            (StatementInsert().insert(intoTable: "testTable").values(1).upsert(Upsert().onConflict().doNothing()), "upsert (ON CONFLICT ... DO NOTHING) needs SQLite 3.24"),
            (StatementInsert().insert(intoTable: "testTable").values(1).upsert(Upsert().onConflict().indexed(by: column1).doUpdate().set(column2).to("b")), "upsert (ON CONFLICT ... DO UPDATE) needs SQLite 3.24"),
            (StatementInsert().insert(intoTable: "testTable").as("t").values(1), "an INSERT table alias needs SQLite 3.24"),
            (StatementUpdate().update(table: QualifiedTable("table1").as("t")).set(column1).to(1), "an UPDATE table alias needs a newer SQLite than 3.15.2"),
            (StatementUpdate().update(table: "table1").set(column1).to(Column("column1").in(table: "table2")).from("table2"), "UPDATE ... FROM needs SQLite 3.33"),
            (StatementDelete().delete(from: QualifiedTable("table1").as("t")), "a DELETE table alias needs a newer SQLite than 3.15.2"),
        ]
    }

    func testEngineAcceptsRenderedStatements() {
        for statement in Self.accepted {
            assertAccepted(statement)
            XCTAssertNoThrow(try statement.validatedSQL(), "\(statement)")
        }
        XCTAssertGreaterThan(Self.accepted.count, 70)
    }

    func testPinnedStatementsAreAccepted() {
        let pinnedInsert = StatementInsert().insert(intoTable: "testTable").orReplace().values(1, "value")
        XCTAssertEqual(pinnedInsert.description, "INSERT OR REPLACE INTO testTable VALUES(1, 'value')")
        XCTAssertNil(SQLiteAcceptance.error(preparing: pinnedInsert.description, extraSetup: [
            "DROP TABLE testTable", "CREATE TABLE testTable(column1 INTEGER PRIMARY KEY, column2 TEXT)",
        ]))
        assertAccepted(StatementDelete().delete(from: "testTable").where(Self.column1 > 1)
            .order(by: Self.column1, Self.column2).limit(1).offset(2))
    }

    func testUpdateAndDeleteLimitNeedsACompileOptionThatThisEngineHas() {
        // ORDER BY/LIMIT on UPDATE and DELETE need SQLITE_ENABLE_UPDATE_DELETE_LIMIT; Debian's SQLCipher has it.
        assertAccepted(StatementUpdate().update(table: "testTable").set(Self.column1).to(1).order(by: Self.column1).limit(1))
        assertAccepted(StatementDelete().delete(from: "testTable").limit(1).offset(1))
    }

    func testFormsNeedingANewerEngineAreStillRejected() {
        for (statement, reason) in Self.unsupported {
            XCTAssertNoThrow(try statement.validatedSQL(), "\(statement)")
            assertRejectedByThisEngine(statement, reason: reason)
        }
    }

    // MARK: Execution round-trips

    func testInsertedRowsReadBack() throws {
        let insert = StatementInsert().insert(intoTable: "table1").columns(Self.column1, Self.column2, Column("column3"))
            .values(1, "it's", 1.5).values(2, "two", Optional<Double>.none).values(3, "order; --", -2.25)
        let select = StatementSelect().select(Self.column1, Self.column2, Column("column3")).from("table1")
            .where(Self.column1 >= 1).order(by: Self.column1.asOrder(.descending))
        let rows = try SQLiteAcceptance.run([insert.validatedSQL(), select.validatedSQL()])
        XCTAssertEqual(rows, [["3", "order; --", "-2.25"], ["2", "two", nil], ["1", "it's", "1.5"]])
    }

    func testUpdateDeleteAndUpsertLikeReplaceRoundTrip() throws {
        let sqls = try [
            StatementInsert().insert(intoTable: "testTable").columns(Self.column1, Self.column2)
                .values(rows: [[1, "a"], [2, "b"], [3, "c"]]).validatedSQL(),
            StatementUpdate().update(table: "testTable").set(Self.column2).to(Self.column2.concat("!"))
                .where(Self.column1 >= 2).validatedSQL(),
            StatementInsert().insert(intoTable: "testTable").orReplace().columns(Self.column1, Self.column2)
                .values(1, "z").validatedSQL(),
            StatementDelete().delete(from: "testTable").where(Self.column1 == 3).validatedSQL(),
            StatementSelect().select(Self.column1, Self.column2).from("testTable").order(by: Self.column1).validatedSQL(),
        ]
        XCTAssertEqual(try SQLiteAcceptance.run(sqls), [["1", "z"], ["2", "b!"]])
    }

    func testCompoundJoinAndRecursiveSelectsRun() throws {
        let counter = CommonTableExpression("cnt").column(Column("x")).as(
            StatementSelect().select(1).unionAll().select(Column("x") + 1).from("cnt").where(Column("x") < 4))
        let recursive = StatementSelect().with(recursive: true, counter).select(Column("x")).from("cnt")
        XCTAssertEqual(try SQLiteAcceptance.run([recursive.validatedSQL()]), [["1"], ["2"], ["3"], ["4"]])

        let setup = try [
            StatementInsert().insert(intoTable: "t1").columns(Column("a"), Column("b")).values(1, "x").values(2, "y").validatedSQL(),
            StatementInsert().insert(intoTable: "t2").columns(Column("a"), Column("b")).values(2, "w").validatedSQL(),
        ]
        let join = StatementSelect().select(Column("b").in(table: "t1"), Column("b").in(table: "t2"))
            .from(Join(with: "t1").leftJoin("t2").on(Self.a1 == Self.a2)).order(by: Self.a1)
        XCTAssertEqual(try SQLiteAcceptance.run(setup + [join.validatedSQL()]), [["x", nil], ["y", "w"]])

        let compound = StatementSelect().select(Column("a")).from("t1").except().select(Column("a")).from("t2")
        XCTAssertEqual(try SQLiteAcceptance.run(setup + [compound.validatedSQL()]), [["1"]])

        let values = StatementSelect().values(1, "a").values(2, "b").union().select(3, "c").order(by: Expression(1))
        XCTAssertEqual(try SQLiteAcceptance.run([values.validatedSQL()]), [["1", "a"], ["2", "b"], ["3", "c"]])

        let insertSelect = try StatementInsert().insert(intoTable: "table1").columns(Self.column1)
            .values(StatementSelect().select(Column("a")).from("t1")).validatedSQL()
        let count = try StatementSelect().select(Self.column1.count()).from("table1").validatedSQL()
        XCTAssertEqual(try SQLiteAcceptance.run(setup + [insertSelect, count]), [["2"]])
    }

    func testIdentifiersNeedingQuotesRoundTrip() throws {
        let table = "order \"x\"", column = Column("select")
        let sqls = try [
            "CREATE TABLE \(Identifier.quoted(table))(\(Identifier.quoted("select")) TEXT)",
            StatementInsert().insert(intoTable: table).columns(column).values("v'1").validatedSQL(),
            StatementSelect().select(column.as("group")).from(table).validatedSQL(),
        ]
        XCTAssertEqual(try SQLiteAcceptance.run(sqls), [["v'1"]])
    }
}
