/// How two `FROM` items are joined.
///
/// ```swift
/// Join(with: "t1").join("t2", with: .naturalLeftOuter)   // t1 NATURAL LEFT OUTER JOIN t2
/// ```
public enum JoinOperator: String, Sendable, CaseIterable {
    /// `,` (a cross join written as a list).
    case comma = ","
    /// `JOIN`
    case join = "JOIN"
    /// `LEFT JOIN`
    case left = "LEFT JOIN"
    /// `LEFT OUTER JOIN`
    case leftOuter = "LEFT OUTER JOIN"
    /// `INNER JOIN`
    case inner = "INNER JOIN"
    /// `CROSS JOIN`
    case cross = "CROSS JOIN"
    /// `RIGHT JOIN` (needs SQLite 3.39+)
    case right = "RIGHT JOIN"
    /// `RIGHT OUTER JOIN` (needs SQLite 3.39+)
    case rightOuter = "RIGHT OUTER JOIN"
    /// `FULL JOIN` (needs SQLite 3.39+)
    case full = "FULL JOIN"
    /// `FULL OUTER JOIN` (needs SQLite 3.39+)
    case fullOuter = "FULL OUTER JOIN"
    /// `NATURAL JOIN`
    case natural = "NATURAL JOIN"
    /// `NATURAL LEFT JOIN`
    case naturalLeft = "NATURAL LEFT JOIN"
    /// `NATURAL LEFT OUTER JOIN`
    case naturalLeftOuter = "NATURAL LEFT OUTER JOIN"
    /// `NATURAL INNER JOIN`
    case naturalInner = "NATURAL INNER JOIN"
    /// `NATURAL CROSS JOIN`
    case naturalCross = "NATURAL CROSS JOIN"
    /// `NATURAL RIGHT JOIN` (needs SQLite 3.39+)
    case naturalRight = "NATURAL RIGHT JOIN"
    /// `NATURAL RIGHT OUTER JOIN` (needs SQLite 3.39+)
    case naturalRightOuter = "NATURAL RIGHT OUTER JOIN"
    /// `NATURAL FULL JOIN` (needs SQLite 3.39+)
    case naturalFull = "NATURAL FULL JOIN"
    /// `NATURAL FULL OUTER JOIN` (needs SQLite 3.39+)
    case naturalFullOuter = "NATURAL FULL OUTER JOIN"

    /// Whether the join is NATURAL, which takes no ON or USING constraint.
    public var isNatural: Bool { rawValue.hasPrefix("NATURAL") }
}
