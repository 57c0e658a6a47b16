import Foundation
import WCDBSwift

/// **read**: fetch every row of a table into objects. One database file per implementation, filled once;
/// connections are opened (and warmed by one read) before timing.
final class ReadWorkload<Model: BenchmarkModel>: Workload {
    let name: String
    let summary: String
    private let baseCount: Int
    private let passphrase: Data?
    private var rowCount = 0
    private var raw: RawConnection?
    private var databases: [Implementation: Database] = [:]
    private let table = "bench"

    init(name: String, baseCount: Int = 100_000, passphrase: Data? = nil) {
        self.name = name
        self.baseCount = baseCount
        self.passphrase = passphrase
        summary = "fetch all \(baseCount) rows of a \(Model.self) table into objects"
            + (passphrase == nil ? "" : " (encrypted database)")
    }

    func setUp(_ context: WorkloadContext) throws {
        rowCount = context.count(baseCount)
        let objects = Model.makeObjects(count: rowCount)
        for implementation in Implementation.allCases {
            let path = context.path("\(implementation.rawValue).db")
            removeDatabaseFiles(atPath: path)
            switch implementation {
            case .raw:
                let connection = try RawConnection(path: path, passphrase: passphrase)
                try connection.exec(Model.createSQL(table: table))
                try connection.insertInTransaction(objects, table: table)
                try connection.exec("PRAGMA wal_checkpoint(TRUNCATE)")
                _ = try connection.readAll(Model.self, table: table)
                raw = connection
            case .orm, .core:
                let database = Database(at: path)
                if let passphrase { database.setCipher(key: passphrase) }
                try database.create(table: table, of: Model.self)
                try CoreOperations.insertInTransaction(objects, table: table, database: database)
                // close() waits for a background checkpoint; the last connection's close checkpoints the
                // WAL into the file, as the raw branch's TRUNCATE checkpoint does.
                database.close()
                _ = try CoreOperations.readAll(Model.self, table: table, database: database)
                databases[implementation] = database
            }
        }
    }

    func makeTrial(for implementation: Implementation, run: Int) throws -> Trial {
        let table = self.table
        switch implementation {
        case .raw:
            let connection = raw!
            return Trial { try connection.readAll(Model.self, table: table).count }
        case .core:
            let database = databases[.core]!
            return Trial { try CoreOperations.readAll(Model.self, table: table, database: database).count }
        case .orm:
            let database = databases[.orm]!
            return Trial { try ORMOperations.readAll(Model.self, table: table, database: database).count }
        }
    }

    func tearDown() throws {
        raw?.close()
        raw = nil
        for database in databases.values { database.close() }
        databases = [:]
    }
}
