import Foundation
import WCDBCore
import WINQ
import XCTest

enum Mood: Int, ColumnCodable {
    case calm = 1, angry = 2
}

enum Fruit: String, ColumnCodable {
    case apple, pear
}

final class ColumnCodableTests: XCTestCase {
    func testIntegersRoundTripIncludingUnsignedOverflow() {
        XCTAssertEqual(UInt64.max.archivedValue(), .integer(-1))
        XCTAssertEqual(UInt64(with: UInt64.max.archivedValue()), UInt64.max)
        XCTAssertEqual(UInt(with: UInt.max.archivedValue()), UInt.max)
        XCTAssertEqual(Int8(with: .integer(127)), 127)
        XCTAssertNil(Int8(with: .integer(300)), "out of range must fail, not wrap")
        XCTAssertNil(UInt8(with: .integer(-1)))
        XCTAssertEqual(Int32(with: .integer(-5)), -5)
        XCTAssertEqual(Int(with: .double(3.0)), 3)
        XCTAssertNil(Int(with: .double(3.5)))
        XCTAssertEqual(Int(with: .text("42")), 42)
    }

    func testImpossibleConversionsFailInsteadOfDefaulting() {
        XCTAssertNil(Int(with: .text("abc")))
        XCTAssertNil(Int(with: .null))
        XCTAssertNil(Date(with: .blob(Data([1, 2]))))
        XCTAssertNil(Double(with: .text("x")))
        XCTAssertNil(UUID(with: .text("not a uuid")))
        XCTAssertNil(URL(with: .integer(1)))
        XCTAssertNil(Mood(with: .integer(9)))
        XCTAssertNil(String(with: .null))
        XCTAssertNil(Data(with: .integer(1)))
    }

    func testStandardTypes() {
        XCTAssertEqual(true.archivedValue(), .integer(1))
        XCTAssertEqual(Bool(with: .integer(0)), false)
        XCTAssertEqual(Float(with: .double(1.5)), 1.5)
        XCTAssertEqual(String(with: .text("x")), "x")
        XCTAssertEqual(Data(with: .blob(Data([9]))), Data([9]))
        let date = Date(timeIntervalSince1970: 1234.5)
        XCTAssertEqual(date.archivedValue(), .double(1234.5))
        XCTAssertEqual(Date(with: .double(1234.5)), date)
        XCTAssertEqual(Date.columnType, .float)
        let url = URL(string: "https://example.com/a?b=1")!
        XCTAssertEqual(URL(with: url.archivedValue()), url)
        let uuid = UUID()
        XCTAssertEqual(UUID(with: uuid.archivedValue()), uuid)
        XCTAssertEqual(String.columnType, .text)
        XCTAssertEqual(Data.columnType, .BLOB)
        XCTAssertEqual(Int64.columnType, .integer64)
    }

    func testOptionalsAndEnums() {
        let none: Int? = nil
        XCTAssertEqual(none.archivedValue(), .null)
        XCTAssertEqual(Int?(with: .null) as Int??, Int??.some(nil))
        XCTAssertEqual(Int?(with: .integer(3)), .some(3))
        XCTAssertTrue(Int?(with: .text("abc")) == nil)
        XCTAssertEqual(Mood.angry.archivedValue(), .integer(2))
        XCTAssertEqual(Mood(with: .integer(1)), .calm)
        XCTAssertEqual(Mood.columnType, .integer64)
        XCTAssertEqual(Fruit(with: .text("pear")), .pear)
        XCTAssertEqual(Fruit.columnType, .text)
    }
}
