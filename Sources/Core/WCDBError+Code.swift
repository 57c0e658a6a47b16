extension WCDBError {
    /// A primary result code: SQLite's codes by name, plus ``notFound`` which the framework also uses for
    /// "no such row/file" situations.
    ///
    /// ```swift
    /// if error.code == .notADatabase { print("wrong cipher key?") }
    /// ```
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: Int32

        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// Keeps only the primary part of an (extended) SQLite result code.
        public init(sqliteResultCode: Int32) { self.rawValue = sqliteResultCode & 0xFF }

        public static let ok = Code(rawValue: 0)
        public static let error = Code(rawValue: 1)
        public static let `internal` = Code(rawValue: 2)
        public static let permission = Code(rawValue: 3)
        public static let abort = Code(rawValue: 4)
        public static let busy = Code(rawValue: 5)
        public static let locked = Code(rawValue: 6)
        public static let noMemory = Code(rawValue: 7)
        public static let readonly = Code(rawValue: 8)
        public static let interrupt = Code(rawValue: 9)
        public static let ioError = Code(rawValue: 10)
        public static let corrupt = Code(rawValue: 11)
        public static let notFound = Code(rawValue: 12)
        public static let full = Code(rawValue: 13)
        public static let cantOpen = Code(rawValue: 14)
        public static let `protocol` = Code(rawValue: 15)
        public static let empty = Code(rawValue: 16)
        public static let schema = Code(rawValue: 17)
        public static let tooBig = Code(rawValue: 18)
        public static let constraint = Code(rawValue: 19)
        public static let mismatch = Code(rawValue: 20)
        public static let misuse = Code(rawValue: 21)
        public static let noLargeFileSupport = Code(rawValue: 22)
        public static let authorization = Code(rawValue: 23)
        public static let format = Code(rawValue: 24)
        public static let range = Code(rawValue: 25)
        public static let notADatabase = Code(rawValue: 26)
        public static let notice = Code(rawValue: 27)
        public static let warning = Code(rawValue: 28)
        public static let row = Code(rawValue: 100)
        public static let done = Code(rawValue: 101)

        /// The code's name, e.g. `"busy"`.
        public var name: String {
            switch rawValue {
            case 0: "ok"
            case 1: "error"
            case 2: "internal"
            case 3: "permission"
            case 4: "abort"
            case 5: "busy"
            case 6: "locked"
            case 7: "noMemory"
            case 8: "readonly"
            case 9: "interrupt"
            case 10: "ioError"
            case 11: "corrupt"
            case 12: "notFound"
            case 13: "full"
            case 14: "cantOpen"
            case 15: "protocol"
            case 16: "empty"
            case 17: "schema"
            case 18: "tooBig"
            case 19: "constraint"
            case 20: "mismatch"
            case 21: "misuse"
            case 22: "noLargeFileSupport"
            case 23: "authorization"
            case 24: "format"
            case 25: "range"
            case 26: "notADatabase"
            case 27: "notice"
            case 28: "warning"
            case 100: "row"
            case 101: "done"
            default: "unknown"
            }
        }

        public var description: String { name }
    }
}
