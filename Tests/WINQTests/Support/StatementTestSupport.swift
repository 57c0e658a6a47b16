import Testing
@testable import WINQ

/// Statement text standing in for a real statement (a query, a trigger body, the target of EXPLAIN), so the
/// schema and utility statements are tested on their own.
struct SQLText: Statement {
    let sql: String
    let isReadOnly: Bool
    init(_ sql: String, isReadOnly: Bool = true) {
        self.sql = sql
        self.isReadOnly = isReadOnly
    }
    func render(into writer: inout SQLWriter) { writer.write(sql) }
}

/// Checks the exact SQL, that it validates, and (unless `parses` is false) that SQLite 3.15.2 prepares it
/// after `setup`.
func expectSQL(_ node: some SQLConvertible, _ expected: String, parses: Bool = true, setup: [String] = [],
               sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(node.description == expected, sourceLocation: sourceLocation)
    do {
        _ = try node.validatedSQL()
    } catch {
        Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
    }
    if parses {
        let problem = SQLiteAcceptance.error(preparing: node.description, extraSetup: setup)
        #expect(problem == nil, "\(node.description)", sourceLocation: sourceLocation)
    }
}

/// Checks that rendering reports a problem mentioning `fragment`.
func expectInvalid(_ node: some SQLConvertible, mentioning fragment: String,
                   sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        let sql = try node.validatedSQL()
        Issue.record("expected a WINQError, got \(sql)", sourceLocation: sourceLocation)
    } catch {
        #expect(error.message.contains(fragment), "\(error.message)", sourceLocation: sourceLocation)
    }
}
