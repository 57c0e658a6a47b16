import Foundation
import Testing
@testable import WCDBBenchmarkKit

/// Every workload runs at a tiny scale in every implementation and they agree on the row counts.
@Suite("wcdb-benchmark smoke", .serialized)
struct BenchmarkSmokeTests {
    @Test("every workload runs in every implementation with the same row counts",
          arguments: WorkloadCatalog.names)
    func workloadRunsInEveryImplementation(name: String) throws {
        let runner = BenchmarkRunner(runs: 1, scale: 0.002)
        let results = try runner.run(try WorkloadCatalog.select([name]))
        let result = try #require(results.first)
        #expect(Set(result.measurements.keys) == Set(Implementation.allCases))
        let counts = Set(result.measurements.values.map(\.rows))
        #expect(counts.count == 1)
        #expect((counts.first ?? 0) > 0)
    }

    @Test("the JSON output has the documented keys")
    func jsonHasTheDocumentedKeys() throws {
        let results = try BenchmarkRunner(runs: 2, scale: 0.001).run(try WorkloadCatalog.select(["write"]))
        let data = try ResultsOutput.json(results)
        let array = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(array.count == 3)
        for object in array {
            #expect(Set(object.keys) == ["workload", "implementation", "rows", "median_seconds", "min_seconds",
                                         "max_seconds", "ratio_to_raw"])
        }
        #expect(ResultsOutput.table(results, runs: 2).contains("write"))
    }

    @Test("the models survive a round trip through the raw C API")
    func modelsRoundTripThroughRawConnection() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bench-roundtrip-\(UUID()).db").path
        defer { removeDatabaseFiles(atPath: path) }
        let connection = try RawConnection(path: path)
        defer { connection.close() }
        try connection.exec(Person.createSQL(table: "p"))
        let people = Person.makeObjects(count: 5)
        try connection.insertInTransaction(people, table: "p")
        #expect(try connection.readAll(Person.self, table: "p") == people)
    }
}
