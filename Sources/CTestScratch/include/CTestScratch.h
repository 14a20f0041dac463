#ifndef OTC_CTESTSCRATCH_H
#define OTC_CTESTSCRATCH_H
// What a test process made, kept in one place and removed however the process ends. Linked
// into the tests, otc-bench and otc-fuzz only (through OTCTestSupport), never into otc.
//
// When the process starts, a constructor makes one folder, TMPDIR/otc-t.XXXXXX (0755, as
// /tmp is to all: tests run otc as nobody from folders in it), and points TMPDIR at it, so
// that everything the process and its children put in the temporary folder lands there.
// When the process exits, and when SIGINT, SIGTERM or SIGHUP ends it, every process
// descended from it is killed (the daemons tests started, and their children), and the
// folder is removed.

/// The process's scratch folder, or NULL when it could not be made (then TMPDIR is as it was).
const char *otc_test_scratch(void);
#endif
