import Foundation
import GRDB
import GRDBSQLite

// The GRDB peer of wcdb-benchmark. Same workloads (those that apply: the system SQLite has no SQLCipher),
// same models, same interleaving (grdb, raw, grdb, raw, ...), same JSON keys. Implementations:
//   grdb  idiomatic GRDB 7: DatabasePool, Codable records, `insert`, `fetchAll`
//   raw   the SQLite C API on the system libsqlite3 that GRDB links (prepare once, bind/step/reset)
// Usage: GRDBPeerBenchmark [--runs N] [--scale X] [--only a,b] [--json PATH]

struct Trial {
    var body: () throws -> Int
    var tearDown: () throws -> Void = {}
}

protocol PeerWorkload: AnyObject {
    var name: String { get }
    func setUp(directory: URL, scale: Double) throws
    func makeTrial(grdb: Bool, run: Int) throws -> Trial
}

func count(_ base: Int, _ scale: Double) -> Int { max(10, Int((Double(base) * scale).rounded())) }

func removeDatabaseFiles(atPath path: String) {
    for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: path + suffix) }
}

/// GRDB's pool with the same pragmas as the raw baseline (WAL is DatabasePool's own).
func makePool(_ path: String) throws -> DatabasePool {
    var configuration = Configuration()
    configuration.busyMode = .timeout(10)
    configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
    return try DatabasePool(path: path, configuration: configuration)
}

final class ReadWorkload<Model: PeerModel>: PeerWorkload {
    let name: String
    var pool: DatabasePool?
    var raw: RawConnection?
    init(name: String) { self.name = name }

    func setUp(directory: URL, scale: Double) throws {
        let objects = Model.makeObjects(count: count(100_000, scale))
        for grdb in [true, false] {
            let path = directory.appendingPathComponent(grdb ? "grdb.db" : "raw.db").path
            removeDatabaseFiles(atPath: path)
            let connection = try RawConnection(path: path)
            try connection.exec(Model.createSQL(table: "bench"))
            try connection.insertInTransaction(objects, table: "bench")
            if grdb {
                connection.close()
                pool = try makePool(path)
                _ = try pool!.read { db in try Model.fetchAll(db) }
            } else {
                _ = try connection.readAll(Model.self, table: "bench")
                raw = connection
            }
        }
    }

    func makeTrial(grdb: Bool, run: Int) throws -> Trial {
        if grdb {
            let pool = self.pool!
            return Trial(body: { try pool.read { db in try Model.fetchAll(db) }.count })
        }
        let raw = self.raw!
        return Trial(body: { try raw.readAll(Model.self, table: "bench").count })
    }
}

final class InsertWorkload<Model: PeerModel>: PeerWorkload {
    let name: String
    let baseCount: Int
    let inOneTransaction: Bool
    var objects: [Model] = []
    var directory: URL?
    init(name: String, baseCount: Int, inOneTransaction: Bool) {
        self.name = name
        self.baseCount = baseCount
        self.inOneTransaction = inOneTransaction
    }

    func setUp(directory: URL, scale: Double) throws {
        self.directory = directory
        objects = Model.makeObjects(count: count(baseCount, scale))
    }

    func makeTrial(grdb: Bool, run: Int) throws -> Trial {
        let path = directory!.appendingPathComponent("\(grdb ? "grdb" : "raw")-\(run).db").path
        removeDatabaseFiles(atPath: path)
        let objects = self.objects
        let inOneTransaction = self.inOneTransaction
        if grdb {
            let pool = try makePool(path)
            try pool.write { db in try db.execute(sql: Model.createSQL(table: "bench")) }
            return Trial(body: {
                if inOneTransaction {
                    try pool.write { db in for object in objects { try object.insert(db) } }
                } else {
                    for object in objects { try pool.write { db in try object.insert(db) } }
                }
                return try pool.read { db in try Model.fetchCount(db) }
            }, tearDown: {
                try pool.close()
                removeDatabaseFiles(atPath: path)
            })
        }
        let connection = try RawConnection(path: path)
        try connection.exec(Model.createSQL(table: "bench"))
        return Trial(body: {
            if inOneTransaction {
                try connection.insertInTransaction(objects, table: "bench")
            } else {
                try connection.insertAutocommit(objects, table: "bench")
            }
            return try connection.count(table: "bench")
        }, tearDown: {
            connection.close()
            removeDatabaseFiles(atPath: path)
        })
    }
}

final class ResultBox: @unchecked Sendable {
    let lock = NSLock()
    var rows = 0
    var error: (any Error)?
}

func runConcurrently(_ bodies: [@Sendable () throws -> Int]) throws -> Int {
    let box = ResultBox()
    let done = DispatchSemaphore(value: 0)
    for body in bodies {
        Thread {
            let result = Result { try body() }
            box.lock.lock()
            switch result {
            case .success(let rows): box.rows += rows
            case .failure(let error): box.error = box.error ?? error
            }
            box.lock.unlock()
            done.signal()
        }.start()
    }
    for _ in bodies { done.wait() }
    if let error = box.error { throw error }
    return box.rows
}

final class MultithreadWorkload: PeerWorkload {
    let name: String
    let threadsRead: [Bool]
    var directory: URL?
    var template = ""
    var writeObjects: [[KeyValue]] = []

    init(mix: String, threadsRead: [Bool]) {
        name = "multithread-\(mix)"
        self.threadsRead = threadsRead
    }

    func setUp(directory: URL, scale: Double) throws {
        self.directory = directory
        let n = count(100_000, scale)
        let half = max(1, n / 2)
        writeObjects = [KeyValue.makeObjects(count: half, start: n), KeyValue.makeObjects(count: half, start: n + half)]
        template = directory.appendingPathComponent("template.db").path
        removeDatabaseFiles(atPath: template)
        let connection = try RawConnection(path: template)
        // GRDB records carry one table name, so both writers share `w` (disjoint keys) in both implementations.
        try connection.exec(KeyValue.createSQL(table: "bench"))
        try connection.exec(KeyValue.createSQL(table: "w"))
        if threadsRead.contains(true) {
            try connection.insertInTransaction(KeyValue.makeObjects(count: n), table: "bench")
        }
        try connection.exec("PRAGMA wal_checkpoint(TRUNCATE)")
        connection.close()
    }

    func makeTrial(grdb: Bool, run: Int) throws -> Trial {
        let path = directory!.appendingPathComponent("\(grdb ? "grdb" : "raw")-\(run).db").path
        removeDatabaseFiles(atPath: path)
        try FileManager.default.copyItem(atPath: template, toPath: path)
        let writeObjects = self.writeObjects
        var bodies: [@Sendable () throws -> Int] = []
        if grdb {
            let pool = try makePool(path)
            // Open two readers before timing, as the raw baseline opens its connections.
            _ = try runConcurrently([{ try pool.read { db in try KeyValue.fetchCount(db) } },
                                     { try pool.read { db in try KeyValue.fetchCount(db) } }])
            for (index, reads) in threadsRead.enumerated() {
                if reads {
                    bodies.append { @Sendable in try pool.read { db in try KeyValue.fetchAll(db) }.count }
                } else {
                    let records = writeObjects[index].map { KeyValueW(key: $0.key, value: $0.value) }
                    bodies.append { @Sendable in
                        try pool.write { db in
                            for record in records { try record.insert(db) }
                        }
                        return records.count
                    }
                }
            }
            return Trial(body: { try runConcurrently(bodies) }, tearDown: {
                try pool.close()
                removeDatabaseFiles(atPath: path)
            })
        }
        var connections: [RawConnection] = []
        for (index, reads) in threadsRead.enumerated() {
            let connection = try RawConnection(path: path)
            _ = try connection.count(table: "bench")
            connections.append(connection)
            if reads {
                bodies.append { @Sendable in try connection.readAll(KeyValue.self, table: "bench").count }
            } else {
                bodies.append { @Sendable in
                    try connection.insertInTransaction(writeObjects[index], table: "w")
                    return writeObjects[index].count
                }
            }
        }
        return Trial(body: { try runConcurrently(bodies) }, tearDown: {
            for connection in connections { connection.close() }
            removeDatabaseFiles(atPath: path)
        })
    }
}

/// KeyValue in the writers' table `w` (a GRDB record carries its table name).
struct KeyValueW: Codable, PersistableRecord, Sendable {
    static let databaseTableName = "w"
    var key: Int
    var value: Data
}

final class InitializationWorkload: PeerWorkload {
    let name = "initialization"
    var path = ""
    var tables = 0

    func setUp(directory: URL, scale: Double) throws {
        tables = count(5_000, scale)
        path = directory.appendingPathComponent("tables.db").path
        removeDatabaseFiles(atPath: path)
        let connection = try RawConnection(path: path)
        try connection.exec("BEGIN IMMEDIATE")
        for index in 0..<tables { try connection.exec(Person.createSQL(table: "t\(index)")) }
        try connection.exec("COMMIT")
        try connection.insertInTransaction([Person.make(index: 1)], table: "t0")
        try connection.exec("PRAGMA wal_checkpoint(TRUNCATE)")
        connection.close()
    }

    func makeTrial(grdb: Bool, run: Int) throws -> Trial {
        let path = self.path
        let tables = self.tables
        if grdb {
            var pool: DatabasePool?
            return Trial(body: {
                pool = try makePool(path)
                let rows = try pool!.read { db in try Person.fetchAll(db, sql: "SELECT * FROM t0") }
                return rows.count == 1 ? tables : 0
            }, tearDown: { try pool?.close() })
        }
        var connection: RawConnection?
        return Trial(body: {
            connection = try RawConnection(path: path)
            return try connection!.readAll(Person.self, table: "t0").count == 1 ? tables : 0
        }, tearDown: { connection?.close() })
    }
}

// MARK: - Runner

var runs = 45
var scale = 1.0
var only: Set<String> = []
var jsonPath: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--runs": runs = Int(arguments.next() ?? "") ?? runs
    case "--scale": scale = Double(arguments.next() ?? "") ?? scale
    case "--only": only = Set((arguments.next() ?? "").split(separator: ",").map(String.init))
    case "--json": jsonPath = arguments.next()
    default:
        FileHandle.standardError.write(Data("usage: GRDBPeerBenchmark [--runs N] [--scale X] [--only a,b] [--json PATH]\n".utf8))
        exit(2)
    }
}

let workloads: [any PeerWorkload] = [
    ReadWorkload<KeyValue>(name: "read-kv"),
    ReadWorkload<Person>(name: "read-person"),
    InsertWorkload<KeyValue>(name: "write", baseCount: 2_000, inOneTransaction: false),
    InsertWorkload<KeyValue>(name: "batch-write-kv", baseCount: 100_000, inOneTransaction: true),
    InsertWorkload<Person>(name: "batch-write-person", baseCount: 100_000, inOneTransaction: true),
    MultithreadWorkload(mix: "read-read", threadsRead: [true, true]),
    MultithreadWorkload(mix: "read-write", threadsRead: [true, false]),
    MultithreadWorkload(mix: "write-write", threadsRead: [false, false]),
    InitializationWorkload(),
].filter { only.isEmpty || only.contains($0.name) }

func log(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
log("engine: SQLite \(String(cString: sqlite3_libversion()))")

let root = FileManager.default.temporaryDirectory.appendingPathComponent("grdb-peer-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: root) }

var records: [[String: Any]] = []
var table: [String] = []
for workload in workloads {
    let directory = root.appendingPathComponent(workload.name)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    log("[\(workload.name)] setting up")
    try workload.setUp(directory: directory, scale: scale)
    var seconds: [Bool: [Double]] = [true: [], false: []]
    var rows: [Bool: Int] = [:]
    for run in 1...max(1, runs) {
        var line = "[\(workload.name)] run \(run)/\(runs):"
        for grdb in [true, false] {
            let trial = try workload.makeTrial(grdb: grdb, run: run)
            let start = ContinuousClock.now
            let count = try trial.body()
            let (whole, atto) = (ContinuousClock.now - start).components
            let elapsed = Double(whole) + Double(atto) * 1e-18
            try trial.tearDown()
            seconds[grdb]!.append(elapsed)
            rows[grdb] = count
            line += String(format: " %@ %.1f ms", grdb ? "grdb" : "raw", elapsed * 1000)
        }
        log(line)
    }
    guard rows[true] == rows[false] else {
        log("\(workload.name): row counts differ: grdb \(rows[true] ?? -1), raw \(rows[false] ?? -1)")
        exit(1)
    }
    func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2]
            : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
    let rawMedian = median(seconds[false]!)
    var cells = [workload.name, String(rows[false]!)]
    for grdb in [true, false] {
        let values = seconds[grdb]!
        let ratio = median(values) / rawMedian
        records.append(["workload": workload.name, "implementation": grdb ? "grdb" : "raw", "rows": rows[grdb]!,
                        "median_seconds": median(values), "min_seconds": values.min()!,
                        "max_seconds": values.max()!, "ratio_to_raw": ratio])
        cells.append(String(format: "%.1f ms [%.1f-%.1f]%@", median(values) * 1000, values.min()! * 1000,
                            values.max()! * 1000, grdb ? String(format: " %.2fx", ratio) : ""))
    }
    table.append(cells.joined(separator: " | "))
}
print("workload | rows | grdb: median [min-max] x raw | raw (system SQLite): median [min-max]")
for line in table { print(line) }
if let jsonPath {
    let data = try JSONSerialization.data(withJSONObject: records, options: [.prettyPrinted, .sortedKeys])
    try data.write(to: URL(fileURLWithPath: jsonPath))
}
