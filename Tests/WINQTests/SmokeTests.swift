import Testing
@testable import WINQ

@Test func columnRendersBare() {
    #expect(Column("a").description == "a")
}
