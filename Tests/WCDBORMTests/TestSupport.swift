import Foundation
import WCDBCore

/// A fresh database in its own temporary directory, removed when the test ends.
final class TemporaryDatabase {
    let directory: URL
    let database: Database

    init(name: String = "test.db") {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("wcdb-orm-tests-\(UUID().uuidString)")
        database = Database(at: directory.appendingPathComponent(name).path)
    }

    deinit {
        database.close()
        try? FileManager.default.removeItem(at: directory)
    }
}
