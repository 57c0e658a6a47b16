import CSQLCipher
import Foundation
import WCDBCore
import WINQ
import XCTest

final class ErrorTests: DatabaseTestCase {
    func testErrorCarriesCodeSQLPathAndMessage() throws {
        let database = Database(at: path())
        database.tag = 7
        do {
            try database.exec("INSERT INTO missing VALUES(1)")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.code, .error)
            XCTAssertEqual(error.sql, "INSERT INTO missing VALUES(1)")
            XCTAssertEqual(error.path, database.path)
            XCTAssertEqual(error.tag, 7)
            XCTAssertTrue(error.message.contains("no such table"))
            XCTAssertTrue(error.description.contains("no such table"))
            XCTAssertTrue(error.description.contains("tag: 7"))
        }
    }

    func testConstraintErrorHasExtendedCode() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(id INTEGER PRIMARY KEY)")
        try database.exec("INSERT INTO t VALUES(1)")
        XCTAssertThrowsError(try database.exec("INSERT INTO t VALUES(1)")) { error in
            let error = error as! WCDBError
            XCTAssertEqual(error.code, .constraint)
            XCTAssertEqual(error.extendedCode, 1555)  // SQLITE_CONSTRAINT_PRIMARYKEY
            XCTAssertEqual(error.level, .error)
        }
    }

    func testNewerSyntaxNamesTheSQLiteVersion() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE t(id INTEGER PRIMARY KEY, v INTEGER)")
        XCTAssertThrowsError(try database.exec(
            "INSERT INTO t VALUES(1, 1) ON CONFLICT(id) DO UPDATE SET v = excluded.v")) { error in
            let error = error as! WCDBError
            XCTAssertEqual(error.code, .error)
            XCTAssertTrue(error.message.contains("3.15.2"), error.message)
            XCTAssertTrue(error.message.contains("may not support"), error.message)
        }
        XCTAssertThrowsError(try database.withHandle(forWriting: false) { handle in
            _ = try handle.prepare("SELECT json_extract('{}', '$.a')")
        }) { error in
            XCTAssertTrue((error as! WCDBError).message.contains("3.15.2"))
        }
    }

    func testInvalidWINQStatementBecomesMisuse() throws {
        struct Broken: WINQ.Statement {
            func render(into writer: inout SQLWriter) { writer.write("DELETE FROM "); writer.writeIdentifier("") }
        }
        let database = Database(at: path())
        do {
            try database.exec(Broken())
            XCTFail("expected misuse")
        } catch {
            XCTAssertEqual(error.code, .misuse)
        }
    }

    func testCodeNames() {
        XCTAssertEqual(WCDBError.Code.busy.rawValue, 5)
        XCTAssertEqual(WCDBError.Code.notADatabase.rawValue, 26)
        XCTAssertEqual(WCDBError.Code(sqliteResultCode: 2067), .constraint)
        XCTAssertEqual(WCDBError.Code.notADatabase.name, "notADatabase")
        XCTAssertTrue(WCDBError.Level.fatal > .warning)
    }

    // MARK: Bad input: a clear WCDBError, never a crash, nothing already stored lost

    private func storedRows(_ database: Database) throws -> [[Value]] {
        try database.getRows(fromTable: "kept", orderBy: [Column(named: "a")])
    }

    private func makeKeptTable(_ database: Database) throws {
        try database.exec("CREATE TABLE kept(a INTEGER PRIMARY KEY, b TEXT)")
        try database.exec("INSERT INTO kept VALUES(1, 'one'), (2, 'two')")
    }

    func testUnknownTableInOneLinersIsAClearError() throws {
        let database = Database(at: path())
        try makeKeptTable(database)
        for operation in [{ _ = try database.getRows(fromTable: "ghost") },
                          { try database.delete(fromTable: "ghost", where: Column(named: "a") == 1) },
                          { try database.update(table: "ghost", on: [Column(named: "a")], with: [1]) }] {
            XCTAssertThrowsError(try operation()) { error in
                let error = error as! WCDBError
                XCTAssertEqual(error.code, .error)
                XCTAssertTrue(error.message.contains("no such table: ghost"), error.message)
                XCTAssertTrue(error.sql?.contains("ghost") ?? false)
            }
        }
        XCTAssertEqual(try storedRows(database), [[1, "one"], [2, "two"]])
    }

    func testWINQBuiltForANewerEngineNamesTheEngineVersion() throws {
        let database = Database(at: path())
        try makeKeptTable(database)
        let version = String(cString: sqlite3_libversion())
        let upsert = StatementInsert().insert(intoTable: "kept").columns(Column(named: "a"), Column(named: "b"))
            .values(1, "uno")
            .upsert(Upsert().onConflict().indexed(by: Column(named: "a")).doUpdate().set(Column(named: "b")).to("uno"))
        let window = StatementSelect().select(WINQ.Expression.rowNumber().over(WindowDef().order(Column(named: "a"))))
            .from("kept")
        let statements: [any WINQ.Statement] = [upsert, window]
        for statement in statements {
            XCTAssertThrowsError(try database.exec(statement)) { error in
                let error = error as! WCDBError
                XCTAssertEqual(error.code, .error)
                XCTAssertTrue(error.message.contains("SQLite \(version)"), error.message)
                XCTAssertTrue(error.message.contains("newer SQLite"), error.message)
                XCTAssertNotNil(error.sql)
            }
            XCTAssertThrowsError(try database.prepare(statement)) { XCTAssertEqual(($0 as! WCDBError).code, .error) }
        }
        XCTAssertEqual(try storedRows(database), [[1, "one"], [2, "two"]])
    }

    func testBindingAValueTheEngineCannotTakeIsAClearError() throws {
        let database = Database(at: path())
        try makeKeptTable(database)
        try database.withHandle(forWriting: true) { handle in
            // The engine's length limit, lowered so the test does not need a gigabyte.
            let previous = sqlite3_limit(handle.rawHandle, SQLITE_LIMIT_LENGTH, 1_000)
            defer { sqlite3_limit(handle.rawHandle, SQLITE_LIMIT_LENGTH, previous) }
            let insert = try handle.prepare("INSERT INTO kept VALUES(?1, ?2)")
            insert.bind(integer: 3, toIndex: 1)
            insert.bind(text: String(repeating: "x", count: 5_000), toIndex: 2)
            XCTAssertThrowsError(try insert.run()) { error in
                let error = error as! WCDBError
                XCTAssertEqual(error.code, .tooBig)
                XCTAssertTrue(error.message.contains("parameter 2"), error.message)
                XCTAssertEqual(error.sql, "INSERT INTO kept VALUES(?1, ?2)")
            }
            insert.reset()
            insert.bind(blob: Data(count: 5_000), toIndex: 2)
            XCTAssertThrowsError(try insert.run()) { XCTAssertEqual(($0 as! WCDBError).code, .tooBig) }
            insert.finalize()
            let finalized = try handle.prepareUncached("SELECT 1")
            finalized.finalize()
            finalized.bind(integer: 1, toIndex: 1)
            XCTAssertThrowsError(try finalized.step()) { XCTAssertEqual(($0 as! WCDBError).code, .misuse) }
        }
        XCTAssertEqual(try storedRows(database), [[1, "one"], [2, "two"]])
    }

    func testAFileThatIsNotADatabaseIsAClearErrorAndStaysUntouched() throws {
        let file = path("noise.db")
        var generator = SystemRandomNumberGenerator()
        let noise = Data((0..<8192).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
        XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: noise))
        let database = Database(at: file)
        XCTAssertFalse(database.canOpen)
        XCTAssertThrowsError(try database.getRows(fromTable: "t")) { error in
            let error = error as! WCDBError
            XCTAssertEqual(error.code, .notADatabase)
            XCTAssertTrue(error.message.contains("not a database"), error.message)
            XCTAssertEqual(error.path, database.path)
        }
        XCTAssertThrowsError(try database.exec("CREATE TABLE t(a)"))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: file)), noise, "the file is not modified")
    }
}
