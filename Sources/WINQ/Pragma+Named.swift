/// Named constants for every pragma of SQLite (sqlite.org/pragma.html, including the deprecated and debug-only
/// ones, which older engines still understand) and of SQLCipher.
///
/// ```swift
/// StatementPragma().pragma(.journalMode).to("WAL")   // PRAGMA journal_mode = 'WAL'
/// StatementPragma().pragma(.cipherPageSize).to(4096) // PRAGMA cipher_page_size = 4096
/// ```
extension Pragma {
    // MARK: SQLite (sqlite.org/pragma.html)

    /// `PRAGMA analysis_limit`: Limits the rows ANALYZE scans per index (3.32+).
    public static let analysisLimit = Pragma(named: "analysis_limit")
    /// `PRAGMA application_id`: The 32-bit application ID in the database header.
    public static let applicationId = Pragma(named: "application_id")
    /// `PRAGMA auto_vacuum`: The auto-vacuum mode: NONE, FULL or INCREMENTAL.
    public static let autoVacuum = Pragma(named: "auto_vacuum")
    /// `PRAGMA automatic_index`: Whether the planner may build automatic indexes.
    public static let automaticIndex = Pragma(named: "automatic_index")
    /// `PRAGMA busy_timeout`: The busy timeout in milliseconds.
    public static let busyTimeout = Pragma(named: "busy_timeout")
    /// `PRAGMA cache_size`: The page-cache size (pages, or KiB when negative).
    public static let cacheSize = Pragma(named: "cache_size")
    /// `PRAGMA cache_spill`: Whether (or from how many pages) dirty pages may spill before commit.
    public static let cacheSpill = Pragma(named: "cache_spill")
    /// `PRAGMA case_sensitive_like`: Makes LIKE case sensitive (deprecated).
    public static let caseSensitiveLike = Pragma(named: "case_sensitive_like")
    /// `PRAGMA cell_size_check`: Extra checks of b-tree cells when read.
    public static let cellSizeCheck = Pragma(named: "cell_size_check")
    /// `PRAGMA checkpoint_fullfsync`: F_FULLFSYNC during checkpoints (macOS).
    public static let checkpointFullfsync = Pragma(named: "checkpoint_fullfsync")
    /// `PRAGMA collation_list`: Lists the registered collations.
    public static let collationList = Pragma(named: "collation_list")
    /// `PRAGMA compile_options`: Lists the compile-time options.
    public static let compileOptions = Pragma(named: "compile_options")
    /// `PRAGMA count_changes`: Reports changed-row counts from DML (deprecated).
    public static let countChanges = Pragma(named: "count_changes")
    /// `PRAGMA data_store_directory`: The data directory on Windows (deprecated).
    public static let dataStoreDirectory = Pragma(named: "data_store_directory")
    /// `PRAGMA data_version`: A number that changes when another connection commits.
    public static let dataVersion = Pragma(named: "data_version")
    /// `PRAGMA database_list`: Lists the attached databases.
    public static let databaseList = Pragma(named: "database_list")
    /// `PRAGMA default_cache_size`: The persistent default cache size (deprecated).
    public static let defaultCacheSize = Pragma(named: "default_cache_size")
    /// `PRAGMA defer_foreign_keys`: Defers foreign-key checks to COMMIT.
    public static let deferForeignKeys = Pragma(named: "defer_foreign_keys")
    /// `PRAGMA empty_result_callbacks`: Calls sqlite3_exec callbacks for empty results (deprecated).
    public static let emptyResultCallbacks = Pragma(named: "empty_result_callbacks")
    /// `PRAGMA encoding`: The text encoding: UTF-8, UTF-16le or UTF-16be.
    public static let encoding = Pragma(named: "encoding")
    /// `PRAGMA foreign_key_check`: Lists foreign-key violations.
    public static let foreignKeyCheck = Pragma(named: "foreign_key_check")
    /// `PRAGMA foreign_key_list`: Lists a table's foreign keys.
    public static let foreignKeyList = Pragma(named: "foreign_key_list")
    /// `PRAGMA foreign_keys`: Enforces foreign keys.
    public static let foreignKeys = Pragma(named: "foreign_keys")
    /// `PRAGMA freelist_count`: The number of unused pages.
    public static let freelistCount = Pragma(named: "freelist_count")
    /// `PRAGMA full_column_names`: Full column names in results (deprecated).
    public static let fullColumnNames = Pragma(named: "full_column_names")
    /// `PRAGMA fullfsync`: F_FULLFSYNC on commits (macOS).
    public static let fullfsync = Pragma(named: "fullfsync")
    /// `PRAGMA function_list`: Lists the registered SQL functions (3.30+).
    public static let functionList = Pragma(named: "function_list")
    /// `PRAGMA hard_heap_limit`: The hard heap limit in bytes (3.31+).
    public static let hardHeapLimit = Pragma(named: "hard_heap_limit")
    /// `PRAGMA ignore_check_constraints`: Disables CHECK constraints.
    public static let ignoreCheckConstraints = Pragma(named: "ignore_check_constraints")
    /// `PRAGMA incremental_vacuum`: Frees pages in incremental auto-vacuum mode.
    public static let incrementalVacuum = Pragma(named: "incremental_vacuum")
    /// `PRAGMA index_info`: Lists an index's key columns.
    public static let indexInfo = Pragma(named: "index_info")
    /// `PRAGMA index_list`: Lists a table's indexes.
    public static let indexList = Pragma(named: "index_list")
    /// `PRAGMA index_xinfo`: Lists every column of an index.
    public static let indexXinfo = Pragma(named: "index_xinfo")
    /// `PRAGMA integrity_check`: Checks the whole database for corruption.
    public static let integrityCheck = Pragma(named: "integrity_check")
    /// `PRAGMA journal_mode`: The journal mode: DELETE, TRUNCATE, PERSIST, MEMORY, WAL or OFF.
    public static let journalMode = Pragma(named: "journal_mode")
    /// `PRAGMA journal_size_limit`: The size a journal is truncated to after a transaction.
    public static let journalSizeLimit = Pragma(named: "journal_size_limit")
    /// `PRAGMA legacy_alter_table`: ALTER TABLE RENAME without rewriting references (3.26+).
    public static let legacyAlterTable = Pragma(named: "legacy_alter_table")
    /// `PRAGMA legacy_file_format`: The legacy file format flag (no-op since 3.10).
    public static let legacyFileFormat = Pragma(named: "legacy_file_format")
    /// `PRAGMA locking_mode`: The locking mode: NORMAL or EXCLUSIVE.
    public static let lockingMode = Pragma(named: "locking_mode")
    /// `PRAGMA max_page_count`: The maximum number of pages.
    public static let maxPageCount = Pragma(named: "max_page_count")
    /// `PRAGMA mmap_size`: The memory-mapped I/O size in bytes.
    public static let mmapSize = Pragma(named: "mmap_size")
    /// `PRAGMA module_list`: Lists the registered virtual-table modules (3.30+).
    public static let moduleList = Pragma(named: "module_list")
    /// `PRAGMA optimize`: Runs ANALYZE where it would help.
    public static let optimize = Pragma(named: "optimize")
    /// `PRAGMA page_count`: The number of pages.
    public static let pageCount = Pragma(named: "page_count")
    /// `PRAGMA page_size`: The page size in bytes.
    public static let pageSize = Pragma(named: "page_size")
    /// `PRAGMA parser_trace`: Traces the parser (debug builds).
    public static let parserTrace = Pragma(named: "parser_trace")
    /// `PRAGMA pragma_list`: Lists the pragmas (3.30+).
    public static let pragmaList = Pragma(named: "pragma_list")
    /// `PRAGMA query_only`: Prevents changes to the database.
    public static let queryOnly = Pragma(named: "query_only")
    /// `PRAGMA quick_check`: A faster, less thorough integrity check.
    public static let quickCheck = Pragma(named: "quick_check")
    /// `PRAGMA read_uncommitted`: Read-uncommitted isolation in shared-cache mode.
    public static let readUncommitted = Pragma(named: "read_uncommitted")
    /// `PRAGMA recursive_triggers`: Lets triggers fire recursively.
    public static let recursiveTriggers = Pragma(named: "recursive_triggers")
    /// `PRAGMA reverse_unordered_selects`: Reverses the order of unordered SELECTs (testing aid).
    public static let reverseUnorderedSelects = Pragma(named: "reverse_unordered_selects")
    /// `PRAGMA schema_version`: The schema cookie in the database header.
    public static let schemaVersion = Pragma(named: "schema_version")
    /// `PRAGMA secure_delete`: Overwrites deleted content with zeros.
    public static let secureDelete = Pragma(named: "secure_delete")
    /// `PRAGMA short_column_names`: Short column names in results (deprecated).
    public static let shortColumnNames = Pragma(named: "short_column_names")
    /// `PRAGMA shrink_memory`: Frees as much memory as possible.
    public static let shrinkMemory = Pragma(named: "shrink_memory")
    /// `PRAGMA soft_heap_limit`: The soft heap limit in bytes.
    public static let softHeapLimit = Pragma(named: "soft_heap_limit")
    /// `PRAGMA stats`: Lists table and index statistics (debugging).
    public static let stats = Pragma(named: "stats")
    /// `PRAGMA synchronous`: The fsync level: OFF, NORMAL, FULL or EXTRA.
    public static let synchronous = Pragma(named: "synchronous")
    /// `PRAGMA table_info`: Lists a table's columns.
    public static let tableInfo = Pragma(named: "table_info")
    /// `PRAGMA table_list`: Lists the tables and views (3.37+).
    public static let tableList = Pragma(named: "table_list")
    /// `PRAGMA table_xinfo`: Lists a table's columns, hidden ones included (3.26+).
    public static let tableXinfo = Pragma(named: "table_xinfo")
    /// `PRAGMA temp_store`: Where temporary tables live: DEFAULT, FILE or MEMORY.
    public static let tempStore = Pragma(named: "temp_store")
    /// `PRAGMA temp_store_directory`: The directory of temporary files (deprecated).
    public static let tempStoreDirectory = Pragma(named: "temp_store_directory")
    /// `PRAGMA threads`: The number of auxiliary sorter threads.
    public static let threads = Pragma(named: "threads")
    /// `PRAGMA trusted_schema`: Whether SQL functions and virtual tables in the schema are trusted (3.31+).
    public static let trustedSchema = Pragma(named: "trusted_schema")
    /// `PRAGMA user_version`: The user version in the database header.
    public static let userVersion = Pragma(named: "user_version")
    /// `PRAGMA vdbe_addoptrace`: Traces VDBE opcode creation (debug builds).
    public static let vdbeAddoptrace = Pragma(named: "vdbe_addoptrace")
    /// `PRAGMA vdbe_debug`: Turns on every VDBE trace (debug builds).
    public static let vdbeDebug = Pragma(named: "vdbe_debug")
    /// `PRAGMA vdbe_listing`: Lists VDBE programs (debug builds).
    public static let vdbeListing = Pragma(named: "vdbe_listing")
    /// `PRAGMA vdbe_trace`: Traces VDBE execution (debug builds).
    public static let vdbeTrace = Pragma(named: "vdbe_trace")
    /// `PRAGMA wal_autocheckpoint`: The WAL auto-checkpoint threshold in pages.
    public static let walAutocheckpoint = Pragma(named: "wal_autocheckpoint")
    /// `PRAGMA wal_checkpoint`: Runs a WAL checkpoint: PASSIVE, FULL, RESTART or TRUNCATE.
    public static let walCheckpoint = Pragma(named: "wal_checkpoint")
    /// `PRAGMA writable_schema`: Lets sqlite_master be written.
    public static let writableSchema = Pragma(named: "writable_schema")

    // MARK: SQLCipher

    /// `PRAGMA key`: Sets the key of an encrypted database.
    public static let key = Pragma(named: "key")
    /// `PRAGMA hexkey`: Sets the key as hex (raw key material).
    public static let hexkey = Pragma(named: "hexkey")
    /// `PRAGMA rekey`: Changes the key of an encrypted database.
    public static let rekey = Pragma(named: "rekey")
    /// `PRAGMA hexrekey`: Changes the key as hex (raw key material).
    public static let hexrekey = Pragma(named: "hexrekey")
    /// `PRAGMA cipher`: The cipher (older SQLCipher versions).
    public static let cipher = Pragma(named: "cipher")
    /// `PRAGMA cipher_add_random`: Adds entropy to the cipher provider.
    public static let cipherAddRandom = Pragma(named: "cipher_add_random")
    /// `PRAGMA cipher_compatibility`: Uses the defaults of an older SQLCipher major version.
    public static let cipherCompatibility = Pragma(named: "cipher_compatibility")
    /// `PRAGMA cipher_default_compatibility`: The default compatibility for new connections.
    public static let cipherDefaultCompatibility = Pragma(named: "cipher_default_compatibility")
    /// `PRAGMA cipher_default_hmac_algorithm`: The default HMAC algorithm for new connections.
    public static let cipherDefaultHmacAlgorithm = Pragma(named: "cipher_default_hmac_algorithm")
    /// `PRAGMA cipher_default_kdf_algorithm`: The default KDF algorithm for new connections.
    public static let cipherDefaultKdfAlgorithm = Pragma(named: "cipher_default_kdf_algorithm")
    /// `PRAGMA cipher_default_kdf_iter`: The default KDF iteration count for new connections.
    public static let cipherDefaultKdfIter = Pragma(named: "cipher_default_kdf_iter")
    /// `PRAGMA cipher_default_page_size`: The default page size for new connections.
    public static let cipherDefaultPageSize = Pragma(named: "cipher_default_page_size")
    /// `PRAGMA cipher_default_plaintext_header_size`: The default plaintext header size for new connections.
    public static let cipherDefaultPlaintextHeaderSize = Pragma(named: "cipher_default_plaintext_header_size")
    /// `PRAGMA cipher_default_settings`: Lists the default cipher settings.
    public static let cipherDefaultSettings = Pragma(named: "cipher_default_settings")
    /// `PRAGMA cipher_default_use_hmac`: Whether new connections use HMAC.
    public static let cipherDefaultUseHmac = Pragma(named: "cipher_default_use_hmac")
    /// `PRAGMA cipher_hmac_algorithm`: The HMAC algorithm.
    public static let cipherHmacAlgorithm = Pragma(named: "cipher_hmac_algorithm")
    /// `PRAGMA cipher_hmac_pgno`: How the page number is mixed into the HMAC.
    public static let cipherHmacPgno = Pragma(named: "cipher_hmac_pgno")
    /// `PRAGMA cipher_hmac_salt_mask`: The HMAC salt mask.
    public static let cipherHmacSaltMask = Pragma(named: "cipher_hmac_salt_mask")
    /// `PRAGMA cipher_integrity_check`: Checks every page's HMAC.
    public static let cipherIntegrityCheck = Pragma(named: "cipher_integrity_check")
    /// `PRAGMA cipher_kdf_algorithm`: The key-derivation algorithm.
    public static let cipherKdfAlgorithm = Pragma(named: "cipher_kdf_algorithm")
    /// `PRAGMA cipher_log`: Where SQLCipher logs.
    public static let cipherLog = Pragma(named: "cipher_log")
    /// `PRAGMA cipher_log_level`: SQLCipher's log level.
    public static let cipherLogLevel = Pragma(named: "cipher_log_level")
    /// `PRAGMA cipher_log_source`: Filters SQLCipher's log by source.
    public static let cipherLogSource = Pragma(named: "cipher_log_source")
    /// `PRAGMA cipher_memory_security`: Locks and wipes memory SQLCipher allocates.
    public static let cipherMemorySecurity = Pragma(named: "cipher_memory_security")
    /// `PRAGMA cipher_migrate`: Migrates a database from an older SQLCipher format.
    public static let cipherMigrate = Pragma(named: "cipher_migrate")
    /// `PRAGMA cipher_page_size`: The page size of an encrypted database.
    public static let cipherPageSize = Pragma(named: "cipher_page_size")
    /// `PRAGMA cipher_plaintext_header_size`: Bytes of the header left unencrypted.
    public static let cipherPlaintextHeaderSize = Pragma(named: "cipher_plaintext_header_size")
    /// `PRAGMA cipher_profile`: Profiles statements to a file.
    public static let cipherProfile = Pragma(named: "cipher_profile")
    /// `PRAGMA cipher_provider`: The crypto provider's name.
    public static let cipherProvider = Pragma(named: "cipher_provider")
    /// `PRAGMA cipher_provider_version`: The crypto provider's version.
    public static let cipherProviderVersion = Pragma(named: "cipher_provider_version")
    /// `PRAGMA cipher_salt`: The database salt.
    public static let cipherSalt = Pragma(named: "cipher_salt")
    /// `PRAGMA cipher_settings`: Lists the connection's cipher settings.
    public static let cipherSettings = Pragma(named: "cipher_settings")
    /// `PRAGMA cipher_status`: Whether the connection is encrypted.
    public static let cipherStatus = Pragma(named: "cipher_status")
    /// `PRAGMA cipher_trace`: Traces SQLCipher (debug builds).
    public static let cipherTrace = Pragma(named: "cipher_trace")
    /// `PRAGMA cipher_use_hmac`: Whether pages carry an HMAC.
    public static let cipherUseHmac = Pragma(named: "cipher_use_hmac")
    /// `PRAGMA cipher_version`: SQLCipher's version.
    public static let cipherVersion = Pragma(named: "cipher_version")
    /// `PRAGMA fast_kdf_iter`: The KDF iteration count of the HMAC key.
    public static let fastKdfIter = Pragma(named: "fast_kdf_iter")
    /// `PRAGMA kdf_iter`: The KDF iteration count.
    public static let kdfIter = Pragma(named: "kdf_iter")
    /// `PRAGMA rekey_cipher`: The cipher used by rekey (older SQLCipher versions).
    public static let rekeyCipher = Pragma(named: "rekey_cipher")
    /// `PRAGMA rekey_kdf_iter`: The KDF iteration count used by rekey (older SQLCipher versions).
    public static let rekeyKdfIter = Pragma(named: "rekey_kdf_iter")

    /// WCDB's spelling of ``cipherPlaintextHeaderSize``.
    public static let cipherPlainTextHeaderSize = cipherPlaintextHeaderSize
    /// Every named pragma constant above, for enumeration and tests.
    public static let allNamed: [Pragma] = [
        .analysisLimit, .applicationId, .autoVacuum, .automaticIndex, .busyTimeout, .cacheSize, .cacheSpill,
        .caseSensitiveLike, .cellSizeCheck, .checkpointFullfsync, .collationList, .compileOptions, .countChanges,
        .dataStoreDirectory, .dataVersion, .databaseList, .defaultCacheSize, .deferForeignKeys,
        .emptyResultCallbacks, .encoding, .foreignKeyCheck, .foreignKeyList, .foreignKeys, .freelistCount,
        .fullColumnNames, .fullfsync, .functionList, .hardHeapLimit, .ignoreCheckConstraints, .incrementalVacuum,
        .indexInfo, .indexList, .indexXinfo, .integrityCheck, .journalMode, .journalSizeLimit, .legacyAlterTable,
        .legacyFileFormat, .lockingMode, .maxPageCount, .mmapSize, .moduleList, .optimize, .pageCount, .pageSize,
        .parserTrace, .pragmaList, .queryOnly, .quickCheck, .readUncommitted, .recursiveTriggers,
        .reverseUnorderedSelects, .schemaVersion, .secureDelete, .shortColumnNames, .shrinkMemory, .softHeapLimit,
        .stats, .synchronous, .tableInfo, .tableList, .tableXinfo, .tempStore, .tempStoreDirectory, .threads,
        .trustedSchema, .userVersion, .vdbeAddoptrace, .vdbeDebug, .vdbeListing, .vdbeTrace, .walAutocheckpoint,
        .walCheckpoint, .writableSchema, .key, .hexkey, .rekey, .hexrekey, .cipher, .cipherAddRandom,
        .cipherCompatibility, .cipherDefaultCompatibility, .cipherDefaultHmacAlgorithm, .cipherDefaultKdfAlgorithm,
        .cipherDefaultKdfIter, .cipherDefaultPageSize, .cipherDefaultPlaintextHeaderSize, .cipherDefaultSettings,
        .cipherDefaultUseHmac, .cipherHmacAlgorithm, .cipherHmacPgno, .cipherHmacSaltMask, .cipherIntegrityCheck,
        .cipherKdfAlgorithm, .cipherLog, .cipherLogLevel, .cipherLogSource, .cipherMemorySecurity, .cipherMigrate,
        .cipherPageSize, .cipherPlaintextHeaderSize, .cipherProfile, .cipherProvider, .cipherProviderVersion,
        .cipherSalt, .cipherSettings, .cipherStatus, .cipherTrace, .cipherUseHmac, .cipherVersion, .fastKdfIter,
        .kdfIter, .rekeyCipher, .rekeyKdfIter,
    ]
}
