// The system SQLite, for the Store target. Install the header with: apt-get install libsqlite3-dev
// The session extension (sqlite3session_*, sqlite3changeset_*) is declared only when these are
// defined; the system library is built with both (`PRAGMA compile_options`), and `quiver sync`
// records and applies changes through it.
#define SQLITE_ENABLE_SESSION 1
#define SQLITE_ENABLE_PREUPDATE_HOOK 1
#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro Swift cannot import: tells SQLite to copy bound text and blobs.
static inline sqlite3_destructor_type quiver_sqlite_transient(void) { return SQLITE_TRANSIENT; }
