import Testing
@testable import WINQ

/// Swift Testing checks of the pinned renderings (the XCTest suites cover every form in depth).
@Suite struct ExpressionSmokeTests {
    @Test func pinnedOperatorRenderings() {
        #expect((Column("left") || Column("right")).description == "left OR right")
        #expect((!Column("left")).description == "NOT left")
        #expect(Column("left").isNull().description == "left ISNULL")
        #expect(Column("left").isNot(Column("right")).description == "left IS NOT right")
        #expect(Column("left").between(2, 10).description == "left BETWEEN 2 AND 10")
        #expect((Column("a") > 1 && Column("b") == 2).description == "(a > 1) AND (b == 2)")
    }

    @Test func pinnedFunctionRenderings() {
        #expect(Column("left").count(isDistinct: true).description == "COUNT(DISTINCT left)")
        #expect(Column("left").groupConcat(isDistinct: true, separateBy: "-").description
            == "GROUP_CONCAT(DISTINCT left, '-')")
        #expect(Column.all.count().description == "COUNT(*)")
    }

    @Test func pinnedCaseAndCast() {
        #expect(Expression.case(1).when(2).then(3).when(4).then(5).else(6).description
            == "CASE 1 WHEN 2 THEN 3 WHEN 4 THEN 5 ELSE 6 END")
        #expect(Expression.cast(1).as(.integer64).description == "CAST(1 AS INTEGER)")
    }

    @Test(arguments: [("order", "\"order\""), ("a\"b", "\"a\"\"b\""), ("name", "name"), ("1x", "\"1x\"")])
    func identifiersAreQuotedOnlyWhenNeeded(name: String, rendered: String) {
        #expect(Column(name).description == rendered)
    }

    @Test func stringLiteralsDoubleTheirQuotes() {
        #expect(LiteralValue("it's").description == "'it''s'")
    }

    @Test func invalidUseThrows() {
        #expect(throws: WINQError.self) { try Expression.cast(1).validatedSQL() }
        #expect(throws: WINQError.self) { try Column("").validatedSQL() }
    }
}
