/// A function invocation, optionally an aggregate with DISTINCT, a FILTER clause and a window (OVER).
struct FunctionCall: Sendable {
    var name: String
    var arguments: [Expression]
    var isDistinct: Bool
    var filter: Expression?
    var window: (any SQLConvertible)?
    var windowName: String?

    func render(into writer: inout SQLWriter) {
        FunctionCall.writeName(name, into: &writer)
        writer.write(isDistinct ? "(DISTINCT " : "(")
        writer.write(list: arguments)
        writer.write(")")
        if let filter {
            writer.write(" FILTER(WHERE ")
            filter.renderNode(into: &writer)
            writer.write(")")
        }
        if let window {
            writer.write(" OVER(")
            writer.write(any: window)
            writer.write(")")
        } else if let windowName {
            writer.write(" OVER ")
            writer.writeIdentifier(windowName)
        }
    }

    /// Function names are written bare when they look like names (even built-ins that are keywords, such as
    /// REPLACE or LIKE, which SQLite's parser accepts in call position) and quoted otherwise.
    static func writeName(_ name: String, into writer: inout SQLWriter) {
        var iterator = name.utf8.makeIterator()
        var plain = false
        if let first = iterator.next(), first == 0x5F || (first | 0x20 >= 0x61 && first | 0x20 <= 0x7A) {
            plain = true
            while let byte = iterator.next() {
                let isLetter = byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A
                if !(isLetter || byte == 0x5F || (byte >= 0x30 && byte <= 0x39)) {
                    plain = false
                    break
                }
            }
        }
        if plain {
            writer.write(name)
        } else {
            writer.writeIdentifier(name)
        }
    }
}

extension Expression {
    /// Calls a function by name: `NAME(arg1, arg2)`, or `NAME(DISTINCT arg)` for an aggregate.
    ///
    /// ```swift
    /// Expression.function("abs", Column("x"))                     // abs(x)
    /// Expression.function("count", [Column("x")], isDistinct: true) // count(DISTINCT x)
    /// ```
    public static func function(
        _ name: String, _ arguments: [any ExpressionConvertible] = [], isDistinct: Bool = false
    ) -> Expression {
        Expression(node: .function(FunctionCall(
            name: name, arguments: arguments.map { $0.asExpression() }, isDistinct: isDistinct,
            filter: nil, window: nil, windowName: nil)))
    }

    /// Calls a function by name with variadic arguments.
    public static func function(_ name: String, _ arguments: any ExpressionConvertible...) -> Expression {
        function(name, arguments)
    }

    /// Adds `FILTER(WHERE condition)` to an aggregate function call (SQLite 3.30+ for plain aggregates,
    /// 3.25+ for window functions).
    ///
    /// ```swift
    /// Column("x").count().filter(Column("x") > 0)   // COUNT(x) FILTER(WHERE x > 0)
    /// ```
    public func filter(_ condition: some ExpressionConvertible) -> Expression {
        modifyingFunctionCall("FILTER") { $0.filter = condition.asExpression() }
    }

    /// Makes a function call a window function over an inline window definition: `OVER(...)`.
    public func over(_ window: some SQLConvertible) -> Expression {
        modifyingFunctionCall("OVER") { $0.window = window; $0.windowName = nil }
    }

    /// Makes a function call a window function over a window named in the SELECT's WINDOW clause.
    ///
    /// ```swift
    /// Expression.function("row_number").over(windowNamed: "w")   // row_number() OVER w
    /// ```
    public func over(windowNamed name: String) -> Expression {
        modifyingFunctionCall("OVER") { $0.window = nil; $0.windowName = name }
    }

    private func modifyingFunctionCall(_ clause: String, _ change: (inout FunctionCall) -> Void) -> Expression {
        guard case .function(var call) = node else {
            return Expression(node: .misuse("\(clause) applies to a function call only", self))
        }
        change(&call)
        return Expression(node: .function(call))
    }
}
