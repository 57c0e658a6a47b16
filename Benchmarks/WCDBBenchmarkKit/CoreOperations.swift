import Foundation
import WCDBSwift

/// The WCDBSwift core implementation of the row operations: a handle from the pool, a prepared WINQ
/// statement (cached per handle), bind and step by hand.
enum CoreOperations {
    static func insertInTransaction<Model: BenchmarkModel>(_ objects: [Model], table: String,
                                                           database: Database) throws {
        let insert = Model.insertStatement(table: table)
        try database.run(transaction: { handle in
            let statement = try handle.prepare(insert)
            defer { statement.reset() }
            for object in objects {
                object.bind(core: statement)
                _ = try statement.step()
                statement.reset()
            }
        })
    }

    static func insertAutocommit<Model: BenchmarkModel>(_ objects: [Model], table: String,
                                                        database: Database) throws {
        let insert = Model.insertStatement(table: table)
        try database.withHandle(forWriting: true) { handle in
            let statement = try handle.prepare(insert)
            defer { statement.reset() }
            for object in objects {
                object.bind(core: statement)
                _ = try statement.step()
                statement.reset()
            }
        }
    }

    static func readAll<Model: BenchmarkModel>(_ type: Model.Type, table: String,
                                               database: Database) throws -> [Model] {
        let select = Model.selectStatement(table: table)
        return try database.withHandle(forWriting: false) { handle in
            let statement = try handle.prepare(select)
            defer { statement.reset() }
            var objects: [Model] = []
            while try statement.step() {
                objects.append(Model(core: statement))
            }
            return objects
        }
    }
}

/// The WCDBSwift ORM implementation: the one-line API.
enum ORMOperations {
    static func insertInTransaction<Model: BenchmarkModel>(_ objects: [Model], table: String,
                                                           database: Database) throws {
        try database.insert(objects, intoTable: table)
    }

    static func insertAutocommit<Model: BenchmarkModel>(_ objects: [Model], table: String,
                                                        database: Database) throws {
        for object in objects {
            try database.insert(object, intoTable: table)
        }
    }

    static func readAll<Model: BenchmarkModel>(_ type: Model.Type, table: String,
                                               database: Database) throws -> [Model] {
        try database.getObjects(fromTable: table)
    }
}

extension Database {
    /// `SELECT count(*) FROM table` (verification, never timed).
    func count(table: String) throws -> Int {
        try withHandle(forWriting: false) { handle in
            let statement = try handle.prepareUncached("SELECT count(*) FROM \(table)")
            defer { statement.finalize() }
            return try statement.step() ? Int(statement.int64(atIndex: 0)) : 0
        }
    }
}
