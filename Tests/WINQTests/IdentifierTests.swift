import XCTest
@testable import WINQ

final class IdentifierTests: XCTestCase {
    func testPlainNamesStayBare() {
        XCTAssertEqual(Identifier.quoted("name"), "name")
        XCTAssertEqual(Identifier.quoted("_private"), "_private")
        XCTAssertEqual(Identifier.quoted("column1"), "column1")
        XCTAssertEqual(Identifier.quoted("user"), "user")
        XCTAssertEqual(Identifier.quoted("A_b_9"), "A_b_9")
    }

    func testKeywordsAreQuotedInAnyCase() {
        XCTAssertEqual(Identifier.quoted("order"), "\"order\"")
        XCTAssertEqual(Identifier.quoted("ORDER"), "\"ORDER\"")
        XCTAssertEqual(Identifier.quoted("Select"), "\"Select\"")
        XCTAssertEqual(Identifier.quoted("table"), "\"table\"")
        XCTAssertEqual(Identifier.quoted("current_timestamp"), "\"current_timestamp\"")
        XCTAssertEqual(Identifier.quoted("true"), "\"true\"")
        assertSQL(Column("order"), "\"order\"")
        assertSQL(Column(named: "group").in(table: "where"), "\"where\".\"group\"")
    }

    func testJoinKeywordsStayBareAsSQLiteAcceptsThemAsNames() {
        assertSQL(Column("left"), "left")
        assertSQL(Column("right"), "right")
        XCTAssertEqual(Identifier.quoted("natural"), "natural")
        XCTAssertEqual(Identifier.quoted("CROSS"), "CROSS")
    }

    func testJoinKeywordsAreQuotedAsCollationNames() {
        assertSQL(Column("a").collate("left"), "a COLLATE \"left\"")
        assertSQL(Column("a").collate("NOCASE"), "a COLLATE NOCASE")
        assertSQL(Column("a").asOrder().collate("right"), "a COLLATE \"right\"")
        assertSQL(IndexedColumn(Column("a")).collate("left"), "a COLLATE \"left\"")
        assertSQL(ColumnConstraint().collate("cross"), "COLLATE \"cross\"")
        assertSQL(ColumnDef(named: "a", and: .text).makeCollate("inner"), "a TEXT COLLATE \"inner\"")
        assertSQL(StatementCreateIndex().create(index: "i").on(table: "t").indexesBy(Column("a").asIndex().collate("left")),
                  "CREATE INDEX i ON t(a COLLATE \"left\")")
    }

    func testOtherNamesAreDoubleQuoted() {
        XCTAssertEqual(Identifier.quoted("1abc"), "\"1abc\"")
        XCTAssertEqual(Identifier.quoted("a b"), "\"a b\"")
        XCTAssertEqual(Identifier.quoted("a\"b"), "\"a\"\"b\"")
        XCTAssertEqual(Identifier.quoted("\"\""), "\"\"\"\"\"\"")
        XCTAssertEqual(Identifier.quoted("名字"), "\"名字\"")
        XCTAssertEqual(Identifier.quoted("é"), "\"é\"")
        XCTAssertEqual(Identifier.quoted("a-b"), "\"a-b\"")
        XCTAssertEqual(Identifier.quoted("a.b"), "\"a.b\"")
        XCTAssertEqual(Identifier.quoted("a;b"), "\"a;b\"")
        XCTAssertEqual(Identifier.quoted("a'b"), "\"a'b\"")
        XCTAssertFalse(Identifier.isPlain("1abc"))
        XCTAssertTrue(Identifier.isPlain("abc1"))
    }

    func testColumnsQualifiedByTableAndSchema() {
        assertSQL(Column("c").in(table: "t"), "t.c")
        assertSQL(Column("c").in(table: "t").of(schema: "main"), "main.t.c")
        assertSQL(Column("c").of(schema: "main").in(table: "t"), "main.t.c")
        assertSQL(Column(named: "c", inTable: "t"), "t.c")
        assertSQL(Column("my col").in(table: "my table").of(schema: "my schema"), "\"my schema\".\"my table\".\"my col\"")
        assertSQL(Column.all, "*")
        assertSQL(Column.all.in(table: "t"), "t.*")
        assertSQL(Column.rowid, "rowid")
        XCTAssertEqual(Column("c").in(table: "t").tableName, "t")
    }

    func testSchemaWithoutTableIsNotRendered() {
        assertSQL(Column("c").of(schema: "main"), "c")
    }

    func testEmptyIdentifierIsRejected() {
        assertInvalid(Column(""), mentioning: "cannot be empty")
        assertInvalid(Column("c").in(table: ""), mentioning: "cannot be empty")
        assertInvalid(Column("a").collate(""), mentioning: "cannot be empty")
        assertInvalid(Column("a").inTable(""), mentioning: "cannot be empty")
    }

    func testNulInIdentifierIsRejected() {
        assertInvalid(Column("a\u{0}b"), mentioning: "NUL")
        assertInvalid(Column("c").in(table: "t\u{0}"), mentioning: "NUL")
    }

    func testSQLiteAcceptsEveryQuotedName() throws {
        let names = ["order", "select", "1abc", "a b", "a\"b", "名字", "left", "right", "natural", "a'b",
                     "a;b", "--x", "/*x*/", "true", "rowid_", "ÉCOLE"]
        for name in names {
            let table = Identifier.quoted(name)
            let column = Column(name).description
            let rows = try SQLiteAcceptance.run([
                "CREATE TABLE \(table)(\(column) INTEGER)",
                "INSERT INTO \(table)(\(column)) VALUES(7)",
                "SELECT \(Column(name).in(table: name)) FROM \(table)",
            ])
            XCTAssertEqual(rows, [["7"]], name)
        }
    }
}
