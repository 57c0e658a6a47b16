import Foundation
import WCDBSwift

/// **initialization**: open a database that has 5,000 tables and run the first query (fetch the one row
/// of the first table), which makes SQLite parse the whole schema. The file is built once, untimed; every
/// run opens it from scratch (WCDBSwift: a new `Database`, closed again after the measurement).
final class InitializationWorkload: Workload {
    let name = "initialization"
    let summary: String
    private let baseTables: Int
    private var tableCount = 0
    private var path = ""

    init(baseTables: Int = 5_000) {
        self.baseTables = baseTables
        summary = "open a database with \(baseTables) tables and run the first query (rows = tables)"
    }

    func setUp(_ context: WorkloadContext) throws {
        tableCount = context.count(baseTables)
        path = context.path("tables.db")
        removeDatabaseFiles(atPath: path)
        let connection = try RawConnection(path: path)
        try connection.exec("BEGIN IMMEDIATE")
        for index in 0..<tableCount {
            try connection.exec(Person.createSQL(table: "t\(index)"))
        }
        try connection.exec("COMMIT")
        try connection.insertInTransaction([Person.make(index: 1)], table: "t0")
        try connection.exec("PRAGMA wal_checkpoint(TRUNCATE)")
        connection.close()
    }

    func makeTrial(for implementation: Implementation, run: Int) throws -> Trial {
        let path = self.path
        let tableCount = self.tableCount
        switch implementation {
        case .raw:
            let box = Box<RawConnection>()
            return Trial(body: {
                let connection = try RawConnection(path: path)
                box.value = connection
                return try connection.readAll(Person.self, table: "t0").count == 1 ? tableCount : 0
            }, tearDown: { box.value?.close() })
        case .orm, .core:
            let box = Box<Database>()
            let orm = implementation == .orm
            return Trial(body: {
                let database = Database(at: path)
                box.value = database
                let objects = orm ? try ORMOperations.readAll(Person.self, table: "t0", database: database)
                                  : try CoreOperations.readAll(Person.self, table: "t0", database: database)
                return objects.count == 1 ? tableCount : 0
            }, tearDown: { box.value?.close() })
        }
    }
}

/// Keeps something created inside a measured body for its tear-down.
final class Box<Value> {
    var value: Value?
}
