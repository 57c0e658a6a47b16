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
}
