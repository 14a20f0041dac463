#ifndef OTC_CDUMPABLE_H
#define OTC_CDUMPABLE_H
// prctl(2) is variadic, which Swift cannot call: this wraps it and setrlimit(2) for the
// commands that take a secret. Nothing else lives here.

/// Makes the process not dumpable (PR_SET_DUMPABLE 0: no core file, no ptrace by the
/// same user, /proc/PID owned by root) and sets RLIMIT_CORE to 0. Returns 0, or -1 with
/// errno set when either failed.
int otc_forbid_core_dumps(void);
#endif
