/// `PRAGMA [schema.]name`, `PRAGMA [schema.]name = value` or `PRAGMA [schema.]name(argument)`.
///
/// Values and arguments are literals rendered safely (strings quoted, never spliced as raw text); a bare word
/// such as `WAL` can be given as a string (`'WAL'`), which SQLite accepts wherever a pragma takes a keyword.
///
/// ```swift
/// StatementPragma().pragma(.userVersion).to(1)                        // PRAGMA user_version = 1
/// StatementPragma().pragma(.journalMode).to("WAL")                    // PRAGMA journal_mode = 'WAL'
/// StatementPragma().pragma(.tableInfo).with("user")                   // PRAGMA table_info('user')
/// StatementPragma().of(schema: "aux").pragma(.secureDelete).to(true)  // PRAGMA aux.secure_delete = 1
/// ```
public struct StatementPragma: Statement, ChainableValue {
    var pragma: Pragma?
    var schema: String?
    var value: Expression?
    var argument: Expression?

    /// An empty statement; name the pragma with ``pragma(_:)``.
    ///
    /// ```swift
    /// StatementPragma().pragma(.userVersion)   // PRAGMA user_version
    /// ```
    public init() {}

    /// Names the pragma.
    ///
    /// ```swift
    /// StatementPragma().pragma(.pageSize)   // PRAGMA page_size
    /// ```
    public func pragma(_ pragma: Pragma) -> StatementPragma { chained { $0.pragma = pragma } }

    /// Qualifies the pragma with a schema.
    ///
    /// ```swift
    /// StatementPragma().pragma(.userVersion).of(schema: "aux")   // PRAGMA aux.user_version
    /// ```
    public func of(schema: String) -> StatementPragma { chained { $0.schema = schema } }

    /// Qualifies the pragma with a schema (WCDB spelling of ``of(schema:)``).
    ///
    /// ```swift
    /// StatementPragma().schema("aux").pragma(.userVersion)   // PRAGMA aux.user_version
    /// ```
    public func schema(_ schema: String) -> StatementPragma { of(schema: schema) }

    /// Sets the pragma: `PRAGMA name = value`.
    ///
    /// ```swift
    /// StatementPragma().pragma(.cacheSize).to(-2000)   // PRAGMA cache_size = -2000
    /// ```
    public func to(_ value: some ExpressionConvertible) -> StatementPragma { chained { $0.value = value.asExpression() } }

    /// Calls the pragma with an argument: `PRAGMA name(argument)`.
    ///
    /// ```swift
    /// StatementPragma().pragma(.indexInfo).with("index1")   // PRAGMA index_info('index1')
    /// ```
    public func with(_ argument: some ExpressionConvertible) -> StatementPragma {
        chained { $0.argument = argument.asExpression() }
    }

    public func render(into writer: inout SQLWriter) {
        writer.write("PRAGMA ")
        writer.writeQualifier(schema)
        writer.require(pragma != nil, "a pragma (call pragma(_:))", in: "PRAGMA")
        writer.write(pragma ?? Pragma(named: ""))
        if value != nil, argument != nil {
            writer.report("PRAGMA takes either a value (to(_:)) or an argument (with(_:)), not both")
        }
        if let value {
            writer.write(" = ")
            StatementPragma.renderLiteral(value, into: &writer)
        }
        if let argument {
            writer.write("(")
            StatementPragma.renderLiteral(argument, into: &writer)
            writer.write(")")
        }
    }

    /// Writes a pragma value, which SQLite's grammar limits to a signed number, a string or a name.
    private static func renderLiteral(_ value: Expression, into writer: inout SQLWriter) {
        switch value.node {
        case .literal(let literal) where isPragmaLiteral(literal):
            writer.write(literal)
        case .column(let column) where column.tableName == nil && !column.isWildcard:
            writer.writeIdentifier(column.name)
        default:
            writer.report("A pragma value must be a number, a string or a name, not \(value)")
            writer.write(value)
        }
    }

    private static func isPragmaLiteral(_ literal: LiteralValue) -> Bool {
        switch literal.kind {
        case .integer, .boolKeyword: return true
        case .double(let value): return value.isFinite
        case .string: return literal.isPlainLiteral
        case .null, .blob, .currentTime, .currentDate, .currentTimestamp: return false
        }
    }
}
