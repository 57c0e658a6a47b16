/// One argument of `CREATE VIRTUAL TABLE ... USING module(arguments)`.
///
/// What an argument means is up to the module (fts3/fts4/fts5, rtree, a custom module): SQLite hands the text
/// to it unparsed. Column definitions and column names are rendered by WINQ, so their names are quoted as
/// needed; any other argument is module-specific text written as given (`tokenize=porter`,
/// `content="docs"`), after a check that it cannot end the argument list or the statement early: it must have
/// balanced parentheses and quotes and no `;` or comment outside quotes.
///
/// ```swift
/// StatementCreateVirtualTable().create(virtualTable: "docs").using(module: "fts4")
///     .arguments(Column("body"), "tokenize=porter")
/// // CREATE VIRTUAL TABLE docs USING fts4(body, tokenize=porter)
/// ```
public struct ModuleArgument: SQLConvertible, ModuleArgumentConvertible {
    enum Kind: Sendable {
        case text(String)
        case columnDef(ColumnDef)
    }

    let kind: Kind

    /// Module-specific text, written as given once checked: `tokenize=porter`.
    ///
    /// ```swift
    /// ModuleArgument(text: "tokenize=unicode61")   // tokenize=unicode61
    /// ```
    public init(text: String) { kind = .text(text) }

    /// A column definition, rendered with its name quoted when needed.
    ///
    /// ```swift
    /// ModuleArgument(column: ColumnDef(named: "order"))   // "order"
    /// ```
    public init(column: ColumnDef) { kind = .columnDef(column) }

    /// Returns itself.
    public func asModuleArgument() -> ModuleArgument { self }

    public func render(into writer: inout SQLWriter) {
        switch kind {
        case .columnDef(let def):
            writer.write(def)
        case .text(let text):
            if let problem = ModuleArgument.problem(in: text) {
                writer.report("Virtual table argument \(text.debugDescription) \(problem)")
            }
            writer.write(text)
        }
    }

    /// Why `text` cannot be written into an argument list as is, or nil when it can.
    static func problem(in text: String) -> String? {
        if text.isEmpty { return "is empty" }
        var depth = 0
        var closing: UInt8?
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0 { return "contains a NUL character" }
            if let quote = closing {
                if byte == quote { closing = nil }
                previous = 0
                continue
            }
            switch byte {
            case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"): closing = byte
            case UInt8(ascii: "["): closing = UInt8(ascii: "]")
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth < 0 { return "closes a parenthesis it did not open" }
            case UInt8(ascii: ";"): return "contains `;` outside quotes"
            case UInt8(ascii: "-") where previous == UInt8(ascii: "-"),
                 UInt8(ascii: "*") where previous == UInt8(ascii: "/"):
                return "contains a comment"
            default: break
            }
            previous = byte
        }
        if closing != nil { return "has an unterminated quote" }
        if depth != 0 { return "leaves a parenthesis open" }
        return nil
    }
}
