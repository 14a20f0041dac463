#ifndef OTC_CSYSTEM_H
#define OTC_CSYSTEM_H
// libc's declarations for the targets built with Embedded Swift too (CodeEntry, Utterances,
// Wording, Announcer, Basics, SafeIO), which has no Glibc overlay: locked pages for a secret
// (mmap, mlock, madvise), wiping them (explicit_bzero), the page size, threads and their
// locks, the clocks, starting and waiting for programs, files, folders, sockets and names, poll,
// terminals and signals,
// and the few things the overlay wrote in Swift and a module cannot import as they are
// (errno, a macro; environ; snprintf, variadic).
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <pthread.h>
#include <pwd.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/inotify.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <pty.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

/// This process's environment, as exec passes it on (`environ`, which unistd.h declares
/// only under _GNU_SOURCE).
static inline char **otc_environment(void) {
  extern char **environ;
  return environ;
}

/// The calling thread's errno.
static inline int otc_errno(void) { return errno; }

/// close(2), read(2), write(2), connect(2), send(2), socket(2) and poll(2), by names no
/// Swift type's own `close()`, `read`, `write`, `connect`, `send`, `socket` or `poll` hides.
static inline int otc_close(int descriptor) { return close(descriptor); }
static inline ssize_t otc_read(int descriptor, void *buffer, size_t count) { return read(descriptor, buffer, count); }
static inline ssize_t otc_write(int descriptor, const void *buffer, size_t count) {
  return write(descriptor, buffer, count);
}
static inline int otc_connect(int descriptor, const struct sockaddr *address, socklen_t length) {
  return connect(descriptor, address, length);
}
static inline ssize_t otc_send(int descriptor, const void *buffer, size_t count, int flags) {
  return send(descriptor, buffer, count, flags);
}
static inline int otc_socket(int domain, int type, int protocol) { return socket(domain, type, protocol); }
static inline int otc_poll(struct pollfd *descriptors, nfds_t count, int milliseconds) {
  return poll(descriptors, count, milliseconds);
}

/// open(2), openat(2) and fcntl(2) with an integer argument: variadic in C, so no module
/// imports them as they are.
static inline int otc_open(const char *path, int flags, mode_t mode) { return open(path, flags, mode); }
static inline int otc_openat(int folder, const char *path, int flags, mode_t mode) {
  return openat(folder, path, flags, mode);
}
static inline int otc_fcntl(int descriptor, int command, int argument) { return fcntl(descriptor, command, argument); }
/// ioctl(2) with a pointer argument: variadic in C.
static inline int otc_ioctl(int descriptor, unsigned long request, void *argument) {
  return ioctl(descriptor, request, argument);
}

/// Puts `signal`'s default action back (SIG_DFL, a cast no module imports), as a signal
/// handler may: signal(2) is safe there.
static inline void otc_default_signal_action(int signal_number) { signal(signal_number, SIG_DFL); }

/// Ignores `signal_number` (SIG_IGN, a cast no module imports).
static inline void otc_ignore_signal(int signal_number) { signal(signal_number, SIG_IGN); }

/// exit(3), under a name of otc's own: Swift's Glibc module and this header both hold
/// exit, and a module that imports both could not call it unqualified.
static inline _Noreturn void otc_exit(int status) { exit(status); }

/// fcntl(2) with a record lock (F_GETLK, F_SETLK, F_SETLKW).
static inline int otc_fcntl_lock(int descriptor, int command, struct flock *lock) { return fcntl(descriptor, command, lock); }

/// `value` with `digits` digits after the point ("%.*f") into `buffer` of `size` bytes; the
/// length it needs, as snprintf returns it.
static inline int otc_format_fixed(char *buffer, size_t size, double value, int digits) {
  return snprintf(buffer, size, "%.*f", digits, value);
}
#endif
