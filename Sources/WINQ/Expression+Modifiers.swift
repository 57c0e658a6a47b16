// Modifiers that complete an operator expression after it was built (WCDB call shapes).

extension Expression {
    /// Adds `ESCAPE character` to a LIKE (or GLOB, MATCH, REGEXP) expression, WCDB's spelling of the
    /// `escape:` argument of ``ExpressionOperable/like(_:escape:)``.
    ///
    /// ```swift
    /// Column("name").like("a\\%").escape("\\")   // name LIKE 'a\%' ESCAPE '\'
    /// ```
    public func escape(_ character: some ExpressionConvertible) -> Expression {
        guard case .pattern(let op, let operand, let pattern, _, let isNot) = node else {
            return Expression(node: .misuse("escape(_:) applies to LIKE, GLOB, MATCH or REGEXP only", self))
        }
        return Expression(node: .pattern(op, operand, pattern, escape: character.asExpression(), isNot: isNot))
    }

    /// Qualifies the table of `IN table` or the table-valued function of `IN function(...)` with a schema.
    ///
    /// ```swift
    /// Column("a").inTable("table1").schema("schema1")   // a IN schema1.table1
    /// ```
    public func schema(_ schema: String) -> Expression {
        switch node {
        case .inTable(let operand, _, let table, let isNot):
            return Expression(node: .inTable(operand, schema: schema, table: table, isNot: isNot))
        case .inFunction(let operand, _, let function, let arguments, let isNot):
            return Expression(node: .inFunction(operand, schema: schema, function: function,
                                                arguments: arguments, isNot: isNot))
        default:
            return Expression(node: .misuse("schema(_:) applies to IN table or IN function(...) only", self))
        }
    }
}
