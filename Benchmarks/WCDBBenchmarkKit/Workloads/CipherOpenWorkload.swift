import Foundation
@_spi(Diagnostics) import WCDBCore
import WCDBSwift

/// **cipher open**: the cost of opening an encrypted database's first handle (key derivation: PBKDF2,
/// 64,000 iterations) and of its second handle. Each run uses a fresh copy of a small encrypted file.
///
/// - first: open, key, first read (1 row).
/// - second: with the first handle open and busy on another thread (it holds a read), a read on this
///   thread needs a second handle: measured is opening it, keying it and the read. WCDBSwift derives the
///   key once per database and hands the raw key to further handles; a plain SQLCipher connection
///   (the raw baseline) derives it again for every connection.
final class CipherOpenWorkload: Workload {
    let name: String
    let summary: String
    private let secondHandle: Bool
    private let passphrase: Data
    private var context: WorkloadContext?
    private var templates: [Implementation: String] = [:]
    private let table = "bench"

    init(secondHandle: Bool, passphrase: Data) {
        self.secondHandle = secondHandle
        self.passphrase = passphrase
        name = secondHandle ? "cipher-second-handle" : "cipher-first-handle"
        summary = secondHandle
            ? "encrypted database: open the second handle while the first is busy, and read (1 row)"
            : "encrypted database: open the first handle (derives the key) and read (1 row)"
    }

    func setUp(_ context: WorkloadContext) throws {
        self.context = context
        let objects = KeyValue.makeObjects(count: 1)
        // Each library writes its own template, so the benchmark does not depend on the two agreeing on
        // the file format.
        let rawPath = context.path("template-raw.db")
        removeDatabaseFiles(atPath: rawPath)
        let connection = try RawConnection(path: rawPath, passphrase: passphrase)
        try connection.exec(KeyValue.createSQL(table: table))
        try connection.insertInTransaction(objects, table: table)
        try connection.exec("PRAGMA wal_checkpoint(TRUNCATE)")
        connection.close()
        let wcdbPath = context.path("template-wcdb.db")
        removeDatabaseFiles(atPath: wcdbPath)
        let database = Database(at: wcdbPath)
        database.setCipher(key: passphrase)
        try database.create(table: table, of: KeyValue.self)
        try database.insert(objects, intoTable: table)
        database.close()
        templates = [.raw: rawPath, .core: wcdbPath, .orm: wcdbPath]
    }

    func makeTrial(for implementation: Implementation, run: Int) throws -> Trial {
        let path = context!.path("\(implementation.rawValue)-\(run).db")
        removeDatabaseFiles(atPath: path)
        try FileManager.default.copyItem(atPath: templates[implementation]!, toPath: path)
        let passphrase = self.passphrase
        let table = self.table
        switch implementation {
        case .raw:
            var first: RawConnection?
            if secondHandle {
                first = try RawConnection(path: path, passphrase: passphrase)
                _ = try first!.readAll(KeyValue.self, table: table)
            }
            let box = Box<RawConnection>()
            return Trial(body: {
                let connection = try RawConnection(path: path, passphrase: passphrase)
                box.value = connection
                return try connection.readAll(KeyValue.self, table: table).count
            }, tearDown: {
                box.value?.close()
                first?.close()
                removeDatabaseFiles(atPath: path)
            })
        case .orm, .core:
            let orm = implementation == .orm
            let read: @Sendable (Database) throws -> Int = { database in
                orm ? try ORMOperations.readAll(KeyValue.self, table: table, database: database).count
                    : try CoreOperations.readAll(KeyValue.self, table: table, database: database).count
            }
            if !secondHandle {
                let box = Box<Database>()
                return Trial(body: {
                    let database = Database(at: path)
                    database.setCipher(key: passphrase)
                    box.value = database
                    return try read(database)
                }, tearDown: {
                    box.value?.close()
                    removeDatabaseFiles(atPath: path)
                })
            }
            let database = Database(at: path)
            database.setCipher(key: passphrase)
            _ = try read(database)
            // Another thread takes the open handle and keeps it while the measured read runs.
            let holding = DispatchSemaphore(value: 0)
            let release = DispatchSemaphore(value: 0)
            let holder = BackgroundThread {
                do {
                    try database.withHandle(forWriting: false) { _ in
                        holding.signal()
                        release.wait()
                    }
                } catch {
                    holding.signal()
                }
            }
            holding.wait()
            return Trial(body: { try read(database) }, tearDown: {
                release.signal()
                holder.join()
                let derivations = database.keyDerivationCount
                if derivations != 1 {
                    FileHandle.standardError.write(Data("  note: \(derivations) key derivations for one database\n".utf8))
                }
                database.close()
                removeDatabaseFiles(atPath: path)
            })
        }
    }
}
