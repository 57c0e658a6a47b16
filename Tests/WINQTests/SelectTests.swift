import XCTest
@testable import WINQ

final class SelectTests: XCTestCase {
    let column1 = Column("column1")
    let column2 = Column("column2")
    let select1 = StatementSelect().select(1)

    // MARK: Result columns

    func testResultColumnsRenderExpressionsAndAliases() {
        assertSQL(ResultColumn(column1), "column1")
        assertSQL(ResultColumn(with: column1), "column1")
        assertSQL(ResultColumn(column1).as("a"), "column1 AS a")
        assertSQL(column1.as("a"), "column1 AS a")
        assertSQL((column1 + 1).as("sum"), "column1 + 1 AS sum")
        assertSQL(column1.as("order"), "column1 AS \"order\"")
        assertSQL(Column.all.asResultColumn(), "*")
        assertSQL(Column.all.in(table: "t1").asResultColumn(), "t1.*")
        assertSQL(Column.all.in(table: "table1").of(schema: "main").asResultColumn(), "main.table1.*")
        assertSQL(1.asResultColumn(), "1")
        assertSQL("text".asResultColumn(), "'text'")
        assertSQL(Optional<Int>.none.asResultColumn(), "NULL")
        assertSQL(Expression(subquery: select1).as("s"), "(SELECT 1) AS s")
        assertSQL(column1.count().as("n"), "COUNT(column1) AS n")
        assertSQL(Expression.cast(column1).as(.text).as("t"), "CAST(column1 AS TEXT) AS t")
    }

    func testSelectListsMixedResultColumns() {
        assertSQL(StatementSelect().select(1, 2), "SELECT 1, 2")
        assertSQL(StatementSelect().select(column1, column2), "SELECT column1, column2")
        assertSQL(StatementSelect().select(column1, column2.as("b"), 3, "x", 1.5),
                  "SELECT column1, column2 AS b, 3, 'x', 1.5")
        assertSQL(StatementSelect().select([column1, column2]), "SELECT column1, column2")
        assertSQL(StatementSelect().select(Column.all).from("t1"), "SELECT * FROM t1")
        assertSQL(StatementSelect().select(Column.all.in(table: "t1")).from("t1"), "SELECT t1.* FROM t1")
        assertSQL(StatementSelect().select(column1 > 1), "SELECT column1 > 1")
        assertSQL(StatementSelect().select(column1.in(table: "table1").of(schema: "main")),
                  "SELECT main.table1.column1")
        assertSQL(StatementSelect().select(BindParameter(1)), "SELECT ?1")
        assertSQL(StatementSelect().select(Expression.case(column1).when(1).then("a").else("b")),
                  "SELECT CASE column1 WHEN 1 THEN 'a' ELSE 'b' END")
        assertSQL(StatementSelect().select(select1), "SELECT (SELECT 1)")
    }

    func testSelectDistinct() {
        assertSQL(StatementSelect().select(distinct: true, column1), "SELECT DISTINCT column1")
        assertSQL(StatementSelect().select(column1).distinct(), "SELECT DISTINCT column1")
        assertSQL(StatementSelect().distinct().select(column1, column2).from("table1"),
                  "SELECT DISTINCT column1, column2 FROM table1")
        assertSQL(StatementSelect().select(distinct: false, column1), "SELECT column1")
    }

    func testSelectReplacesResultColumnsOfTheSameCore() {
        assertSQL(StatementSelect().select(column1).select(column2), "SELECT column2")
    }

    // MARK: FROM

    func testFromTablesAndQualifiedTables() {
        assertSQL(StatementSelect().select(1).from("testTable"), "SELECT 1 FROM testTable")
        assertSQL(StatementSelect().select(1).from("table1", "table2"), "SELECT 1 FROM table1, table2")
        assertSQL(StatementSelect().select(1).from(["table1", "table2"]), "SELECT 1 FROM table1, table2")
        assertSQL(StatementSelect().select(1).from("order"), "SELECT 1 FROM \"order\"")
        assertSQL(StatementSelect().select(1).from(TableOrSubquery("table1").of(schema: "schema1")),
                  "SELECT 1 FROM schema1.table1")
        assertSQL(StatementSelect().select(1).from(TableOrSubquery(withTable: "table1").as(alias: "t")),
                  "SELECT 1 FROM table1 AS t")
        assertSQL(StatementSelect().select(1).from(TableOrSubquery("table1").as("t")), "SELECT 1 FROM table1 AS t")
        assertSQL(StatementSelect().select(1).from(TableOrSubquery("table1").indexed(by: "index1")),
                  "SELECT 1 FROM table1 INDEXED BY index1")
        assertSQL(StatementSelect().select(1).from(TableOrSubquery("table1").notIndexed()),
                  "SELECT 1 FROM table1 NOT INDEXED")
        assertSQL(TableOrSubquery("table1").of(schema: "main").as(alias: "t").indexed(by: "index1"),
                  "main.table1 AS t INDEXED BY index1")
        assertSQL(TableOrSubquery("table1").indexed(by: "index1").as(alias: "t"), "table1 AS t INDEXED BY index1")
        assertSQL(StatementSelect().select(1).from(QualifiedTable("table1").as("t")), "SELECT 1 FROM table1 AS t")
        assertSQL(TableOrSubquery.master(), "sqlite_master")
    }

    func testFromSubqueries() {
        assertSQL(StatementSelect().select(1).from(select1), "SELECT 1 FROM (SELECT 1)")
        assertSQL(StatementSelect().select(Column("x")).from(TableOrSubquery(select1.select(Column("a").as("x"))).as(alias: "s")),
                  "SELECT x FROM (SELECT a AS x) AS s")
        assertSQL(TableOrSubquery(with: StatementSelect().select(column1).from("table1")).as("s"),
                  "(SELECT column1 FROM table1) AS s")
        assertSQL(select1.asTableOrSubquery(), "(SELECT 1)")
    }

    func testFromTableValuedFunctionsAndLists() {
        assertSQL(TableOrSubquery.function("json_each").arguments("[1, 2]"), "json_each('[1, 2]')")
        assertSQL(TableOrSubquery.function("generate_series").arguments(1, 10).as(alias: "s"),
                  "generate_series(1, 10) AS s")
        assertSQL(TableOrSubquery.function("pragma_table_info").arguments(["table1"]).of(schema: "main"),
                  "main.pragma_table_info('table1')")
        assertSQL(TableOrSubquery.function("f"), "f()")
        assertSQL(TableOrSubquery(with: "t1", "t2"), "(t1, t2)")
        assertSQL(TableOrSubquery(with: ["t1", TableOrSubquery("t2").as(alias: "x")]), "(t1, t2 AS x)")
        assertSQL(StatementSelect().select(1).from(TableOrSubquery(with: "t1", "t2"), "table1"),
                  "SELECT 1 FROM (t1, t2), table1")
    }

    // MARK: Joins

    func testJoinOperators() {
        let base = Join(with: "t1")
        assertSQL(base, "t1")
        assertSQL(base.join("t2"), "t1 JOIN t2")
        assertSQL(base.with("t2"), "t1, t2")
        assertSQL(base.leftJoin("t2"), "t1 LEFT JOIN t2")
        assertSQL(base.leftOuterJoin("t2"), "t1 LEFT OUTER JOIN t2")
        assertSQL(base.innerJoin("t2"), "t1 INNER JOIN t2")
        assertSQL(base.crossJoin("t2"), "t1 CROSS JOIN t2")
        assertSQL(base.rightJoin("t2"), "t1 RIGHT JOIN t2")
        assertSQL(base.rightOuterJoin("t2"), "t1 RIGHT OUTER JOIN t2")
        assertSQL(base.fullJoin("t2"), "t1 FULL JOIN t2")
        assertSQL(base.fullOuterJoin("t2"), "t1 FULL OUTER JOIN t2")
        assertSQL(base.naturalJoin("t2"), "t1 NATURAL JOIN t2")
        assertSQL(base.naturalLeftJoin("t2"), "t1 NATURAL LEFT JOIN t2")
        assertSQL(base.naturalLeftOuterJoin("t2"), "t1 NATURAL LEFT OUTER JOIN t2")
        assertSQL(base.naturalInnerJoin("t2"), "t1 NATURAL INNER JOIN t2")
        assertSQL(base.naturalCrossJoin("t2"), "t1 NATURAL CROSS JOIN t2")
        assertSQL(base.naturalRightJoin("t2"), "t1 NATURAL RIGHT JOIN t2")
        assertSQL(base.naturalFullJoin("t2"), "t1 NATURAL FULL JOIN t2")
        for joinOperator in JoinOperator.allCases where joinOperator != .comma {
            assertSQL(base.join("t2", with: joinOperator), "t1 \(joinOperator.rawValue) t2")
        }
        assertSQL(base.join("t2", with: .naturalRightOuter), "t1 NATURAL RIGHT OUTER JOIN t2")
        assertSQL(base.join("t2", with: .naturalFullOuter), "t1 NATURAL FULL OUTER JOIN t2")
        XCTAssertTrue(JoinOperator.naturalLeft.isNatural)
        XCTAssertFalse(JoinOperator.left.isNatural)
    }

    func testJoinConstraints() {
        let a1 = Column("a").in(table: "t1"), a2 = Column("a").in(table: "t2")
        assertSQL(Join(with: "t1").join("t2").on(a1 == a2), "t1 JOIN t2 ON t1.a == t2.a")
        assertSQL(Join(with: "t1").leftJoin("t2").on(a1 == a2 && Column("b").in(table: "t2").isNull()),
                  "t1 LEFT JOIN t2 ON (t1.a == t2.a) AND (t2.b ISNULL)")
        assertSQL(Join(with: "t1").innerJoin("t2").using(Column("a")), "t1 INNER JOIN t2 USING(a)")
        assertSQL(Join(with: "t1").join("t2").using(Column("a"), Column("b")), "t1 JOIN t2 USING(a, b)")
        assertSQL(Join(with: "t1").join("t2").using([Column("order")]), "t1 JOIN t2 USING(\"order\")")
        assertSQL(Join(with: "t1").with("t2").on(a1 == a2), "t1, t2 ON t1.a == t2.a")
        assertSQL(Join(with: "t1").join("t2").on(a1 == a2).leftOuterJoin("table1").using(Column("c")),
                  "t1 JOIN t2 ON t1.a == t2.a LEFT OUTER JOIN table1 USING(c)")
    }

    func testJoinsOfAliasedTablesAndSubqueries() {
        assertSQL(Join(with: TableOrSubquery("table1").as(alias: "x")).join(TableOrSubquery("table2").as(alias: "y"))
                    .on(Column("column1").in(table: "x") == Column("column1").in(table: "y")),
                  "table1 AS x JOIN table2 AS y ON x.column1 == y.column1")
        assertSQL(Join(select1).crossJoin(TableOrSubquery(StatementSelect().select(2)).as(alias: "s")),
                  "(SELECT 1) CROSS JOIN (SELECT 2) AS s")
        assertSQL(Join(with: "t1").join(TableOrSubquery("table1").of(schema: "schema1")),
                  "t1 JOIN schema1.table1")
    }

    func testNestedJoinsAreParenthesised() {
        let inner = Join(with: "t1").join("t2")
        assertSQL(Join(with: "table1").leftJoin(inner), "table1 LEFT JOIN (t1 JOIN t2)")
        assertSQL(Join(with: inner).join("table1"), "(t1 JOIN t2) JOIN table1")
        assertSQL(StatementSelect().select(1).from(inner), "SELECT 1 FROM t1 JOIN t2")
        assertSQL(StatementSelect().select(1).from(TableOrSubquery(with: [inner])), "SELECT 1 FROM (t1 JOIN t2)")
        assertSQL(TableOrSubquery(with: inner), "t1 JOIN t2")
    }

    func testSelectFromJoin() {
        let select = StatementSelect().select(Column("a").in(table: "t1"), Column("b").in(table: "t2"))
            .from(Join(with: "t1").leftOuterJoin("t2").on(Column("a").in(table: "t1") == Column("a").in(table: "t2")))
            .where(Column("c").in(table: "t1") > 0)
        assertSQL(select, "SELECT t1.a, t2.b FROM t1 LEFT OUTER JOIN t2 ON t1.a == t2.a WHERE t1.c > 0")
    }

    // MARK: WHERE, GROUP BY, HAVING

    func testWhereGroupHaving() {
        assertSQL(StatementSelect().select(column1).from("table1").where(column1 > 1),
                  "SELECT column1 FROM table1 WHERE column1 > 1")
        assertSQL(StatementSelect().select(column1).from("table1").where(column1 > 1 && column2.like("a%")),
                  "SELECT column1 FROM table1 WHERE (column1 > 1) AND (column2 LIKE 'a%')")
        assertSQL(StatementSelect().select(column1, column2.count()).from("table1").group(by: column1),
                  "SELECT column1, COUNT(column2) FROM table1 GROUP BY column1")
        assertSQL(StatementSelect().select(column1).from("table1").group(by: column1, column2),
                  "SELECT column1 FROM table1 GROUP BY column1, column2")
        assertSQL(StatementSelect().select(column1).from("table1").group(by: [column1, column2]),
                  "SELECT column1 FROM table1 GROUP BY column1, column2")
        assertSQL(StatementSelect().select(column1).from("table1").group(by: column1).having(column1.count() > 1),
                  "SELECT column1 FROM table1 GROUP BY column1 HAVING COUNT(column1) > 1")
        assertSQL(StatementSelect().select(column1).from("table1").where(column1.in(StatementSelect().select(2))),
                  "SELECT column1 FROM table1 WHERE column1 IN(SELECT 2)")
        assertSQL(StatementSelect().select(column1).from("table1").where(column1.notIn(StatementSelect().select(2))),
                  "SELECT column1 FROM table1 WHERE column1 NOT IN(SELECT 2)")
        assertSQL(StatementSelect().select(column1).from("table1")
                    .where(Expression.exists(StatementSelect().select(1).from("table2"))),
                  "SELECT column1 FROM table1 WHERE EXISTS(SELECT 1 FROM table2)")
        assertSQL(StatementSelect().select(column1).from("table1")
                    .where(Expression.notExists(StatementSelect().select(1).from("table2"))),
                  "SELECT column1 FROM table1 WHERE NOT EXISTS(SELECT 1 FROM table2)")
        assertSQL(StatementSelect().select(1).where(column1 == StatementSelect().select(2)),
                  "SELECT 1 WHERE column1 == (SELECT 2)")
        assertSQL(StatementSelect().select(1).where(true), "SELECT 1 WHERE 1")
    }

    // MARK: ORDER BY, LIMIT, OFFSET

    func testPinnedWCDBCallShape() {
        let select = StatementSelect().select(column1, column2).from("table1").where(column1 > 1)
            .order(by: column1.asOrder()).limit(1).offset(3)
        assertSQL(select, "SELECT column1, column2 FROM table1 WHERE column1 > 1 ORDER BY column1 LIMIT 1 OFFSET 3")
        assertSQL(StatementSelect().select(1).from("testTable"), "SELECT 1 FROM testTable")
    }

    func testOrderLimitOffset() {
        let base = StatementSelect().select(column1).from("table1")
        assertSQL(base.order(by: column1), "SELECT column1 FROM table1 ORDER BY column1")
        assertSQL(base.order(by: column1.asOrder(.descending), column2.asOrder(.ascending)),
                  "SELECT column1 FROM table1 ORDER BY column1 DESC, column2 ASC")
        assertSQL(base.order(by: [column1, column2]), "SELECT column1 FROM table1 ORDER BY column1, column2")
        assertSQL(base.order(by: column1).order(by: column2), "SELECT column1 FROM table1 ORDER BY column1, column2")
        assertSQL(base.order(by: OrderingTerm(column2).collate("NOCASE").order(.descending)),
                  "SELECT column1 FROM table1 ORDER BY column2 COLLATE NOCASE DESC")
        assertSQL(base.order(by: column1 + column2), "SELECT column1 FROM table1 ORDER BY (column1 + column2)")
        assertSQL(base.limit(10), "SELECT column1 FROM table1 LIMIT 10")
        assertSQL(base.limit(10).offset(5), "SELECT column1 FROM table1 LIMIT 10 OFFSET 5")
        assertSQL(base.limit(10, offset: 5), "SELECT column1 FROM table1 LIMIT 10 OFFSET 5")
        assertSQL(base.limit(from: 2, to: 5), "SELECT column1 FROM table1 LIMIT 5 OFFSET 2")
        assertSQL(base.limit(BindParameter(1)).offset(BindParameter(2)), "SELECT column1 FROM table1 LIMIT ?1 OFFSET ?2")
        assertSQL(base.limit(1 + 2), "SELECT column1 FROM table1 LIMIT 3")
        assertSQL(base.limit(Expression(1) + 2), "SELECT column1 FROM table1 LIMIT 1 + 2")
    }

    // MARK: Compound selects and VALUES

    func testCompoundOperators() {
        assertSQL(StatementSelect().select(1).union().select(2), "SELECT 1 UNION SELECT 2")
        assertSQL(StatementSelect().select(1).unionAll().select(2), "SELECT 1 UNION ALL SELECT 2")
        assertSQL(StatementSelect().select(1).intersect().select(2), "SELECT 1 INTERSECT SELECT 2")
        assertSQL(StatementSelect().select(1).except().select(2), "SELECT 1 EXCEPT SELECT 2")
        assertSQL(StatementSelect().select(column1).from("table1").where(column1 > 1)
                    .union().select(column1).from("table2").where(column1 < 0)
                    .order(by: column1).limit(3),
                  "SELECT column1 FROM table1 WHERE column1 > 1 UNION SELECT column1 FROM table2 WHERE column1 < 0 ORDER BY column1 LIMIT 3")
        assertSQL(StatementSelect().select(1).union().select(2).unionAll().select(distinct: true, 3).except().select(4),
                  "SELECT 1 UNION SELECT 2 UNION ALL SELECT DISTINCT 3 EXCEPT SELECT 4")
        assertSQL(StatementSelect().select(column1).from("table1").group(by: column1)
                    .intersect().select(column1).from("table2").group(by: column1).having(column1 > 0),
                  "SELECT column1 FROM table1 GROUP BY column1 INTERSECT SELECT column1 FROM table2 GROUP BY column1 HAVING column1 > 0")
    }

    func testValues() {
        assertSQL(StatementSelect().values(1, 2), "VALUES(1, 2)")
        assertSQL(StatementSelect().values(1, 2).values(3, 4), "VALUES(1, 2), (3, 4)")
        assertSQL(StatementSelect().value(1, "a"), "VALUES(1, 'a')")
        assertSQL(StatementSelect().value([1, 2]), "VALUES(1, 2)")
        assertSQL(StatementSelect().values([BindParameter(1), BindParameter(2)]), "VALUES(?1, ?2)")
        assertSQL(StatementSelect().select(1).union().values(2), "SELECT 1 UNION VALUES(2)")
        assertSQL(StatementSelect().values(1).unionAll().select(2).order(by: Expression(1)), "VALUES(1) UNION ALL SELECT 2 ORDER BY 1")
        assertSQL(StatementSelect().values(1).limit(1), "VALUES(1) LIMIT 1")
    }

    // MARK: WITH

    func testCommonTableExpressions() {
        assertSQL(CommonTableExpression("table1").column(Column("column1")).as(select1), "table1(column1) AS(SELECT 1)")
        assertSQL(CommonTableExpression("t").as(select1), "t AS(SELECT 1)")
        assertSQL(CommonTableExpression("t").columns(Column("a"), Column("b")).as(StatementSelect().select(1, 2)),
                  "t(a, b) AS(SELECT 1, 2)")
        assertSQL(CommonTableExpression("t").columns([Column("a")]).column(Column("order")).as(StatementSelect().select(1, 2)),
                  "t(a, \"order\") AS(SELECT 1, 2)")
        assertSQL(CommonTableExpression("t").as(select1).materialized(), "t AS MATERIALIZED(SELECT 1)")
        assertSQL(CommonTableExpression("t").as(select1).notMaterialized(), "t AS NOT MATERIALIZED(SELECT 1)")
        assertSQL(CommonTableExpression("select").as(select1), "\"select\" AS(SELECT 1)")
    }

    func testWithClauses() {
        let table1 = CommonTableExpression("table1").column(Column("column1")).as(StatementSelect().select(1))
        let table2 = CommonTableExpression("table2").column(Column("column2")).as(StatementSelect().select(2))
        assertSQL(StatementSelect().with(recursive: true, table1, table2).select(1, 2),
                  "WITH RECURSIVE table1(column1) AS(SELECT 1), table2(column2) AS(SELECT 2) SELECT 1, 2")
        assertSQL(StatementSelect().with(recursive: table1, table2).select(1, 2),
                  "WITH RECURSIVE table1(column1) AS(SELECT 1), table2(column2) AS(SELECT 2) SELECT 1, 2")
        assertSQL(StatementSelect().with(table1).select(Column("column1")).from("table1"),
                  "WITH table1(column1) AS(SELECT 1) SELECT column1 FROM table1")
        assertSQL(StatementSelect().with([table1, table2]).select(1), "WITH table1(column1) AS(SELECT 1), table2(column2) AS(SELECT 2) SELECT 1")
        assertSQL(StatementSelect().with(table1).with(table2).select(1),
                  "WITH table1(column1) AS(SELECT 1), table2(column2) AS(SELECT 2) SELECT 1")
        let counter = CommonTableExpression("cnt").column(Column("x")).as(
            StatementSelect().select(1).unionAll().select(Column("x") + 1).from("cnt").where(Column("x") < 5))
        assertSQL(StatementSelect().with(recursive: true, counter).select(Column("x")).from("cnt"),
                  "WITH RECURSIVE cnt(x) AS(SELECT 1 UNION ALL SELECT x + 1 FROM cnt WHERE x < 5) SELECT x FROM cnt")
    }

    // MARK: Windows

    func testFrameSpecs() {
        assertSQL(FrameSpec().rows().unboundedPreceding(), "ROWS UNBOUNDED PRECEDING")
        assertSQL(FrameSpec().range().preceding(1), "RANGE 1 PRECEDING")
        assertSQL(FrameSpec().groups().currentRow(), "GROUPS CURRENT ROW")
        assertSQL(FrameSpec().rows().betweenUnboundedPreceding().andCurrentRow(),
                  "ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW")
        assertSQL(FrameSpec().rows().betweenPreceding(2).andFollowing(3), "ROWS BETWEEN 2 PRECEDING AND 3 FOLLOWING")
        assertSQL(FrameSpec().range().betweenCurrentRow().andUnboundedFollowing(),
                  "RANGE BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING")
        assertSQL(FrameSpec().rows().betweenFollowing(1).andFollowing(2), "ROWS BETWEEN 1 FOLLOWING AND 2 FOLLOWING")
        assertSQL(FrameSpec().rows().betweenPreceding(3).andPreceding(1), "ROWS BETWEEN 3 PRECEDING AND 1 PRECEDING")
        assertSQL(FrameSpec().rows().betweenPreceding(Expression(1) + 1).andCurrentRow(),
                  "ROWS BETWEEN (1 + 1) PRECEDING AND CURRENT ROW")
        assertSQL(FrameSpec().groups().betweenCurrentRow().andUnboundedFollowing().excludeTies(),
                  "GROUPS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING EXCLUDE TIES")
        assertSQL(FrameSpec().rows().currentRow().excludeNoOthers(), "ROWS CURRENT ROW EXCLUDE NO OTHERS")
        assertSQL(FrameSpec().rows().currentRow().excludeCurrentRow(), "ROWS CURRENT ROW EXCLUDE CURRENT ROW")
        assertSQL(FrameSpec().rows().currentRow().excludeGroup(), "ROWS CURRENT ROW EXCLUDE GROUP")
    }

    func testWindowDefinitions() {
        assertSQL(WindowDef(), "")
        assertSQL(WindowDef().partition(column1), "PARTITION BY column1")
        assertSQL(WindowDef().partition(column1, column2), "PARTITION BY column1, column2")
        assertSQL(WindowDef().partition(by: column1), "PARTITION BY column1")
        assertSQL(WindowDef().order(column1.asOrder(.descending)), "ORDER BY column1 DESC")
        assertSQL(WindowDef().order(by: column1, column2), "ORDER BY column1, column2")
        assertSQL(WindowDef().partition(column1).order(column2).frameSpec(FrameSpec().rows().unboundedPreceding()),
                  "PARTITION BY column1 ORDER BY column2 ROWS UNBOUNDED PRECEDING")
        assertSQL(WindowDef().frameSpec(FrameSpec().range().currentRow()), "RANGE CURRENT ROW")
        assertSQL(WindowDef(basedOn: "w").order(column1), "w ORDER BY column1")
        assertSQL(WindowDef(basedOn: "w"), "w")
    }

    func testOverAndWindowClause() {
        let rowNumber = Expression.function("row_number", [])
        assertSQL(rowNumber.over(WindowDef().partition(column1).order(column2)),
                  "row_number() OVER(PARTITION BY column1 ORDER BY column2)")
        assertSQL(column1.sum().over(WindowDef().order(column2).frameSpec(FrameSpec().rows().betweenPreceding(1).andCurrentRow())),
                  "SUM(column1) OVER(ORDER BY column2 ROWS BETWEEN 1 PRECEDING AND CURRENT ROW)")
        assertSQL(rowNumber.over(WindowDef()), "row_number() OVER()")
        let select = StatementSelect().select(rowNumber.over(windowNamed: "w").as("n")).from("table1")
            .window("w").as(WindowDef().partition(column1).order(column2))
        assertSQL(select, "SELECT row_number() OVER w AS n FROM table1 WINDOW w AS(PARTITION BY column1 ORDER BY column2)")
        let two = StatementSelect().select(1).from("table1")
            .window("w1").as(WindowDef().order(column1))
            .window("w2").as(WindowDef(basedOn: "w1").frameSpec(FrameSpec().rows().currentRow()))
        assertSQL(two, "SELECT 1 FROM table1 WINDOW w1 AS(ORDER BY column1), w2 AS(w1 ROWS CURRENT ROW)")
        let full = StatementSelect().select(column1).from("table1").where(column1 > 0).group(by: column1)
            .having(column1 < 9).window("w").as(WindowDef()).order(by: column1).limit(1)
        assertSQL(full, "SELECT column1 FROM table1 WHERE column1 > 0 GROUP BY column1 HAVING column1 < 9 WINDOW w AS() ORDER BY column1 LIMIT 1")
    }

    // MARK: Value semantics and misc

    func testBuildersReturnCopies() {
        let base = StatementSelect().select(column1).from("table1")
        let filtered = base.where(column1 > 1)
        assertSQL(base, "SELECT column1 FROM table1")
        assertSQL(filtered, "SELECT column1 FROM table1 WHERE column1 > 1")
        XCTAssertTrue(base.isReadOnly)
        XCTAssertEqual("\(base)", "SELECT column1 FROM table1")
    }

    func testSelectAsExpressionAndInsideStatements() {
        assertSQL(Column("a").in(StatementSelect().select(Column("b")).from("t2")), "a IN(SELECT b FROM t2)")
        assertSQL(Expression.exists(select1), "EXISTS(SELECT 1)")
        assertSQL(Expression(subquery: select1) + 1, "(SELECT 1) + 1")
        assertSQL(select1.asExpression(), "(SELECT 1)")
    }

    // MARK: Invalid use

    func testInvalidSelects() {
        assertInvalid(StatementSelect(), mentioning: "SELECT needs result columns")
        assertInvalid(StatementSelect().from("table1"), mentioning: "SELECT needs result columns")
        assertInvalid(StatementSelect().select([]), mentioning: "SELECT needs result columns")
        assertInvalid(StatementSelect().select(1).union(), mentioning: "select(_:) after UNION")
        assertInvalid(StatementSelect().select(1).union().unionAll().select(2), mentioning: "compound operator")
        assertInvalid(StatementSelect().select(1).offset(1), mentioning: "OFFSET needs a LIMIT")
        assertInvalid(StatementSelect().select(1).from(""), mentioning: "identifier cannot be empty")
        assertInvalid(StatementSelect().select(Column.all.as("x")), mentioning: "wildcard")
        assertInvalid(StatementSelect().select(column1.as("")), mentioning: "identifier cannot be empty")
        assertInvalid(StatementSelect().select(1).as(WindowDef()), mentioning: "must follow window(_:)")
        assertInvalid(StatementSelect().select(1).window("w"), mentioning: "needs a definition")
        assertInvalid(StatementSelect().select(1).values(2), mentioning: "cannot be combined")
        assertInvalid(StatementSelect().values(2).select(1), mentioning: "cannot be combined")
        assertInvalid(StatementSelect().values(1).from("table1"), mentioning: "A VALUES core cannot have FROM")
        assertInvalid(StatementSelect().values([]), mentioning: "VALUES row needs at least one value")
        assertInvalid(StatementSelect().with(recursive: true, []).select(1), mentioning: "WITH RECURSIVE needs")
        assertInvalid(StatementSelect().with(CommonTableExpression("t")).select(1), mentioning: "needs a select")
        assertInvalid(StatementSelect().with(CommonTableExpression("").as(select1)).select(1), mentioning: "empty")
        assertInvalid(StatementSelect().select(1).where(Expression.case(1).then(2)), mentioning: "THEN must follow WHEN")
        assertInvalid(StatementSelect().select(Expression.case(1).when(2)), mentioning: "CASE")
        assertInvalid(StatementSelect().select(column1).from(StatementSelect()), mentioning: "SELECT needs result columns")
    }

    func testInvalidFromItems() {
        assertInvalid(TableOrSubquery(select1).indexed(by: "i"), mentioning: "indexed(by:) does not apply")
        assertInvalid(TableOrSubquery(select1).notIndexed(), mentioning: "notIndexed() does not apply")
        assertInvalid(TableOrSubquery(select1).of(schema: "main"), mentioning: "of(schema:) does not apply")
        assertInvalid(TableOrSubquery("t1").arguments(1), mentioning: "arguments(_:) does not apply")
        assertInvalid(TableOrSubquery(Join(with: "t1").join("t2")).as(alias: "x"), mentioning: "cannot have an alias")
        assertInvalid(TableOrSubquery(with: [any TableOrSubqueryConvertible]()), mentioning: "cannot be empty")
        assertInvalid(TableOrSubquery("t1").indexed(by: ""), mentioning: "identifier cannot be empty")
        assertInvalid(Join(with: "t1").on(Column("a") == 1), mentioning: "ON must follow a joined table")
        assertInvalid(Join(with: "t1").using(Column("a")), mentioning: "USING must follow a joined table")
        assertInvalid(Join(with: "t1").join("t2").on(Column("a") == 1).using(Column("a")), mentioning: "already has")
        assertInvalid(Join(with: "t1").naturalJoin("t2").on(Column("a") == 1), mentioning: "NATURAL")
        assertInvalid(Join(with: "t1").join("t2").using([]), mentioning: "USING needs at least one column")
    }

    func testInvalidWindows() {
        assertInvalid(FrameSpec(), mentioning: "needs a unit")
        assertInvalid(FrameSpec().rows(), mentioning: "needs a start bound")
        assertInvalid(FrameSpec().rows().betweenCurrentRow(), mentioning: "needs an end bound")
        assertInvalid(FrameSpec().rows().currentRow().andFollowing(1), mentioning: "needs a BETWEEN start")
        assertInvalid(WindowDef().frameSpec(FrameSpec().rows()), mentioning: "start bound")
        assertInvalid(Expression(1).over(WindowDef()), mentioning: "OVER applies to a function call only")
    }
}
