#ifndef OTC_CPROCESS_H
#define OTC_CPROCESS_H
// Calls glibc 2.36 has that Swift's Glibc module does not show (sys/pidfd.h, sys/signalfd.h,
// a GNU extension of spawn.h and struct ucred are left out of it): enough to start a detached
// process that inherits no descriptor, or a program on a terminal of its own; to signal a
// process known by a descriptor, not a pid that may have been reused; to read signals from a
// descriptor; and pthread_setname_np, to name a thread. Nothing else lives here.
#include <spawn.h>
#include <sys/types.h>

/// pidfd_open(2): a descriptor for process `pid`, or -1 with errno set.
int otc_pidfd_open(pid_t pid);

/// pidfd_send_signal(2) with no siginfo: 0, or -1 with errno set (ESRCH once it has ended).
int otc_pidfd_send_signal(int pidfd, int signal);

/// Starts `path` with `argv` detached: a session of its own (no terminal, no signal meant
/// for the caller's process group), every signal at its default and none blocked, `input`
/// as its standard input, /dev/null as its standard output and error, `held` (when not
/// -1) as its descriptor 3, and no other descriptor. A detached thread reaps it. 0 with
/// `*pid` set, or an error number.
int otc_spawn_detached(const char *path, char *const argv[], int input, int held, pid_t *pid);

/// Starts `file` (looked up in PATH) with `argv` and `envp` in a session of its own whose
/// controlling terminal is `terminal` (a pseudo-terminal's slave, by path), which is its
/// standard input, output and error; every signal at its default and none blocked, and no
/// other descriptor. The caller waits for it. 0 with `*pid` set, or an error number.
int otc_spawn_on_terminal(const char *file, char *const argv[], char *const envp[], const char *terminal, pid_t *pid);

/// Sets `attributes` (initialised) so that the program starts with every signal at its
/// default and none blocked, whatever this thread blocks or ignores, and in a session of its
/// own when `new_session` is not 0.
void otc_spawn_attributes(posix_spawnattr_t *attributes, int new_session);

/// Blocks `signals` (count of them) in the calling thread and returns a descriptor they are
/// read from instead (signalfd, close-on-exec, non-blocking), or -1 with errno set. Threads
/// started afterwards inherit the block.
int otc_signal_descriptor(const int signals[], int count);

/// The next signal waiting on a descriptor from `otc_signal_descriptor`, or -1 when none is.
int otc_next_signal(int descriptor);

/// Unblocks `signal` in the calling thread: 0, or an error number.
int otc_unblock_signal(int signal);

/// Names the calling thread (the first 15 bytes of `name` show, in ps and a debugger):
/// 0, or an error number.
int otc_name_thread(const char *name);

/// The process at the other end of a local socket (SO_PEERCRED), or -1.
pid_t otc_peer_process(int socket);
#endif
