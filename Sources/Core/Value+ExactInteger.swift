extension Value {
    /// The integer a value holds exactly: integers, integral doubles, and text that spells an integer.
    static func exactInteger(_ value: Value) -> Int64? {
        switch value {
        case .integer(let integer): return integer
        case .double(let double): return Int64(exactly: double)
        case .text(let text): return Int64(text.trimmingSpaces())
        case .null, .blob: return nil
        }
    }
}
