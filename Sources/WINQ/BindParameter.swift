/// A bind parameter: a placeholder whose value is bound when the statement runs, never spliced into SQL.
///
/// ```swift
/// BindParameter()            // ?
/// BindParameter(2)           // ?2
/// BindParameter.colon("id")  // :id
/// BindParameter.at("id")     // @id
/// BindParameter.dollar("id") // $id
/// ```
public struct BindParameter: ExpressionOperable, Hashable {
    enum Kind: Hashable, Sendable {
        case anonymous
        case numbered(Int)
        case colon(String)
        case at(String)
        case dollar(String)
    }

    let kind: Kind

    /// The anonymous parameter `?`.
    ///
    /// ```swift
    /// BindParameter()   // ?
    /// ```
    public init() { kind = .anonymous }
    /// The numbered parameter `?N` (1-based, as SQLite counts).
    ///
    /// ```swift
    /// BindParameter(2)   // ?2
    /// ```
    public init(_ number: Int) { kind = .numbered(number) }

    /// `:name`
    ///
    /// ```swift
    /// BindParameter.colon("id")   // :id
    /// ```
    public static func colon(_ name: String) -> BindParameter { BindParameter(kind: .colon(name)) }
    /// `@name`
    ///
    /// ```swift
    /// BindParameter.at("id")   // @id
    /// ```
    public static func at(_ name: String) -> BindParameter { BindParameter(kind: .at(name)) }
    /// `$name`
    ///
    /// ```swift
    /// BindParameter.dollar("id")   // $id
    /// ```
    public static func dollar(_ name: String) -> BindParameter { BindParameter(kind: .dollar(name)) }

    /// `?1 ... ?count`: one numbered parameter per value of a row.
    ///
    /// ```swift
    /// BindParameter.bindParameters(3)   // [?1, ?2, ?3]
    /// ```
    public static func bindParameters(_ count: Int) -> [BindParameter] {
        count > 0 ? (1...count).map { BindParameter($0) } : []
    }

    init(kind: Kind) { self.kind = kind }

    public func asExpression() -> Expression { Expression(node: .bindParameter(self)) }

    public func render(into writer: inout SQLWriter) {
        switch kind {
        case .anonymous:
            writer.write("?")
        case .numbered(let number):
            if number < 1 || number > 32766 { writer.report("Bind parameter number \(number) is out of range 1...32766") }
            writer.write("?" + String(number))
        case .colon(let name): write(prefix: ":", name, into: &writer)
        case .at(let name): write(prefix: "@", name, into: &writer)
        case .dollar(let name): write(prefix: "$", name, into: &writer)
        }
    }

    private func write(prefix: String, _ name: String, into writer: inout SQLWriter) {
        // A parameter name cannot be quoted in SQL, so anything but a plain name is refused.
        let plain = !name.isEmpty && name.utf8.allSatisfy { byte in
            byte == 0x5F || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        }
        if !plain { writer.report("Bind parameter name '\(name)' must be letters, digits and underscores") }
        writer.write(prefix + name)
    }
}
