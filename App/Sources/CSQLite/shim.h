// The system SQLite, for the Store target. Install the header with: apt-get install libsqlite3-dev
// The session extension (sqlite3session_*, sqlite3changeset_*) is declared only when these are
// defined; the system library is built with both (`PRAGMA compile_options`), and `quiver sync`
// records and applies changes through it.
#define SQLITE_ENABLE_SESSION 1
#define SQLITE_ENABLE_PREUPDATE_HOOK 1
#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro Swift cannot import: tells SQLite to copy bound text and blobs.
static inline sqlite3_destructor_type quiver_sqlite_transient(void) { return SQLITE_TRANSIENT; }

// sqlite3_config is variadic, which Swift cannot call. Turns off SQLite's count of the memory it
// holds (nothing reads it), which takes one process-wide lock on every allocation: connections
// on different threads (`quiver check`'s two readers, tests side by side) then wait on each
// other. Only works before SQLite is first used; later it returns SQLITE_MISUSE and changes
// nothing.
static inline int quiver_sqlite_skip_memory_count(void) {
  return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
