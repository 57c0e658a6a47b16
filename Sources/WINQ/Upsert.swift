/// An upsert clause of an INSERT: `ON CONFLICT [(columns) [WHERE ...]] DO NOTHING | DO UPDATE SET ... [WHERE ...]`
/// (SQLite 3.24+).
///
/// ```swift
/// Upsert().onConflict().indexed(by: Column("a")).doNothing()
/// // ON CONFLICT(a) DO NOTHING
/// Upsert().onConflict().indexed(by: Column("a")).doUpdate().set(Column("b")).to(2).where(Column("b") < 2)
/// // ON CONFLICT(a) DO UPDATE SET b = 2 WHERE b < 2
/// ```
///
/// `where(_:)` before ``doUpdate()``/``doNothing()`` filters the conflict target (a partial index); after
/// ``doUpdate()`` it filters the update.
public struct Upsert: SQLConvertible, ColumnAssigning {
    enum Action: Sendable {
        case nothing
        case update
    }

    var targetColumns: [IndexedColumn] = []
    var targetCondition: Expression?
    var action: Action?
    /// The SET list; build it with `set(_:)` and `to(_:)`.
    public var assignmentList = AssignmentList()
    var updateCondition: Expression?
    var problems: [String] = []

    /// An empty upsert clause; continue with ``onConflict()``.
    ///
    /// ```swift
    /// Upsert().onConflict().doNothing()   // ON CONFLICT DO NOTHING
    /// ```
    public init() {}

    /// Starts the clause (`ON CONFLICT`); present for WCDB's call shape, it changes nothing.
    ///
    /// ```swift
    /// Upsert().onConflict().doNothing()   // ON CONFLICT DO NOTHING
    /// ```
    public func onConflict() -> Upsert { self }

    /// Sets the conflict target columns: `ON CONFLICT(a, b COLLATE NOCASE)`.
    ///
    /// ```swift
    /// Upsert().onConflict().indexed(by: [Column("a")]).doNothing()   // ON CONFLICT(a) DO NOTHING
    /// ```
    public func indexed(by columns: [any IndexedColumnConvertible]) -> Upsert {
        chained { $0.targetColumns += columns.map { $0.asIndex() } }
    }

    /// Sets the conflict target columns: `ON CONFLICT(a, b)`.
    ///
    /// ```swift
    /// Upsert().onConflict().indexed(by: Column("a"), Column("b")).doNothing()   // ON CONFLICT(a, b) DO NOTHING
    /// ```
    public func indexed(by columns: any IndexedColumnConvertible...) -> Upsert { indexed(by: columns) }

    /// Filters the conflict target (before `doUpdate()`/`doNothing()`) or the update (after `doUpdate()`).
    ///
    /// ```swift
    /// Upsert().onConflict().indexed(by: Column("a")).where(Column("a") > 0).doNothing()   // ON CONFLICT(a) WHERE a > 0 DO NOTHING
    /// ```
    public func `where`(_ condition: some ExpressionConvertible) -> Upsert {
        chained { upsert in
            switch upsert.action {
            case nil:
                if upsert.targetColumns.isEmpty {
                    upsert.problems.append("An upsert WHERE on the target needs indexed(by:) first")
                }
                upsert.targetCondition = condition.asExpression()
            case .update?:
                upsert.updateCondition = condition.asExpression()
            case .nothing?:
                upsert.problems.append("DO NOTHING takes no WHERE clause")
            }
        }
    }

    /// `DO NOTHING`
    ///
    /// ```swift
    /// Upsert().onConflict().doNothing()   // ON CONFLICT DO NOTHING
    /// ```
    public func doNothing() -> Upsert { setting(action: .nothing) }

    /// `DO UPDATE`; follow it with ``set(_:)-([Column])`` and ``to(_:)``.
    ///
    /// ```swift
    /// Upsert().onConflict().indexed(by: Column("a")).doUpdate().set(Column("b")).to(1)   // ON CONFLICT(a) DO UPDATE SET b = 1
    /// ```
    public func doUpdate() -> Upsert { setting(action: .update) }

    private func setting(action: Action) -> Upsert {
        chained {
            if $0.action != nil { $0.problems.append("The upsert already has an action") }
            $0.action = action
        }
    }

    public func render(into writer: inout SQLWriter) {
        for problem in problems { writer.report(problem) }
        writer.write("ON CONFLICT")
        if !targetColumns.isEmpty {
            writer.write("(")
            writer.write(list: targetColumns)
            writer.write(")")
            writer.write(" WHERE ", ifPresent: targetCondition)
        }
        switch action {
        case .nothing?:
            writer.write(" DO NOTHING")
        case .update?:
            writer.write(" DO UPDATE SET ")
            assignmentList.render(into: &writer)
            writer.require(!assignmentList.isEmpty, "a SET list: call set(_:) and to(_:)", in: "DO UPDATE")
            writer.write(" WHERE ", ifPresent: updateCondition)
        case nil:
            writer.report("An upsert needs an action: call doNothing() or doUpdate()")
        }
        if action != .update && !assignmentList.isEmpty {
            writer.report("set(_:) in an upsert needs doUpdate() before it")
        }
    }
}
