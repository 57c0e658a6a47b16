import Foundation
import XCTest

/// A fresh temporary directory per test, removed afterwards.
class DatabaseTestCase: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("wcdb-core-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    func path(_ name: String = "test.db") -> String {
        directory.appendingPathComponent(name).path
    }
}
