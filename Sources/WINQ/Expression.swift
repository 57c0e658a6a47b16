/// An SQL expression: the building block of conditions, result columns, ordering terms and values.
///
/// Build expressions from ``Column``s, literals and Swift operators; operands that are themselves operator
/// expressions are parenthesised, so precedence never depends on SQLite's operator table.
///
/// ```swift
/// let condition = Column("a") > 1 && Column("b") == 2
/// print(condition)                                   // (a > 1) AND (b == 2)
/// print(Expression.case(1).when(2).then(3).else(4))  // CASE 1 WHEN 2 THEN 3 ELSE 4 END
/// print(Expression.cast(1).as(.integer64))           // CAST(1 AS INTEGER)
/// ```
public struct Expression: ExpressionOperable {
    indirect enum Node: Sendable {
        case literal(LiteralValue)
        case column(Column)
        case bindParameter(BindParameter)
        case unary(UnaryOperator, Expression)
        case binary(BinaryOperator, Expression, Expression)
        case postfix(Expression, String)                              // ISNULL, NOTNULL
        case collate(Expression, String)
        case between(Expression, Expression, Expression, isNot: Bool)
        case inList(Expression, [Expression], isNot: Bool)
        case inSubquery(Expression, any SQLConvertible, isNot: Bool)
        case inTable(Expression, schema: String?, table: String, isNot: Bool)
        case inFunction(Expression, schema: String?, function: String, arguments: [Expression], isNot: Bool)
        case pattern(PatternOperator, Expression, Expression, escape: Expression?, isNot: Bool)
        case function(FunctionCall)
        case cast(Expression, ColumnType?)
        case caseWhen(CaseExpression)
        case exists(any SQLConvertible, isNot: Bool)
        case subquery(any SQLConvertible)
        case raise(RaiseAction, String?)
        case rowValue([Expression])
        case raw(String)
        case misuse(String, Expression)
    }

    let node: Node

    init(node: Node) { self.node = node }

    /// Wraps any expression-convertible value (a column, literal, or Swift value).
    ///
    /// ```swift
    /// Expression(1)   // 1
    /// ```
    public init(_ value: some ExpressionConvertible) {
        self = value.asExpression()
    }

    /// Wraps a literal value.
    ///
    /// ```swift
    /// Expression(with: LiteralValue("a"))   // 'a'
    /// ```
    public init(with literal: LiteralValue) { node = .literal(literal) }
    /// Wraps a column.
    ///
    /// ```swift
    /// Expression(with: Column("a"))   // a
    /// ```
    public init(with column: Column) { node = .column(column) }
    /// Wraps a bind parameter.
    ///
    /// ```swift
    /// Expression(with: BindParameter(1))   // ?1
    /// ```
    public init(with bindParameter: BindParameter) { node = .bindParameter(bindParameter) }

    /// A parenthesised scalar subquery: `(SELECT ...)`.
    ///
    /// ```swift
    /// Expression(subquery: StatementSelect().select(Column("a")).from("t1"))   // (SELECT a FROM t1)
    /// ```
    public init(subquery select: some Statement) { node = .subquery(select) }

    /// A row value `(a, b, ...)`, usable for comparisons such as `(a, b) == (1, 2)` on SQLite 3.15+.
    ///
    /// ```swift
    /// Expression(rowValue: [Column("a"), Column("b")]) == Expression(rowValue: [1, 2])   // (a, b) == (1, 2)
    /// ```
    public init(rowValue expressions: [any ExpressionConvertible]) {
        node = .rowValue(expressions.map { $0.asExpression() })
    }

    public func asExpression() -> Expression { self }

    public func render(into writer: inout SQLWriter) { renderNode(into: &writer) }

    /// Whether this expression is an operator application, which must be parenthesised as an operand.
    var isOperator: Bool {
        switch node {
        case .unary, .binary, .postfix, .collate, .between, .inList, .inSubquery, .inTable, .inFunction, .pattern:
            return true
        default:
            return false
        }
    }

    /// Whether the rendered text starts with `-` (a negative number literal).
    var rendersWithLeadingMinus: Bool {
        guard case .literal(let literal) = node else { return false }
        switch literal.kind {
        case .integer(let value): return value < 0
        case .double(let value): return value < 0 || (value == 0 && value.sign == .minus)
        default: return false
        }
    }

    func renderOperand(into writer: inout SQLWriter) {
        if isOperator {
            writer.write("(")
            renderNode(into: &writer)
            writer.write(")")
        } else {
            renderNode(into: &writer)
        }
    }

    func renderNode(into writer: inout SQLWriter) {
        switch node {
        case .literal(let literal):
            literal.render(into: &writer)
        case .column(let column):
            column.renderColumn(into: &writer)
        case .bindParameter(let parameter):
            parameter.render(into: &writer)
        case .unary(let op, let operand):
            writer.write(op.rawValue)
            if op == .not { writer.write(" ") }
            if op == .negative && operand.rendersWithLeadingMinus {
                // "-" followed by "-1" would start an SQL comment ("--1").
                writer.write("(")
                operand.renderNode(into: &writer)
                writer.write(")")
            } else {
                operand.renderOperand(into: &writer)
            }
        case .binary(let op, let left, let right):
            left.renderOperand(into: &writer)
            writer.write(" ")
            writer.write(op.rawValue)
            writer.write(" ")
            right.renderOperand(into: &writer)
        case .postfix(let operand, let keyword):
            operand.renderOperand(into: &writer)
            writer.write(" ")
            writer.write(keyword)
        case .collate(let operand, let collation):
            operand.renderOperand(into: &writer)
            writer.write(" COLLATE ")
            writer.writeCollation(collation)
        case .between(let operand, let low, let high, let isNot):
            operand.renderOperand(into: &writer)
            writer.write(isNot ? " NOT BETWEEN " : " BETWEEN ")
            low.renderOperand(into: &writer)
            writer.write(" AND ")
            high.renderOperand(into: &writer)
        case .inList(let operand, let list, let isNot):
            operand.renderOperand(into: &writer)
            writer.write(isNot ? " NOT IN(" : " IN(")
            writer.write(list: list)
            writer.write(")")
        case .inSubquery(let operand, let select, let isNot):
            operand.renderOperand(into: &writer)
            writer.write(isNot ? " NOT IN(" : " IN(")
            writer.write(any: select)
            writer.write(")")
        case .inTable(let operand, let schema, let table, let isNot):
            operand.renderOperand(into: &writer)
            writer.write(isNot ? " NOT IN " : " IN ")
            writer.writeQualified(schema: schema, name: table)
        case .inFunction(let operand, let schema, let function, let arguments, let isNot):
            operand.renderOperand(into: &writer)
            writer.write(isNot ? " NOT IN " : " IN ")
            FunctionCall.writeInvocation(schema: schema, name: function, arguments: arguments, into: &writer)
        case .pattern(let op, let operand, let pattern, let escape, let isNot):
            operand.renderOperand(into: &writer)
            writer.write(isNot ? " NOT " : " ")
            writer.write(op.rawValue)
            writer.write(" ")
            pattern.renderOperand(into: &writer)
            if let escape {
                writer.write(" ESCAPE ")
                escape.renderOperand(into: &writer)
            }
        case .function(let call):
            call.render(into: &writer)
        case .cast(let operand, let type):
            writer.write("CAST(")
            operand.renderNode(into: &writer)
            writer.write(" AS")
            if let type {
                let name = type.description
                if !name.isEmpty {
                    writer.write(" ")
                    writer.write(name)
                }
            } else {
                writer.report("CAST needs a type: call .as(_:) on Expression.cast(_:)")
            }
            writer.write(")")
        case .caseWhen(let caseExpression):
            caseExpression.render(into: &writer)
        case .exists(let select, let isNot):
            writer.write(isNot ? "NOT EXISTS(" : "EXISTS(")
            writer.write(any: select)
            writer.write(")")
        case .subquery(let select):
            writer.write("(")
            writer.write(any: select)
            writer.write(")")
        case .raise(let action, let message):
            writer.write("RAISE(")
            writer.write(action.rawValue)
            if let message {
                writer.write(", ")
                writer.write(LiteralValue.render(string: message))
            } else if action != .ignore {
                writer.report("RAISE(\(action.rawValue)) needs an error message")
            }
            writer.write(")")
        case .rowValue(let expressions):
            writer.write("(")
            writer.write(list: expressions)
            writer.write(")")
        case .raw(let sql):
            writer.write(sql)
        case .misuse(let problem, let expression):
            writer.report(problem)
            expression.renderNode(into: &writer)
        }
    }
}
