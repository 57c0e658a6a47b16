import Foundation
import WCDBCore
import WINQ
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Kills a writer process with SIGKILL at random moments and checks that every transaction it reported as
/// committed survived, none survived half-written, and the file stays intact.
final class CrashSafetyTests: DatabaseTestCase {
    private static let childEnvironmentKey = "WCDB_CRASH_CHILD"
    private static let rowsPerTransaction = 5

    /// The writer child: does nothing in a normal run; runs until killed when the parent starts it.
    func testCrashChildWriter() throws {
        guard let setting = ProcessInfo.processInfo.environment[Self.childEnvironmentKey] else { return }
        let parts = setting.components(separatedBy: "|")
        let database = Database(at: parts[0])
        let log = FileHandle(forWritingAtPath: parts[1])!
        log.seekToEndOfFile()
        try database.exec("CREATE TABLE IF NOT EXISTS t(txn INTEGER, n INTEGER, payload BLOB)")
        var txn = try database.getValue(on: Column(named: "txn").max(), fromTable: "t")?.int64Value ?? 0
        while true {
            txn += 1
            try database.run(transaction: { handle in
                let insert = try handle.prepare("INSERT INTO t VALUES(?1, ?2, randomblob(2000))")
                for n in 0..<Self.rowsPerTransaction {
                    insert.reset()
                    insert.bind(integer: txn, toIndex: 1)
                    insert.bind(integer: Int64(n), toIndex: 2)
                    try insert.run()
                }
            })
            log.write(Data("\(txn)\n".utf8))  // only after commit returned
        }
    }

    func testCommittedTransactionsSurviveSIGKILL() throws {
        let file = path("crash.db")
        let logFile = path("commits.log")
        _ = FileManager.default.createFile(atPath: logFile, contents: nil)
        let executable = CommandLine.arguments.first.map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: "/proc/self/exe")
        var generator = SystemRandomNumberGenerator()
        for round in 0..<20 {
            let child = Process()
            child.executableURL = executable
            child.arguments = ["WCDBCoreTests.CrashSafetyTests/testCrashChildWriter"]
            var environment = ProcessInfo.processInfo.environment
            environment[Self.childEnvironmentKey] = file + "|" + logFile
            child.environment = environment
            child.standardOutput = FileHandle.nullDevice
            child.standardError = FileHandle.nullDevice
            try child.run()
            usleep(UInt32.random(in: 60_000...220_000, using: &generator))
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            XCTAssertEqual(child.terminationReason, .uncaughtSignal, "round \(round): the child must die by SIGKILL")

            let logged = (try String(contentsOfFile: logFile, encoding: .utf8))
                .split(separator: "\n").compactMap { Int64($0) }.max() ?? 0
            guard FileManager.default.fileExists(atPath: file) else {
                XCTAssertEqual(logged, 0)
                continue
            }
            let database = Database(at: file)
            let integrity = try database.withHandle(forWriting: false) { handle in
                try handle.prepare("PRAGMA integrity_check").allRows()
            }
            XCTAssertEqual(integrity, [["ok"]], "round \(round)")
            guard try database.isTableExists("t") else { continue }
            let rows = try database.getValue(on: Column.all.count(), fromTable: "t")?.int64Value ?? 0
            let transactions = try database.getValue(on: Column(named: "txn").count(isDistinct: true), fromTable: "t")?.int64Value ?? 0
            let newest = try database.getValue(on: Column(named: "txn").max(), fromTable: "t")?.int64Value ?? 0
            XCTAssertEqual(rows, transactions * Int64(Self.rowsPerTransaction), "round \(round): no half transaction")
            XCTAssertEqual(newest, transactions, "round \(round): no gap")
            XCTAssertTrue(newest == logged || newest == logged + 1,
                          "round \(round): \(newest) committed rows vs \(logged) logged commits")
            database.close()
        }
        let finalLogged = (try String(contentsOfFile: logFile, encoding: .utf8)).split(separator: "\n").count
        XCTAssertGreaterThan(finalLogged, 0, "the child should have committed something in 20 rounds")
        print("SIGKILL test: \(finalLogged) commits logged over 20 kills")
    }
}
