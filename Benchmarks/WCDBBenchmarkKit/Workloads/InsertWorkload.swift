import Foundation
import WCDBSwift

/// **write** (every row its own autocommit transaction) and **batch write** (all rows in one call, one
/// transaction). Each measured run writes into a fresh database whose table was created, and whose
/// connection was opened (and keyed), before timing.
final class InsertWorkload<Model: BenchmarkModel>: Workload {
    let name: String
    let summary: String
    private let baseCount: Int
    private let inOneTransaction: Bool
    private let passphrase: Data?
    private var objects: [Model] = []
    private var context: WorkloadContext?
    private let table = "bench"

    init(name: String, baseCount: Int, inOneTransaction: Bool, passphrase: Data? = nil) {
        self.name = name
        self.baseCount = baseCount
        self.inOneTransaction = inOneTransaction
        self.passphrase = passphrase
        summary = (inOneTransaction
            ? "insert \(baseCount) \(Model.self) objects in one call (one transaction)"
            : "insert \(baseCount) \(Model.self) objects one by one, each its own transaction")
            + (passphrase == nil ? "" : " (encrypted database)")
    }

    func setUp(_ context: WorkloadContext) throws {
        self.context = context
        objects = Model.makeObjects(count: context.count(baseCount))
    }

    func makeTrial(for implementation: Implementation, run: Int) throws -> Trial {
        let path = context!.path("\(implementation.rawValue)-\(run).db")
        removeDatabaseFiles(atPath: path)
        let objects = self.objects
        let table = self.table
        let inOneTransaction = self.inOneTransaction
        switch implementation {
        case .raw:
            let connection = try RawConnection(path: path, passphrase: passphrase)
            try connection.exec(Model.createSQL(table: table))
            return Trial(body: {
                if inOneTransaction {
                    try connection.insertInTransaction(objects, table: table)
                } else {
                    try connection.insertAutocommit(objects, table: table)
                }
                return objects.count
            }, countRows: { try connection.count(table: table) }, tearDown: {
                connection.close()
                removeDatabaseFiles(atPath: path)
            })
        case .orm, .core:
            let database = Database(at: path)
            if let passphrase { database.setCipher(key: passphrase) }
            try database.create(table: table, of: Model.self)
            return Trial(body: {
                switch (implementation, inOneTransaction) {
                case (.orm, true): try ORMOperations.insertInTransaction(objects, table: table, database: database)
                case (.orm, false): try ORMOperations.insertAutocommit(objects, table: table, database: database)
                case (_, true): try CoreOperations.insertInTransaction(objects, table: table, database: database)
                case (_, false): try CoreOperations.insertAutocommit(objects, table: table, database: database)
                }
                return objects.count
            }, countRows: { try database.count(table: table) }, tearDown: {
                database.close()
                removeDatabaseFiles(atPath: path)
            })
        }
    }
}
