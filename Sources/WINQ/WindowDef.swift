/// A window definition: `[base] PARTITION BY ... ORDER BY ... frame`, used inside `OVER(...)` and in the
/// `WINDOW name AS(...)` clause of a select (SQLite 3.25+). It renders without the surrounding parentheses,
/// which `over(_:)` and the WINDOW clause add.
///
/// ```swift
/// let window = WindowDef().partition(Column("a")).order(Column("b").asOrder(.descending))
///     .frameSpec(FrameSpec().rows().currentRow())
/// Expression.function("row_number").over(window)
/// // row_number() OVER(PARTITION BY a ORDER BY b DESC ROWS CURRENT ROW)
/// ```
public struct WindowDef: SQLConvertible, ChainableValue {
    var baseWindow: String?
    var partitions: [Expression] = []
    var orders: [OrderingTerm] = []
    var frame: FrameSpec?

    /// An empty window (the whole result set).
    ///
    /// ```swift
    /// Expression.function("count").over(WindowDef())   // count() OVER()
    /// ```
    public init() {}

    /// A window extending a window named in the select's WINDOW clause: `OVER(base ...)`.
    ///
    /// ```swift
    /// WindowDef(basedOn: "w").order(Column("a"))   // w ORDER BY a
    /// ```
    public init(basedOn baseWindow: String) {
        self.baseWindow = baseWindow
    }

    /// Adds partition terms: `PARTITION BY a, b`.
    ///
    /// ```swift
    /// WindowDef().partition([Column("a")])   // PARTITION BY a
    /// ```
    public func partition(_ expressions: [any ExpressionConvertible]) -> WindowDef {
        chained { $0.partitions += expressions.map { $0.asExpression() } }
    }

    /// Adds partition terms: `PARTITION BY a, b`.
    ///
    /// ```swift
    /// WindowDef().partition(Column("a"), Column("b"))   // PARTITION BY a, b
    /// ```
    public func partition(_ expressions: any ExpressionConvertible...) -> WindowDef { partition(expressions) }

    /// Adds partition terms (SQL spelling).
    ///
    /// ```swift
    /// WindowDef().partition(by: Column("a"))   // PARTITION BY a
    /// ```
    public func partition(by expressions: any ExpressionConvertible...) -> WindowDef { partition(expressions) }

    /// Adds ordering terms: `ORDER BY a, b DESC`.
    ///
    /// ```swift
    /// WindowDef().order([Column("a")])   // ORDER BY a
    /// ```
    public func order(_ terms: [any OrderingTermConvertible]) -> WindowDef {
        chained { $0.orders += terms.map { $0.asOrder() } }
    }

    /// Adds ordering terms: `ORDER BY a, b DESC`.
    ///
    /// ```swift
    /// WindowDef().order(Column("a"), Column("b").asOrder(.descending))   // ORDER BY a, b DESC
    /// ```
    public func order(_ terms: any OrderingTermConvertible...) -> WindowDef { order(terms) }

    /// Adds ordering terms (SQL spelling).
    ///
    /// ```swift
    /// WindowDef().order(by: Column("a"))   // ORDER BY a
    /// ```
    public func order(by terms: any OrderingTermConvertible...) -> WindowDef { order(terms) }

    /// Sets the frame.
    ///
    /// ```swift
    /// WindowDef().order(Column("a")).frameSpec(FrameSpec().rows().currentRow())   // ORDER BY a ROWS CURRENT ROW
    /// ```
    public func frameSpec(_ frame: FrameSpec) -> WindowDef {
        chained { $0.frame = frame }
    }

    public func render(into writer: inout SQLWriter) {
        var separator = ""
        if let baseWindow {
            writer.writeIdentifier(baseWindow)
            separator = " "
        }
        if !partitions.isEmpty {
            writer.write(separator + "PARTITION BY ")
            writer.write(list: partitions)
            separator = " "
        }
        if !orders.isEmpty {
            writer.write(separator + "ORDER BY ")
            writer.write(list: orders)
            separator = " "
        }
        if let frame {
            writer.write(separator)
            frame.render(into: &writer)
        }
    }
}
