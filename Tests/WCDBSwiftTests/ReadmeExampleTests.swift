import Foundation
import Testing
import WCDBSwift

/// The README's example, compiled and run through the umbrella module exactly as a user writes it.
final class Message: TableCodable {
    var id: Int = 0
    var content: String = ""
    enum CodingKeys: String, CodingTableKey {
        typealias Root = Message
        static let objectRelationalMapping = TableBinding(CodingKeys.self) {
            BindColumnConstraint(id, isPrimary: true)
        }
        case id
        case content
    }
}

@Suite struct ReadmeExampleTests {
    @Test func readmeExampleRunsThroughTheUmbrellaModule() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = Database(at: directory.appendingPathComponent("sample.db").path)
        defer { database.close() }

        try database.create(table: "message", of: Message.self)
        let message = Message()
        message.id = 1
        message.content = "hello"
        try database.insert(message, intoTable: "message")
        let messages: [Message] = try database.getObjects(fromTable: "message",
                                                          where: Message.Properties.id > 0,
                                                          orderBy: [Message.Properties.id.asOrder(.descending)])
        #expect(messages.map(\.content) == ["hello"])

        try database.exec(StatementUpdate().update(table: "message").set(Column("content")).to("hi")
            .where(Column("id") == 1))
        #expect(try database.getValue(on: Column("content"), fromTable: "message")?.stringValue == "hi")
        try database.exec("UPDATE message SET content = ?1 WHERE id = ?2", with: ["hey", 1])
        #expect(try database.getValue(on: Column("content"), fromTable: "message")?.stringValue == "hey")
    }
}
