#define _GNU_SOURCE
#include "CTestScratch.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static char scratch[4096];
static pid_t owner;

const char *otc_test_scratch(void) { return scratch[0] ? scratch : NULL; }

// Every process on the machine with its parent, read from /proc with calls that are safe in
// a signal handler (no malloc, no stdio): its own buffers, filled on each use.
#define TABLE 65536
static pid_t table_pid[TABLE];
static pid_t table_parent[TABLE];
static unsigned char table_doomed[TABLE];
static unsigned table_count;

// The parent of `pid` from /proc/PID/stat; -1 if it is gone.
static pid_t parent_of(pid_t pid) {
  char path[64];
  snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  char buffer[512];
  ssize_t count = read(fd, buffer, sizeof buffer - 1);
  close(fd);
  if (count <= 0) return -1;
  buffer[count] = 0;
  // "pid (comm) state ppid ...": comm may hold spaces and parentheses; the last ')' ends it.
  char *end = strrchr(buffer, ')');
  if (!end || end[1] != ' ' || !end[2] || end[3] != ' ') return -1;
  return (pid_t)atoi(end + 4);
}

static void read_table(void) {
  table_count = 0;
  int fd = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  char buffer[16384];
  for (;;) {
    long count = syscall(SYS_getdents64, fd, buffer, sizeof buffer);
    if (count <= 0) break;
    for (long offset = 0; offset < count;) {
      struct linux_dirent64 {
        unsigned long long inode;
        long long next;
        unsigned short length;
        unsigned char type;
        char name[];
      } *entry = (void *)(buffer + offset);
      offset += entry->length;
      if (entry->name[0] < '1' || entry->name[0] > '9' || table_count >= TABLE) continue;
      pid_t pid = (pid_t)atoi(entry->name);
      pid_t parent = parent_of(pid);
      if (parent < 0) continue;
      table_pid[table_count] = pid;
      table_parent[table_count] = parent;
      table_doomed[table_count] = 0;
      table_count++;
    }
  }
  close(fd);
}

// Kills every process descended from this one (daemons the tests started, and theirs).
// All are found first, then killed, so that none is orphaned out of reach meanwhile; twice,
// for what was being started as the first pass ran.
static void kill_descendants(void) {
  for (int pass = 0; pass < 2; pass++) {
    read_table();
    int grew = 1;
    while (grew) {
      grew = 0;
      for (unsigned index = 0; index < table_count; index++) {
        if (table_doomed[index]) continue;
        pid_t parent = table_parent[index];
        int doomed = parent == owner;
        for (unsigned other = 0; !doomed && other < table_count; other++) {
          doomed = table_doomed[other] && table_pid[other] == parent;
        }
        if (doomed) {
          table_doomed[index] = 1;
          grew = 1;
        }
      }
    }
    for (unsigned index = 0; index < table_count; index++) {
      if (table_doomed[index]) kill(table_pid[index], SIGKILL);
    }
  }
}

// Removes the folder with rm, started and waited for with calls safe in a signal handler.
static void remove_scratch(void) {
  if (!scratch[0] || getpid() != owner) return;
  pid_t pid = fork();
  if (pid == 0) {
    char *const argv[] = {"rm", "-rf", "--", scratch, NULL};
    char *const envp[] = {NULL};
    execve("/bin/rm", argv, envp);
    _exit(127);
  }
  if (pid > 0) {
    int status;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
  }
}

static void at_exit(void) {
  if (getpid() != owner) return;  // a forked child that calls exit
  kill_descendants();
  remove_scratch();
}

// The signals that end a test process early: an interrupt, and a crash (after which the
// handler found before, the Swift runtime's backtracer, still runs).
static const int endings[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE};
#define ENDINGS (sizeof endings / sizeof endings[0])
static struct sigaction before[ENDINGS];

static void on_signal(int signal) {
  if (getpid() == owner) {
    kill_descendants();
    remove_scratch();
  }
  for (unsigned index = 0; index < ENDINGS; index++) {
    if (endings[index] == signal) sigaction(signal, &before[index], NULL);
  }
  raise(signal);
}

// The process that started this one: `swift test`, make, a shell. When it ends, however it
// ends (SIGKILL included, or `timeout` stopping `swift test`, which does not pass the signal
// on), this process ends as if interrupted: SIGTERM, whose handler kills every process it
// started and removes its folder. A stopped runner never leaves its tests running, booting
// virtual machines beside the next run. Watched through a pidfd (Linux 5.3), else by its
// parent changing, looked at once a second.
static pid_t starter;

static void *watch_starter(void *unused) {
  (void)unused;
  int fd = (int)syscall(SYS_pidfd_open, starter, 0);
  if (fd >= 0 && getppid() == starter) {
    struct pollfd ended = {.fd = fd, .events = POLLIN};
    while (poll(&ended, 1, -1) < 0 && errno == EINTR) {}
  } else {
    while (getppid() == starter) sleep(1);
  }
  if (fd >= 0) close(fd);
  kill(getpid(), SIGTERM);
  return NULL;
}

static void watch_the_starter(void) {
  starter = getppid();
  if (starter <= 1) return;  // started by init, or already orphaned: nothing to follow
  pthread_t thread;
  pthread_attr_t attributes;
  pthread_attr_init(&attributes);
  pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
  pthread_attr_setstacksize(&attributes, 64 * 1024);
  // The thread takes no signal of the process's: they go to its other threads, as before.
  sigset_t all, before;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &before);
  pthread_create(&thread, &attributes, watch_starter, NULL);
  pthread_sigmask(SIG_SETMASK, &before, NULL);
  pthread_attr_destroy(&attributes);
}

// Whether /proc/PID/FILE holds `marker`.
static int file_names(pid_t pid, const char *file, const char *marker) {
  char path[64];
  snprintf(path, sizeof path, "/proc/%d/%s", (int)pid, file);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  static char buffer[256 * 1024];
  size_t length = 0;
  ssize_t count;
  while (length < sizeof buffer - 1 && (count = read(fd, buffer + length, sizeof buffer - 1 - length)) > 0) length += count;
  close(fd);
  size_t size = strlen(marker);
  for (size_t at = 0; at + size <= length; at++) {
    if (memcmp(buffer + at, marker, size) == 0) return 1;
  }
  return 0;
}

// Whether a process names `marker` (the scratch folder's path): every process a test starts
// has it in its environment (TMPDIR, HOME or XDG_RUNTIME_DIR), and so does every one those
// start, whatever session or process group they moved to; a daemon that writes its title
// over its environment (sshd) has it on its command line, in the path of its settings.
static int names_scratch(pid_t pid, const char *marker) {
  return file_names(pid, "environ", marker) || file_names(pid, "cmdline", marker);
}

// A process of its own, started before any test, that outlives this one. Killed by SIGKILL
// (the OOM killer, `kill -9`, a harness's own timeout), this process runs no handler: the
// daemons its tests started (PulseAudio, PipeWire, Speech Dispatcher, brltty, sshd, QEMU)
// would run on, orphaned, with its folder left. The reaper waits on this process's pidfd;
// when it ends, however it ends, the reaper kills every process whose environment names
// the folder (twice, for what was starting meanwhile) and removes the folder. After a
// normal end it finds nothing left to do. It holds no descriptor of this process's, so no
// pipe a runner reads stays open for it.
static void start_reaper(void) {
  int watched = (int)syscall(SYS_pidfd_open, owner, 0);
  if (watched < 0) return;
  pid_t child = fork();
  if (child != 0) {
    close(watched);
    return;
  }
  setsid();
  sigset_t all;
  sigfillset(&all);
  sigprocmask(SIG_SETMASK, &all, NULL);
  int null = open("/dev/null", O_RDWR | O_CLOEXEC);
  if (null >= 0) {
    dup2(null, 0);
    dup2(null, 1);
    dup2(null, 2);
  }
  for (int fd = 3; fd < 65536; fd++) {
    if (fd != watched) close(fd);
  }
  struct pollfd ended = {.fd = watched, .events = POLLIN};
  while (poll(&ended, 1, -1) < 0 && errno == EINTR) {}
  pid_t self = getpid();
  for (int pass = 0; pass < 2; pass++) {
    read_table();
    for (unsigned index = 0; index < table_count; index++) {
      pid_t pid = table_pid[index];
      if (pid != self && names_scratch(pid, scratch)) kill(pid, SIGKILL);
    }
  }
  char *const argv[] = {"rm", "-rf", "--", scratch, NULL};
  char *const envp[] = {NULL};
  execve("/bin/rm", argv, envp);
  _exit(127);
}

// The Swift runtime finds the arguments (CommandLine.arguments) by walking the process's
// first stack back from `environ`, which it reads in a constructor of its own. Linked
// statically (otc-bench's release build), that constructor runs after this one, whose
// setenv of a new TMPDIR moves `environ` to the heap: the runtime then finds no arguments
// and otc-bench trapped at its first. So the runtime is handed the arguments glibc gives
// every constructor, before `environ` moves. (With the runtime as a shared library, its
// constructor has already run, and this changes nothing.)
__attribute__((swiftcall)) extern void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc);

__attribute__((constructor)) static void make_scratch(int argc, char **argv, char **envp) {
  (void)envp;
  _swift_stdlib_overrideUnsafeArgvArgc(argv, argc);
  owner = getpid();
  const char *base = getenv("TMPDIR");
  if (!base || !*base) base = "/tmp";
  if (snprintf(scratch, sizeof scratch, "%s/otc-t.XXXXXX", base) >= (int)sizeof scratch || !mkdtemp(scratch)) {
    scratch[0] = 0;
    return;
  }
  chmod(scratch, 0755);
  start_reaper();
  setenv("TMPDIR", scratch, 1);
  atexit(at_exit);
  for (unsigned index = 0; index < ENDINGS; index++) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_ONSTACK;
    sigaction(endings[index], &action, &before[index]);
  }
  watch_the_starter();
}
