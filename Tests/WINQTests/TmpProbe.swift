import XCTest
@testable import WINQ
final class TmpProbeExpr: XCTestCase {
    func testProbe() throws {
        var generator = SeededGenerator(seed: 7)
        var bad: [Int: Int] = [:]
        var total: [Int: Int] = [:]
        for _ in 0..<20000 {
            let value = Double(bitPattern: generator.next())
            guard value.isFinite, value != 0 else { continue }
            let e = Int(log10(Swift.abs(value)).rounded(.down)) / 20 * 20
            total[e, default: 0] += 1
            if case .double(let r) = try SQLiteValue.of("SELECT " + LiteralValue(value).description), r == value { continue }
            bad[e, default: 0] += 1
        }
        for k in total.keys.sorted() { print("PROBE", k, bad[k] ?? 0, total[k]!) }
    }
}
