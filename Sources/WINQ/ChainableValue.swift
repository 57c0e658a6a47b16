/// A value type whose builder methods return a modified copy.
///
/// Schema and utility statements (and their clauses) adopt it so each builder method is one line:
/// `chained { $0.ifNotExists = true }`, leaving the receiver untouched.
protocol ChainableValue {}

extension ChainableValue {
    /// A copy of `self` with `change` applied.
    func chained(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}
