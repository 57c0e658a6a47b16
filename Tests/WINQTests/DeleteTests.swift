import XCTest
@testable import WINQ

final class DeleteTests: XCTestCase {
    let column1 = Column("column1")
    let column2 = Column("column2")
    let delete = StatementDelete().delete(from: "testTable")

    func testPinnedDelete() {
        assertSQL(delete.where(column1 > 1).order(by: column1, column2).limit(1).offset(2),
                  "DELETE FROM testTable WHERE column1 > 1 ORDER BY column1, column2 LIMIT 1 OFFSET 2")
    }

    func testDeleteForms() {
        assertSQL(delete, "DELETE FROM testTable")
        assertSQL(delete.where(column1 == 1), "DELETE FROM testTable WHERE column1 == 1")
        assertSQL(delete.where(column1.in(1, 2, 3)), "DELETE FROM testTable WHERE column1 IN(1, 2, 3)")
        assertSQL(delete.where(column1.in(StatementSelect().select(column1).from("table1"))),
                  "DELETE FROM testTable WHERE column1 IN(SELECT column1 FROM table1)")
        assertSQL(delete.where(column1 > 1 || column2.isNull()), "DELETE FROM testTable WHERE (column1 > 1) OR (column2 ISNULL)")
        assertSQL(delete.where(column1 == BindParameter(1)), "DELETE FROM testTable WHERE column1 == ?1")
        assertSQL(delete.limit(1), "DELETE FROM testTable LIMIT 1")
        assertSQL(delete.order(by: column1.asOrder(.descending)).limit(1), "DELETE FROM testTable ORDER BY column1 DESC LIMIT 1")
        assertSQL(delete.order(by: [column1, column2]).limit(1, offset: 2),
                  "DELETE FROM testTable ORDER BY column1, column2 LIMIT 1 OFFSET 2")
        assertSQL(delete.limit(from: 3, to: 4), "DELETE FROM testTable LIMIT 4 OFFSET 3")
        assertSQL(delete.where(column1 > 1).where(column1 < 1), "DELETE FROM testTable WHERE column1 < 1")
    }

    func testQualifiedTables() {
        assertSQL(StatementDelete().delete(from: QualifiedTable("table1").of(schema: "schema1")),
                  "DELETE FROM schema1.table1")
        assertSQL(StatementDelete().delete(from: QualifiedTable("table1").indexed(by: "index1")).where(Column("column1") == 1),
                  "DELETE FROM table1 INDEXED BY index1 WHERE column1 == 1")
        assertSQL(StatementDelete().delete(from: QualifiedTable("table1").notIndexed()), "DELETE FROM table1 NOT INDEXED")
        assertSQL(StatementDelete().delete(from: QualifiedTable("table1").as("t")).where(Column("column1").in(table: "t") > 1),
                  "DELETE FROM table1 AS t WHERE t.column1 > 1")
        assertSQL(StatementDelete().delete(from: "order"), "DELETE FROM \"order\"")
        assertSQL(StatementDelete().delete(from: "a\"b"), "DELETE FROM \"a\"\"b\"")
    }

    func testWithClause() {
        let cte = CommonTableExpression("old").column(Column("id")).as(StatementSelect().select(column1).from("table1"))
        assertSQL(StatementDelete().with(cte).delete(from: "testTable")
                    .where(column1.in(StatementSelect().select(Column("id")).from("old"))),
                  "WITH old(id) AS(SELECT column1 FROM table1) DELETE FROM testTable WHERE column1 IN(SELECT id FROM old)")
        assertSQL(StatementDelete().with(recursive: cte).delete(from: "testTable"),
                  "WITH RECURSIVE old(id) AS(SELECT column1 FROM table1) DELETE FROM testTable")
    }

    func testInvalidDeletes() {
        assertInvalid(StatementDelete(), mentioning: "DELETE needs a table")
        assertInvalid(StatementDelete().where(column1 > 1), mentioning: "DELETE needs a table")
        assertInvalid(StatementDelete().delete(from: ""), mentioning: "identifier cannot be empty")
        assertInvalid(StatementDelete().delete(from: "a\u{0}b"), mentioning: "NUL")
        assertInvalid(delete.offset(1), mentioning: "OFFSET needs a LIMIT")
        assertInvalid(delete.where(Expression.cast(1)), mentioning: "CAST needs a type")
        assertInvalid(StatementDelete().with(CommonTableExpression("t")).delete(from: "t1"), mentioning: "needs a select")
        XCTAssertFalse(delete.isReadOnly)
    }
}
