import struct Foundation.Data
import XCTest
@testable import WINQ

/// SQLite 3.15.2 prepares (and evaluates as intended) the expressions WINQ renders.
final class ExpressionAcceptanceTests: XCTestCase {
    let column1 = Column("column1")
    let column2 = Column("column2")
    let left = Column("left")
    let right = Column("right")

    private func assertPrepares(_ expression: some ExpressionConvertible, from table: String = "testTable",
                                suffix: String = "", extraSetup: [String] = [],
                                file: StaticString = #filePath, line: UInt = #line) {
        let sql = "SELECT " + expression.asExpression().description + " FROM " + table + suffix
        XCTAssertNil(SQLiteAcceptance.error(preparing: sql, extraSetup: extraSetup), sql, file: file, line: line)
    }

    /// Evaluates `expression` (with no table) and returns its value as text.
    private func evaluate(_ expression: some ExpressionConvertible, setup: [String] = [],
                          from table: String? = nil) throws -> String? {
        let sql = "SELECT " + expression.asExpression().description + (table.map { " FROM " + $0 } ?? "")
        return try SQLiteAcceptance.run(setup + [sql]).first?.first ?? nil
    }

    func testOperatorsPrepare() {
        let expressions: [WINQ.Expression] = [
            !left, -left, +left, ~left, left || right, left && right, left * right, left / right, left % right,
            left + right, left - right, left << right, left >> right, left & right, left | right, left < right,
            left <= right, left > right, left >= right, left == right, left != right, left.concat(right),
            (left > 1) && (right == 2), !(left > 1), -(-left), -LiteralValue(-1).asExpression(),
            left.isNull(), left.isNotNull(), left.is(right), left.isNot(right), left.between(2, 10),
            left.notBetween(right - 1, right + 1), left.in(1, 2, 3), left.notIn(1, "a"), left.in([]),
            left.in(FixedStatement("SELECT column1 FROM table1")), left.notIn(FixedStatement("SELECT 1")),
            left.inTable("view1"), left.notInTable("view1"), left.like("a%"), left.notLike("a!%", escape: "!"),
            left.glob("a*"), left.notGlob("a*"), left.like(right).escape("!"), left.collate("NOCASE"),
            left.collate("BINARY") == "x", Expression.cast(left).as(.text), Expression.cast("1").as(.integer64),
            Expression.cast(1).as(.float), Expression.cast(1).as(.BLOB), Expression.cast(1).as(.null),
            Expression.case(left).when(1).then(2).else(3), Expression.case().when(left > 1).then("a"),
            Expression.case(left, (when: 1, then: 2), else: 3),
            Expression.exists(FixedStatement("SELECT 1 FROM table1")),
            Expression.notExists(FixedStatement("SELECT 1 FROM table1 WHERE column1 > 1")),
            Expression(subquery: FixedStatement("SELECT 1")) + 1,
            Expression(rowValue: [left, right]) == Expression(rowValue: [1, 2]),
            BindParameter().asExpression(), BindParameter(3) + 1, BindParameter.colon("a") + BindParameter.at("b")
                + BindParameter.dollar("c"),
            Column("column1").in(table: "testTable").asExpression(),
            Column("column1").in(table: "testTable").of(schema: "main").asExpression(),
        ]
        for expression in expressions { assertPrepares(expression) }
        assertPrepares(left.inTable("single", schema: "schema1"),
                       extraSetup: ["CREATE TABLE schema1.single(v)"])
        assertPrepares(Column("column2").in(table: "table1").of(schema: "schema1"), from: "schema1.table1")
    }

    func testLiteralsPrepare() {
        let literals: [LiteralValue] = [
            LiteralValue(Int64.min), LiteralValue(Int64.max), LiteralValue(UInt64.max), LiteralValue(0.1),
            LiteralValue(1e-300), LiteralValue(.infinity), LiteralValue(-.infinity), LiteralValue(.nan),
            LiteralValue("it's"), LiteralValue("a\u{0}b"), LiteralValue(Data([1, 2])), LiteralValue.null,
            LiteralValue.currentTime, LiteralValue.currentDate, LiteralValue.currentTimestamp,
        ]
        for literal in literals { assertPrepares(literal) }
        assertPrepares(left + LiteralValue(Int64.min))
    }

    func testFunctionsPrepare() {
        let expressions: [WINQ.Expression] = [
            left.count(isDistinct: true), Column.all.count(), left.avg(), left.sum(isDistinct: true), left.total(),
            left.max(), left.min(), left.groupConcat(), left.groupConcat(isDistinct: true),
            left.groupConcat(separateBy: "-"),
            left.abs(), left.hex(), left.length(), left.lower(), left.upper(), left.round(), left.round(2),
            left.substr(start: 1, length: 2), left.substr(start: 1), left.replace("a", with: "b"), left.trim(),
            left.trim("x"), left.ltrim(), left.ltrim("x"), left.rtrim(), left.rtrim("x"), left.instr("x"),
            left.quote(), left.soundex(), left.typeof(), left.unicode(), (left > 1).likely(), (left > 1).unlikely(),
            (left > 1).likelihood(0.25), left.ifnull(0), left.nullif(0),
            Expression.changes(), Expression.totalChanges(), Expression.lastInsertRowID(), Expression.random(),
            Expression.randomblob(4), Expression.zeroblob(4), Expression.sqliteVersion(),
            Expression.sqliteSourceID(), Expression.char(72, 105), Expression.coalesce(left, right, 0),
            Expression.ifnull(left, 1), Expression.nullif(left, 1), Expression.instr("abc", "b"),
            Expression.max(left, right, 1), Expression.min(left, 1), Expression.printf("%d", left),
            Expression.like(pattern: "a%", value: left), Expression.like(pattern: "a!%", value: left, escape: "!"),
            Expression.glob(pattern: "a*", value: left),
            Expression.date("now"), Expression.date("now", "start of month", "+1 month", "-1 day"),
            Expression.time(column2, "localtime"), Expression.datetime(left, "unixepoch"),
            Expression.julianday("now"), Expression.strftime("%s", "now"),
            Expression.strftime("%Y", column2, "+1 year"),
            Expression.function("abs", left), Expression.function("COUNT").invokeAll(),
            Expression.function("max").arguments(1, 2), Expression.function("count").arguments(left).distinct(),
            Expression.function("replace", "a", "b", "c"), Expression.function("like", "a", "b"),
            Expression.function("glob", "a", "b"),
        ]
        for expression in expressions { assertPrepares(expression) }
    }

    func testFTSAuxiliaryFunctionsPrepareInAFullTextQuery() {
        let fts = Column("fts")
        let expressions: [WINQ.Expression] = [
            fts.matchinfo(), fts.matchinfo(format: "pcx"), fts.offsets(), fts.snippet(),
            fts.snippet(start: "[", end: "]"), fts.snippet(tokens: 8),
            Expression.matchinfo(table: "fts", format: "pcnalx"), Expression.offsets(table: "fts"),
            Expression.snippet(table: "fts", start: "[", end: "]", ellipsis: "…", column: 0, tokens: 10),
        ]
        for expression in expressions {
            assertPrepares(expression, from: "fts", suffix: " WHERE " + fts.match("hello").description)
        }
        assertPrepares(Column("content").notMatch("x"), from: "fts")
    }

    func testRaisePreparesInATrigger() {
        for raise in [WINQ.Expression.raise(.ignore), .raise(.rollback, message: "r"), .raise(.abort, message: "it's"),
                      .raise(.fail, message: "f")] {
            let trigger = "CREATE TRIGGER t BEFORE INSERT ON table1 BEGIN SELECT \(raise); END"
            XCTAssertNil(SQLiteAcceptance.error(preparing: trigger), trigger)
        }
    }

    /// Forms that need a newer engine or an optional SQLite feature; each is asserted to fail on SQLite 3.15.2,
    /// so the list stays true when the engine changes.
    func testFormsThisEngineCannotPrepare() {
        let unsupported: [(String, String)] = [
            ("TRUE/FALSE keywords need SQLite 3.23", "SELECT \(LiteralValue.true), \(LiteralValue.false)"),
            ("window functions need SQLite 3.25", "SELECT \(Expression.rowNumber().over("w")) FROM testTable WINDOW w AS (ORDER BY left)"),
            ("OVER(...) needs SQLite 3.25", "SELECT \(left.sum().over(FixedWindow("ORDER BY left"))) FROM testTable"),
            ("RANK/DENSE_RANK/... need SQLite 3.25", "SELECT \(Expression.rank().over(FixedWindow(""))) FROM testTable"),
            ("NTILE/LAG/LEAD need SQLite 3.25", "SELECT \(Expression.lag(left, offset: 1, default: 0).over(FixedWindow(""))) FROM testTable"),
            ("FILTER on aggregates needs SQLite 3.30", "SELECT \(left.count().filter(left > 0)) FROM testTable"),
            ("NULLS FIRST/LAST need SQLite 3.30", "SELECT left FROM testTable ORDER BY \(left.asOrder(.ascending).nulls(.first))"),
            ("GROUP_CONCAT(DISTINCT x, separator) needs SQLite 3.44",
             "SELECT \(left.groupConcat(isDistinct: true, separateBy: "-")) FROM testTable"),
            ("REGEXP needs an application-defined regexp() function", "SELECT \(left.regexp("a")) FROM testTable"),
            ("IN table-valued-function needs a one-column table-valued function; none is built in here",
             "SELECT \(left.in(function: "json_each").arguments("[1]")) FROM testTable"),
            ("GLOB with ESCAPE is parsed but glob() takes no escape argument", "SELECT \(left.glob("a").escape("!")) FROM testTable"),
        ]
        for (reason, sql) in unsupported {
            XCTAssertNotNil(SQLiteAcceptance.error(preparing: sql), "now accepted (\(reason)): \(sql)")
        }
    }

    func testOperatorsEvaluateAsWritten() throws {
        XCTAssertEqual(try evaluate((LiteralValue(1) + 2) * 3), "9")
        XCTAssertEqual(try evaluate(LiteralValue(1) + LiteralValue(2) * 3), "7")
        XCTAssertEqual(try evaluate(-LiteralValue(-1)), "1")
        XCTAssertEqual(try evaluate(-(-LiteralValue(2))), "2")
        XCTAssertEqual(try evaluate(!(LiteralValue(1) > 2)), "1")
        XCTAssertEqual(try evaluate((LiteralValue(1) > 2) || (LiteralValue(3) > 2)), "1")
        XCTAssertEqual(try evaluate(LiteralValue(1) > 2 && LiteralValue(3) > 2), "0")
        XCTAssertEqual(try evaluate(LiteralValue(7) % 4), "3")
        XCTAssertEqual(try evaluate(LiteralValue(1) << 4), "16")
        XCTAssertEqual(try evaluate(LiteralValue(6) & 3), "2")
        XCTAssertEqual(try evaluate(~LiteralValue(0)), "-1")
        XCTAssertEqual(try evaluate(LiteralValue("a").concat("b").concat(1)), "ab1")
        XCTAssertEqual(try evaluate(LiteralValue.null.isNull()), "1")
        XCTAssertEqual(try evaluate(LiteralValue.null.is(Int?.none)), "1")
        XCTAssertEqual(try evaluate(LiteralValue(1).isNot(Int?.none)), "1")
        XCTAssertEqual(try evaluate(LiteralValue(5).between(2, 10)), "1")
        XCTAssertEqual(try evaluate(LiteralValue(5).notBetween(2, 10)), "0")
        XCTAssertEqual(try evaluate(LiteralValue(1).between(LiteralValue(0) && 1, 2)), "1")
        XCTAssertEqual(try evaluate(LiteralValue(2).in(1, 2)), "1")
        XCTAssertEqual(try evaluate(LiteralValue(3).notIn(1, 2)), "1")
        XCTAssertEqual(try evaluate(LiteralValue("a%").like("a!%", escape: "!")), "1")
        XCTAssertEqual(try evaluate(LiteralValue("ab").like("a!%").escape("!")), "0")
        XCTAssertEqual(try evaluate(LiteralValue("abc").glob("a*")), "1")
        XCTAssertEqual(try evaluate(LiteralValue("A").collate("NOCASE") == "a"), "1")
        XCTAssertEqual(try evaluate(Expression.cast("1.5").as(.float)), "1.5")
        XCTAssertEqual(try evaluate(Expression.cast(1.9).as(.integer64)), "1")
        XCTAssertEqual(try evaluate(Expression.cast(12).as(.text).typeof()), "text")
        XCTAssertEqual(try evaluate(Expression.case(1).when(2).then(3).when(1).then(5).else(6)), "5")
        XCTAssertEqual(try evaluate(Expression.case().when(LiteralValue(1) > 2).then("a").else("b")), "b")
        XCTAssertEqual(try evaluate(Expression.case(9).when(1).then(2)), nil)
        XCTAssertEqual(try evaluate(Expression.exists(FixedStatement("SELECT 1 FROM table1"))), "0")
        XCTAssertEqual(try evaluate(Expression.notExists(FixedStatement("SELECT 1 FROM table1"))), "1")
        XCTAssertEqual(try evaluate(Expression(rowValue: [1, 2]) == Expression(rowValue: [1, 2])), "1")
    }

    func testIntegerExtremesEvaluate() throws {
        XCTAssertEqual(try evaluate(LiteralValue(Int64.min).typeof()), "integer")
        XCTAssertEqual(try evaluate(LiteralValue(Int64.min)), "-9223372036854775808")
        XCTAssertEqual(try evaluate(LiteralValue(Int64.max)), "9223372036854775807")
        XCTAssertEqual(try evaluate(LiteralValue(Int64.max) == LiteralValue(Int64.max)), "1")
        XCTAssertEqual(try evaluate(LiteralValue(UInt64.max)), "-1")
    }

    func testScalarFunctionsEvaluate() throws {
        XCTAssertEqual(try evaluate(LiteralValue("abc").upper()), "ABC")
        XCTAssertEqual(try evaluate(LiteralValue("ABC").lower()), "abc")
        XCTAssertEqual(try evaluate(LiteralValue("名字").length()), "2")
        XCTAssertEqual(try evaluate(LiteralValue(-3).abs()), "3")
        XCTAssertEqual(try evaluate(LiteralValue("hello").substr(start: 2, length: 3)), "ell")
        XCTAssertEqual(try evaluate(LiteralValue("hello").substr(start: 4)), "lo")
        XCTAssertEqual(try evaluate(LiteralValue("a/b/c").replace("/", with: "-")), "a-b-c")
        XCTAssertEqual(try evaluate(LiteralValue("  x ").trim()), "x")
        XCTAssertEqual(try evaluate(LiteralValue("--x-").trim("-")), "x")
        XCTAssertEqual(try evaluate(LiteralValue("  x ").ltrim()), "x ")
        XCTAssertEqual(try evaluate(LiteralValue("  x ").rtrim()), "  x")
        XCTAssertEqual(try evaluate(LiteralValue("abc").instr("c")), "3")
        XCTAssertEqual(try evaluate(LiteralValue("ab").hex()), "6162")
        XCTAssertEqual(try evaluate(LiteralValue("it's").quote()), "'it''s'")
        XCTAssertEqual(try evaluate(LiteralValue(2.5).typeof()), "real")
        XCTAssertEqual(try evaluate(LiteralValue("A").unicode()), "65")
        XCTAssertEqual(try evaluate(LiteralValue("Robert").soundex()), "R163")
        XCTAssertEqual(try evaluate(LiteralValue(2.567).round(1)), "2.6")
        XCTAssertEqual(try evaluate(Expression.char(72, 105)), "Hi")
        XCTAssertEqual(try evaluate(Expression.coalesce(Int?.none, Int?.none, 3)), "3")
        XCTAssertEqual(try evaluate(Expression.ifnull(Int?.none, "x")), "x")
        XCTAssertEqual(try evaluate(Expression.nullif(1, 1)), nil)
        XCTAssertEqual(try evaluate(Expression.max(1, 5, 3)), "5")
        XCTAssertEqual(try evaluate(Expression.min(4, 2)), "2")
        XCTAssertEqual(try evaluate(Expression.printf("%d-%s", 7, "x")), "7-x")
        XCTAssertEqual(try evaluate(Expression.zeroblob(3).hex()), "000000")
        XCTAssertEqual(try evaluate(Expression.randomblob(5).length()), "5")
        XCTAssertEqual(try evaluate(Expression.like(pattern: "a%", value: "abc")), "1")
        XCTAssertEqual(try evaluate(Expression.glob(pattern: "a?", value: "abc")), "0")
        XCTAssertEqual(try evaluate(Expression.sqliteVersion()), "3.15.2")
        XCTAssertEqual(try evaluate((LiteralValue(1) > 0).likely()), "1")
    }

    func testDateAndTimeFunctionsEvaluate() throws {
        XCTAssertEqual(try evaluate(Expression.date("2024-01-31", "+1 day")), "2024-02-01")
        XCTAssertEqual(try evaluate(Expression.date("2024-01-15", "start of month", "+1 month", "-1 day")), "2024-01-31")
        XCTAssertEqual(try evaluate(Expression.time("2024-01-31 12:34:56")), "12:34:56")
        XCTAssertEqual(try evaluate(Expression.datetime(0, "unixepoch")), "1970-01-01 00:00:00")
        XCTAssertEqual(try evaluate(Expression.julianday("2000-01-01 12:00:00")), "2451545.0")
        XCTAssertEqual(try evaluate(Expression.strftime("%Y/%m", "2024-01-31", "+1 month")), "2024/03")
    }

    func testAggregatesEvaluate() throws {
        let setup = ["INSERT INTO table1(column1, column2) VALUES(1, 'a'), (2, 'b'), (2, 'b'), (NULL, 'c')"]
        XCTAssertEqual(try evaluate(Column.all.count(), setup: setup, from: "table1"), "4")
        XCTAssertEqual(try evaluate(column1.count(), setup: setup, from: "table1"), "3")
        XCTAssertEqual(try evaluate(column1.count(isDistinct: true), setup: setup, from: "table1"), "2")
        XCTAssertEqual(try evaluate(column1.sum(), setup: setup, from: "table1"), "5")
        XCTAssertEqual(try evaluate(column1.sum(isDistinct: true), setup: setup, from: "table1"), "3")
        XCTAssertEqual(try evaluate(column1.total(), setup: setup, from: "table1"), "5.0")
        XCTAssertEqual(try evaluate(column1.max(), setup: setup, from: "table1"), "2")
        XCTAssertEqual(try evaluate(column1.min(), setup: setup, from: "table1"), "1")
        XCTAssertEqual(try evaluate(column2.groupConcat(isDistinct: true), setup: setup, from: "table1"), "a,b,c")
        XCTAssertEqual(try evaluate(column2.groupConcat(separateBy: "-"), setup: setup, from: "table1"), "a-b-b-c")
        XCTAssertEqual(try evaluate(column1.avg(isDistinct: true), setup: setup, from: "table1"), "1.5")
    }

    func testFTSAuxiliaryFunctionsEvaluate() throws {
        let setup = ["INSERT INTO fts(content) VALUES('hello world'), ('goodbye')"]
        let fts = Column("fts")
        let query = " WHERE " + fts.match("hello").description
        XCTAssertEqual(try evaluate(fts.snippet(start: "[", end: "]"), setup: setup, from: "fts" + query), "[hello] world")
        XCTAssertEqual(try evaluate(Expression.offsets(table: "fts"), setup: setup, from: "fts" + query), "0 0 0 5")
        XCTAssertEqual(try evaluate(fts.matchinfo().length(), setup: setup, from: "fts" + query), "20")
    }

    func testRaiseAbortsTheStatement() {
        let raise = Expression.raise(.abort, message: "it's denied")
        XCTAssertThrowsError(try SQLiteAcceptance.run([
            "CREATE TRIGGER t BEFORE INSERT ON table1 BEGIN SELECT \(raise); END",
            "INSERT INTO table1(column1) VALUES(1)",
        ])) { error in
            XCTAssertEqual((error as? SQLiteAcceptance.Failure)?.message, "it's denied")
        }
    }
}
