// Predicates and postfix forms available on every expression-like node.

extension ExpressionOperable {
    private func build(_ node: (Expression) -> Expression.Node) -> Expression {
        Expression(node: node(asExpression()))
    }

    /// `expr ISNULL`
    ///
    /// ```swift
    /// Column("left").isNull()   // left ISNULL
    /// ```
    public func isNull() -> Expression { build { .postfix($0, "ISNULL") } }
    /// `expr NOTNULL`
    ///
    /// ```swift
    /// Column("a").isNotNull()   // a NOTNULL
    /// ```
    public func isNotNull() -> Expression { build { .postfix($0, "NOTNULL") } }
    /// `expr IS other`
    ///
    /// ```swift
    /// Column("a").is(Column("b"))   // a IS b
    /// ```
    public func `is`(_ other: some ExpressionConvertible) -> Expression {
        build { .binary(.is, $0, other.asExpression()) }
    }
    /// `expr IS NOT other`
    ///
    /// ```swift
    /// Column("left").isNot(Column("right"))   // left IS NOT right
    /// ```
    public func isNot(_ other: some ExpressionConvertible) -> Expression {
        build { .binary(.isNot, $0, other.asExpression()) }
    }

    /// SQL string concatenation: `expr || other`.
    ///
    /// ```swift
    /// Column("firstName").concat(" ").concat(Column("lastName"))   // (firstName || ' ') || lastName
    /// ```
    public func concat(_ other: some ExpressionConvertible) -> Expression {
        build { .binary(.concat, $0, other.asExpression()) }
    }

    /// `expr BETWEEN low AND high`
    ///
    /// ```swift
    /// Column("left").between(2, 10)    // left BETWEEN 2 AND 10
    /// ```
    public func between(_ low: some ExpressionConvertible, _ high: some ExpressionConvertible) -> Expression {
        build { .between($0, low.asExpression(), high.asExpression(), isNot: false) }
    }
    /// `expr NOT BETWEEN low AND high`
    ///
    /// ```swift
    /// Column("a").notBetween(2, 10)   // a NOT BETWEEN 2 AND 10
    /// ```
    public func notBetween(_ low: some ExpressionConvertible, _ high: some ExpressionConvertible) -> Expression {
        build { .between($0, low.asExpression(), high.asExpression(), isNot: true) }
    }

    /// `expr IN(value1, value2, ...)`
    ///
    /// ```swift
    /// Column("id").in([1, 2, 3])      // id IN(1, 2, 3)
    /// ```
    public func `in`(_ list: [any ExpressionConvertible]) -> Expression {
        build { .inList($0, list.map { $0.asExpression() }, isNot: false) }
    }
    /// `expr IN(value1, value2, ...)`
    ///
    /// ```swift
    /// Column("id").in(1, 2, 3)   // id IN(1, 2, 3)
    /// ```
    public func `in`(_ list: any ExpressionConvertible...) -> Expression { self.in(list) }
    /// `expr NOT IN(value1, value2, ...)`
    ///
    /// ```swift
    /// Column("id").notIn([1, 2])   // id NOT IN(1, 2)
    /// ```
    public func notIn(_ list: [any ExpressionConvertible]) -> Expression {
        build { .inList($0, list.map { $0.asExpression() }, isNot: true) }
    }
    /// `expr NOT IN(value1, value2, ...)`
    ///
    /// ```swift
    /// Column("id").notIn(1, 2)   // id NOT IN(1, 2)
    /// ```
    public func notIn(_ list: any ExpressionConvertible...) -> Expression { notIn(list) }
    /// `expr IN(SELECT ...)`
    ///
    /// ```swift
    /// Column("a").in(StatementExplain().explain(StatementSelect().select(1)))   // a IN(EXPLAIN SELECT 1)
    /// ```
    public func `in`(_ select: some Statement) -> Expression {
        build { .inSubquery($0, select, isNot: false) }
    }
    /// `expr NOT IN(SELECT ...)`
    ///
    /// ```swift
    /// Column("a").notIn(StatementExplain().explain(StatementSelect().select(1)))   // a NOT IN(EXPLAIN SELECT 1)
    /// ```
    public func notIn(_ select: some Statement) -> Expression {
        build { .inSubquery($0, select, isNot: true) }
    }
    /// `expr IN [schema.]table`
    ///
    /// ```swift
    /// Column("a").inTable("t1", schema: "main")   // a IN main.t1
    /// ```
    public func inTable(_ table: String, schema: String? = nil) -> Expression {
        build { .inTable($0, schema: schema, table: table, isNot: false) }
    }
    /// `expr NOT IN [schema.]table`
    ///
    /// ```swift
    /// Column("a").notInTable("t1")   // a NOT IN t1
    /// ```
    public func notInTable(_ table: String, schema: String? = nil) -> Expression {
        build { .inTable($0, schema: schema, table: table, isNot: true) }
    }
    /// `expr IN [schema.]function(arguments)`: a table-valued function.
    ///
    /// ```swift
    /// Column("a").inFunction("generate_series", [1, 10])   // a IN generate_series(1, 10)
    /// ```
    public func inFunction(_ function: String, _ arguments: [any ExpressionConvertible] = [], schema: String? = nil) -> Expression {
        build { .inFunction($0, schema: schema, function: function, arguments: arguments.map { $0.asExpression() }, isNot: false) }
    }
    /// `expr NOT IN [schema.]function(arguments)`
    ///
    /// ```swift
    /// Column("a").notInFunction("generate_series", [1, 10])   // a NOT IN generate_series(1, 10)
    /// ```
    public func notInFunction(_ function: String, _ arguments: [any ExpressionConvertible] = [], schema: String? = nil) -> Expression {
        build { .inFunction($0, schema: schema, function: function, arguments: arguments.map { $0.asExpression() }, isNot: true) }
    }

    /// `expr IN function(...)`: a table-valued function, WCDB's spelling; add arguments with
    /// ``Expression/arguments(_:)-swift.method`` and a schema with ``Expression/schema(_:)``.
    ///
    /// ```swift
    /// Column("a").in(function: "generate_series").arguments(1, 10)   // a IN generate_series(1, 10)
    /// ```
    public func `in`(function: String) -> Expression { inFunction(function) }
    /// `expr NOT IN function(...)`, WCDB's spelling of ``notInFunction(_:_:schema:)``.
    ///
    /// ```swift
    /// Column("a").notIn(function: "generate_series").arguments(1, 10)   // a NOT IN generate_series(1, 10)
    /// ```
    public func notIn(function: String) -> Expression { notInFunction(function) }

    private func pattern(_ op: PatternOperator, _ pattern: some ExpressionConvertible,
                         escape: (any ExpressionConvertible)?, isNot: Bool) -> Expression {
        build { .pattern(op, $0, pattern.asExpression(), escape: escape?.asExpression(), isNot: isNot) }
    }

    /// `expr LIKE pattern [ESCAPE escape]`
    ///
    /// ```swift
    /// Column("name").like("a%")              // name LIKE 'a%'
    /// Column("name").like("a\\%", escape: "\\")  // name LIKE 'a\%' ESCAPE '\'
    /// ```
    public func like(_ pattern: some ExpressionConvertible, escape: (any ExpressionConvertible)? = nil) -> Expression {
        self.pattern(.like, pattern, escape: escape, isNot: false)
    }
    /// `expr NOT LIKE pattern [ESCAPE escape]`
    ///
    /// ```swift
    /// Column("name").notLike("a%")   // name NOT LIKE 'a%'
    /// ```
    public func notLike(_ pattern: some ExpressionConvertible, escape: (any ExpressionConvertible)? = nil) -> Expression {
        self.pattern(.like, pattern, escape: escape, isNot: true)
    }
    /// `expr GLOB pattern`
    ///
    /// ```swift
    /// Column("name").glob("a*")   // name GLOB 'a*'
    /// ```
    public func glob(_ pattern: some ExpressionConvertible) -> Expression {
        self.pattern(.glob, pattern, escape: nil, isNot: false)
    }
    /// `expr NOT GLOB pattern`
    ///
    /// ```swift
    /// Column("name").notGlob("a*")   // name NOT GLOB 'a*'
    /// ```
    public func notGlob(_ pattern: some ExpressionConvertible) -> Expression {
        self.pattern(.glob, pattern, escape: nil, isNot: true)
    }
    /// `expr MATCH pattern` (full-text search)
    ///
    /// ```swift
    /// Column("docs").match("sqlite")   // docs MATCH 'sqlite'
    /// ```
    public func match(_ pattern: some ExpressionConvertible) -> Expression {
        self.pattern(.match, pattern, escape: nil, isNot: false)
    }
    /// `expr NOT MATCH pattern`
    ///
    /// ```swift
    /// Column("docs").notMatch("sqlite")   // docs NOT MATCH 'sqlite'
    /// ```
    public func notMatch(_ pattern: some ExpressionConvertible) -> Expression {
        self.pattern(.match, pattern, escape: nil, isNot: true)
    }
    /// `expr REGEXP pattern` (needs a user-defined regexp function)
    ///
    /// ```swift
    /// Column("name").regexp("^a")   // name REGEXP '^a'
    /// ```
    public func regexp(_ pattern: some ExpressionConvertible) -> Expression {
        self.pattern(.regexp, pattern, escape: nil, isNot: false)
    }
    /// `expr NOT REGEXP pattern`
    ///
    /// ```swift
    /// Column("name").notRegexp("^a")   // name NOT REGEXP '^a'
    /// ```
    public func notRegexp(_ pattern: some ExpressionConvertible) -> Expression {
        self.pattern(.regexp, pattern, escape: nil, isNot: true)
    }

    /// `expr COLLATE name`
    ///
    /// ```swift
    /// Column("name").collate("NOCASE") == "a"   // (name COLLATE NOCASE) == 'a'
    /// ```
    public func collate(_ collation: String) -> Expression {
        build { .collate($0, collation) }
    }
}
