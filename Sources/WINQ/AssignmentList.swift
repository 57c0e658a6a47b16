/// The `SET column = value, (a, b) = (...)` list shared by UPDATE and an upsert's `DO UPDATE`.
///
/// Types expose it through ``ColumnAssigning``; build it with `set(_:)` followed by `to(_:)`:
///
/// ```swift
/// StatementUpdate().update(table: "t1").set(Column("a")).to(1).set(Column("b"), Column("c")).to(Expression(rowValue: [2, 3]))
/// // UPDATE t1 SET a = 1, (b, c) = (2, 3)
/// ```
public struct AssignmentList: Sendable {
    struct Assignment: Sendable {
        var columns: [Column]
        var value: Expression?
    }

    var assignments: [Assignment] = []
    var problems: [String] = []

    /// An empty list.
    ///
    /// ```swift
    /// StatementUpdate().update(table: "t1").set(Column("a")).to(1)   // UPDATE t1 SET a = 1
    /// ```
    public init() {}

    var isEmpty: Bool { assignments.isEmpty }

    mutating func set(_ columns: [Column]) {
        if columns.isEmpty { problems.append("set(_:) needs at least one column") }
        assignments.append(Assignment(columns: columns))
    }

    mutating func to(_ value: Expression) {
        guard let last = assignments.indices.last, assignments[last].value == nil else {
            problems.append("to(_:) must follow set(_:)")
            return
        }
        assignments[last].value = value
    }

    /// Renders `a = 1, (b, c) = (2, 3)`.
    func render(into writer: inout SQLWriter) {
        for problem in problems { writer.report(problem) }
        for (index, assignment) in assignments.enumerated() {
            if index > 0 { writer.write(", ") }
            if assignment.columns.count > 1 {
                writer.writeColumnNameList(assignment.columns)
            } else {
                writer.writeColumnNames(assignment.columns)
            }
            writer.write(" = ")
            writer.write(assignment.value, required: "a value: call to(_:) after it", in: "set(_:)")
        }
    }
}
