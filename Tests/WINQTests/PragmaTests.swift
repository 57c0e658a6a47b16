import Testing
@testable import WINQ

@Suite struct PragmaTests {
    // MARK: Named pragmas

    @Test func userVersionIsSetWithEquals() {
        expectSQL(StatementPragma().pragma(.userVersion).to(1), "PRAGMA user_version = 1")
    }

    @Test func namedConstantsSpellSQLiteNames() {
        let expected: [(Pragma, String)] = [
            (.analysisLimit, "analysis_limit"), (.applicationId, "application_id"), (.autoVacuum, "auto_vacuum"),
            (.automaticIndex, "automatic_index"), (.busyTimeout, "busy_timeout"), (.cacheSize, "cache_size"),
            (.cacheSpill, "cache_spill"), (.caseSensitiveLike, "case_sensitive_like"), (.cellSizeCheck, "cell_size_check"),
            (.checkpointFullfsync, "checkpoint_fullfsync"), (.collationList, "collation_list"),
            (.compileOptions, "compile_options"), (.dataVersion, "data_version"), (.databaseList, "database_list"),
            (.deferForeignKeys, "defer_foreign_keys"), (.encoding, "encoding"), (.foreignKeyCheck, "foreign_key_check"),
            (.foreignKeyList, "foreign_key_list"), (.foreignKeys, "foreign_keys"), (.freelistCount, "freelist_count"),
            (.fullfsync, "fullfsync"), (.functionList, "function_list"), (.hardHeapLimit, "hard_heap_limit"),
            (.ignoreCheckConstraints, "ignore_check_constraints"), (.incrementalVacuum, "incremental_vacuum"),
            (.indexInfo, "index_info"), (.indexList, "index_list"), (.indexXinfo, "index_xinfo"),
            (.integrityCheck, "integrity_check"), (.journalMode, "journal_mode"), (.journalSizeLimit, "journal_size_limit"),
            (.legacyAlterTable, "legacy_alter_table"), (.legacyFileFormat, "legacy_file_format"),
            (.lockingMode, "locking_mode"), (.maxPageCount, "max_page_count"), (.mmapSize, "mmap_size"),
            (.moduleList, "module_list"), (.optimize, "optimize"), (.pageCount, "page_count"), (.pageSize, "page_size"),
            (.parserTrace, "parser_trace"), (.pragmaList, "pragma_list"), (.queryOnly, "query_only"),
            (.quickCheck, "quick_check"), (.readUncommitted, "read_uncommitted"), (.recursiveTriggers, "recursive_triggers"),
            (.reverseUnorderedSelects, "reverse_unordered_selects"), (.schemaVersion, "schema_version"),
            (.secureDelete, "secure_delete"), (.shrinkMemory, "shrink_memory"), (.softHeapLimit, "soft_heap_limit"),
            (.stats, "stats"), (.synchronous, "synchronous"), (.tableInfo, "table_info"), (.tableList, "table_list"),
            (.tableXinfo, "table_xinfo"), (.tempStore, "temp_store"), (.threads, "threads"),
            (.trustedSchema, "trusted_schema"), (.userVersion, "user_version"), (.vdbeAddoptrace, "vdbe_addoptrace"),
            (.vdbeDebug, "vdbe_debug"), (.vdbeListing, "vdbe_listing"), (.vdbeTrace, "vdbe_trace"),
            (.walAutocheckpoint, "wal_autocheckpoint"), (.walCheckpoint, "wal_checkpoint"),
            (.writableSchema, "writable_schema"), (.countChanges, "count_changes"),
            (.defaultCacheSize, "default_cache_size"), (.fullColumnNames, "full_column_names"),
            (.shortColumnNames, "short_column_names"), (.tempStoreDirectory, "temp_store_directory"),
            (.dataStoreDirectory, "data_store_directory"), (.emptyResultCallbacks, "empty_result_callbacks"),
        ]
        for (pragma, name) in expected {
            #expect(pragma.name == name)
            #expect(StatementPragma().pragma(pragma).description == "PRAGMA " + name)
        }
    }

    @Test func sqlcipherConstantsSpellSQLCipherNames() {
        let expected: [(Pragma, String)] = [
            (.key, "key"), (.rekey, "rekey"), (.hexkey, "hexkey"), (.hexrekey, "hexrekey"), (.cipher, "cipher"),
            (.cipherPageSize, "cipher_page_size"), (.kdfIter, "kdf_iter"), (.fastKdfIter, "fast_kdf_iter"),
            (.cipherUseHmac, "cipher_use_hmac"), (.cipherHmacAlgorithm, "cipher_hmac_algorithm"),
            (.cipherKdfAlgorithm, "cipher_kdf_algorithm"), (.cipherDefaultKdfIter, "cipher_default_kdf_iter"),
            (.cipherDefaultPageSize, "cipher_default_page_size"), (.cipherDefaultUseHmac, "cipher_default_use_hmac"),
            (.cipherDefaultHmacAlgorithm, "cipher_default_hmac_algorithm"),
            (.cipherDefaultKdfAlgorithm, "cipher_default_kdf_algorithm"),
            (.cipherDefaultPlaintextHeaderSize, "cipher_default_plaintext_header_size"),
            (.cipherMigrate, "cipher_migrate"), (.cipherVersion, "cipher_version"), (.cipherProvider, "cipher_provider"),
            (.cipherProviderVersion, "cipher_provider_version"),
            (.cipherPlaintextHeaderSize, "cipher_plaintext_header_size"),
            (.cipherPlainTextHeaderSize, "cipher_plaintext_header_size"), (.cipherSalt, "cipher_salt"),
            (.cipherCompatibility, "cipher_compatibility"), (.cipherMemorySecurity, "cipher_memory_security"),
            (.cipherProfile, "cipher_profile"), (.cipherAddRandom, "cipher_add_random"),
            (.cipherIntegrityCheck, "cipher_integrity_check"), (.cipherSettings, "cipher_settings"),
            (.cipherStatus, "cipher_status"), (.rekeyCipher, "rekey_cipher"), (.rekeyKdfIter, "rekey_kdf_iter"),
        ]
        for (pragma, name) in expected {
            #expect(StatementPragma().pragma(pragma).description == "PRAGMA " + name)
        }
    }

    @Test func everyNamedConstantIsDistinctSnakeCaseAndParses() {
        #expect(Pragma.allNamed.count >= 110)
        #expect(Set(Pragma.allNamed).count == Pragma.allNamed.count)
        for pragma in Pragma.allNamed {
            #expect(pragma.name.allSatisfy { $0.isLowercase || $0 == "_" || $0.isNumber })
            // Reading a pragma SQLite does not know is a no-op, so every name prepares; ones with side
            // effects on read (shrink_memory, optimize, ...) are only prepared, never run.
            #expect(SQLiteAcceptance.error(preparing: StatementPragma().pragma(pragma).description) == nil, "\(pragma.name)")
        }
    }

    @Test func customPragmaNames() {
        expectSQL(StatementPragma().pragma(Pragma(named: "legacy_alter_table")), "PRAGMA legacy_alter_table")
        expectSQL(StatementPragma().pragma(Pragma(named: "my_pragma")).to(1), "PRAGMA my_pragma = 1")
        // Keyword-like pragma names stay bare: SQLite reads them as names after PRAGMA.
        expectSQL(StatementPragma().pragma(.key).to("abc"), "PRAGMA key = 'abc'")
        // Names with other characters are quoted, so they cannot inject SQL.
        expectSQL(StatementPragma().pragma(Pragma(named: "x; DROP TABLE t")), "PRAGMA \"x; DROP TABLE t\"")
        expectSQL(StatementPragma().pragma(Pragma(named: "9lives")), "PRAGMA \"9lives\"")
        #expect(Pragma(named: "abc") == Pragma(named: "abc"))
        #expect(Pragma(named: "abc").description == "abc")
    }

    // MARK: Values and arguments

    @Test func valuesAreLiterals() {
        expectSQL(StatementPragma().pragma(.secureDelete).to(true), "PRAGMA secure_delete = 1")
        expectSQL(StatementPragma().pragma(.foreignKeys).to(false), "PRAGMA foreign_keys = 0")
        expectSQL(StatementPragma().pragma(.cacheSize).to(-2000), "PRAGMA cache_size = -2000")
        expectSQL(StatementPragma().pragma(.mmapSize).to(Int64(268_435_456)), "PRAGMA mmap_size = 268435456")
        expectSQL(StatementPragma().pragma(.analysisLimit).to(UInt32(400)), "PRAGMA analysis_limit = 400")
        expectSQL(StatementPragma().pragma(Pragma(named: "some_ratio")).to(0.5), "PRAGMA some_ratio = 0.5")
        expectSQL(StatementPragma().pragma(.journalMode).to("WAL"), "PRAGMA journal_mode = 'WAL'")
        expectSQL(StatementPragma().pragma(.synchronous).to("NORMAL"), "PRAGMA synchronous = 'NORMAL'")
        expectSQL(StatementPragma().pragma(.encoding).to("UTF-8"), "PRAGMA encoding = 'UTF-8'")
        expectSQL(StatementPragma().pragma(.key).to("it's"), "PRAGMA key = 'it''s'")
        expectSQL(StatementPragma().pragma(.key).to("x'; DROP TABLE t; --"), "PRAGMA key = 'x''; DROP TABLE t; --'")
        expectSQL(StatementPragma().pragma(.journalMode).to(Column("WAL")), "PRAGMA journal_mode = WAL")
        expectSQL(StatementPragma().pragma(.tempStore).to(Column("memory")), "PRAGMA temp_store = memory")
        expectSQL(StatementPragma().pragma(.cipherPageSize).to(4096), "PRAGMA cipher_page_size = 4096")
        expectSQL(StatementPragma().pragma(.kdfIter).to(64000), "PRAGMA kdf_iter = 64000")
        expectSQL(StatementPragma().pragma(.cipherHmacAlgorithm).to("HMAC_SHA1"), "PRAGMA cipher_hmac_algorithm = 'HMAC_SHA1'")
        expectSQL(StatementPragma().pragma(.walCheckpoint).to("TRUNCATE"), "PRAGMA wal_checkpoint = 'TRUNCATE'")
    }

    @Test func argumentsAreCalls() {
        expectSQL(StatementPragma().pragma(.tableInfo).with("table1"), "PRAGMA table_info('table1')")
        expectSQL(StatementPragma().pragma(.tableInfo).with("order"), "PRAGMA table_info('order')")
        expectSQL(StatementPragma().pragma(.indexInfo).with("index1"), "PRAGMA index_info('index1')")
        expectSQL(StatementPragma().pragma(.indexList).with("table1"), "PRAGMA index_list('table1')")
        expectSQL(StatementPragma().pragma(.indexXinfo).with("index1"), "PRAGMA index_xinfo('index1')")
        expectSQL(StatementPragma().pragma(.foreignKeyList).with("table1"), "PRAGMA foreign_key_list('table1')")
        expectSQL(StatementPragma().pragma(.foreignKeyCheck).with("table1"), "PRAGMA foreign_key_check('table1')")
        expectSQL(StatementPragma().pragma(.integrityCheck).with(10), "PRAGMA integrity_check(10)")
        expectSQL(StatementPragma().pragma(.walCheckpoint).with(Column("PASSIVE")), "PRAGMA wal_checkpoint(PASSIVE)")
        expectSQL(StatementPragma().pragma(.incrementalVacuum).with(5), "PRAGMA incremental_vacuum(5)")
    }

    @Test func schemaQualifiedPragmas() {
        expectSQL(StatementPragma().pragma(.userVersion).of(schema: "schema1"), "PRAGMA schema1.user_version")
        expectSQL(StatementPragma().schema("schema1").pragma(.secureDelete).to(true), "PRAGMA schema1.secure_delete = 1")
        expectSQL(StatementPragma().schema("schema1").pragma(.tableInfo).with("table1"), "PRAGMA schema1.table_info('table1')")
        expectSQL(StatementPragma().of(schema: "main").pragma(.journalMode), "PRAGMA main.journal_mode")
        expectSQL(StatementPragma().of(schema: "temp").pragma(.pageCount), "PRAGMA \"temp\".page_count")
        #expect(!StatementPragma().pragma(.userVersion).isReadOnly)
    }

    @Test func builderReturnsCopies() {
        let read = StatementPragma().pragma(.userVersion)
        let write = read.to(3)
        #expect(read.description == "PRAGMA user_version")
        #expect(write.description == "PRAGMA user_version = 3")
    }

    // MARK: Execution

    @Test func pragmaValuesRoundTripThroughSQLite() throws {
        let rows = try SQLiteAcceptance.run([
            StatementPragma().pragma(.userVersion).to(42).description,
            StatementPragma().pragma(.userVersion).description,
        ])
        #expect(rows == [["42"]])
        let schemaRows = try SQLiteAcceptance.run([
            StatementPragma().of(schema: "schema1").pragma(.userVersion).to(7).description,
            StatementPragma().of(schema: "schema1").pragma(.userVersion).description,
        ])
        #expect(schemaRows == [["7"]])
        let info = try SQLiteAcceptance.run([StatementPragma().pragma(.tableInfo).with("table1").description])
        #expect(info.map { $0[1] } == ["column1", "column2", "column3"])
        let foreignKeys = try SQLiteAcceptance.run([
            StatementPragma().pragma(.foreignKeys).to(true).description,
            StatementPragma().pragma(.foreignKeys).description,
        ])
        #expect(foreignKeys == [["1"]])
        let mode = try SQLiteAcceptance.run([StatementPragma().pragma(.journalMode).to("MEMORY").description])
        #expect(mode == [["memory"]])
    }

    // MARK: Invalid use

    @Test func invalidPragmasThrow() {
        expectInvalid(StatementPragma(), mentioning: "PRAGMA needs a pragma")
        expectInvalid(StatementPragma().pragma(Pragma(named: "")), mentioning: "empty")
        expectInvalid(StatementPragma().pragma(Pragma(named: "a\u{0}")), mentioning: "NUL")
        expectInvalid(StatementPragma().pragma(.userVersion).of(schema: ""), mentioning: "empty")
        expectInvalid(StatementPragma().pragma(.userVersion).to(1).with(2), mentioning: "not both")
        expectInvalid(StatementPragma().pragma(.userVersion).to(Column("a") + 1), mentioning: "pragma value")
        expectInvalid(StatementPragma().pragma(.userVersion).to(LiteralValue.null), mentioning: "pragma value")
        expectInvalid(StatementPragma().pragma(.userVersion).to(Double.nan), mentioning: "pragma value")
        expectInvalid(StatementPragma().pragma(.key).to("a\u{0}b"), mentioning: "pragma value")
        expectInvalid(StatementPragma().pragma(.tableInfo).with(Column("a").in(table: "t")), mentioning: "pragma value")
        expectInvalid(StatementPragma().pragma(.tableInfo).with(LiteralValue.currentTime), mentioning: "pragma value")
        expectInvalid(StatementPragma().pragma(.tableInfo).with(BindParameter()), mentioning: "pragma value")
    }
}
