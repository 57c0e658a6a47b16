import Foundation
import WCDBCore
import WINQ
import XCTest

final class RowOperationsTests: DatabaseTestCase {
    private let idColumn = Column(named: "id")
    private let nameColumn = Column(named: "name")

    private func makeUsers(_ source: some RowOperations & TransactionInterface) throws {
        try source.create(table: "user", with: [ColumnDef(named: "id", and: .integer64).makePrimary(),
                                                ColumnDef(named: "name", and: .text)])
        try source.withHandle(forWriting: true) { handle in
            let insert = try handle.prepare("INSERT INTO user(id, name) VALUES(?1, ?2)")
            for (key, value) in [(1, "Alice"), (2, "Bob"), (3, "Carol"), (4, "Bob")] {
                insert.reset()
                insert.bind(integer: Int64(key), toIndex: 1)
                insert.bind(text: value, toIndex: 2)
                try insert.run()
            }
        }
    }

    func testReadsOnDatabase() throws {
        let database = Database(at: path())
        try makeUsers(database)
        XCTAssertTrue(try database.isTableExists("user"))
        XCTAssertFalse(try database.isTableExists("nobody"))
        XCTAssertEqual(try database.getRows(fromTable: "user").count, 4)
        XCTAssertEqual(try database.getRows(on: idColumn, nameColumn, fromTable: "user", where: idColumn > 1,
                                            orderBy: [idColumn.asOrder(.descending)], limit: 2),
                       [[4, "Bob"], [3, "Carol"]])
        XCTAssertEqual(try database.getRows(on: [idColumn], fromTable: "user", orderBy: [idColumn], limit: 2, offset: 1), [[2], [3]])
        XCTAssertEqual(try database.getRows(on: [idColumn], fromTable: "user", orderBy: [idColumn], offset: 3), [[4]])
        XCTAssertEqual(try database.getRow(on: nameColumn, fromTable: "user", where: idColumn == 3), ["Carol"])
        XCTAssertEqual(try database.getRow(on: nameColumn, fromTable: "user", where: idColumn == 99), [])
        XCTAssertEqual(try database.getColumn(on: nameColumn, fromTable: "user", orderBy: [idColumn]), ["Alice", "Bob", "Carol", "Bob"])
        XCTAssertEqual(Set(try database.getDistinctColumn(on: nameColumn, fromTable: "user")), ["Alice", "Bob", "Carol"])
        XCTAssertEqual(try database.getValue(on: nameColumn, fromTable: "user", orderBy: [idColumn], offset: 1), "Bob")
        XCTAssertNil(try database.getValue(on: nameColumn, fromTable: "user", where: idColumn == 99))
        XCTAssertEqual(try database.getDistinctValue(on: nameColumn, fromTable: "user", where: nameColumn == "Bob"), "Bob")
    }

    func testValuesAreBoundNotSpliced() throws {
        let database = Database(at: path())
        try makeUsers(database)
        let trace = LockedList()
        database.trace(sql: { _, _, _, sql in trace.append(sql) })
        let hostile = "x'); DROP TABLE user; --"
        try database.update(table: "user", on: [nameColumn], with: [hostile], where: idColumn == 1)
        XCTAssertEqual(try database.getValue(on: nameColumn, fromTable: "user", where: idColumn == 1), .text(hostile))
        XCTAssertTrue(trace.items.contains { $0.contains("SET name = ?1") }, "\(trace.items)")
        XCTAssertFalse(trace.items.contains { $0.contains("DROP TABLE") })
    }

    func testWritesWithOrderAndLimitWorkOnThisSQLite() throws {
        let database = Database(at: path())
        try makeUsers(database)
        try database.update(table: "user", on: nameColumn, with: ["Zed"], orderBy: [idColumn.asOrder(.descending)], limit: 2)
        XCTAssertEqual(try database.getColumn(on: nameColumn, fromTable: "user", orderBy: [idColumn]), ["Alice", "Bob", "Zed", "Zed"])
        try database.delete(fromTable: "user", where: nameColumn == "Zed", orderBy: [idColumn], limit: 1)
        XCTAssertEqual(try database.getColumn(on: idColumn, fromTable: "user", orderBy: [idColumn]), [1, 2, 4])
        try database.delete(fromTable: "user", where: idColumn == 1)
        XCTAssertEqual(try database.getColumn(on: idColumn, fromTable: "user", orderBy: [idColumn]), [2, 4])
        try database.update(table: "user", on: [idColumn, nameColumn], with: [Int64(20), Optional<String>.none], where: idColumn == 2)
        XCTAssertEqual(try database.getRow(on: idColumn, nameColumn, fromTable: "user", where: idColumn == 20), [20, nil])
        XCTAssertThrowsError(try database.update(table: "user", on: [idColumn, nameColumn], with: [1], where: idColumn == 4)) {
            XCTAssertEqual(($0 as! WCDBError).code, .misuse)
        }
        try database.delete(fromTable: "user")
        XCTAssertEqual(try database.getRows(fromTable: "user"), [])
    }

    func testSchemaHelpers() throws {
        let database = Database(at: path())
        try database.create(table: "t", with: [ColumnDef(named: "a", and: .integer64)],
                            and: [TableConstraint(named: "t_unique").unique().indexed(by: Column(named: "a"))])
        try database.create(table: "t", with: [ColumnDef(named: "a", and: .integer64)])  // IF NOT EXISTS
        try database.addColumn(with: ColumnDef(named: "b", and: .text), forTable: "t")
        try database.exec("INSERT INTO t(a, b) VALUES(1, 'x')")
        try database.create(index: "t_b", with: [Column(named: "b")], forTable: "t")
        let indexes = try database.getColumn(on: Column(named: "name"), fromTable: "sqlite_master", where: Column(named: "type") == "index")
        XCTAssertTrue(indexes.contains("t_b"))
        try database.drop(index: "t_b")
        try database.drop(index: "t_b")
        try database.drop(table: "t")
        XCTAssertFalse(try database.isTableExists("t"))
        XCTAssertThrowsError(try database.create(table: "", with: [])) {
            XCTAssertEqual(($0 as! WCDBError).code, .misuse)
        }
    }

    func testSameOperationsOnHandleAndTransaction() throws {
        let database = Database(at: path())
        try makeUsers(database)
        try database.withHandle(forWriting: true) { handle in
            XCTAssertEqual(try handle.getValue(on: Column.all.count(), fromTable: "user"), 4)
            try handle.delete(fromTable: "user", where: idColumn == 4)
        }
        let transaction = try database.getTransaction()
        try transaction.run(transaction: { _ in
            try transaction.update(table: "user", on: [nameColumn], with: ["T"], where: idColumn == 3)
            XCTAssertEqual(try transaction.getValue(on: nameColumn, fromTable: "user", where: idColumn == 3), "T")
            XCTAssertEqual(try database.getValue(on: nameColumn, fromTable: "user", where: idColumn == 3), "T",
                           "the database shares the transaction's handle on this thread")
        })
        XCTAssertEqual(try database.getColumn(on: idColumn, fromTable: "user", orderBy: [idColumn]), [1, 2, 3])
    }

    func testOrderedLimitedWritesUseTheDirectFormAndWorkWithoutRowid() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE kv(k TEXT PRIMARY KEY, v INTEGER) WITHOUT ROWID")
        try database.exec("INSERT INTO kv VALUES('a', 1), ('b', 2), ('c', 3), ('d', 4)")
        let trace = LockedList()
        database.trace(sql: { _, _, _, sql in trace.append(sql) })
        let key = Column(named: "k")
        let value = Column(named: "v")
        try database.update(table: "kv", on: [value], with: [0], orderBy: [key.asOrder(.descending)], limit: 1, offset: 1)
        XCTAssertEqual(try database.getColumn(on: value, fromTable: "kv", orderBy: [key]), [1, 2, 0, 4])
        try database.delete(fromTable: "kv", where: value > 0, orderBy: [value.asOrder(.descending)], limit: 2)
        XCTAssertEqual(try database.getColumn(on: key, fromTable: "kv", orderBy: [key]), ["a", "c"])
        XCTAssertTrue(trace.items.contains { $0.hasPrefix("DELETE FROM kv") && $0.contains("ORDER BY v DESC LIMIT :wcdb_limit") },
                      "\(trace.items)")
        XCTAssertFalse(trace.items.contains { $0.contains("rowid") })
    }

    func testSeveralRowsRunInOneTransactionAutomatically() throws {
        let database = Database(at: path())
        try database.exec("CREATE TABLE kv(k INTEGER PRIMARY KEY, v TEXT)")
        let trace = LockedList()
        database.trace(sql: { _, _, _, sql in trace.append(sql) })
        try database.insertRows([[1, "a"], [2, "b"], [3, "c"]], onColumns: [Column(named: "k"), Column(named: "v")],
                                intoTable: "kv")
        XCTAssertEqual(trace.items, ["BEGIN IMMEDIATE", "INSERT INTO kv(k, v) VALUES(?1, ?2)",
                                     "INSERT INTO kv(k, v) VALUES(?1, ?2)", "INSERT INTO kv(k, v) VALUES(?1, ?2)", "COMMIT"])
        // The third row collides: the whole call is rolled back, the first two new rows are not kept.
        XCTAssertThrowsError(try database.insertRows([[4, "d"], [5, "e"], [1, "dup"]], intoTable: "kv")) {
            XCTAssertEqual(($0 as! WCDBError).code, .constraint)
        }
        XCTAssertEqual(try database.getColumn(on: Column(named: "k"), fromTable: "kv", orderBy: [Column(named: "k")]), [1, 2, 3])
        try database.insertOrReplaceRows([[1, "A"], [4, "d"]], intoTable: "kv")
        try database.insertOrIgnoreRows([[1, "ignored"], [5, "e"]], intoTable: "kv")
        XCTAssertEqual(try database.getColumn(on: Column(named: "v"), fromTable: "kv", orderBy: [Column(named: "k")]),
                       ["A", "b", "c", "d", "e"])
        // Inside an open transaction the rows join it (as a savepoint).
        try database.run(transaction: { _ in
            try database.insertRows([[6, "f"], [7, "g"]], intoTable: "kv")
            XCTAssertTrue(database.isInTransaction)
        })
        XCTAssertEqual(try database.getValue(on: Column.all.count(), fromTable: "kv"), 7)
        XCTAssertThrowsError(try database.insertRows([[8], [9, "x"]], intoTable: "kv")) {
            XCTAssertEqual(($0 as! WCDBError).code, .misuse)
        }
    }
}
