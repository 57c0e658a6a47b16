import Foundation
import WCDBSwift

/// **multithread**: two threads at once on one database file. Readers fetch the whole `kv` table into
/// objects; writers each insert half as many rows in one transaction into their own table. The raw
/// baseline gives every thread its own connection and relies on a busy timeout for SQLITE_BUSY; WCDBSwift
/// uses its pool (parallel readers, one serialized writer). Connections and pool handles are opened before
/// timing; every run starts from a fresh copy of the same file.
final class MultithreadWorkload: Workload {
    enum Mix: String {
        case readRead = "read-read"
        case readWrite = "read-write"
        case writeWrite = "write-write"

        /// What each of the two threads does: `true` reads, `false` writes.
        var threadsRead: [Bool] {
            switch self {
            case .readRead: [true, true]
            case .readWrite: [true, false]
            case .writeWrite: [false, false]
            }
        }
    }

    let name: String
    let summary: String
    private let mix: Mix
    private let baseCount: Int
    private var context: WorkloadContext?
    private var templatePath = ""
    private var writeObjects: [[KeyValue]] = []

    init(mix: Mix, baseCount: Int = 100_000) {
        self.mix = mix
        self.baseCount = baseCount
        name = "multithread-\(mix.rawValue)"
        summary = switch mix {
        case .readRead: "2 threads each fetch all \(baseCount) KeyValue rows"
        case .readWrite: "1 thread fetches \(baseCount) KeyValue rows while 1 inserts \(baseCount / 2) in one transaction"
        case .writeWrite: "2 threads each insert \(baseCount / 2) KeyValue rows in one transaction (own tables)"
        }
    }

    func setUp(_ context: WorkloadContext) throws {
        self.context = context
        let count = context.count(baseCount)
        let half = max(1, count / 2)
        writeObjects = [KeyValue.makeObjects(count: half, start: count),
                        KeyValue.makeObjects(count: half, start: count + half)]
        templatePath = context.path("template.db")
        removeDatabaseFiles(atPath: templatePath)
        let connection = try RawConnection(path: templatePath)
        for table in ["kv", "w0", "w1"] { try connection.exec(KeyValue.createSQL(table: table)) }
        if mix != .writeWrite {
            try connection.insertInTransaction(KeyValue.makeObjects(count: count), table: "kv")
        }
        try connection.exec("PRAGMA wal_checkpoint(TRUNCATE)")
        connection.close()
    }

    func makeTrial(for implementation: Implementation, run: Int) throws -> Trial {
        let path = context!.path("\(implementation.rawValue)-\(run).db")
        removeDatabaseFiles(atPath: path)
        try FileManager.default.copyItem(atPath: templatePath, toPath: path)
        let writeObjects = self.writeObjects
        var bodies: [@Sendable () throws -> Int] = []
        switch implementation {
        case .raw:
            var connections: [RawConnection] = []
            for (index, reads) in mix.threadsRead.enumerated() {
                let connection = try RawConnection(path: path)
                _ = try connection.count(table: "kv")
                connections.append(connection)
                if reads {
                    bodies.append { @Sendable in try connection.readAll(KeyValue.self, table: "kv").count }
                } else {
                    bodies.append { @Sendable in
                        try connection.insertInTransaction(writeObjects[index], table: "w\(index)")
                        return writeObjects[index].count
                    }
                }
            }
            return Trial(body: { try runConcurrently(bodies) }, tearDown: {
                for connection in connections { connection.close() }
                removeDatabaseFiles(atPath: path)
            })
        case .orm, .core:
            let database = Database(at: path)
            try warmPool(database)
            let orm = implementation == .orm
            for (index, reads) in mix.threadsRead.enumerated() {
                if reads {
                    bodies.append { @Sendable in
                        orm ? try ORMOperations.readAll(KeyValue.self, table: "kv", database: database).count
                            : try CoreOperations.readAll(KeyValue.self, table: "kv", database: database).count
                    }
                } else {
                    bodies.append { @Sendable in
                        if orm {
                            try ORMOperations.insertInTransaction(writeObjects[index], table: "w\(index)",
                                                                  database: database)
                        } else {
                            try CoreOperations.insertInTransaction(writeObjects[index], table: "w\(index)",
                                                                   database: database)
                        }
                        return writeObjects[index].count
                    }
                }
            }
            return Trial(body: { try runConcurrently(bodies) }, tearDown: {
                database.close()
                removeDatabaseFiles(atPath: path)
            })
        }
    }
}

/// Opens the writer and two readers of `database` (untimed), so a measured run finds its handles open
/// like the raw baseline finds its connections.
func warmPool(_ database: Database) throws {
    try database.withHandle(forWriting: true) { handle in
        let statement = try handle.prepareUncached("SELECT count(*) FROM sqlite_master")
        defer { statement.finalize() }
        _ = try statement.step()
    }
    let holding = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let holder = BackgroundThread {
        do {
            try database.withHandle(forWriting: false) { handle in
                let statement = try handle.prepareUncached("SELECT count(*) FROM sqlite_master")
                defer { statement.finalize() }
                _ = try statement.step()
                holding.signal()
                release.wait()
            }
        } catch {
            holding.signal()
        }
    }
    holding.wait()
    try database.withHandle(forWriting: false) { handle in
        let statement = try handle.prepareUncached("SELECT count(*) FROM sqlite_master")
        defer { statement.finalize() }
        _ = try statement.step()
    }
    release.signal()
    holder.join()
}
