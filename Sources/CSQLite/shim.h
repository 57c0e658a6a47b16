#ifndef WCDB_CSQLCIPHER_SHIM_H
#define WCDB_CSQLCIPHER_SHIM_H

/* SQLCipher's sqlite3.h only declares sqlite3_key/sqlite3_rekey when this is set. */
#define SQLITE_HAS_CODEC 1
/* The SQLCipher header, never the plain <sqlite3.h> that may also be installed. */
#include <sqlcipher/sqlite3.h>
#include <openssl/evp.h>
#include <stdint.h>

/* Swift cannot call C variadic functions; these fix the argument lists we use. */
static inline int wcdb_sqlite3_config_int(int option, int value) {
    return sqlite3_config(option, value);
}
static inline int wcdb_sqlite3_config_log(int option, void (*callback)(void *, int, const char *), void *context) {
    return sqlite3_config(option, callback, context);
}
static inline int wcdb_sqlite3_db_config_int(sqlite3 *db, int option, int value, int *result) {
    return sqlite3_db_config(db, option, value, result);
}

/* SQLITE_TRANSIENT is a cast macro that Swift cannot import. */
static inline sqlite3_destructor_type wcdb_sqlite3_transient(void) {
    return SQLITE_TRANSIENT;
}
static inline sqlite3_destructor_type wcdb_sqlite3_static(void) {
    return SQLITE_STATIC;
}

/* PBKDF2-HMAC-SHA1 from the libcrypto that SQLCipher itself links: lets the framework
   derive a database key once and hand the raw key to every further handle. Returns 1 on success. */
static inline int wcdb_pbkdf2_hmac_sha1(const void *password, int passwordLength,
                                        const unsigned char *salt, int saltLength,
                                        int iterations, unsigned char *output, int outputLength) {
    return PKCS5_PBKDF2_HMAC_SHA1((const char *)password, passwordLength, salt, saltLength,
                                  iterations, outputLength, output);
}

/* ---- FTS3 tokenizer interface (fts3_tokenizer.h is not installed by libsqlcipher-dev) ---- */
typedef struct sqlite3_tokenizer_module sqlite3_tokenizer_module;
typedef struct sqlite3_tokenizer sqlite3_tokenizer;
typedef struct sqlite3_tokenizer_cursor sqlite3_tokenizer_cursor;

struct sqlite3_tokenizer_module {
    int iVersion;
    int (*xCreate)(int argc, const char *const *argv, sqlite3_tokenizer **ppTokenizer);
    int (*xDestroy)(sqlite3_tokenizer *pTokenizer);
    int (*xOpen)(sqlite3_tokenizer *pTokenizer, const char *pInput, int nBytes,
                 sqlite3_tokenizer_cursor **ppCursor);
    int (*xClose)(sqlite3_tokenizer_cursor *pCursor);
    int (*xNext)(sqlite3_tokenizer_cursor *pCursor, const char **ppToken, int *pnBytes,
                 int *piStartOffset, int *piEndOffset, int *piPosition);
    int (*xLanguageid)(sqlite3_tokenizer_cursor *pCsr, int iLangid);
};

struct sqlite3_tokenizer {
    const sqlite3_tokenizer_module *pModule;
};

struct sqlite3_tokenizer_cursor {
    sqlite3_tokenizer *pTokenizer;
};

#endif
