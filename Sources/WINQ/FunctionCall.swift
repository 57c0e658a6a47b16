/// A function invocation, optionally an aggregate with DISTINCT, a FILTER clause and a window (OVER).
struct FunctionCall: Sendable {
    var name: String
    var arguments: [Expression]
    var isDistinct: Bool
    var filter: Expression?
    var window: (any SQLConvertible)?
    var windowName: String?

    func render(into writer: inout SQLWriter) {
        FunctionCall.writeInvocation(schema: nil, name: name, arguments: arguments, isDistinct: isDistinct,
                                     into: &writer)
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

    /// Appends `[schema.]name([DISTINCT] arguments)`: a function call, the table-valued function of a FROM item or
    /// of `IN function(...)`.
    static func writeInvocation(schema: String?, name: String, arguments: [Expression], isDistinct: Bool = false,
                                into writer: inout SQLWriter) {
        writer.writeQualifier(schema)
        writeName(name, into: &writer)
        writer.write(isDistinct ? "(DISTINCT " : "(")
        writer.write(list: arguments)
        writer.write(")")
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
        _ name: String, _ arguments: [any ExpressionConvertible], isDistinct: Bool = false
    ) -> Expression {
        Expression(node: .function(FunctionCall(
            name: name, arguments: arguments.map { $0.asExpression() }, isDistinct: isDistinct,
            filter: nil, window: nil, windowName: nil)))
    }

    /// Calls a function by name with variadic arguments (none for `name()`).
    ///
    /// ```swift
    /// Expression.function("random")   // random()
    /// ```
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
    ///
    /// ```swift
    /// Expression.function("row_number").over(WindowDef().order(Column("a")))   // row_number() OVER(ORDER BY a)
    /// ```
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

    /// Makes a function call a window function over a window named in the SELECT's WINDOW clause (WCDB
    /// spelling of ``over(windowNamed:)``).
    ///
    /// ```swift
    /// Expression.rowNumber().over("w")   // ROW_NUMBER() OVER w
    /// ```
    public func over(_ windowName: String) -> Expression {
        over(windowNamed: windowName)
    }

    /// Starts a call of a window function by name; add arguments with ``arguments(_:)-swift.method`` and a window
    /// with ``over(_:)-(String)``.
    ///
    /// ```swift
    /// Expression.windowFunction("ntile").arguments(4).over("w")   // ntile(4) OVER w
    /// ```
    public static func windowFunction(_ name: String) -> Expression {
        function(name, [])
    }

    /// Kept for WCDB compatibility: a WINQ function call is always invoked, so this returns the call unchanged.
    ///
    /// ```swift
    /// Expression.function("random").invoke()   // random()
    /// ```
    public func invoke() -> Expression {
        modifyingCall("invoke()") { _ in } inFunction: { _ in }
    }

    /// Calls the function on every column: `name(*)`, as in `COUNT(*)`.
    ///
    /// ```swift
    /// Expression.function("COUNT").invokeAll()   // COUNT(*)
    /// ```
    public func invokeAll() -> Expression {
        modifyingFunctionCall("invokeAll()") { $0.arguments = [Column.all.asExpression()] }
    }

    /// Replaces the arguments of a function call, or of a table-valued function in `IN function(...)`.
    ///
    /// ```swift
    /// Expression.function("max").arguments(1, 2)                              // max(1, 2)
    /// Column("a").in(function: "generate_series").arguments(1, 10)           // a IN generate_series(1, 10)
    /// ```
    public func arguments(_ arguments: [any ExpressionConvertible]) -> Expression {
        let expressions = arguments.map { $0.asExpression() }
        return modifyingCall("arguments(_:)") { $0.arguments = expressions } inFunction: { $0 = expressions }
    }

    /// Replaces the arguments of a function call (variadic form).
    ///
    /// ```swift
    /// Expression.function("max").arguments(1, 2)   // max(1, 2)
    /// ```
    public func arguments(_ arguments: any ExpressionConvertible...) -> Expression {
        self.arguments(arguments)
    }

    /// Makes an aggregate function call DISTINCT: `name(DISTINCT argument)`.
    ///
    /// ```swift
    /// Expression.function("COUNT").arguments(Column("a")).distinct()   // COUNT(DISTINCT a)
    /// ```
    public func distinct() -> Expression {
        modifyingFunctionCall("distinct()") { $0.isDistinct = true }
    }

    /// Builds a call of a built-in SQL function; every typed helper goes through here so built-in names
    /// render the same way (upper case).
    static func builtin(
        _ name: String, _ arguments: [any ExpressionConvertible], isDistinct: Bool = false
    ) -> Expression {
        function(name, arguments, isDistinct: isDistinct)
    }

    private func modifyingFunctionCall(_ clause: String, _ change: (inout FunctionCall) -> Void) -> Expression {
        modifyingCall(clause, change, inFunction: nil)
    }

    /// Applies `change` to a function call, or `inFunction` to the arguments of an `IN function(...)`
    /// expression when given; any other node is invalid use.
    private func modifyingCall(
        _ clause: String, _ change: (inout FunctionCall) -> Void,
        inFunction: ((inout [Expression]) -> Void)?
    ) -> Expression {
        switch node {
        case .function(var call):
            change(&call)
            return Expression(node: .function(call))
        case .inFunction(let operand, let schema, let function, var arguments, let isNot) where inFunction != nil:
            inFunction?(&arguments)
            return Expression(node: .inFunction(operand, schema: schema, function: function,
                                                arguments: arguments, isNot: isNot))
        default:
            return Expression(node: .misuse("\(clause) applies to a function call only", self))
        }
    }
}
