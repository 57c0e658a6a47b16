import XCTest
@testable import WINQ

final class FunctionTests: XCTestCase {
    let left = Column("left")
    let a = Column("a")

    func testAggregates() {
        assertSQL(left.count(isDistinct: true), "COUNT(DISTINCT left)")
        assertSQL(left.count(), "COUNT(left)")
        assertSQL(Column.all.count(), "COUNT(*)")
        assertSQL(left.avg(), "AVG(left)")
        assertSQL(left.avg(isDistinct: true), "AVG(DISTINCT left)")
        assertSQL(left.sum(), "SUM(left)")
        assertSQL(left.sum(isDistinct: true), "SUM(DISTINCT left)")
        assertSQL(left.total(), "TOTAL(left)")
        assertSQL(left.total(isDistinct: true), "TOTAL(DISTINCT left)")
        assertSQL(left.max(), "MAX(left)")
        assertSQL(left.max(isDistinct: true), "MAX(DISTINCT left)")
        assertSQL(left.min(), "MIN(left)")
        assertSQL(left.min(isDistinct: true), "MIN(DISTINCT left)")
        assertSQL(left.groupConcat(), "GROUP_CONCAT(left)")
        assertSQL(left.groupConcat(isDistinct: true), "GROUP_CONCAT(DISTINCT left)")
        assertSQL(left.groupConcat(separateBy: ", "), "GROUP_CONCAT(left, ', ')")
        assertSQL(left.groupConcat(isDistinct: true, separateBy: "-"), "GROUP_CONCAT(DISTINCT left, '-')")
        assertSQL((left + 1).sum(), "SUM(left + 1)")
        assertSQL(left.count() > 1, "COUNT(left) > 1")
    }

    func testScalarMethods() {
        assertSQL(left.abs(), "ABS(left)")
        assertSQL(left.hex(), "HEX(left)")
        assertSQL(left.length(), "LENGTH(left)")
        assertSQL(left.lower(), "LOWER(left)")
        assertSQL(left.upper(), "UPPER(left)")
        assertSQL(left.round(), "ROUND(left)")
        assertSQL(left.round(2), "ROUND(left, 2)")
        assertSQL(left.substr(start: 1, length: 2), "SUBSTR(left, 1, 2)")
        assertSQL(left.substr(start: 3), "SUBSTR(left, 3)")
        assertSQL(left.replace("/", with: "\\"), "REPLACE(left, '/', '\\')")
        assertSQL(left.trim(), "TRIM(left)")
        assertSQL(left.trim("-_"), "TRIM(left, '-_')")
        assertSQL(left.ltrim(), "LTRIM(left)")
        assertSQL(left.ltrim("x"), "LTRIM(left, 'x')")
        assertSQL(left.rtrim(), "RTRIM(left)")
        assertSQL(left.rtrim("x"), "RTRIM(left, 'x')")
        assertSQL(left.instr("x"), "INSTR(left, 'x')")
        assertSQL(left.quote(), "QUOTE(left)")
        assertSQL(left.soundex(), "SOUNDEX(left)")
        assertSQL(left.typeof(), "TYPEOF(left)")
        assertSQL(left.unicode(), "UNICODE(left)")
        assertSQL((left > 1).likely(), "LIKELY(left > 1)")
        assertSQL((left > 1).unlikely(), "UNLIKELY(left > 1)")
        assertSQL((left > 1).likelihood(0.25), "LIKELIHOOD(left > 1, 0.25)")
        assertSQL(left.ifnull("?"), "IFNULL(left, '?')")
        assertSQL(left.nullif(0), "NULLIF(left, 0)")
        assertSQL(left.upper().length(), "LENGTH(UPPER(left))")
        assertSQL(LiteralValue("abc").upper(), "UPPER('abc')")
    }

    func testScalarStaticHelpers() {
        assertSQL(Expression.changes(), "CHANGES()")
        assertSQL(Expression.totalChanges(), "TOTAL_CHANGES()")
        assertSQL(Expression.lastInsertRowID(), "LAST_INSERT_ROWID()")
        assertSQL(Expression.random(), "RANDOM()")
        assertSQL(Expression.randomblob(16), "RANDOMBLOB(16)")
        assertSQL(Expression.zeroblob(4), "ZEROBLOB(4)")
        assertSQL(Expression.sqliteVersion(), "SQLITE_VERSION()")
        assertSQL(Expression.sqliteSourceID(), "SQLITE_SOURCE_ID()")
        assertSQL(Expression.char(72, 105), "CHAR(72, 105)")
        assertSQL(Expression.char(), "CHAR()")
        assertSQL(Expression.coalesce(Column("nick"), Column("name"), "?"), "COALESCE(nick, name, '?')")
        assertSQL(Expression.coalesce(a, 1), "COALESCE(a, 1)")
        assertSQL(Expression.ifnull(a, "?"), "IFNULL(a, '?')")
        assertSQL(Expression.nullif(a, 0), "NULLIF(a, 0)")
        assertSQL(Expression.instr("abc", "c"), "INSTR('abc', 'c')")
        assertSQL(Expression.max(a, Column("b"), 0), "MAX(a, b, 0)")
        assertSQL(Expression.min(a, 10), "MIN(a, 10)")
        assertSQL(Expression.printf("%d-%s", a, Column("b")), "PRINTF('%d-%s', a, b)")
        assertSQL(Expression.printf("x"), "PRINTF('x')")
        assertSQL(Expression.like(pattern: "a%", value: a), "LIKE('a%', a)")
        assertSQL(Expression.like(pattern: "a!%", value: a, escape: "!"), "LIKE('a!%', a, '!')")
        assertSQL(Expression.glob(pattern: "a*", value: a), "GLOB('a*', a)")
    }

    func testDateAndTime() {
        assertSQL(Expression.date("now"), "DATE('now')")
        assertSQL(Expression.date("now", "start of month", "+1 month", "-1 day"),
                  "DATE('now', 'start of month', '+1 month', '-1 day')")
        assertSQL(Expression.time(Column("created"), "localtime"), "TIME(created, 'localtime')")
        assertSQL(Expression.datetime(Column("stamp"), "unixepoch"), "DATETIME(stamp, 'unixepoch')")
        assertSQL(Expression.datetime(LiteralValue.currentTimestamp), "DATETIME(CURRENT_TIMESTAMP)")
        assertSQL(Expression.julianday("now"), "JULIANDAY('now')")
        assertSQL(Expression.julianday(2451545.0, "+1 day"), "JULIANDAY(2451545.0, '+1 day')")
        assertSQL(Expression.strftime("%s", "now"), "STRFTIME('%s', 'now')")
        assertSQL(Expression.strftime("%Y", Column("born"), "+1 year"), "STRFTIME('%Y', born, '+1 year')")
        assertSQL(Expression.date(BindParameter(1), BindParameter(2)), "DATE(?1, ?2)")
    }

    func testWindowFunctions() {
        let window = FixedWindow("PARTITION BY a ORDER BY b")
        assertSQL(Expression.rowNumber().over(window), "ROW_NUMBER() OVER(PARTITION BY a ORDER BY b)")
        assertSQL(Expression.rowNumber().over("w"), "ROW_NUMBER() OVER w")
        assertSQL(Expression.rank().over(windowNamed: "w"), "RANK() OVER w")
        assertSQL(Expression.denseRank().over("w"), "DENSE_RANK() OVER w")
        assertSQL(Expression.percentRank().over("w"), "PERCENT_RANK() OVER w")
        assertSQL(Expression.cumeDist().over("w"), "CUME_DIST() OVER w")
        assertSQL(Expression.ntile(4).over("w"), "NTILE(4) OVER w")
        assertSQL(Expression.lag(a).over("w"), "LAG(a) OVER w")
        assertSQL(Expression.lag(a, offset: 2), "LAG(a, 2)")
        assertSQL(Expression.lag(a, offset: 2, default: 0), "LAG(a, 2, 0)")
        assertSQL(Expression.lag(a, default: 0), "LAG(a, 1, 0)")
        assertSQL(Expression.lead(a, offset: 1), "LEAD(a, 1)")
        assertSQL(Expression.lead(a, default: "none"), "LEAD(a, 1, 'none')")
        assertSQL(Expression.firstValue(a).over("w"), "FIRST_VALUE(a) OVER w")
        assertSQL(Expression.lastValue(a).over("w"), "LAST_VALUE(a) OVER w")
        assertSQL(Expression.nthValue(a, 2).over("w"), "NTH_VALUE(a, 2) OVER w")
        assertSQL(Expression.rowNumber().over("order"), "ROW_NUMBER() OVER \"order\"")
    }

    func testFilterAndOverOnAggregates() {
        assertSQL(a.count().filter(a > 0), "COUNT(a) FILTER(WHERE a > 0)")
        assertSQL(a.sum().filter(a > 0).over("w"), "SUM(a) FILTER(WHERE a > 0) OVER w")
        assertSQL(a.sum().over(FixedWindow("ORDER BY b ROWS BETWEEN 1 PRECEDING AND CURRENT ROW")),
                  "SUM(a) OVER(ORDER BY b ROWS BETWEEN 1 PRECEDING AND CURRENT ROW)")
        assertSQL(a.sum().over("w").over(FixedWindow("")), "SUM(a) OVER()")
        assertSQL(a.max().over("w") + 1, "MAX(a) OVER w + 1")
    }

    func testFTSAuxiliaryFunctions() {
        let fts = Column("fts")
        assertSQL(fts.matchinfo(), "MATCHINFO(fts)")
        assertSQL(fts.matchinfo(format: "pcx"), "MATCHINFO(fts, 'pcx')")
        assertSQL(fts.offsets(), "OFFSETS(fts)")
        assertSQL(fts.snippet(), "SNIPPET(fts)")
        assertSQL(fts.snippet(start: "[", end: "]"), "SNIPPET(fts, '[', ']')")
        assertSQL(fts.snippet(tokens: 8), "SNIPPET(fts, '<b>', '</b>', '<b>...</b>', -1, 8)")
        assertSQL(fts.snippet(start: "[", end: "]", ellipsis: "…", column: 0, tokens: 10),
                  "SNIPPET(fts, '[', ']', '…', 0, 10)")
        assertSQL(Expression.matchinfo(table: "fts"), "MATCHINFO(fts)")
        assertSQL(Expression.matchinfo(table: "fts", format: "pcx"), "MATCHINFO(fts, 'pcx')")
        assertSQL(Expression.offsets(table: "fts"), "OFFSETS(fts)")
        assertSQL(Expression.snippet(table: "fts", start: "[", end: "]"), "SNIPPET(fts, '[', ']')")
        assertSQL(Expression.snippet(table: "my fts", column: 1), "SNIPPET(\"my fts\", '<b>', '</b>', '<b>...</b>', 1)")
    }

    func testFunctionsByName() {
        assertSQL(Expression.function("abs", Column("x")), "abs(x)")
        assertSQL(Expression.function("count", [Column("x")], isDistinct: true), "count(DISTINCT x)")
        assertSQL(Expression.function("random"), "random()")
        assertSQL(Expression.function("my func", 1), "\"my func\"(1)")
        assertSQL(Expression.function("replace", "a", "b", "c"), "replace('a', 'b', 'c')")
    }

    func testWCDBFunctionCallShapes() {
        assertSQL(Expression.function("random").invoke(), "random()")
        assertSQL(Expression.function("COUNT").invokeAll(), "COUNT(*)")
        assertSQL(Expression.function("max").arguments(1, 2), "max(1, 2)")
        assertSQL(Expression.function("max").invoke().arguments([1, 2, 3]), "max(1, 2, 3)")
        assertSQL(Expression.function("COUNT").arguments(a).distinct(), "COUNT(DISTINCT a)")
        assertSQL(Expression.windowFunction("testWindowFunction").invoke().arguments(1).filter(1),
                  "testWindowFunction(1) FILTER(WHERE 1)")
        assertSQL(Expression.windowFunction("testWindowFunction").invoke().arguments(1, 2).filter(1).over("testWindow"),
                  "testWindowFunction(1, 2) FILTER(WHERE 1) OVER testWindow")
        assertSQL(Expression.windowFunction("f").arguments(1, 2).filter(1).over(FixedWindow("PARTITION BY 1, 2")),
                  "f(1, 2) FILTER(WHERE 1) OVER(PARTITION BY 1, 2)")
    }

    func testFunctionArgumentsAreNotParenthesised() {
        assertSQL(Expression.coalesce(a + 1, Column("b") > 2), "COALESCE(a + 1, b > 2)")
        assertSQL((a > 1).count().filter(a > 1 && a < 3), "COUNT(a > 1) FILTER(WHERE (a > 1) AND (a < 3))")
    }
}
