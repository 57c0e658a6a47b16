import XCTest
@testable import WINQ

final class InsertTests: XCTestCase {
    let column1 = Column("column1")
    let column2 = Column("column2")
    let insert = StatementInsert().insert(intoTable: "testTable")

    func testPinnedInserts() {
        assertSQL(insert.orReplace().values(1, "value"), "INSERT OR REPLACE INTO testTable VALUES(1, 'value')")
        assertSQL(insert.onConflict(.replace).values(1, "value"), "INSERT OR REPLACE INTO testTable VALUES(1, 'value')")
        assertSQL(insert.defaultValues(), "INSERT INTO testTable DEFAULT VALUES")
    }

    func testConflictActions() {
        assertSQL(insert.values(1), "INSERT INTO testTable VALUES(1)")
        assertSQL(insert.orIgnore().values(1), "INSERT OR IGNORE INTO testTable VALUES(1)")
        assertSQL(insert.orRollback().values(1), "INSERT OR ROLLBACK INTO testTable VALUES(1)")
        assertSQL(insert.orAbort().values(1), "INSERT OR ABORT INTO testTable VALUES(1)")
        assertSQL(insert.orFail().values(1), "INSERT OR FAIL INTO testTable VALUES(1)")
        assertSQL(insert.onConflict(.ignore).values(1), "INSERT OR IGNORE INTO testTable VALUES(1)")
        assertSQL(insert.onConflict(.fail).values(1), "INSERT OR FAIL INTO testTable VALUES(1)")
        assertSQL(insert.orReplace().onConflict(nil).values(1), "INSERT INTO testTable VALUES(1)")
        assertSQL(insert.orIgnore().orReplace().values(1), "INSERT OR REPLACE INTO testTable VALUES(1)")
        assertSQL(StatementInsert().orReplace().insert(intoTable: "t1").values(1), "INSERT OR REPLACE INTO t1 VALUES(1)")
        assertSQL(StatementInsert().replace(intoTable: "t1").values(1), "REPLACE INTO t1 VALUES(1)")
    }

    func testTableNamesSchemasAndAliases() {
        assertSQL(StatementInsert().insert(intoTable: "order").values(1), "INSERT INTO \"order\" VALUES(1)")
        assertSQL(StatementInsert().insert(intoTable: "table1").of(schema: "schema1").values(1, 2),
                  "INSERT INTO schema1.table1 VALUES(1, 2)")
        assertSQL(StatementInsert().insert(intoTable: "table1").as("t").values(1), "INSERT INTO table1 AS t VALUES(1)")
        assertSQL(StatementInsert().insert(intoTable: "table1").of(schema: "main").as("t").columns(column1).values(1),
                  "INSERT INTO main.table1 AS t(column1) VALUES(1)")
    }

    func testColumnsAndValues() {
        assertSQL(insert.columns(column1, column2).values(1, "a"),
                  "INSERT INTO testTable(column1, column2) VALUES(1, 'a')")
        assertSQL(insert.columns([column1, column2]).values([1, 2]),
                  "INSERT INTO testTable(column1, column2) VALUES(1, 2)")
        assertSQL(insert.columns(column1).columns(column2).values(1, 2),
                  "INSERT INTO testTable(column1, column2) VALUES(1, 2)")
        assertSQL(insert.columns(Column("left"), Column("order")).values(1, 2),
                  "INSERT INTO testTable(left, \"order\") VALUES(1, 2)")
        assertSQL(insert.columns(column1.in(table: "testTable")).values(1), "INSERT INTO testTable(column1) VALUES(1)")
        assertSQL(insert.values(1, 2.5, "it's", Optional<Int>.none), "INSERT INTO testTable VALUES(1, 2.5, 'it''s', NULL)")
        assertSQL(insert.values(column1 + 1, Expression.cast("1").as(.integer64)),
                  "INSERT INTO testTable VALUES(column1 + 1, CAST('1' AS INTEGER))")
        assertSQL(insert.values(StatementSelect().select(1).asExpression()), "INSERT INTO testTable VALUES((SELECT 1))")
    }

    func testBindParameters() {
        assertSQL(insert.values(BindParameter.bindParameters(3)), "INSERT INTO testTable VALUES(?1, ?2, ?3)")
        assertSQL(insert.columns(column1, column2).values(BindParameter.bindParameters(2)),
                  "INSERT INTO testTable(column1, column2) VALUES(?1, ?2)")
        assertSQL(insert.values(BindParameter(), BindParameter()), "INSERT INTO testTable VALUES(?, ?)")
        assertSQL(insert.values(BindParameter.colon("a"), BindParameter.at("b"), BindParameter.dollar("c")),
                  "INSERT INTO testTable VALUES(:a, @b, $c)")
    }

    func testMultipleRows() {
        assertSQL(insert.values(1, 2).values(3, 4), "INSERT INTO testTable VALUES(1, 2), (3, 4)")
        assertSQL(insert.values(rows: [[1, 2], [3, 4], [5, 6]]), "INSERT INTO testTable VALUES(1, 2), (3, 4), (5, 6)")
        assertSQL(insert.columns(column1).values(1).values(2).values(3),
                  "INSERT INTO testTable(column1) VALUES(1), (2), (3)")
    }

    func testInsertSelect() {
        assertSQL(insert.values(StatementSelect().select(1, 2)), "INSERT INTO testTable SELECT 1, 2")
        assertSQL(StatementInsert().insert(intoTable: "table1").columns(column1, column2)
                    .values(StatementSelect().select(column1, column2).from("table2").where(column1 > 1)),
                  "INSERT INTO table1(column1, column2) SELECT column1, column2 FROM table2 WHERE column1 > 1")
        assertSQL(insert.values(StatementSelect().values(1, 2).values(3, 4)), "INSERT INTO testTable VALUES(1, 2), (3, 4)")
        assertSQL(insert.values(StatementSelect().select(1).union().select(2)), "INSERT INTO testTable SELECT 1 UNION SELECT 2")
    }

    func testWithClause() {
        let cte = CommonTableExpression("t").column(Column("x")).as(StatementSelect().select(1))
        assertSQL(StatementInsert().with(cte).insert(intoTable: "table1").columns(column1)
                    .values(StatementSelect().select(Column("x")).from("t")),
                  "WITH t(x) AS(SELECT 1) INSERT INTO table1(column1) SELECT x FROM t")
        assertSQL(StatementInsert().with(recursive: true, cte).insert(intoTable: "table1").defaultValues(),
                  "WITH RECURSIVE t(x) AS(SELECT 1) INSERT INTO table1 DEFAULT VALUES")
    }

    func testUpsertClauses() {
        assertSQL(Upsert().onConflict().doNothing(), "ON CONFLICT DO NOTHING")
        assertSQL(Upsert().onConflict().indexed(by: column1).doNothing(), "ON CONFLICT(column1) DO NOTHING")
        assertSQL(Upsert().onConflict().indexed(by: column1, column2).where(column2 > 0).doNothing(),
                  "ON CONFLICT(column1, column2) WHERE column2 > 0 DO NOTHING")
        assertSQL(Upsert().onConflict().indexed(by: [column1.asIndex(.descending)]).doNothing(),
                  "ON CONFLICT(column1 DESC) DO NOTHING")
        assertSQL(Upsert().onConflict().indexed(by: IndexedColumn(column2).collate("NOCASE")).doNothing(),
                  "ON CONFLICT(column2 COLLATE NOCASE) DO NOTHING")
        assertSQL(Upsert().onConflict().indexed(by: column1).doUpdate().set(column2).to("b"),
                  "ON CONFLICT(column1) DO UPDATE SET column2 = 'b'")
        assertSQL(Upsert().onConflict().indexed(by: column1).doUpdate().set(column2).to(Column("column2").in(table: "excluded"))
                    .set(Column("column3")).to(1.5).where(column1 > 1),
                  "ON CONFLICT(column1) DO UPDATE SET column2 = excluded.column2, column3 = 1.5 WHERE column1 > 1")
        assertSQL(Upsert().onConflict().indexed(by: column1).where(column1 > 0).doUpdate().set(column2).to(1).where(column2 < 9),
                  "ON CONFLICT(column1) WHERE column1 > 0 DO UPDATE SET column2 = 1 WHERE column2 < 9")
        assertSQL(Upsert().onConflict().doUpdate().set(column1, column2).to(Expression(rowValue: [1, 2])),
                  "ON CONFLICT DO UPDATE SET (column1, column2) = (1, 2)")
    }

    func testInsertWithUpsert() {
        assertSQL(insert.columns(column1, column2).values(1, "a")
                    .upsert(Upsert().onConflict().indexed(by: column1).doUpdate().set(column2).to("b")),
                  "INSERT INTO testTable(column1, column2) VALUES(1, 'a') ON CONFLICT(column1) DO UPDATE SET column2 = 'b'")
        assertSQL(insert.values(1).upsert(Upsert().onConflict().doNothing()),
                  "INSERT INTO testTable VALUES(1) ON CONFLICT DO NOTHING")
        assertSQL(insert.values(1)
                    .upsert(Upsert().onConflict().indexed(by: column1).doNothing())
                    .upsert(Upsert().onConflict().doUpdate().set(column2).to(2)),
                  "INSERT INTO testTable VALUES(1) ON CONFLICT(column1) DO NOTHING ON CONFLICT DO UPDATE SET column2 = 2")
        assertSQL(StatementInsert().insert(intoTable: "testTable").as("t").values(1)
                    .upsert(Upsert().onConflict().indexed(by: column1).doUpdate().set(column2).to(Column("column2").in(table: "t"))),
                  "INSERT INTO testTable AS t VALUES(1) ON CONFLICT(column1) DO UPDATE SET column2 = t.column2")
    }

    func testBuildersReturnCopies() {
        let base = insert.columns(column1)
        _ = base.values(1)
        assertInvalid(base, mentioning: "INSERT needs values")
        XCTAssertFalse(insert.values(1).isReadOnly)
    }

    func testInvalidInserts() {
        assertInvalid(StatementInsert().values(1), mentioning: "INSERT needs a table")
        assertInvalid(StatementInsert().insert(intoTable: ""), mentioning: "identifier cannot be empty")
        assertInvalid(StatementInsert().insert(intoTable: "").values(1), mentioning: "identifier cannot be empty")
        assertInvalid(insert, mentioning: "INSERT needs values")
        assertInvalid(insert.values([]), mentioning: "VALUES row needs at least one value")
        assertInvalid(insert.columns(column1, column2).values(1), mentioning: "1 values for 2 columns")
        assertInvalid(insert.values(1).defaultValues(), mentioning: "already has values")
        assertInvalid(insert.defaultValues().values(1), mentioning: "cannot be combined")
        assertInvalid(insert.values(StatementSelect().select(1)).values(StatementSelect().select(2)), mentioning: "already has values")
        assertInvalid(insert.columns(column1).defaultValues(), mentioning: "DEFAULT VALUES takes no column list")
        assertInvalid(insert.defaultValues().upsert(Upsert().onConflict().doNothing()), mentioning: "upsert")
        assertInvalid(insert.values(StatementSelect()), mentioning: "SELECT needs result columns")
        assertInvalid(StatementInsert().replace(intoTable: "t1").orIgnore().values(1), mentioning: "REPLACE INTO cannot")
        assertInvalid(insert.of(schema: "").values(1), mentioning: "identifier cannot be empty")
        assertInvalid(insert.values(BindParameter(0)), mentioning: "out of range")
    }

    func testInvalidUpserts() {
        assertInvalid(Upsert(), mentioning: "needs an action")
        assertInvalid(Upsert().onConflict().indexed(by: column1), mentioning: "needs an action")
        assertInvalid(Upsert().onConflict().doUpdate(), mentioning: "DO UPDATE needs a SET list")
        assertInvalid(Upsert().onConflict().doUpdate().set(column1), mentioning: "needs a value")
        assertInvalid(Upsert().onConflict().doUpdate().to(1), mentioning: "to(_:) must follow set(_:)")
        assertInvalid(Upsert().onConflict().doNothing().where(column1 > 1), mentioning: "DO NOTHING takes no WHERE")
        assertInvalid(Upsert().onConflict().where(column1 > 1).doNothing(), mentioning: "needs indexed(by:)")
        assertInvalid(Upsert().onConflict().doNothing().doUpdate().set(column1).to(1), mentioning: "already has an action")
        assertInvalid(Upsert().onConflict().set(column1).to(1).doNothing(), mentioning: "needs doUpdate()")
        assertInvalid(insert.values(1).upsert(Upsert()), mentioning: "needs an action")
    }
}
