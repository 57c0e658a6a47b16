/// How two `FROM` items are joined.
///
/// ```swift
/// Join(with: "t1").join("t2", with: .naturalLeftOuter)   // t1 NATURAL LEFT OUTER JOIN t2
/// ```
public enum JoinOperator: String, Sendable, CaseIterable {
    /// `,` (a cross join written as a list).
    case comma = ","
    case join = "JOIN"
    case left = "LEFT JOIN"
    case leftOuter = "LEFT OUTER JOIN"
    case inner = "INNER JOIN"
    case cross = "CROSS JOIN"
    /// Needs SQLite 3.39+.
    case right = "RIGHT JOIN"
    /// Needs SQLite 3.39+.
    case rightOuter = "RIGHT OUTER JOIN"
    /// Needs SQLite 3.39+.
    case full = "FULL JOIN"
    /// Needs SQLite 3.39+.
    case fullOuter = "FULL OUTER JOIN"
    case natural = "NATURAL JOIN"
    case naturalLeft = "NATURAL LEFT JOIN"
    case naturalLeftOuter = "NATURAL LEFT OUTER JOIN"
    case naturalInner = "NATURAL INNER JOIN"
    case naturalCross = "NATURAL CROSS JOIN"
    /// Needs SQLite 3.39+.
    case naturalRight = "NATURAL RIGHT JOIN"
    /// Needs SQLite 3.39+.
    case naturalRightOuter = "NATURAL RIGHT OUTER JOIN"
    /// Needs SQLite 3.39+.
    case naturalFull = "NATURAL FULL JOIN"
    /// Needs SQLite 3.39+.
    case naturalFullOuter = "NATURAL FULL OUTER JOIN"

    /// Whether the join is NATURAL, which takes no ON or USING constraint.
    public var isNatural: Bool { rawValue.hasPrefix("NATURAL") }
}
