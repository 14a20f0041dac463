#define _GNU_SOURCE
#include "CProcess.h"
#include <sys/pidfd.h>
#include <signal.h>
#include <sys/socket.h>

int otc_pidfd_open(pid_t pid) { return pidfd_open(pid, 0); }

int otc_pidfd_send_signal(int pidfd, int signal) { return pidfd_send_signal(pidfd, signal, NULL, 0); }

int otc_spawn_close_from(posix_spawn_file_actions_t *actions, int from) {
  return posix_spawn_file_actions_addclosefrom_np(actions, from);
}

int otc_spawn_detached(posix_spawnattr_t *attributes) {
  sigset_t all, none;
  sigfillset(&all);
  sigemptyset(&none);
  posix_spawnattr_setsigdefault(attributes, &all);
  posix_spawnattr_setsigmask(attributes, &none);
  return posix_spawnattr_setflags(attributes, POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
}

pid_t otc_peer_process(int socket) {
  struct ucred credentials;
  socklen_t size = sizeof credentials;
  if (getsockopt(socket, SOL_SOCKET, SO_PEERCRED, &credentials, &size) != 0 || credentials.pid <= 0) return -1;
  return credentials.pid;
}
