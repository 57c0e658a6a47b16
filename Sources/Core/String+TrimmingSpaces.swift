extension String {
    func trimmingSpaces() -> Substring {
        let start = drop(while: { $0 == " " })
        var end = start.endIndex
        while end > start.startIndex, start[start.index(before: end)] == " " { end = start.index(before: end) }
        return start[start.startIndex..<end]
    }
}
