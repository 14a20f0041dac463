#ifndef OTC_CSYSTEM_H
#define OTC_CSYSTEM_H
// libc's declarations for the targets built with Embedded Swift too (CodeEntry, Utterances,
// Wording, Announcer, Basics), which has no Glibc overlay: locked pages for a secret (mmap,
// mlock, madvise), wiping them (explicit_bzero), the page size, threads and their locks,
// the clocks, starting and waiting for programs, and the few things the overlay wrote in
// Swift and a module cannot import as they are (errno, a macro; snprintf, variadic).
#include <errno.h>
#include <pthread.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
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

/// `value` with `digits` digits after the point ("%.*f") into `buffer` of `size` bytes; the
/// length it needs, as snprintf returns it.
static inline int otc_format_fixed(char *buffer, size_t size, double value, int digits) {
  return snprintf(buffer, size, "%.*f", digits, value);
}
#endif
