/// The frame of a window definition: `RANGE|ROWS|GROUPS [BETWEEN] start [AND end] [EXCLUDE ...]` (SQLite 3.25+;
/// GROUPS and EXCLUDE need 3.28+).
///
/// ```swift
/// FrameSpec().rows().unboundedPreceding()                         // ROWS UNBOUNDED PRECEDING
/// FrameSpec().range().betweenPreceding(1).andFollowing(2)         // RANGE BETWEEN 1 PRECEDING AND 2 FOLLOWING
/// FrameSpec().groups().betweenCurrentRow().andUnboundedFollowing().excludeTies()
/// // GROUPS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING EXCLUDE TIES
/// ```
public struct FrameSpec: SQLConvertible, ChainableValue {
    enum Unit: String, Sendable {
        case range = "RANGE"
        case rows = "ROWS"
        case groups = "GROUPS"
    }

    enum Bound: Sendable {
        case unboundedPreceding
        case preceding(Expression)
        case currentRow
        case following(Expression)
        case unboundedFollowing

        func render(into writer: inout SQLWriter) {
            switch self {
            case .unboundedPreceding: writer.write("UNBOUNDED PRECEDING")
            case .preceding(let offset):
                offset.renderOperand(into: &writer)
                writer.write(" PRECEDING")
            case .currentRow: writer.write("CURRENT ROW")
            case .following(let offset):
                offset.renderOperand(into: &writer)
                writer.write(" FOLLOWING")
            case .unboundedFollowing: writer.write("UNBOUNDED FOLLOWING")
            }
        }
    }

    enum Exclusion: String, Sendable {
        case noOthers = "NO OTHERS"
        case currentRow = "CURRENT ROW"
        case group = "GROUP"
        case ties = "TIES"
    }

    var unit: Unit?
    var start: Bound?
    var end: Bound?
    var isBetween = false
    var exclusion: Exclusion?

    /// An empty frame; choose a unit (``range()``, ``rows()``, ``groups()``) and its bounds.
    ///
    /// ```swift
    /// FrameSpec().rows().currentRow()   // ROWS CURRENT ROW
    /// ```
    public init() {}

    /// `RANGE ...`
    ///
    /// ```swift
    /// FrameSpec().range().unboundedPreceding()   // RANGE UNBOUNDED PRECEDING
    /// ```
    public func range() -> FrameSpec { chained { $0.unit = .range } }
    /// `ROWS ...`
    ///
    /// ```swift
    /// FrameSpec().rows().preceding(2)   // ROWS 2 PRECEDING
    /// ```
    public func rows() -> FrameSpec { chained { $0.unit = .rows } }
    /// `GROUPS ...` (SQLite 3.28+)
    ///
    /// ```swift
    /// FrameSpec().groups().currentRow()   // GROUPS CURRENT ROW
    /// ```
    public func groups() -> FrameSpec { chained { $0.unit = .groups } }

    /// `... UNBOUNDED PRECEDING`
    ///
    /// ```swift
    /// FrameSpec().rows().unboundedPreceding()   // ROWS UNBOUNDED PRECEDING
    /// ```
    public func unboundedPreceding() -> FrameSpec { chained { $0.start = .unboundedPreceding; $0.isBetween = false } }
    /// `... n PRECEDING`
    ///
    /// ```swift
    /// FrameSpec().rows().preceding(2)   // ROWS 2 PRECEDING
    /// ```
    public func preceding(_ offset: some ExpressionConvertible) -> FrameSpec {
        chained { $0.start = .preceding(offset.asExpression()); $0.isBetween = false }
    }
    /// `... CURRENT ROW`
    ///
    /// ```swift
    /// FrameSpec().rows().currentRow()   // ROWS CURRENT ROW
    /// ```
    public func currentRow() -> FrameSpec { chained { $0.start = .currentRow; $0.isBetween = false } }

    /// `... BETWEEN UNBOUNDED PRECEDING AND ...`
    ///
    /// ```swift
    /// FrameSpec().rows().betweenUnboundedPreceding().andCurrentRow()   // ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW
    /// ```
    public func betweenUnboundedPreceding() -> FrameSpec { chained { $0.start = .unboundedPreceding; $0.isBetween = true } }
    /// `... BETWEEN n PRECEDING AND ...`
    ///
    /// ```swift
    /// FrameSpec().rows().betweenPreceding(1).andFollowing(1)   // ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING
    /// ```
    public func betweenPreceding(_ offset: some ExpressionConvertible) -> FrameSpec {
        chained { $0.start = .preceding(offset.asExpression()); $0.isBetween = true }
    }
    /// `... BETWEEN CURRENT ROW AND ...`
    ///
    /// ```swift
    /// FrameSpec().rows().betweenCurrentRow().andUnboundedFollowing()   // ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING
    /// ```
    public func betweenCurrentRow() -> FrameSpec { chained { $0.start = .currentRow; $0.isBetween = true } }
    /// `... BETWEEN n FOLLOWING AND ...`
    ///
    /// ```swift
    /// FrameSpec().rows().betweenFollowing(1).andFollowing(3)   // ROWS BETWEEN 1 FOLLOWING AND 3 FOLLOWING
    /// ```
    public func betweenFollowing(_ offset: some ExpressionConvertible) -> FrameSpec {
        chained { $0.start = .following(offset.asExpression()); $0.isBetween = true }
    }

    /// `... AND n PRECEDING`
    ///
    /// ```swift
    /// FrameSpec().rows().betweenPreceding(3).andPreceding(1)   // ROWS BETWEEN 3 PRECEDING AND 1 PRECEDING
    /// ```
    public func andPreceding(_ offset: some ExpressionConvertible) -> FrameSpec {
        chained { $0.end = .preceding(offset.asExpression()) }
    }
    /// `... AND CURRENT ROW`
    ///
    /// ```swift
    /// FrameSpec().rows().betweenPreceding(1).andCurrentRow()   // ROWS BETWEEN 1 PRECEDING AND CURRENT ROW
    /// ```
    public func andCurrentRow() -> FrameSpec { chained { $0.end = .currentRow } }
    /// `... AND n FOLLOWING`
    ///
    /// ```swift
    /// FrameSpec().rows().betweenCurrentRow().andFollowing(2)   // ROWS BETWEEN CURRENT ROW AND 2 FOLLOWING
    /// ```
    public func andFollowing(_ offset: some ExpressionConvertible) -> FrameSpec {
        chained { $0.end = .following(offset.asExpression()) }
    }
    /// `... AND UNBOUNDED FOLLOWING`
    ///
    /// ```swift
    /// FrameSpec().rows().betweenCurrentRow().andUnboundedFollowing()   // ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING
    /// ```
    public func andUnboundedFollowing() -> FrameSpec { chained { $0.end = .unboundedFollowing } }

    /// `... EXCLUDE NO OTHERS` (SQLite 3.28+)
    ///
    /// ```swift
    /// FrameSpec().rows().currentRow().excludeNoOthers()   // ROWS CURRENT ROW EXCLUDE NO OTHERS
    /// ```
    public func excludeNoOthers() -> FrameSpec { chained { $0.exclusion = .noOthers } }
    /// `... EXCLUDE CURRENT ROW` (SQLite 3.28+)
    ///
    /// ```swift
    /// FrameSpec().rows().currentRow().excludeCurrentRow()   // ROWS CURRENT ROW EXCLUDE CURRENT ROW
    /// ```
    public func excludeCurrentRow() -> FrameSpec { chained { $0.exclusion = .currentRow } }
    /// `... EXCLUDE GROUP` (SQLite 3.28+)
    ///
    /// ```swift
    /// FrameSpec().groups().currentRow().excludeGroup()   // GROUPS CURRENT ROW EXCLUDE GROUP
    /// ```
    public func excludeGroup() -> FrameSpec { chained { $0.exclusion = .group } }
    /// `... EXCLUDE TIES` (SQLite 3.28+)
    ///
    /// ```swift
    /// FrameSpec().range().currentRow().excludeTies()   // RANGE CURRENT ROW EXCLUDE TIES
    /// ```
    public func excludeTies() -> FrameSpec { chained { $0.exclusion = .ties } }

    public func render(into writer: inout SQLWriter) {
        if let unit {
            writer.write(unit.rawValue)
        } else {
            writer.report("A frame needs a unit: call range(), rows() or groups()")
        }
        writer.write(isBetween ? " BETWEEN " : " ")
        if let start {
            start.render(into: &writer)
        } else {
            writer.report("A frame needs a start bound, such as unboundedPreceding() or betweenCurrentRow()")
        }
        if isBetween {
            writer.write(" AND ")
            if let end {
                end.render(into: &writer)
            } else {
                writer.report("A BETWEEN frame needs an end bound, such as andCurrentRow()")
            }
        } else if end != nil {
            writer.report("An AND bound needs a BETWEEN start, such as betweenPreceding(_:)")
        }
        if let exclusion {
            writer.write(" EXCLUDE ")
            writer.write(exclusion.rawValue)
        }
    }
}
