// The system SQLite, for the Store target. Install the header with: apt-get install libsqlite3-dev
// The session extension (sqlite3session_*, sqlite3changeset_*) is declared only when these are
// defined; the system library is built with both (`PRAGMA compile_options`), and `quiver sync`
// records and applies changes through it.
#define SQLITE_ENABLE_SESSION 1
#define SQLITE_ENABLE_PREUPDATE_HOOK 1
#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro Swift cannot import: tells SQLite to copy bound text and blobs.
static inline sqlite3_destructor_type quiver_sqlite_transient(void) { return SQLITE_TRANSIENT; }

// sqlite3_config is variadic, which Swift cannot call. SQLite's process-wide settings, made before
// it is first used (later calls return SQLITE_MISUSE and change nothing):
// - no count of the memory it holds (nothing reads it): the count takes one process-wide lock on
//   every allocation, so connections on different threads (`quiver check`'s two readers, tests
//   side by side) waited on each other;
// - a name is a file's name, never a URI: `--db 'file:x.sqlite#y'` names a file of that name, not
//   x.sqlite (the system library reads `file:` names as URIs by default).
static inline int quiver_sqlite_configure(void) {
  int memory = sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
  int uri = sqlite3_config(SQLITE_CONFIG_URI, 0);
  return memory != SQLITE_OK ? memory : uri;
}

#include <errno.h>
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

// Moves `from` to `to` only if nothing is at `to` (Linux's renameat2 with RENAME_NOREPLACE, which
// the C library declares only under _GNU_SOURCE): a new store takes its name in one step, with no
// moment when it has two names, and never over a file another process made meanwhile. -1 with
// errno EEXIST when `to` is taken; EINVAL or ENOSYS where the file system or kernel cannot.
static inline int quiver_rename_noreplace(const char *from, const char *to) {
#ifdef SYS_renameat2
  return (int)syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, 1u /* RENAME_NOREPLACE */);
#else
  errno = ENOSYS;
  return -1;
#endif
}
