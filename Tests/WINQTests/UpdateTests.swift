import XCTest
@testable import WINQ

final class UpdateTests: XCTestCase {
    let column1 = Column("column1")
    let column2 = Column("column2")
    let update = StatementUpdate().update(table: "testTable")

    func testSetLists() {
        assertSQL(update.set(column1).to(1), "UPDATE testTable SET column1 = 1")
        assertSQL(update.set(column1).to(1).set(column2).to("a"), "UPDATE testTable SET column1 = 1, column2 = 'a'")
        assertSQL(update.set([column1]).to(column1 + 1), "UPDATE testTable SET column1 = column1 + 1")
        assertSQL(update.set(column1, column2).to(Expression(rowValue: [1, "a"])),
                  "UPDATE testTable SET (column1, column2) = (1, 'a')")
        assertSQL(update.set(column1, column2).to(StatementSelect().select(1, 2)),
                  "UPDATE testTable SET (column1, column2) = (SELECT 1, 2)")
        assertSQL(update.set(Column("order")).to(Optional<Int>.none), "UPDATE testTable SET \"order\" = NULL")
        assertSQL(update.set(column1).to(BindParameter(1)).set(column2).to(BindParameter(2)),
                  "UPDATE testTable SET column1 = ?1, column2 = ?2")
        assertSQL(update.set(column1).to(Expression.case().when(column1 > 1).then(0).else(1)),
                  "UPDATE testTable SET column1 = CASE WHEN column1 > 1 THEN 0 ELSE 1 END")
        assertSQL(update.set(column1).to(StatementSelect().select(Column("column1").max()).from("table1")),
                  "UPDATE testTable SET column1 = (SELECT MAX(column1) FROM table1)")
    }

    func testConflictActions() {
        assertSQL(update.orReplace().set(column1).to(1), "UPDATE OR REPLACE testTable SET column1 = 1")
        assertSQL(update.orIgnore().set(column1).to(1), "UPDATE OR IGNORE testTable SET column1 = 1")
        assertSQL(update.orRollback().set(column1).to(1), "UPDATE OR ROLLBACK testTable SET column1 = 1")
        assertSQL(update.orAbort().set(column1).to(1), "UPDATE OR ABORT testTable SET column1 = 1")
        assertSQL(update.orFail().set(column1).to(1), "UPDATE OR FAIL testTable SET column1 = 1")
        assertSQL(update.onConflict(.replace).set(column1).to(1), "UPDATE OR REPLACE testTable SET column1 = 1")
        assertSQL(update.onConflict(nil).set(column1).to(1), "UPDATE testTable SET column1 = 1")
    }

    func testQualifiedTables() {
        assertSQL(StatementUpdate().update(table: QualifiedTable("table1").of(schema: "schema1")).set(column1).to(1),
                  "UPDATE schema1.table1 SET column1 = 1")
        assertSQL(StatementUpdate().update(table: QualifiedTable("table1").indexed(by: "index1")).set(column1).to(1),
                  "UPDATE table1 INDEXED BY index1 SET column1 = 1")
        assertSQL(StatementUpdate().update(table: QualifiedTable(with: "table1").notIndexed()).set(column1).to(1),
                  "UPDATE table1 NOT INDEXED SET column1 = 1")
        assertSQL(StatementUpdate().update(table: QualifiedTable("table1").as("t")).set(column1).to(1),
                  "UPDATE table1 AS t SET column1 = 1")
        assertSQL(StatementUpdate().update(table: "order").set(column1).to(1), "UPDATE \"order\" SET column1 = 1")
        assertSQL(QualifiedTable("table1").of(schema: "main").as("t").notIndexed(), "main.table1 AS t NOT INDEXED")
    }

    func testWhereOrderLimit() {
        assertSQL(update.set(column1).to(1).where(column1 > 1), "UPDATE testTable SET column1 = 1 WHERE column1 > 1")
        assertSQL(update.set(column1).to(1).where(column1 > 1).order(by: column2).limit(1),
                  "UPDATE testTable SET column1 = 1 WHERE column1 > 1 ORDER BY column2 LIMIT 1")
        assertSQL(update.set(column1).to(1).order(by: column1.asOrder(.descending)).limit(2).offset(3),
                  "UPDATE testTable SET column1 = 1 ORDER BY column1 DESC LIMIT 2 OFFSET 3")
        assertSQL(update.set(column1).to(1).limit(from: 1, to: 2), "UPDATE testTable SET column1 = 1 LIMIT 2 OFFSET 1")
        assertSQL(update.where(column1 > 1).set(column1).to(1), "UPDATE testTable SET column1 = 1 WHERE column1 > 1")
    }

    func testFromAndWith() {
        assertSQL(StatementUpdate().update(table: "table1").set(column1).to(Column("column1").in(table: "table2"))
                    .from("table2").where(Column("column2").in(table: "table1") == Column("column2").in(table: "table2")),
                  "UPDATE table1 SET column1 = table2.column1 FROM table2 WHERE table1.column2 == table2.column2")
        assertSQL(update.set(column1).to(1).from("t1", TableOrSubquery(StatementSelect().select(1)).as(alias: "s")),
                  "UPDATE testTable SET column1 = 1 FROM t1, (SELECT 1) AS s")
        let cte = CommonTableExpression("t").as(StatementSelect().select(1))
        assertSQL(StatementUpdate().with(cte).update(table: "testTable").set(column1).to(StatementSelect().select(Column.all).from("t")),
                  "WITH t AS(SELECT 1) UPDATE testTable SET column1 = (SELECT * FROM t)")
    }

    func testInvalidUpdates() {
        assertInvalid(StatementUpdate().set(column1).to(1), mentioning: "UPDATE needs a table")
        assertInvalid(update, mentioning: "UPDATE needs a SET list")
        assertInvalid(update.where(column1 > 1), mentioning: "UPDATE needs a SET list")
        assertInvalid(update.set(column1), mentioning: "needs a value")
        assertInvalid(update.to(1), mentioning: "to(_:) must follow set(_:)")
        assertInvalid(update.set(column1).to(1).to(2), mentioning: "to(_:) must follow set(_:)")
        assertInvalid(update.set([]).to(1), mentioning: "set(_:) needs at least one column")
        assertInvalid(update.set(Column("")).to(1), mentioning: "identifier cannot be empty")
        assertInvalid(update.set(column1).to(1).offset(1), mentioning: "OFFSET needs a LIMIT")
        assertInvalid(StatementUpdate().update(table: "").set(column1).to(1), mentioning: "identifier cannot be empty")
        assertInvalid(StatementUpdate().update(table: QualifiedTable("t").indexed(by: "")).set(column1).to(1),
                      mentioning: "identifier cannot be empty")
        XCTAssertFalse(update.set(column1).to(1).isReadOnly)
    }
}
