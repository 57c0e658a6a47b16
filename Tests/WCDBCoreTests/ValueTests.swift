import Foundation
import Testing
import WCDBCore
import WINQ

@Suite struct ValueTests {
    @Test func accessorsConvertLikeSQLite() {
        #expect(Value.integer(42).int64Value == 42)
        #expect(Value.text("12abc").int64Value == 12)
        #expect(Value.text("abc").intValue == 0)
        #expect(Value.double(2.9).int64Value == 2)
        #expect(Value.integer(3).doubleValue == 3.0)
        #expect(Value.text(" 2.5").doubleValue == 2.5)
        #expect(Value.integer(7).stringValue == "7")
        #expect(Value.blob(Data("hi".utf8)).stringValue == "hi")
        #expect(Value.text("hi").dataValue == Data("hi".utf8))
        #expect(Value.null.isNull)
        #expect(!Value.integer(0).isNull)
        #expect(Value.integer(2).boolValue)
        #expect(!Value.null.boolValue)
        #expect(Value.integer(1).type == .integer64)
        #expect(Value.double(1).type == .float)
        #expect(Value.text("").type == .text)
        #expect(Value.blob(Data()).type == .BLOB)
        #expect(Value.null.type == .null)
    }

    @Test func literalsAndDescription() {
        let values: [Value] = [nil, 1, 2.5, "it's", true]
        #expect(values == [.null, .integer(1), .double(2.5), .text("it's"), .integer(1)])
        #expect(Value.text("it's").description == "'it''s'")
        #expect(Value.blob(Data([0, 255])).description == "X'00FF'")
    }

    @Test func valueIsExpressionConvertible() {
        #expect(Value.text("a'b").asExpression().description == "'a''b'")
        #expect(Value.integer(5).asExpression().description == "5")
    }
}
