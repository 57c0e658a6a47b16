/// A join clause: a first `FROM` item followed by joined items, each with an optional `ON` or `USING`
/// constraint.
///
/// ```swift
/// Join(with: "t1").join("t2").on(Column("a").in(table: "t1") == Column("a").in(table: "t2"))
/// // t1 JOIN t2 ON t1.a == t2.a
/// Join(with: "t1").leftOuterJoin("t2").using(Column("a"))   // t1 LEFT OUTER JOIN t2 USING(a)
/// Join(with: "t1").naturalJoin("t2")                        // t1 NATURAL JOIN t2
/// Join(with: "t1").with("t2")                               // t1, t2
/// ```
public struct Join: SQLConvertible, TableOrSubqueryConvertible, ChainableValue {
    enum Constraint: Sendable {
        case on(Expression)
        case using([Column])
    }

    struct Step: Sendable {
        var joinOperator: JoinOperator
        var item: TableOrSubquery
        var constraint: Constraint?
    }

    let first: TableOrSubquery
    var steps: [Step] = []
    var problems: [String] = []

    /// Starts a join with its first item.
    ///
    /// ```swift
    /// Join(with: "t1").join("t2")   // t1 JOIN t2
    /// ```
    public init(with item: some TableOrSubqueryConvertible) {
        first = item.asTableOrSubquery()
    }

    /// Starts a join with its first item (short spelling).
    ///
    /// ```swift
    /// Join("t1").join("t2")   // t1 JOIN t2
    /// ```
    public init(_ item: some TableOrSubqueryConvertible) {
        self.init(with: item)
    }

    /// Joins another item with any ``JoinOperator``.
    ///
    /// ```swift
    /// Join(with: "t1").join("t2", with: .naturalLeftOuter)   // t1 NATURAL LEFT OUTER JOIN t2
    /// ```
    public func join(_ item: some TableOrSubqueryConvertible, with joinOperator: JoinOperator) -> Join {
        chained { $0.steps.append(Step(joinOperator: joinOperator, item: item.asTableOrSubquery())) }
    }

    /// `JOIN item`
    ///
    /// ```swift
    /// Join(with: "t1").join("t2")   // t1 JOIN t2
    /// ```
    public func join(_ item: some TableOrSubqueryConvertible) -> Join { join(item, with: .join) }
    /// `, item`: the comma form of a cross join.
    ///
    /// ```swift
    /// Join(with: "t1").with("t2")   // t1, t2
    /// ```
    public func with(_ item: some TableOrSubqueryConvertible) -> Join { join(item, with: .comma) }
    /// `LEFT JOIN item`
    ///
    /// ```swift
    /// Join(with: "t1").leftJoin("t2")   // t1 LEFT JOIN t2
    /// ```
    public func leftJoin(_ item: some TableOrSubqueryConvertible) -> Join { join(item, with: .left) }
    /// `LEFT OUTER JOIN item`
    ///
    /// ```swift
    /// Join(with: "t1").leftOuterJoin("t2")   // t1 LEFT OUTER JOIN t2
    /// ```
    public func leftOuterJoin(_ item: some TableOrSubqueryConvertible) -> Join { join(item, with: .leftOuter) }
    /// `INNER JOIN item`
    ///
    /// ```swift
    /// Join(with: "t1").innerJoin("t2")   // t1 INNER JOIN t2
    /// ```
    public func innerJoin(_ item: some TableOrSubqueryConvertible) -> Join { join(item, with: .inner) }
    /// `CROSS JOIN item`
    ///
    /// ```swift
    /// Join(with: "t1").crossJoin("t2")   // t1 CROSS JOIN t2
    /// ```
    public func crossJoin(_ item: some TableOrSubqueryConvertible) -> Join { join(item, with: .cross) }
    /// `RIGHT JOIN item` (SQLite 3.39+)
    ///
    /// ```swift
    /// Join(with: "t1").rightJoin("t2")   // t1 RIGHT JOIN t2
    /// ```
    public func rightJoin(_ item: some TableOrSubqueryConvertible) -> Join { join(item, with: .right) }
    /// `RIGHT OUTER JOIN item` (SQLite 3.39+)
    ///
    /// ```swift
    /// Join(with: "t1").rightOuterJoin("t2")   // t1 RIGHT OUTER JOIN t2
    /// ```
    public func rightOuterJoin(_ item: some TableOrSubqueryConvertible) -> Join { join(item, with: .rightOuter) }
    /// `FULL JOIN item` (SQLite 3.39+)
    ///
    /// ```swift
    /// Join(with: "t1").fullJoin("t2")   // t1 FULL JOIN t2
    /// ```
    public func fullJoin(_ item: some TableOrSubqueryConvertible) -> Join { join(item, with: .full) }
    /// `FULL OUTER JOIN item` (SQLite 3.39+)
    ///
    /// ```swift
    /// Join(with: "t1").fullOuterJoin("t2")   // t1 FULL OUTER JOIN t2
    /// ```
    public func fullOuterJoin(_ item: some TableOrSubqueryConvertible) -> Join { join(item, with: .fullOuter) }
    /// `NATURAL JOIN item`
    ///
    /// ```swift
    /// Join(with: "t1").naturalJoin("t2")   // t1 NATURAL JOIN t2
    /// ```
    public func naturalJoin(_ item: some TableOrSubqueryConvertible) -> Join { join(item, with: .natural) }
    /// `NATURAL LEFT JOIN item`
    ///
    /// ```swift
    /// Join(with: "t1").naturalLeftJoin("t2")   // t1 NATURAL LEFT JOIN t2
    /// ```
    public func naturalLeftJoin(_ item: some TableOrSubqueryConvertible) -> Join { join(item, with: .naturalLeft) }
    /// `NATURAL LEFT OUTER JOIN item`
    ///
    /// ```swift
    /// Join(with: "t1").naturalLeftOuterJoin("t2")   // t1 NATURAL LEFT OUTER JOIN t2
    /// ```
    public func naturalLeftOuterJoin(_ item: some TableOrSubqueryConvertible) -> Join {
        join(item, with: .naturalLeftOuter)
    }
    /// `NATURAL INNER JOIN item`
    ///
    /// ```swift
    /// Join(with: "t1").naturalInnerJoin("t2")   // t1 NATURAL INNER JOIN t2
    /// ```
    public func naturalInnerJoin(_ item: some TableOrSubqueryConvertible) -> Join { join(item, with: .naturalInner) }
    /// `NATURAL CROSS JOIN item`
    ///
    /// ```swift
    /// Join(with: "t1").naturalCrossJoin("t2")   // t1 NATURAL CROSS JOIN t2
    /// ```
    public func naturalCrossJoin(_ item: some TableOrSubqueryConvertible) -> Join { join(item, with: .naturalCross) }
    /// `NATURAL RIGHT JOIN item` (SQLite 3.39+)
    ///
    /// ```swift
    /// Join(with: "t1").naturalRightJoin("t2")   // t1 NATURAL RIGHT JOIN t2
    /// ```
    public func naturalRightJoin(_ item: some TableOrSubqueryConvertible) -> Join { join(item, with: .naturalRight) }
    /// `NATURAL FULL JOIN item` (SQLite 3.39+)
    ///
    /// ```swift
    /// Join(with: "t1").naturalFullJoin("t2")   // t1 NATURAL FULL JOIN t2
    /// ```
    public func naturalFullJoin(_ item: some TableOrSubqueryConvertible) -> Join { join(item, with: .naturalFull) }

    /// Constrains the last joined item: `... JOIN item ON condition`.
    ///
    /// ```swift
    /// Join(with: "t1").join("t2").on(Column("a").in(table: "t1") == Column("a").in(table: "t2"))   // t1 JOIN t2 ON t1.a == t2.a
    /// ```
    public func on(_ condition: some ExpressionConvertible) -> Join {
        constrained("ON", .on(condition.asExpression()))
    }

    /// Constrains the last joined item by shared columns: `... JOIN item USING(a, b)`.
    ///
    /// ```swift
    /// Join(with: "t1").join("t2").using([Column("a"), Column("b")])   // t1 JOIN t2 USING(a, b)
    /// ```
    public func using(_ columns: [Column]) -> Join {
        constrained("USING", .using(columns))
    }

    /// Constrains the last joined item by shared columns: `... JOIN item USING(a, b)`.
    ///
    /// ```swift
    /// Join(with: "t1").join("t2").using(Column("a"))   // t1 JOIN t2 USING(a)
    /// ```
    public func using(_ columns: Column...) -> Join { using(columns) }

    private func constrained(_ keyword: String, _ constraint: Constraint) -> Join {
        chained { join in
            guard let last = join.steps.indices.last else {
                join.problems.append("\(keyword) must follow a joined table")
                return
            }
            if join.steps[last].constraint != nil {
                join.problems.append("The joined table already has an ON or USING constraint")
            } else if join.steps[last].joinOperator.isNatural {
                join.problems.append("A NATURAL join cannot have an ON or USING constraint")
            }
            join.steps[last].constraint = constraint
        }
    }

    public func asTableOrSubquery() -> TableOrSubquery { TableOrSubquery(self) }

    public func render(into writer: inout SQLWriter) {
        for problem in problems { writer.report(problem) }
        Join.renderOperand(first, into: &writer)
        for step in steps {
            if step.joinOperator == .comma {
                writer.write(", ")
            } else {
                writer.write(" ")
                writer.write(step.joinOperator.rawValue)
                writer.write(" ")
            }
            Join.renderOperand(step.item, into: &writer)
            switch step.constraint {
            case .on(let condition):
                writer.write(" ON ")
                condition.renderNode(into: &writer)
            case .using(let columns):
                if columns.isEmpty { writer.report("USING needs at least one column") }
                writer.write(" USING")
                writer.writeColumnNameList(columns)
            case nil:
                break
            }
        }
    }

    /// A join nested inside a join is parenthesised so it keeps its grouping.
    private static func renderOperand(_ item: TableOrSubquery, into writer: inout SQLWriter) {
        if item.isJoin {
            writer.write("(")
            item.render(into: &writer)
            writer.write(")")
        } else {
            item.render(into: &writer)
        }
    }
}
