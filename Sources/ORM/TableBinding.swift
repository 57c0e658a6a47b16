import Foundation
import Synchronization
import WINQ

/// The binding between a model type and its table: its columns, their types and constraints, and the SQL the
/// ORM generates for it. Built once per type, the first time `objectRelationalMapping` is read, and shared
/// (immutable, thread-safe) afterwards; statements built from it are cached.
///
/// ```swift
/// enum CodingKeys: String, CodingTableKey {
///     typealias Root = Sample
///     static let objectRelationalMapping = TableBinding(CodingKeys.self) {
///         BindColumnConstraint(identifier, isPrimary: true, isAutoIncrement: true)
///         BindIndex(description, namedWith: "_index")
///     }
///     case identifier = "id"
///     case description
/// }
/// ```
public final class TableBinding<Key: CodingTableKey>: Sendable {
    /// Every bound property, in declaration order (its position is the property's ordinal).
    public let allKeys: [Key]
    /// Column names by ordinal.
    let columnNames: [String]
    /// Every ordinal, in order: the properties of a statement that covers them all.
    let allOrdinals: [Int]
    /// Every property's column, in order: the result columns of a whole-object select.
    let allColumns: [Column]
    /// Declared column types by ordinal, found by decoding the model once; nil when the type is unknown.
    let columnTypes: [ColumnType?]
    /// Whether the property at an ordinal is stored as JSON text (a nested Codable value).
    let storedAsJSON: [Bool]
    let columnConstraints: [ColumnConstraintBinding?]
    let indexes: [(suffix: String, index: IndexBinding)]
    let tableConstraints: [(name: String, constraint: any TableConstraintBinding)]
    let virtualTable: VirtualTableBinding?
    /// The ordinal of the single `INTEGER PRIMARY KEY` property, which auto-increment inserts leave to SQLite.
    let integerPrimaryKeyOrdinal: Int?
    /// Ordinals of properties that are primary keys or unique: never added to an old table automatically.
    let uniqueOrdinals: Set<Int>
    /// A problem in the model's declaration, reported as an error when the binding is first used.
    let declarationProblem: String?
    private let keyLayout: KeyLayout
    private let ordinalByName: [String: Int]
    private let sqlCache = Mutex<[StatementCacheKey: String]>([:])

    private enum KeyLayout: Sendable {
        /// A payload-free enum stored as one byte holding its case index.
        case caseIndexByte
        /// An enum with a single case occupies no memory.
        case singleCase
        /// Anything else: look the key up by name.
        case byName
    }

    /// A binding with no constraints beyond those of the 1.0 static tables of `Key` (if it declares any).
    public convenience init(_ type: Key.Type) {
        self.init(type, configurations: [])
    }

    /// A binding configured with the 2.x builder.
    ///
    /// ```swift
    /// static let objectRelationalMapping = TableBinding(CodingKeys.self) {
    ///     BindColumnConstraint(identifier, isPrimary: true)
    /// }
    /// ```
    public convenience init(_ type: Key.Type, @TableConfigurationBuilder<Key> _ configure: () -> [any TableConfiguration<Key>]) {
        self.init(type, configurations: configure())
    }

    init(_ type: Key.Type, configurations: [any TableConfiguration<Key>]) {
        let keys = Array(Key.allCases)
        allKeys = keys
        columnNames = keys.map(\.stringValue)
        allOrdinals = Array(keys.indices)
        allColumns = columnNames.map { Column(named: $0) }
        var lookup: [String: Int] = [:]
        for (ordinal, name) in columnNames.enumerated() { lookup[name] = ordinal }
        ordinalByName = lookup
        keyLayout = TableBinding.detectLayout(of: keys)

        var draft = TableBindingDraft<Key>()
        for (key, constraint) in Key.columnConstraintBindings ?? [:] { draft.columnConstraints[key] = constraint }
        for (suffix, index) in (Key.indexBindings ?? [:]).sorted(by: { $0.key < $1.key }) {
            draft.indexes.append((suffix, index))
        }
        for (name, constraint) in (Key.tableConstraintBindings ?? [:]).sorted(by: { $0.key < $1.key }) {
            draft.tableConstraints.append((name, constraint))
        }
        draft.virtualTable = Key.virtualTableBinding
        for configuration in configurations { configuration.apply(to: &draft) }

        let discovered = ColumnTypeDecoder.discover(Key.Root.self, columnNames: columnNames)
        columnTypes = discovered.types
        storedAsJSON = discovered.json
        let constraints = keys.map { draft.columnConstraints[$0] }
        let names = columnNames
        columnConstraints = constraints
        indexes = draft.indexes
        tableConstraints = draft.tableConstraints
        virtualTable = draft.virtualTable

        let primaries = constraints.indices.filter { constraints[$0]?.isPrimary == true }
        var problem: String?
        if primaries.count > 1 {
            problem = "\(Key.Root.self) declares \(primaries.count) single-column primary keys ("
                + primaries.map { names[$0] }.joined(separator: ", ")
                + "); use one, or a multi-column primary key (BindMultiPrimary / MultiPrimaryBinding)"
        }
        if let autoIncrement = constraints.indices.first(where: {
            constraints[$0]?.isAutoIncrement == true && constraints[$0]?.isPrimary != true
        }) {
            problem = problem ?? "\(Key.Root.self).\(names[autoIncrement]) is auto-increment but not the primary key"
        }
        declarationProblem = problem
        // `INTEGER PRIMARY KEY DESC` is, by an SQLite quirk, not an alias of the rowid: SQLite would store the
        // NULL an auto-increment insert binds instead of choosing a key, so only ascending keys qualify.
        if primaries.count == 1, let ordinal = primaries.first, constraints[ordinal]?.order != .descending,
           discovered.types[ordinal] == .integer32 || discovered.types[ordinal] == .integer64 {
            integerPrimaryKeyOrdinal = ordinal
        } else {
            integerPrimaryKeyOrdinal = nil
        }
        var unique = Set(constraints.indices.filter {
            constraints[$0]?.isPrimary == true || constraints[$0]?.isUnique == true
        })
        // Columns of a multi-column primary or unique key cannot be added later either: the constraint would
        // be silently missing from the old table.
        for (_, constraint) in draft.tableConstraints {
            for name in (constraint as? any MultiColumnKeyBinding)?.keyColumnNames ?? [] {
                if let ordinal = lookup[name] { unique.insert(ordinal) }
            }
        }
        uniqueOrdinals = unique
    }

    private static func detectLayout(of keys: [Key]) -> KeyLayout {
        if MemoryLayout<Key>.size == 0, keys.count == 1 { return .singleCase }
        guard MemoryLayout<Key>.size == 1 else { return .byName }
        for (ordinal, key) in keys.enumerated() where withUnsafeBytes(of: key, { $0[0] }) != UInt8(truncatingIfNeeded: ordinal) {
            return .byName
        }
        return .caseIndexByte
    }

    /// The ordinal of a property key, or nil when the key is not one of this binding's. Constant time for the
    /// usual payload-free `CodingKeys` enum: no hashing per row.
    @inline(__always)
    func ordinal<K: CodingKey>(of key: K) -> Int? {
        if K.self == Key.self {
            switch keyLayout {
            // A one-byte payload-free enum holds its case index; reinterpreting the byte costs no copy.
            // A case that a custom `allCases` leaves out has an index past the bound ones: not bound.
            case .caseIndexByte:
                let ordinal = Int(unsafeBitCast(key, to: UInt8.self))
                return ordinal < columnNames.count ? ordinal : nil
            case .singleCase: return 0
            case .byName: break
            }
        }
        return ordinalByName[key.stringValue]
    }

    /// The ordinal of a column name, or nil.
    func ordinal(ofColumnNamed name: String) -> Int? { ordinalByName[name] }

    /// Returns cached SQL for `cacheKey`, building it once.
    func cachedSQL(_ cacheKey: StatementCacheKey, build: () throws -> String) rethrows -> String {
        if let sql = sqlCache.withLock({ $0[cacheKey] }) { return sql }
        let sql = try build()
        sqlCache.withLock { $0[cacheKey] = sql }
        return sql
    }
}

/// Identifies a statement a binding generated: its kind, conflict action, table and (when not every
/// property) the properties involved. Hashed once per call; building a string key cost more than the insert
/// of one small row.
struct StatementCacheKey: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case insert
    }

    let kind: Kind
    let conflict: ConflictAction?
    let table: String
    /// nil when the statement covers every property, which is the common case and needs no array.
    let ordinals: [Int]?
}
