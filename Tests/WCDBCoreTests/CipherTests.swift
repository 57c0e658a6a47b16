import CSQLCipher
import Foundation
@_spi(Diagnostics) import WCDBCore
import WINQ
import XCTest

final class CipherTests: DatabaseTestCase {
    private func count(_ database: Database) throws -> Int64 {
        try database.withHandle(forWriting: false) { handle in
            let statement = try handle.prepare("SELECT count(*) FROM t")
            _ = try statement.step()
            return statement.int64(atIndex: 0)
        }
    }

    /// Opens `file` through a bare sqlite3 connection with SQLCipher's own passphrase derivation.
    private func countWithPlainPassphrase(_ file: String, passphrase: String, pageSize: Int) -> Int64? {
        var db: OpaquePointer?
        guard sqlite3_open_v2(file, &db, SQLITE_OPEN_READONLY, nil) == SQLITE_OK, let db else { return nil }
        defer { sqlite3_close_v2(db) }
        let sql = "PRAGMA key = '\(passphrase)'; PRAGMA cipher_page_size = \(pageSize);"
        guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else { return nil }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, "SELECT count(*) FROM t", -1, &statement, nil) == SQLITE_OK else { return nil }
        defer { sqlite3_finalize(statement) }
        guard sqlite3_step(statement) == SQLITE_ROW else { return nil }
        return sqlite3_column_int64(statement, 0)
    }

    private func sha(_ file: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: file))
    }

    func testKeyIsDerivedOnceAndFileOpensWithPlainPassphrase() throws {
        let file = path("secret.db")
        do {
            let database = Database(at: file)
            database.setCipher(key: Data("passphrase".utf8))
            try database.exec("CREATE TABLE t(a)")
            try database.exec("INSERT INTO t VALUES(1); INSERT INTO t VALUES(2)")
            // A second and third handle (readers in parallel) reuse the raw key.
            let group = DispatchGroup()
            for _ in 0..<3 {
                group.enter()
                Thread.detachNewThread {
                    _ = try? database.withHandle(forWriting: false) { handle in
                        Thread.sleep(forTimeInterval: 0.05)
                        return try handle.prepare("SELECT count(*) FROM t").allRows()
                    }
                    group.leave()
                }
            }
            group.wait()
            XCTAssertEqual(try count(database), 2)
            XCTAssertGreaterThanOrEqual(database.peakReaderCount, 2, "several handles were opened")
            XCTAssertEqual(database.keyDerivationCount, 1, "only the first handle derived the key")
            let header = try sha(file).prefix(16)
            XCTAssertNotEqual(header, Data("SQLite format 3\u{0}".utf8), "the file is encrypted")
            database.close()
        }
        XCTAssertEqual(countWithPlainPassphrase(file, passphrase: "passphrase", pageSize: 4096), 2)
        XCTAssertNil(countWithPlainPassphrase(file, passphrase: "wrong", pageSize: 4096))
    }

    func testReopeningAnExistingEncryptedFileReadsItsSalt() throws {
        let file = path("salted.db")
        do {
            let database = Database(at: file)
            database.setCipher(key: Data("k".utf8), pageSize: 1024)
            try database.exec("CREATE TABLE t(a); INSERT INTO t VALUES(1)")
        }
        let database = Database(at: file)
        database.setCipher(key: Data("k".utf8), pageSize: 1024)
        XCTAssertEqual(try count(database), 1)
        XCTAssertEqual(countWithPlainPassphrase(file, passphrase: "k", pageSize: 1024), 1)
    }

    func testWrongKeyFailsWithNotADatabaseAndLeavesTheFileAlone() throws {
        let file = path("locked.db")
        do {
            let database = Database(at: file)
            database.setCipher(key: Data("right".utf8))
            try database.exec("CREATE TABLE t(a); INSERT INTO t VALUES(1)")
            database.close()
        }
        let before = try sha(file)
        let database = Database(at: file)
        database.setCipher(key: Data("wrong".utf8))
        XCTAssertThrowsError(try count(database)) { error in
            let error = error as! WCDBError
            XCTAssertEqual(error.code, .notADatabase)
            XCTAssertTrue(error.message.contains("key is wrong") || error.message.contains("not a database"), error.message)
        }
        XCTAssertThrowsError(try database.exec("INSERT INTO t VALUES(2)"))
        XCTAssertEqual(try sha(file), before, "a wrong key must not modify the file")
        // The right key still works, on the same Database: setting it reopens the handles.
        database.setCipher(key: Data("right".utf8))
        XCTAssertEqual(try count(database), 1)
    }

    func testPlaintextFileWithKeyIsNotADatabase() throws {
        let file = path("plain.db")
        do {
            let database = Database(at: file)
            try database.exec("CREATE TABLE t(a)")
            database.close()
        }
        let database = Database(at: file)
        database.setCipher(key: Data("k".utf8))
        XCTAssertThrowsError(try count(database)) { XCTAssertEqual(($0 as! WCDBError).code, .notADatabase) }
    }

    func testChangeKeyAndExport() throws {
        let file = path("rekey.db")
        let database = Database(at: file)
        database.setCipher(key: Data("old".utf8))
        try database.exec("CREATE TABLE t(a); INSERT INTO t VALUES(1); INSERT INTO t VALUES(2)")
        try database.changeCipherKey(to: Data("new".utf8))
        XCTAssertEqual(try count(database), 2)
        database.close()
        XCTAssertEqual(countWithPlainPassphrase(file, passphrase: "new", pageSize: 4096), 2)
        XCTAssertNil(countWithPlainPassphrase(file, passphrase: "old", pageSize: 4096))

        let plainFile = path("exported-plain.db")
        try database.export(toPath: plainFile, cipherKey: nil)
        let header = try Data(contentsOf: URL(fileURLWithPath: plainFile)).prefix(16)
        XCTAssertEqual(header, Data("SQLite format 3\u{0}".utf8))
        let plain = Database(at: plainFile)
        XCTAssertEqual(try count(plain), 2)

        let encryptedFile = path("exported-secret.db")
        try plain.export(toPath: encryptedFile, cipherKey: Data("other".utf8), pageSize: 4096)
        XCTAssertEqual(countWithPlainPassphrase(encryptedFile, passphrase: "other", pageSize: 4096), 2)
        let reopened = Database(at: encryptedFile)
        reopened.setCipher(key: Data("other".utf8))
        XCTAssertEqual(try count(reopened), 2)
    }

    func testNoKeyOnAnEncryptedFileIsAClearError() throws {
        let file = path("nokey.db")
        do {
            let database = Database(at: file)
            database.setCipher(key: Data("k".utf8))
            try database.exec("CREATE TABLE t(a); INSERT INTO t VALUES(1)")
        }
        let before = try sha(file)
        let database = Database(at: file)
        XCTAssertFalse(database.canOpen)
        XCTAssertThrowsError(try count(database)) { error in
            let error = error as! WCDBError
            XCTAssertEqual(error.code, .notADatabase)
            XCTAssertTrue(error.message.contains("cipher key is wrong"), error.message)
            XCTAssertEqual(error.path, database.path)
        }
        XCTAssertEqual(try sha(file), before)
    }

    func testNilKeyRemovesTheCipher() throws {
        let database = Database(at: path("toggle.db"))
        database.setCipher(key: Data("k".utf8))
        database.setCipher(key: nil)
        try database.exec("CREATE TABLE t(a); INSERT INTO t VALUES(1)")
        database.close()
        let header = try sha(database.path).prefix(16)
        XCTAssertEqual(header, Data("SQLite format 3\u{0}".utf8), "no key: a plaintext file")
    }

    func testPageSizeIsHonoured() throws {
        let small = path("small-pages.db")
        let large = path("default-pages.db")
        for (file, pageSize) in [(small, 1024), (large, nil as Int?)] {
            let database = Database(at: file)
            if let pageSize {
                database.setCipher(key: Data("k".utf8), pageSize: pageSize)
            } else {
                database.setCipher(key: Data("k".utf8))
            }
            try database.exec("CREATE TABLE t(a); INSERT INTO t VALUES(1)")
            database.close()
        }
        XCTAssertEqual(countWithPlainPassphrase(small, passphrase: "k", pageSize: 1024), 1)
        XCTAssertNil(countWithPlainPassphrase(small, passphrase: "k", pageSize: 4096))
        XCTAssertEqual(countWithPlainPassphrase(large, passphrase: "k", pageSize: 4096), 1, "default page size is 4096")
        XCTAssertNil(countWithPlainPassphrase(large, passphrase: "k", pageSize: 1024))
        let size = (try FileManager.default.attributesOfItem(atPath: large)[.size] as? Int) ?? -1
        XCTAssertEqual(size % 4096, 0, "the file is made of 4096-byte pages")
    }

    func testEncryptAnExistingPlainDatabaseInPlace() throws {
        let file = path("legacy.db")
        do {
            let database = Database(at: file)
            try database.exec("CREATE TABLE t(a); INSERT INTO t VALUES(1); INSERT INTO t VALUES(2)")
            try database.encrypt(withCipherKey: Data("now secret".utf8))
            XCTAssertEqual(try count(database), 2, "the same Database keeps working with the key")
            try database.exec("INSERT INTO t VALUES(3)")
            XCTAssertThrowsError(try database.encrypt(withCipherKey: Data("again".utf8))) {
                XCTAssertEqual(($0 as! WCDBError).code, .misuse)
            }
            database.close()
        }
        XCTAssertFalse(Database.hasLiveCore(atPath: file))
        XCTAssertNotEqual(try sha(file).prefix(16), Data("SQLite format 3\u{0}".utf8))
        XCTAssertFalse(FileManager.default.fileExists(atPath: file + "-encrypting"))
        XCTAssertEqual(countWithPlainPassphrase(file, passphrase: "now secret", pageSize: 4096), 3)
        let reopened = Database(at: file)
        reopened.setCipher(key: Data("now secret".utf8))
        XCTAssertEqual(try count(reopened), 3)
        let withoutKey = Database(at: path("legacy.db"))
        withoutKey.setCipher(key: nil)
        XCTAssertFalse(withoutKey.canOpen)
    }

    func testRekeyedDatabaseReopensWithTheNewKeyOnly() throws {
        let file = path("rekeyed.db")
        do {
            let database = Database(at: file)
            database.setCipher(key: Data("old".utf8), pageSize: 1024)
            try database.exec("CREATE TABLE t(a); INSERT INTO t VALUES(1)")
            try database.changeCipherKey(to: Data("new".utf8))
            try database.exec("INSERT INTO t VALUES(2)")
        }
        XCTAssertFalse(Database.hasLiveCore(atPath: file))
        let wrong = Database(at: file)
        wrong.setCipher(key: Data("old".utf8), pageSize: 1024)
        XCTAssertThrowsError(try count(wrong)) { XCTAssertEqual(($0 as! WCDBError).code, .notADatabase) }
        wrong.setCipher(key: Data("new".utf8), pageSize: 1024)
        XCTAssertEqual(try count(wrong), 2)
    }

    func testLaterHandlesOpenWithoutTheDerivationCost() throws {
        let database = Database(at: path("timed.db"))
        database.setCipher(key: Data("k".utf8))
        func milliseconds(_ body: () throws -> Void) rethrows -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }
        let first = try milliseconds { try database.exec("CREATE TABLE t(a)") }   // opens the writer: derives
        var later: [Double] = []
        for _ in 0..<5 {
            database.purge()   // every further operation opens a fresh handle
            later.append(try milliseconds { try database.exec("INSERT INTO t VALUES(1)") })
        }
        XCTAssertEqual(database.keyDerivationCount, 1)
        let median = later.sorted()[later.count / 2]
        XCTAssertLessThan(median, first, "a handle with the raw key skips the PBKDF2 cost")
        print(String(format: "cipher open: first handle %.1f ms (PBKDF2 64,000 iterations), later handles %.1f ms (median)",
                     first, median))
    }
}
