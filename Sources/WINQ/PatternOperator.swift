/// LIKE, GLOB, MATCH and REGEXP.
enum PatternOperator: String, Sendable {
    case like = "LIKE"
    case glob = "GLOB"
    case match = "MATCH"
    case regexp = "REGEXP"
}
