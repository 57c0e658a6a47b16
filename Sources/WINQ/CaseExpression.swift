/// The parts of a `CASE` expression while it is being built with `when`/`then`/`else`.
struct CaseExpression: Sendable {
    var base: Expression?
    var pairs: [(when: Expression, then: Expression)] = []
    var pendingWhen: Expression?
    var elseResult: Expression?

    func render(into writer: inout SQLWriter) {
        writer.write("CASE ")
        if let base {
            base.renderNode(into: &writer)
            writer.write(" ")
        }
        if pendingWhen != nil {
            writer.report("CASE has a WHEN without THEN")
        } else if pairs.isEmpty {
            writer.report("CASE needs at least one WHEN ... THEN ...")
        }
        for pair in pairs {
            writer.write("WHEN ")
            pair.when.renderNode(into: &writer)
            writer.write(" THEN ")
            pair.then.renderNode(into: &writer)
            writer.write(" ")
        }
        if let elseResult {
            writer.write("ELSE ")
            elseResult.renderNode(into: &writer)
            writer.write(" ")
        }
        writer.write("END")
    }
}

extension Expression {
    /// Starts a `CASE` expression, with a base expression or without one.
    ///
    /// ```swift
    /// Expression.case(1).when(2).then(3).when(4).then(5).else(6)
    /// // CASE 1 WHEN 2 THEN 3 WHEN 4 THEN 5 ELSE 6 END
    /// Expression.case().when(Column("a") > 1).then("big").else("small")
    /// // CASE WHEN a > 1 THEN 'big' ELSE 'small' END
    /// ```
    public static func `case`(_ base: (any ExpressionConvertible)? = nil) -> Expression {
        Expression(node: .caseWhen(CaseExpression(base: base?.asExpression())))
    }

    /// A whole `CASE` expression from its base, `WHEN`/`THEN` pairs and `ELSE` result (WCDB call shape).
    ///
    /// ```swift
    /// Expression.case(Column("a"), (when: 1, then: "one"), (when: 2, then: "two"), else: "many")
    /// // CASE a WHEN 1 THEN 'one' WHEN 2 THEN 'two' ELSE 'many' END
    /// ```
    public static func `case`(
        _ base: any ExpressionConvertible,
        _ flows: (when: any ExpressionConvertible, then: any ExpressionConvertible)...,
        else elseResult: any ExpressionConvertible
    ) -> Expression {
        `case`(base, flows, else: elseResult)
    }

    /// A whole `CASE` expression from its base, an array of `WHEN`/`THEN` pairs and the `ELSE` result.
    ///
    /// ```swift
    /// Expression.case(Column("a"), [(when: 1, then: "one")], else: "many")   // CASE a WHEN 1 THEN 'one' ELSE 'many' END
    /// ```
    public static func `case`(
        _ base: any ExpressionConvertible,
        _ flows: [(when: any ExpressionConvertible, then: any ExpressionConvertible)],
        else elseResult: any ExpressionConvertible
    ) -> Expression {
        let pairs = flows.map { (when: $0.when.asExpression(), then: $0.then.asExpression()) }
        return Expression(node: .caseWhen(CaseExpression(
            base: base.asExpression(), pairs: pairs, pendingWhen: nil, elseResult: elseResult.asExpression())))
    }

    /// Adds a `WHEN` condition to a `CASE` expression; follow it with ``then(_:)``.
    ///
    /// ```swift
    /// Expression.case().when(Column("a") > 1).then(1).else(0)   // CASE WHEN a > 1 THEN 1 ELSE 0 END
    /// ```
    public func when(_ condition: some ExpressionConvertible) -> Expression {
        modifyingCase("WHEN") { caseExpression in
            if caseExpression.pendingWhen != nil { return "WHEN follows WHEN without THEN" }
            caseExpression.pendingWhen = condition.asExpression()
            return nil
        }
    }

    /// Adds the `THEN` result for the preceding ``when(_:)``.
    ///
    /// ```swift
    /// Expression.case(Column("a")).when(1).then("one")   // CASE a WHEN 1 THEN 'one' END
    /// ```
    public func then(_ result: some ExpressionConvertible) -> Expression {
        modifyingCase("THEN") { caseExpression in
            guard let condition = caseExpression.pendingWhen else { return "THEN must follow WHEN" }
            caseExpression.pairs.append((condition, result.asExpression()))
            caseExpression.pendingWhen = nil
            return nil
        }
    }

    /// Adds the `ELSE` result of a `CASE` expression.
    ///
    /// ```swift
    /// Expression.case(Column("a")).when(1).then(2).else(3)   // CASE a WHEN 1 THEN 2 ELSE 3 END
    /// ```
    public func `else`(_ result: some ExpressionConvertible) -> Expression {
        modifyingCase("ELSE") { caseExpression in
            caseExpression.elseResult = result.asExpression()
            return nil
        }
    }

    private func modifyingCase(_ clause: String, _ change: (inout CaseExpression) -> String?) -> Expression {
        guard case .caseWhen(var caseExpression) = node else {
            return Expression(node: .misuse("\(clause) applies to Expression.case(...) only", self))
        }
        if let problem = change(&caseExpression) {
            return Expression(node: .misuse(problem, self))
        }
        return Expression(node: .caseWhen(caseExpression))
    }

    /// Starts a `CAST` expression; finish it with ``as(_:)``.
    ///
    /// ```swift
    /// Expression.cast(1).as(.integer64)    // CAST(1 AS INTEGER)
    /// ```
    public static func cast(_ value: some ExpressionConvertible) -> Expression {
        Expression(node: .cast(value.asExpression(), nil))
    }

    /// Sets the target type of a ``cast(_:)`` expression.
    ///
    /// ```swift
    /// Expression.cast(Column("a")).as(.text)   // CAST(a AS TEXT)
    /// ```
    public func `as`(_ type: ColumnType) -> Expression {
        guard case .cast(let operand, _) = node else {
            return Expression(node: .misuse("as(_: ColumnType) applies to Expression.cast(...) only", self))
        }
        return Expression(node: .cast(operand, type))
    }

    /// `EXISTS(select)`.
    ///
    /// ```swift
    /// Expression.exists(StatementSelect().select(1).from("t1"))   // EXISTS(SELECT 1 FROM t1)
    /// ```
    public static func exists(_ select: some Statement) -> Expression {
        Expression(node: .exists(select, isNot: false))
    }

    /// `NOT EXISTS(select)`.
    ///
    /// ```swift
    /// Expression.notExists(StatementSelect().select(1).from("t1"))   // NOT EXISTS(SELECT 1 FROM t1)
    /// ```
    public static func notExists(_ select: some Statement) -> Expression {
        Expression(node: .exists(select, isNot: true))
    }

    /// `RAISE(action, 'message')`, for trigger bodies. `.ignore` takes no message.
    ///
    /// ```swift
    /// Expression.raise(.ignore)                       // RAISE(IGNORE)
    /// Expression.raise(.abort, message: "denied")     // RAISE(ABORT, 'denied')
    /// ```
    public static func raise(_ action: RaiseAction, message: String? = nil) -> Expression {
        Expression(node: .raise(action, message))
    }
}
