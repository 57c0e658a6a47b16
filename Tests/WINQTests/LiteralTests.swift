import Foundation
import XCTest
@testable import WINQ

final class LiteralTests: XCTestCase {
    func testIntegersRenderInDecimal() {
        assertSQL(LiteralValue(0), "0")
        assertSQL(LiteralValue(1), "1")
        assertSQL(LiteralValue(-1), "-1")
        assertSQL(LiteralValue(Int64.max), "9223372036854775807")
        assertSQL(LiteralValue(Int64.min), "-9223372036854775808")
        assertSQL(Int8.min.asExpression(), "-128")
        assertSQL(UInt32.max.asExpression(), "4294967295")
        assertSQL(Int32.min.asExpression(), "-2147483648")
    }

    func testUnsignedAboveInt64MaxRendersItsBitPattern() {
        assertSQL(LiteralValue(UInt64.max), "-1")
        assertSQL(LiteralValue(UInt64(Int64.max) + 1), "-9223372036854775808")
        assertSQL(UInt.max.asExpression(), "-1")
    }

    func testDoublesRenderInShortestRoundTripForm() {
        assertSQL(LiteralValue(1.5), "1.5")
        assertSQL(LiteralValue(0.1), "0.1")
        assertSQL(LiteralValue(1.0), "1.0")
        assertSQL(LiteralValue(-2.25), "-2.25")
        assertSQL(LiteralValue(1e-300), "1e-300")
        assertSQL(LiteralValue(1e16), "1e+16")
        assertSQL(LiteralValue(Double.greatestFiniteMagnitude), "1.7976931348623157e+308")
        assertSQL(LiteralValue(Double.leastNonzeroMagnitude), "5e-324")
        assertSQL(LiteralValue(-0.0), "-0.0")
        assertSQL(Float(0.5).asExpression(), "0.5")
    }

    func testNonFiniteDoublesRenderAsOverflowAndNull() {
        assertSQL(LiteralValue(Double.infinity), "9e999")
        assertSQL(LiteralValue(-Double.infinity), "-9e999")
        assertSQL(LiteralValue(Double.nan), "NULL")
    }

    func testStringsAreSingleQuotedWithQuotesDoubled() {
        assertSQL(LiteralValue("it's"), "'it''s'")
        assertSQL(LiteralValue(""), "''")
        assertSQL(LiteralValue("''"), "''''''")
        assertSQL(LiteralValue("a\"b"), "'a\"b'")
        assertSQL(LiteralValue("line1\nline2"), "'line1\nline2'")
        assertSQL(LiteralValue("héllo 名字 😀"), "'héllo 名字 😀'")
        assertSQL(LiteralValue("'); DROP TABLE t; --"), "'''); DROP TABLE t; --'")
        assertSQL(Substring("ab").asExpression(), "'ab'")
    }

    func testStringWithNulTravelsAsHexCastToText() {
        assertSQL(LiteralValue("a\u{0}b"), "CAST(X'610062' AS TEXT)")
        XCTAssertFalse(LiteralValue("a\u{0}b").isPlainLiteral)
        XCTAssertTrue(LiteralValue("ab").isPlainLiteral)
    }

    func testBlobsRenderAsHex() {
        assertSQL(LiteralValue(Data([0x01, 0xFF, 0x00, 0xAB])), "X'01FF00AB'")
        assertSQL(LiteralValue(Data()), "X''")
    }

    func testKeywordLiterals() {
        assertSQL(LiteralValue.null, "NULL")
        assertSQL(Int?.none.asExpression(), "NULL")
        assertSQL(Int?.some(3).asExpression(), "3")
        assertSQL(LiteralValue.true, "TRUE")
        assertSQL(LiteralValue.false, "FALSE")
        assertSQL(LiteralValue.currentTime, "CURRENT_TIME")
        assertSQL(LiteralValue.currentDate, "CURRENT_DATE")
        assertSQL(LiteralValue.currentTimestamp, "CURRENT_TIMESTAMP")
    }

    func testSwiftBooleansRenderAsIntegers() {
        assertSQL(true.asExpression(), "1")
        assertSQL(false.asExpression(), "0")
    }

    func testNegatingANegativeLiteralDoesNotStartAComment() {
        assertSQL(-LiteralValue(-1), "-(-1)")
        assertSQL(-LiteralValue(-0.5), "-(-0.5)")
        assertSQL(-LiteralValue(-Double.infinity), "-(-9e999)")
        assertSQL(-LiteralValue(1), "-1")
        assertSQL(+LiteralValue(-1), "+-1")
        assertSQL(Column("a") - -1, "a - -1")
    }

    func testSQLiteReadsIntegerExtremesBack() throws {
        for value in [Int64.min, Int64.min + 1, -1, 0, 1, Int64.max - 1, Int64.max] {
            XCTAssertEqual(try SQLiteValue.of("SELECT " + LiteralValue(value).description), .integer(value))
        }
        XCTAssertEqual(try SQLiteValue.of("SELECT " + LiteralValue(UInt64.max).description), .integer(-1))
        XCTAssertEqual(try SQLiteValue.of("SELECT " + (-LiteralValue(-5)).description), .integer(5))
    }

    func testSQLiteReadsSampleDoublesBackBitForBit() throws {
        let samples: [Double] = [0.1, 0.2, 0.3, 1.0 / 3.0, 2.0 / 3.0, 1e-300, 1e300, 1.5, -2.75, 123456.789,
                                 Double.pi, -Double.pi, 1e16, 9007199254740991, 1.7976931348623157e308,
                                 2.2250738585072014e-308, Double(bitPattern: 1000), 0.0, 1e-5, 1e21]
        for value in samples {
            let sql = "SELECT " + LiteralValue(value).description
            XCTAssertEqual(try SQLiteValue.of(sql), .double(value), sql)
        }
    }

    func testSQLiteReadsRandomOrdinaryDoublesBackBitForBit() throws {
        var generator = SeededGenerator(seed: 20_240_131)
        var mismatches: [String] = []
        for _ in 0..<300 {
            let value = Double.random(in: -1e6...1e6, using: &generator)
            let literal = LiteralValue(value).description
            if try SQLiteValue.of("SELECT " + literal) != .double(value) { mismatches.append(literal) }
        }
        XCTAssertEqual(mismatches, [])
    }

    /// WINQ's text always denotes the exact double; SQLite 3.15.2's own decimal conversion is not correctly
    /// rounded for a few values (mostly below 1e-280, where it divides twice), and is then off by one unit in
    /// the last place. Such values should be bound rather than written as literals.
    func testRandomBitPatternsRenderExactTextAndSQLiteIsAtMostOneUlpOff() throws {
        var generator = SeededGenerator(seed: 42)
        var exact = 0
        var finite = 0
        for _ in 0..<400 {
            let value = Double(bitPattern: generator.next())
            guard value.isFinite else { continue }
            finite += 1
            let literal = LiteralValue(value).description
            XCTAssertEqual(Double(literal)?.bitPattern, value.bitPattern, literal)
            guard case .double(let read) = try SQLiteValue.of("SELECT " + literal) else {
                XCTFail("not read as a double: \(literal)")
                continue
            }
            if read.bitPattern == value.bitPattern {
                exact += 1
            } else {
                XCTAssertTrue(read == value.nextUp || read == value.nextDown, "\(literal) read as \(read)")
            }
        }
        XCTAssertGreaterThan(Double(exact) / Double(finite), 0.95)
    }

    func testSQLiteReadsNonFiniteDoublesAsInfinityAndNull() throws {
        XCTAssertEqual(try SQLiteValue.of("SELECT " + LiteralValue(Double.infinity).description), .double(.infinity))
        XCTAssertEqual(try SQLiteValue.of("SELECT " + LiteralValue(-Double.infinity).description), .double(-.infinity))
        XCTAssertEqual(try SQLiteValue.of("SELECT " + LiteralValue(Double.nan).description), .null)
    }

    func testSQLiteReadsStringsAndBlobsBack() throws {
        for text in ["it's", "", "a\u{0}b", "line\r\n", "名字 😀", "\"", "--", "/*"] {
            XCTAssertEqual(try SQLiteValue.of("SELECT " + LiteralValue(text).description), .text(text))
        }
        XCTAssertEqual(try SQLiteValue.of("SELECT " + LiteralValue(Data([0, 1, 255])).description), .blob([0, 1, 255]))
        XCTAssertEqual(try SQLiteValue.of("SELECT " + LiteralValue.null.description), .null)
    }
}
