import Testing
@testable import WINQ

@Suite struct MiscStatementTests {
    // MARK: ATTACH / DETACH

    @Test func attachForms() {
        expectSQL(StatementAttach().attach("attach1").as("schema1").key("abc"), "ATTACH 'attach1' AS schema1 KEY 'abc'")
        expectSQL(StatementAttach().attach("attach1").as("schema2"), "ATTACH 'attach1' AS schema2")
        expectSQL(StatementAttach().attach(":memory:").as("schema2"), "ATTACH ':memory:' AS schema2")
        expectSQL(StatementAttach().attach("it's.db").as("order"), "ATTACH 'it''s.db' AS \"order\"")
        expectSQL(StatementAttach().attach(BindParameter(1)).as("schema2").key(BindParameter(2)), "ATTACH ?1 AS schema2 KEY ?2")
        expectSQL(StatementAttach().attach(BindParameter.colon("path")).as("schema2"), "ATTACH :path AS schema2")
        expectSQL(StatementAttach().attach("a.db").as("schema2").key(""), "ATTACH 'a.db' AS schema2 KEY ''")
        expectSQL(StatementAttach().attach("x'; DETACH main; --").as("schema2"), "ATTACH 'x''; DETACH main; --' AS schema2")
    }

    @Test func detachForms() {
        expectSQL(StatementDetach().detach(schema: "schema1"), "DETACH schema1")
        expectSQL(StatementDetach().detach(schema: "order"), "DETACH \"order\"")
        expectSQL(StatementDetach().detach(schema: "other db"), "DETACH \"other db\"")
    }

    @Test func attachAndDetachRunOnSQLite() throws {
        let rows = try SQLiteAcceptance.run([
            StatementAttach().attach(":memory:").as("order").description,
            "CREATE TABLE \"order\".items(a)",
            "INSERT INTO \"order\".items VALUES(5)",
            "SELECT a FROM \"order\".items",
        ])
        #expect(rows == [["5"]])
        let names = try SQLiteAcceptance.run([
            StatementAttach().attach(":memory:").as("extra").description,
            StatementDetach().detach(schema: "extra").description,
            StatementPragma().pragma(.databaseList).description,
        ])
        #expect(names.map { $0[1] } == ["main", "schema1"])
    }

    // MARK: VACUUM

    @Test func vacuumForms() {
        expectSQL(StatementVacuum(), "VACUUM")
        expectSQL(StatementVacuum().vacuum(), "VACUUM")
        expectSQL(StatementVacuum().vacuum(schema: "schema1"), "VACUUM schema1")
        expectSQL(StatementVacuum().vacuum(schema: "main"), "VACUUM main")
        expectSQL(StatementVacuum().vacuum(schema: "temp"), "VACUUM \"temp\"")
        // VACUUM INTO needs SQLite 3.27.
        expectSQL(StatementVacuum().vacuum().into("backup.db"), "VACUUM INTO 'backup.db'", parses: false)
        expectSQL(StatementVacuum().vacuum(schema: "schema1").into(BindParameter(1)), "VACUUM schema1 INTO ?1", parses: false)
    }

    // MARK: REINDEX

    @Test func reindexForms() {
        expectSQL(StatementReindex(), "REINDEX")
        expectSQL(StatementReindex().reindex(), "REINDEX")
        expectSQL(StatementReindex().reindex(table: "table1"), "REINDEX table1")
        expectSQL(StatementReindex().reindex(table: "table1").of(schema: "schema1"), "REINDEX schema1.table1")
        expectSQL(StatementReindex().reindex(index: "index1"), "REINDEX index1")
        expectSQL(StatementReindex().reindex(index: "index1").of(schema: "main"), "REINDEX main.index1")
        expectSQL(StatementReindex().reindex(collation: "NOCASE"), "REINDEX NOCASE")
        expectSQL(StatementReindex().reindex(collation: "BINARY"), "REINDEX BINARY")
        expectSQL(StatementReindex().reindex(collation: "testCollation"), "REINDEX testCollation", parses: false)
        expectSQL(StatementReindex().reindex(table: "order"), "REINDEX \"order\"", parses: false)
    }

    // MARK: ANALYZE

    @Test func analyzeForms() {
        expectSQL(StatementAnalyze(), "ANALYZE")
        expectSQL(StatementAnalyze().analyze(), "ANALYZE")
        expectSQL(StatementAnalyze().analyze().schema("schema1"), "ANALYZE schema1")
        expectSQL(StatementAnalyze().analyze().of(schema: "main"), "ANALYZE main")
        expectSQL(StatementAnalyze().analyze().schema("schema1").table("table1"), "ANALYZE schema1.table1")
        expectSQL(StatementAnalyze().analyze().table("table1"), "ANALYZE table1")
        expectSQL(StatementAnalyze().analyze(table: "table2"), "ANALYZE table2")
        expectSQL(StatementAnalyze().analyze().schema("main").index("index1"), "ANALYZE main.index1")
        expectSQL(StatementAnalyze().analyze(index: "index1"), "ANALYZE index1")
        expectSQL(StatementAnalyze().analyze(table: "table1").of(schema: "main"), "ANALYZE main.table1")
    }

    // MARK: EXPLAIN

    @Test func explainForms() {
        let select = SQLText("SELECT 1 FROM testTable", isReadOnly: true)
        let delete = SQLText("DELETE FROM testTable", isReadOnly: false)
        expectSQL(StatementExplain().explain(select), "EXPLAIN SELECT 1 FROM testTable")
        expectSQL(StatementExplain().explainQueryPlan(select), "EXPLAIN QUERY PLAN SELECT 1 FROM testTable")
        expectSQL(StatementExplain().explain(delete), "EXPLAIN DELETE FROM testTable")
        expectSQL(StatementExplain().explainQueryPlan(delete), "EXPLAIN QUERY PLAN DELETE FROM testTable")
        expectSQL(StatementExplain().explain(StatementPragma().pragma(.userVersion)), "EXPLAIN PRAGMA user_version")
        expectSQL(StatementExplain().explainQueryPlan(StatementDropTable().drop(table: "table1")),
                  "EXPLAIN QUERY PLAN DROP TABLE table1")
        expectSQL(StatementExplain().explainQueryPlan(select).explain(select), "EXPLAIN SELECT 1 FROM testTable")
        // EXPLAIN only describes the statement, so it is read-only whatever it explains.
        #expect(StatementExplain().explain(delete).isReadOnly)
    }

    @Test func explainRunsWithoutExecuting() throws {
        let rows = try SQLiteAcceptance.run([
            StatementExplain().explain(SQLText("DELETE FROM table1", isReadOnly: false)).description,
            "INSERT INTO table1 VALUES(1, 'a', 1.0)",
            StatementExplain().explain(SQLText("DELETE FROM table1", isReadOnly: false)).description,
            "SELECT count(*) FROM table1",
        ])
        #expect(rows == [["1"]])
    }

    @Test func utilityStatementsThatWrite() {
        #expect(!StatementAttach().attach("a").as("b").isReadOnly)
        #expect(!StatementDetach().detach(schema: "b").isReadOnly)
        #expect(!StatementVacuum().isReadOnly)
        #expect(!StatementReindex().isReadOnly)
        #expect(!StatementAnalyze().isReadOnly)
    }

    // MARK: Invalid use

    @Test func invalidUtilityStatementsThrow() {
        expectInvalid(StatementAttach().as("s"), mentioning: "database file")
        expectInvalid(StatementAttach().attach("a.db"), mentioning: "schema name")
        expectInvalid(StatementAttach().attach("a.db").as(""), mentioning: "empty")
        expectInvalid(StatementDetach(), mentioning: "DETACH needs")
        expectInvalid(StatementDetach().detach(schema: ""), mentioning: "empty")
        expectInvalid(StatementVacuum().vacuum(schema: ""), mentioning: "empty")
        expectInvalid(StatementReindex().reindex(collation: "NOCASE").of(schema: "main"), mentioning: "collation")
        expectInvalid(StatementReindex().reindex(table: ""), mentioning: "empty")
        expectInvalid(StatementReindex().of(schema: "main"), mentioning: "REINDEX needs")
        expectInvalid(StatementAnalyze().analyze(table: ""), mentioning: "empty")
        expectInvalid(StatementExplain(), mentioning: "EXPLAIN needs a statement")
        expectInvalid(StatementExplain().explain(StatementExplain().explain(SQLText("SELECT 1"))), mentioning: "another EXPLAIN")
        expectInvalid(StatementExplain().explain(StatementSavepoint()), mentioning: "SAVEPOINT needs")
    }
}
