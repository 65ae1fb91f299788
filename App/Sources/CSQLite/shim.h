// The system SQLite, for the Store target. Install the header with: apt-get install libsqlite3-dev
#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro Swift cannot import: tells SQLite to copy bound text and blobs.
static inline sqlite3_destructor_type quiver_sqlite_transient(void) { return SQLITE_TRANSIENT; }
