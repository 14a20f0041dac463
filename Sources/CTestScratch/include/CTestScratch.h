#ifndef OTC_CTESTSCRATCH_H
#define OTC_CTESTSCRATCH_H
// What a test process made, kept in one place and removed however the process ends. Linked
// into the tests, otc-bench and otc-fuzz only (through OTCTestSupport), never into otc.
//
// When the process starts, a constructor makes one folder, TMPDIR/otc-t.XXXXXX (0755, as
// /tmp is to all: tests run otc as nobody from folders in it), and points TMPDIR at it, so
// that everything the process and its children put in the temporary folder lands there.
// When the process exits, and when SIGINT, SIGTERM, SIGHUP, SIGQUIT or a crash signal
// (SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE) reaches it, every process descended
// from it is killed (the daemons tests started, and their children), and the folder is
// removed; then the handler found before runs (for a crash, the Swift runtime's
// backtracer). When the process that started this one ends (`swift test` stopped by
// `timeout`, or killed), this one ends the same way, by SIGTERM to itself: a stopped runner
// leaves no test running. SIGKILL to the test process itself cannot be caught: what it
// leaves is the caller's (make test's own folder, Ctrl-C reaching the daemons in the same
// process group).

/// The process's scratch folder, or NULL when it could not be made (then TMPDIR is as it was).
const char *otc_test_scratch(void);
#endif
