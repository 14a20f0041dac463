// otc-peak REPORT COMMAND [ARGUMENT...]: runs COMMAND as its child, with this process's
// standard input, output, error and environment, and once it has ended writes "STATUS PEAK"
// to the new file REPORT: the child's exit status (-1 when a signal ended it) and its peak
// resident memory in kilobytes. otc-bench's tool for its peak-memory rows; never installed.
//
// Why a process of its own: when a process execs, Linux folds the resident high-water
// mark of the memory it had until then into the new program's ru_maxrss. For a child of
// posix_spawn that memory is its parent's, so every program otc-bench started was measured
// at no less than otc-bench's own peak (114 MB once it had written its 16 MB fixtures).
// This program is small when it forks, so its child's figure is the child's own, above a
// floor of this program's resident size (under a megabyte).
//
// SIGTERM, SIGINT and SIGHUP are passed on to the child, so stopping this stops it.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile sig_atomic_t child = 0;

static void pass_on(int signal_number) {
  if (child > 0) kill(child, signal_number);
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fputs("usage: otc-peak REPORT COMMAND [ARGUMENT...]\n", stderr);
    return 64;
  }
  int report = open(argv[1], O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (report < 0) {
    fprintf(stderr, "otc-peak: cannot make %s: %s\n", argv[1], strerror(errno));
    return 73;
  }
  static const int passed[] = {SIGTERM, SIGINT, SIGHUP};
  sigset_t blocked, before;
  sigemptyset(&blocked);
  for (size_t index = 0; index < sizeof passed / sizeof passed[0]; index++) sigaddset(&blocked, passed[index]);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = pass_on;
  sigemptyset(&action.sa_mask);
  for (size_t index = 0; index < sizeof passed / sizeof passed[0]; index++) sigaction(passed[index], &action, NULL);

  // Blocked across the fork, so that a signal that comes before the child's id is known
  // reaches the child once it is.
  sigprocmask(SIG_BLOCK, &blocked, &before);
  pid_t pid = fork();
  if (pid == 0) {
    // exec gives the signals their default actions back.
    sigprocmask(SIG_SETMASK, &before, NULL);
    execvp(argv[2], argv + 2);
    fprintf(stderr, "otc-peak: cannot run %s: %s\n", argv[2], strerror(errno));
    _exit(127);
  }
  if (pid < 0) {
    fprintf(stderr, "otc-peak: cannot start a process: %s\n", strerror(errno));
    return 71;
  }
  child = pid;
  sigprocmask(SIG_SETMASK, &before, NULL);

  int status = 0;
  struct rusage usage;
  while (wait4(pid, &status, 0, &usage) < 0) {
    if (errno != EINTR) {
      fprintf(stderr, "otc-peak: cannot wait for %s: %s\n", argv[2], strerror(errno));
      return 71;
    }
  }
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  if (dprintf(report, "%d %ld\n", code, usage.ru_maxrss) < 0 || close(report) != 0) {
    fprintf(stderr, "otc-peak: cannot write %s: %s\n", argv[1], strerror(errno));
    return 74;
  }
  return 0;
}
