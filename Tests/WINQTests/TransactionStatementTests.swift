import Testing
@testable import WINQ

@Suite struct TransactionStatementTests {
    @Test func beginDefaultsToDeferred() {
        expectSQL(StatementBegin(), "BEGIN DEFERRED")
        expectSQL(StatementBegin().begin(.deferred), "BEGIN DEFERRED")
        expectSQL(StatementBegin().beginDeferred(), "BEGIN DEFERRED")
    }

    @Test func beginModes() {
        expectSQL(StatementBegin().begin(.immediate), "BEGIN IMMEDIATE")
        expectSQL(StatementBegin().begin(.exclusive), "BEGIN EXCLUSIVE")
        expectSQL(StatementBegin().beginImmediate(), "BEGIN IMMEDIATE")
        expectSQL(StatementBegin().beginExclusive(), "BEGIN EXCLUSIVE")
        expectSQL(StatementBegin().beginExclusive().beginDeferred(), "BEGIN DEFERRED")
        #expect(TransactionType.immediate.rawValue == "IMMEDIATE")
    }

    @Test func commitAndRollback() {
        expectSQL(StatementCommit(), "COMMIT")
        expectSQL(StatementCommit().commit(), "COMMIT")
        expectSQL(StatementRollback(), "ROLLBACK")
        expectSQL(StatementRollback().rollback(to: "savepoint1"), "ROLLBACK TO savepoint1")
        expectSQL(StatementRollback().rollback(toSavepoint: "savepoint1"), "ROLLBACK TO savepoint1")
        expectSQL(StatementRollback().rollback(to: "order"), "ROLLBACK TO \"order\"")
    }

    @Test func savepointAndRelease() {
        expectSQL(StatementSavepoint().savepoint("savepoint1"), "SAVEPOINT savepoint1")
        expectSQL(StatementSavepoint().savepoint("my savepoint"), "SAVEPOINT \"my savepoint\"")
        expectSQL(StatementSavepoint().savepoint("a\"b"), "SAVEPOINT \"a\"\"b\"")
        expectSQL(StatementRelease().release(savepoint: "savepoint1"), "RELEASE savepoint1")
        expectSQL(StatementRelease().release("savepoint1"), "RELEASE savepoint1")
        expectSQL(StatementRelease().release("select"), "RELEASE \"select\"")
    }

    @Test func transactionStatementsWrite() {
        #expect(!StatementBegin().isReadOnly)
        #expect(!StatementCommit().isReadOnly)
        #expect(!StatementRollback().isReadOnly)
        #expect(!StatementSavepoint().savepoint("s").isReadOnly)
        #expect(!StatementRelease().release("s").isReadOnly)
    }

    @Test func transactionsRunOnSQLite() throws {
        let rows = try SQLiteAcceptance.run([
            StatementBegin().beginImmediate().description,
            "INSERT INTO table1 VALUES(1, 'kept', 1.0)",
            StatementSavepoint().savepoint("order").description,
            "INSERT INTO table1 VALUES(2, 'undone', 2.0)",
            StatementRollback().rollback(to: "order").description,
            StatementRelease().release("order").description,
            StatementSavepoint().savepoint("inner").description,
            "INSERT INTO table1 VALUES(3, 'released', 3.0)",
            StatementRelease().release(savepoint: "inner").description,
            StatementCommit().description,
            StatementBegin().description,
            "INSERT INTO table1 VALUES(4, 'rolled back', 4.0)",
            StatementRollback().description,
            "SELECT column2 FROM table1 ORDER BY column1",
        ])
        #expect(rows == [["kept"], ["released"]])
    }

    @Test func invalidTransactionStatementsThrow() {
        expectInvalid(StatementSavepoint(), mentioning: "SAVEPOINT needs a name")
        expectInvalid(StatementSavepoint().savepoint(""), mentioning: "empty")
        expectInvalid(StatementRelease(), mentioning: "RELEASE needs")
        expectInvalid(StatementRelease().release("a\u{0}"), mentioning: "NUL")
        expectInvalid(StatementRollback().rollback(to: ""), mentioning: "empty")
    }
}
