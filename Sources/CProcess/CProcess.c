#define _GNU_SOURCE
#include "CProcess.h"
#include <sys/pidfd.h>
#include <sys/signalfd.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

int otc_pidfd_open(pid_t pid) { return pidfd_open(pid, 0); }

int otc_pidfd_send_signal(int pidfd, int signal) { return pidfd_send_signal(pidfd, signal, NULL, 0); }

int otc_name_thread(const char *name) {
  char shown[16];
  strncpy(shown, name, sizeof shown - 1);
  shown[sizeof shown - 1] = 0;
  return pthread_setname_np(pthread_self(), shown);
}

static void *otc_reap(void *child) {
  pid_t pid = (pid_t)(intptr_t)child;
  int status;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
  return NULL;
}

void otc_spawn_attributes(posix_spawnattr_t *attributes, int new_session) {
  sigset_t all, none;
  sigfillset(&all);
  sigemptyset(&none);
  posix_spawnattr_setsigdefault(attributes, &all);
  posix_spawnattr_setsigmask(attributes, &none);
  posix_spawnattr_setflags(attributes, (new_session ? POSIX_SPAWN_SETSID : 0) | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
}

// A session of its own, every signal at its default and none blocked.
static void otc_new_session_attributes(posix_spawnattr_t *attributes) { otc_spawn_attributes(attributes, 1); }

int otc_spawn_detached(const char *path, char *const argv[], int input, int held, pid_t *pid) {
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  int result = posix_spawn_file_actions_init(&actions);
  if (result != 0) return result;
  posix_spawnattr_init(&attributes);
  posix_spawn_file_actions_adddup2(&actions, input, 0);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
  if (held >= 0) posix_spawn_file_actions_adddup2(&actions, held, 3);
  posix_spawn_file_actions_addclosefrom_np(&actions, held >= 0 ? 4 : 3);
  otc_new_session_attributes(&attributes);
  result = posix_spawn(pid, path, &actions, &attributes, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  if (result != 0) return result;
  pthread_t reaper;
  pthread_attr_t detached;
  pthread_attr_init(&detached);
  pthread_attr_setdetachstate(&detached, PTHREAD_CREATE_DETACHED);
  pthread_create(&reaper, &detached, otc_reap, (void *)(intptr_t)*pid);
  pthread_attr_destroy(&detached);
  return 0;
}

int otc_spawn_on_terminal(const char *file, char *const argv[], char *const envp[], const char *terminal, pid_t *pid) {
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  int result = posix_spawn_file_actions_init(&actions);
  if (result != 0) return result;
  posix_spawnattr_init(&attributes);
  // The session comes first (glibc's child calls setsid before the file actions), so the
  // terminal opened as descriptor 0 becomes the session's controlling terminal.
  posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0);
  posix_spawn_file_actions_adddup2(&actions, 0, 1);
  posix_spawn_file_actions_adddup2(&actions, 0, 2);
  posix_spawn_file_actions_addclosefrom_np(&actions, 3);
  otc_new_session_attributes(&attributes);
  result = posix_spawnp(pid, file, &actions, &attributes, argv, envp);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  return result;
}

int otc_signal_descriptor(const int signals[], int count) {
  sigset_t set;
  sigemptyset(&set);
  for (int index = 0; index < count; index++) sigaddset(&set, signals[index]);
  if (pthread_sigmask(SIG_BLOCK, &set, NULL) != 0) return -1;
  return signalfd(-1, &set, SFD_CLOEXEC | SFD_NONBLOCK);
}

int otc_next_signal(int descriptor) {
  struct signalfd_siginfo information;
  ssize_t count = read(descriptor, &information, sizeof information);
  return count == (ssize_t)sizeof information ? (int)information.ssi_signo : -1;
}

int otc_unblock_signal(int signal) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, signal);
  return pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

pid_t otc_peer_process(int socket) {
  struct ucred credentials;
  socklen_t size = sizeof credentials;
  if (getsockopt(socket, SOL_SOCKET, SO_PEERCRED, &credentials, &size) != 0 || credentials.pid <= 0) return -1;
  return credentials.pid;
}

// mktemp(3) names a file that is free when it looks, which another may take before the caller
// opens it; glibc's linker warning says so. FoundationEssentials' temporary files (its atomic
// writes) call it, and a release build links their code in statically. otc writes no file
// through them (every output goes through SafeIO: O_NOFOLLOW, O_EXCL where it creates), so the
// release build of otc and otc-bench links this in mktemp's place (Package.swift, --wrap): the
// call is refused as mktemp refuses, an empty name and EINVAL, and never made.
char *__wrap_mktemp(char *name) {
  if (name) name[0] = 0;
  errno = EINVAL;
  return name;
}
