import Foundation

/// One line of the `--json` output.
public struct ResultRecord: Codable, Equatable, Sendable {
    public let workload: String
    public let implementation: String
    public let rows: Int
    public let medianSeconds: Double
    public let minSeconds: Double
    public let maxSeconds: Double
    public let ratioToRaw: Double?

    enum CodingKeys: String, CodingKey {
        case workload, implementation, rows
        case medianSeconds = "median_seconds"
        case minSeconds = "min_seconds"
        case maxSeconds = "max_seconds"
        case ratioToRaw = "ratio_to_raw"
    }
}

/// Turns results into the table printed at the end and the JSON of `--json`.
public enum ResultsOutput {
    /// One record per workload and implementation.
    public static func records(_ results: [WorkloadResult]) -> [ResultRecord] {
        results.flatMap { result in
            Implementation.allCases.compactMap { implementation -> ResultRecord? in
                guard let measurement = result.measurements[implementation] else { return nil }
                return ResultRecord(workload: result.workload, implementation: implementation.rawValue,
                                    rows: measurement.rows, medianSeconds: measurement.median,
                                    minSeconds: measurement.minimum, maxSeconds: measurement.maximum,
                                    ratioToRaw: result.ratioToRaw(implementation))
            }
        }
    }

    /// The records as a JSON array.
    public static func json(_ results: [WorkloadResult]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(records(results))
    }

    /// The text table: one row per workload, one column per implementation with
    /// `median [min-max] ratio-to-raw`.
    public static func table(_ results: [WorkloadResult], runs: Int) -> String {
        let implementations = Implementation.allCases.filter { implementation in
            results.contains { $0.measurements[implementation] != nil }
        }
        var header = ["workload", "rows"]
        header += implementations.map { "\($0.rawValue): median [min-max] x raw" }
        var rows: [[String]] = [header]
        for result in results {
            var row = [result.workload, String(result.measurements.values.first?.rows ?? 0)]
            for implementation in implementations {
                guard let measurement = result.measurements[implementation] else {
                    row.append("-")
                    continue
                }
                var cell = "\(format(seconds: measurement.median)) [\(format(seconds: measurement.minimum))-"
                    + "\(format(seconds: measurement.maximum))]"
                if implementation != .raw, let ratio = result.ratioToRaw(implementation) {
                    cell += String(format: " %.2fx", ratio)
                }
                row.append(cell)
            }
            rows.append(row)
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = rows.map { row in
            row.enumerated().map { column, text in
                let padding = String(repeating: " ", count: widths[column] - text.count)
                return column == 1 ? padding + text : text + padding
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        lines.insert(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "), at: 1)
        lines.append("medians of \(runs) run(s), implementations interleaved; \"x raw\" = median / raw C median")
        return lines.joined(separator: "\n")
    }
}
