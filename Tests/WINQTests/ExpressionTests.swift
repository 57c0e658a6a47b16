import XCTest
@testable import WINQ

final class ExpressionTests: XCTestCase {
    let left = Column("left")
    let right = Column("right")

    func testUnaryOperators() {
        assertSQL(!left, "NOT left")
        assertSQL(-left, "-left")
        assertSQL(+left, "+left")
        assertSQL(~left, "~left")
        assertSQL(!(left > 1), "NOT (left > 1)")
        assertSQL(-(left + 1), "-(left + 1)")
        assertSQL(!(!left), "NOT (NOT left)")
        assertSQL(-(-left), "-(-left)")
    }

    func testBinaryOperatorsBetweenColumns() {
        assertSQL(left || right, "left OR right")
        assertSQL(left && right, "left AND right")
        assertSQL(left * right, "left * right")
        assertSQL(left / right, "left / right")
        assertSQL(left % right, "left % right")
        assertSQL(left + right, "left + right")
        assertSQL(left - right, "left - right")
        assertSQL(left << right, "left << right")
        assertSQL(left >> right, "left >> right")
        assertSQL(left & right, "left & right")
        assertSQL(left | right, "left | right")
        assertSQL(left < right, "left < right")
        assertSQL(left <= right, "left <= right")
        assertSQL(left > right, "left > right")
        assertSQL(left >= right, "left >= right")
        assertSQL(left == right, "left == right")
        assertSQL(left != right, "left != right")
    }

    func testBinaryOperatorsWithSwiftValues() {
        assertSQL(left || 1, "left OR 1")
        assertSQL(left && 1, "left AND 1")
        assertSQL(left * 1, "left * 1")
        assertSQL(left / 1, "left / 1")
        assertSQL(left % 1, "left % 1")
        assertSQL(left + 1.5, "left + 1.5")
        assertSQL(left - 1, "left - 1")
        assertSQL(left << 1, "left << 1")
        assertSQL(left >> 1, "left >> 1")
        assertSQL(left & 1, "left & 1")
        assertSQL(left | 1, "left | 1")
        assertSQL(left < 1, "left < 1")
        assertSQL(left <= 1, "left <= 1")
        assertSQL(left > 1, "left > 1")
        assertSQL(left >= 1, "left >= 1")
        assertSQL(left == "x", "left == 'x'")
        assertSQL(left != "it's", "left != 'it''s'")
        assertSQL(left == Int?.none, "left == NULL")
    }

    func testOperatorOperandsAreParenthesised() {
        assertSQL(Column("a") > 1 && Column("b") == 2, "(a > 1) AND (b == 2)")
        assertSQL((Column("a") + 1) * 2, "(a + 1) * 2")
        assertSQL(Column("a") + 1 * 2, "a + 2")
        assertSQL(Column("a") + Column("b") * 2, "a + (b * 2)")
        assertSQL((Column("a") > 1 || Column("b") < 2) && !Column("c"), "((a > 1) OR (b < 2)) AND (NOT c)")
        assertSQL(Column("a").isNull() == 1, "(a ISNULL) == 1")
        assertSQL(Column("a").between(1, 2) && Column("b").in(1, 2), "(a BETWEEN 1 AND 2) AND (b IN(1, 2))")
        assertSQL(Column("a").like("x%") || Column("a").collate("NOCASE") == "y",
                  "(a LIKE 'x%') OR ((a COLLATE NOCASE) == 'y')")
        assertSQL(Column("a").upper() == "X", "UPPER(a) == 'X'")
        assertSQL(Expression.cast(Column("a")).as(.text) == "1", "CAST(a AS TEXT) == '1'")
    }

    func testConcatIsSQLStringConcatenation() {
        assertSQL(left.concat(right), "left || right")
        assertSQL(Column("given").concat(" ").concat(Column("family")), "(given || ' ') || family")
    }

    func testNullChecksAndIs() {
        assertSQL(left.isNull(), "left ISNULL")
        assertSQL(left.isNotNull(), "left NOTNULL")
        assertSQL(left.is(right), "left IS right")
        assertSQL(left.isNot(right), "left IS NOT right")
        assertSQL(left.is(Int?.none), "left IS NULL")
        assertSQL((left + 1).isNull(), "(left + 1) ISNULL")
    }

    func testBetween() {
        assertSQL(left.between(2, 10), "left BETWEEN 2 AND 10")
        assertSQL(left.notBetween(2, 10), "left NOT BETWEEN 2 AND 10")
        assertSQL(left.between(right - 1, right + 1), "left BETWEEN (right - 1) AND (right + 1)")
        assertSQL(left.between(Column("a") && Column("b"), 1), "left BETWEEN (a AND b) AND 1")
    }

    func testInListSubqueryTableAndFunction() {
        assertSQL(left.in(1, 2, 3), "left IN(1, 2, 3)")
        assertSQL(left.in([1, "a", 2.5]), "left IN(1, 'a', 2.5)")
        assertSQL(left.in(right), "left IN(right)")
        assertSQL(left.notIn(1, 2), "left NOT IN(1, 2)")
        assertSQL(left.notIn([Column("x")]), "left NOT IN(x)")
        assertSQL(left.in([]), "left IN()")
        let select = FixedStatement("SELECT column1 FROM table1")
        assertSQL(left.in(select), "left IN(SELECT column1 FROM table1)")
        assertSQL(left.notIn(select), "left NOT IN(SELECT column1 FROM table1)")
        assertSQL(left.inTable("table1"), "left IN table1")
        assertSQL(left.inTable("table1", schema: "schema1"), "left IN schema1.table1")
        assertSQL(left.notInTable("table1"), "left NOT IN table1")
        assertSQL(left.inTable("order"), "left IN \"order\"")
        assertSQL(left.inTable("testTable").schema("testSchema"), "left IN testSchema.testTable")
        assertSQL(left.inFunction("json_each", ["[1]"]), "left IN json_each('[1]')")
        assertSQL(left.notInFunction("f", [1, 2], schema: "s"), "left NOT IN s.f(1, 2)")
        assertSQL(left.in(function: "testFunction").schema("testSchema").invoke().arguments(1, 2),
                  "left IN testSchema.testFunction(1, 2)")
        assertSQL(left.notIn(function: "testFunction").invoke().arguments(1, 2), "left NOT IN testFunction(1, 2)")
        assertSQL(left.notIn(function: "testFunction"), "left NOT IN testFunction()")
        assertSQL(left.in(function: "my func"), "left IN \"my func\"()")
    }

    func testPatternOperators() {
        assertSQL(left.like(right), "left LIKE right")
        assertSQL(left.glob(right), "left GLOB right")
        assertSQL(left.match(right), "left MATCH right")
        assertSQL(left.regexp(right), "left REGEXP right")
        assertSQL(left.notLike(right), "left NOT LIKE right")
        assertSQL(left.notGlob(right), "left NOT GLOB right")
        assertSQL(left.notMatch(right), "left NOT MATCH right")
        assertSQL(left.notRegexp(right), "left NOT REGEXP right")
        assertSQL(left.like("a\\%", escape: "\\"), "left LIKE 'a\\%' ESCAPE '\\'")
        assertSQL(left.notLike("a!%", escape: "!"), "left NOT LIKE 'a!%' ESCAPE '!'")
        assertSQL(left.like(right).escape(2), "left LIKE right ESCAPE 2")
        assertSQL(left.glob(right).escape(2), "left GLOB right ESCAPE 2")
        assertSQL(left.match(right).escape(2), "left MATCH right ESCAPE 2")
        assertSQL(left.regexp(right).escape(2), "left REGEXP right ESCAPE 2")
        assertSQL(left.notLike(right).escape(2), "left NOT LIKE right ESCAPE 2")
        assertSQL(left.notGlob(right).escape(2), "left NOT GLOB right ESCAPE 2")
        assertSQL(left.notMatch(right).escape(2), "left NOT MATCH right ESCAPE 2")
        assertSQL(left.notRegexp(right).escape(2), "left NOT REGEXP right ESCAPE 2")
        assertSQL((left + 1).like("1%"), "(left + 1) LIKE '1%'")
    }

    func testCollate() {
        assertSQL(left.collate("BINARY"), "left COLLATE BINARY")
        assertSQL(left.collate("NOCASE") == "a", "(left COLLATE NOCASE) == 'a'")
        assertSQL(left.collate("my collation"), "left COLLATE \"my collation\"")
    }

    func testCast() {
        assertSQL(Expression.cast(1).as(.integer64), "CAST(1 AS INTEGER)")
        assertSQL(Expression.cast(1).as(.integer32), "CAST(1 AS INTEGER)")
        assertSQL(Expression.cast(left).as(.text), "CAST(left AS TEXT)")
        assertSQL(Expression.cast("1.5").as(.float), "CAST('1.5' AS REAL)")
        assertSQL(Expression.cast(left).as(.BLOB), "CAST(left AS BLOB)")
        assertSQL(Expression.cast(left).as(.blob), "CAST(left AS BLOB)")
        assertSQL(Expression.cast(left + 1).as(.null), "CAST(left + 1 AS)")
    }

    func testCaseWithAndWithoutBase() {
        assertSQL(Expression.case(1).when(2).then(3).when(4).then(5).else(6),
                  "CASE 1 WHEN 2 THEN 3 WHEN 4 THEN 5 ELSE 6 END")
        assertSQL(Expression.case().when(2).then(3).else(4), "CASE WHEN 2 THEN 3 ELSE 4 END")
        assertSQL(Expression.case(1).when(2).then(3).else(4), "CASE 1 WHEN 2 THEN 3 ELSE 4 END")
        assertSQL(Expression.case(1).when(2).then(3), "CASE 1 WHEN 2 THEN 3 END")
        assertSQL(Expression.case().when(Column("a") > 1).then("big").else("small"),
                  "CASE WHEN a > 1 THEN 'big' ELSE 'small' END")
        assertSQL(Expression.case(left, (when: 1, then: 2), else: 3), "CASE left WHEN 1 THEN 2 ELSE 3 END")
        assertSQL(Expression.case(left, (when: 1, then: "one"), (when: 2, then: "two"), else: "many"),
                  "CASE left WHEN 1 THEN 'one' WHEN 2 THEN 'two' ELSE 'many' END")
        assertSQL(Expression.case(left + 1).when(2).then(right * 2), "CASE left + 1 WHEN 2 THEN right * 2 END")
        assertSQL(Expression.case().when(1).then(2) + 1, "CASE WHEN 1 THEN 2 END + 1")
    }

    func testExists() {
        let select = FixedStatement("SELECT 1 FROM table1")
        assertSQL(Expression.exists(select), "EXISTS(SELECT 1 FROM table1)")
        assertSQL(Expression.notExists(select), "NOT EXISTS(SELECT 1 FROM table1)")
        assertSQL(!Expression.exists(select), "NOT EXISTS(SELECT 1 FROM table1)")
        assertSQL(Expression.exists(select) && left, "EXISTS(SELECT 1 FROM table1) AND left")
        assertSQL(Expression(subquery: FixedStatement("SELECT 1")), "(SELECT 1)")
        assertSQL(Expression(subquery: FixedStatement("SELECT 1")) + 1, "(SELECT 1) + 1")
    }

    func testRaise() {
        assertSQL(Expression.raise(.ignore), "RAISE(IGNORE)")
        assertSQL(Expression.raise(.rollback, message: "no"), "RAISE(ROLLBACK, 'no')")
        assertSQL(Expression.raise(.abort, message: "it's denied"), "RAISE(ABORT, 'it''s denied')")
        assertSQL(Expression.raise(.fail, message: "x"), "RAISE(FAIL, 'x')")
    }

    func testBindParameters() {
        assertSQL(BindParameter(), "?")
        assertSQL(BindParameter(1), "?1")
        assertSQL(BindParameter(32766), "?32766")
        assertSQL(BindParameter.colon("id"), ":id")
        assertSQL(BindParameter.at("id"), "@id")
        assertSQL(BindParameter.dollar("id_2"), "$id_2")
        assertSQL(Expression(with: BindParameter(1)), "?1")
        assertSQL(left == BindParameter(), "left == ?")
        XCTAssertEqual(BindParameter.bindParameters(3).map(\.description), ["?1", "?2", "?3"])
        XCTAssertEqual(BindParameter.bindParameters(0), [])
    }

    func testRowValues() {
        assertSQL(Expression(rowValue: [Column("a"), Column("b")]) == Expression(rowValue: [1, 2]), "(a, b) == (1, 2)")
    }

    func testWrappedValues() {
        assertSQL(Expression(1), "1")
        assertSQL(Expression(with: LiteralValue("x")), "'x'")
        assertSQL(Expression(with: Column("c")), "c")
        assertSQL(Expression(left), "left")
    }

    func testExpressionsAreValuesThatDescribeThemselves() {
        let base = Column("a") > 1
        let combined = base && Column("b") < 2
        XCTAssertEqual("\(base)", "a > 1")
        XCTAssertEqual(combined.description, "(a > 1) AND (b < 2)")
    }
}

/// Invalid use of expression builders is reported by `validatedSQL()`, never by a crash.
final class ExpressionInvalidUseTests: XCTestCase {
    func testCaseWithoutWhen() {
        assertInvalid(Expression.case(1), mentioning: "CASE needs at least one WHEN")
        assertInvalid(Expression.case(1).else(2), mentioning: "CASE needs at least one WHEN")
    }

    func testThenWithoutWhen() {
        assertInvalid(Expression.case(1).then(2), mentioning: "THEN must follow WHEN")
        assertInvalid(Expression.case().when(1).then(2).then(3), mentioning: "THEN must follow WHEN")
    }

    func testWhenWithoutThen() {
        assertInvalid(Expression.case().when(1), mentioning: "WHEN without THEN")
        assertInvalid(Expression.case().when(1).when(2), mentioning: "WHEN follows WHEN")
    }

    func testCaseClausesOnOtherExpressions() {
        assertInvalid(Column("a").asExpression().when(1), mentioning: "WHEN applies to Expression.case")
        assertInvalid(Column("a").asExpression().else(1), mentioning: "ELSE applies to Expression.case")
    }

    func testCastWithoutAs() {
        assertInvalid(Expression.cast(1), mentioning: "CAST needs a type")
        assertInvalid(Column("a").asExpression().as(.text), mentioning: "applies to Expression.cast")
    }

    func testFilterAndOverOnANonFunction() {
        assertInvalid(Column("a").asExpression().filter(Column("a") > 1), mentioning: "FILTER applies to a function call only")
        assertInvalid((Column("a") + 1).over("w"), mentioning: "OVER applies to a function call only")
        assertInvalid(Column("a").asExpression().distinct(), mentioning: "distinct() applies to a function call only")
        assertInvalid(Column("a").asExpression().arguments(1), mentioning: "arguments(_:) applies to a function call only")
    }

    func testEscapeAndSchemaOnTheWrongExpression() {
        assertInvalid(Column("a").asExpression().escape("!"), mentioning: "escape(_:) applies to LIKE")
        assertInvalid(Column("a").in(1).schema("main"), mentioning: "schema(_:) applies to IN table")
    }

    func testBadBindParameters() {
        assertInvalid(BindParameter(0), mentioning: "out of range")
        assertInvalid(BindParameter(32767), mentioning: "out of range")
        assertInvalid(BindParameter.colon(""), mentioning: "must be letters, digits and underscores")
        assertInvalid(BindParameter.at("a b"), mentioning: "must be letters, digits and underscores")
        assertInvalid(BindParameter.dollar("x;DROP"), mentioning: "must be letters, digits and underscores")
        assertInvalid(BindParameter.colon("a\u{0}"), mentioning: "must be letters")
    }

    func testRaiseWithoutMessage() {
        assertInvalid(Expression.raise(.abort), mentioning: "needs an error message")
    }

    func testInvalidPartInsideALargerExpressionIsStillReported() {
        assertInvalid(Column("a") > 1 && Expression.case(1), mentioning: "CASE needs")
        assertInvalid(Column("").upper(), mentioning: "cannot be empty")
        assertInvalid(Column("x").in([Column("")]), mentioning: "cannot be empty")
    }

    func testErrorCarriesTheBrokenSQL() {
        do {
            _ = try Expression.cast(Column("a")).validatedSQL()
            XCTFail("expected a WINQError")
        } catch {
            XCTAssertEqual(error.sql, "CAST(a AS)")
            XCTAssertTrue(error.description.contains("CAST needs a type"))
        }
    }
}
