/*
 * /lib/cryptsetup/askpass in an initramfs with otc (put there by otc's initramfs-tools
 * hook, built by the Makefile): what makes a passphrase given from elsewhere reach the
 * question otc asks on the console.
 *
 * cryptsetup-initramfs' cryptroot-unlock (run over dropbear's SSH, or on another console)
 * finds the question by a process whose program is /lib/cryptsetup/askpass and which
 * holds /lib/cryptsetup/passfifo open, reads CRYPTTAB_NAME and CRYPTTAB_TRIED from that
 * process's environment, and writes the passphrase into the FIFO. Debian's askpass is
 * such a process; otc's askpass is a shell script, which cryptroot-unlock would never
 * find. This program is found in its place: it makes the FIFO (0600), holds it open,
 * runs otc's askpass script (/lib/otc/otc-askpass) with its own arguments and
 * environment plus OTC_PASSFIFO naming the FIFO, and ends with the script's status,
 * taking the FIFO away. It never reads the FIFO: otc does, between keys (or Debian's
 * askpass, when otc cannot ask), so a passphrase has one reader. SIGTERM, SIGINT and
 * SIGHUP are passed on to the script.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef PASSFIFO
#define PASSFIFO "/lib/cryptsetup/passfifo"
#endif
#ifndef OTC_ASKPASS
#define OTC_ASKPASS "/lib/otc/otc-askpass"
#endif

static volatile sig_atomic_t child = 0;

static void pass_on(int signal_number) {
  if (child > 0) kill(child, signal_number);
}

int main(int argc, char **argv) {
  (void)argc;
  /* A FIFO left by an earlier try is used again; anything else there is left alone. */
  int made = mkfifo(PASSFIFO, 0600) == 0;
  int fifo = -1;
  struct stat status;
  if (made || errno == EEXIST) {
    fifo = open(PASSFIFO, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
    if (fifo >= 0 && (fstat(fifo, &status) != 0 || !S_ISFIFO(status.st_mode))) {
      close(fifo);
      fifo = -1;
    }
  }
  if (fifo >= 0) {
    setenv("OTC_PASSFIFO", PASSFIFO, 1);
  } else {
    fprintf(stderr, "otc: cannot hold %s (%s): the passphrase can only be typed on the console\n", PASSFIFO, strerror(errno));
    unsetenv("OTC_PASSFIFO");
  }

  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = pass_on;
  sigemptyset(&action.sa_mask);
  sigaction(SIGTERM, &action, NULL);
  sigaction(SIGINT, &action, NULL);
  sigaction(SIGHUP, &action, NULL);

  pid_t pid = fork();
  if (pid < 0) {
    fprintf(stderr, "otc: cannot start %s: %s\n", OTC_ASKPASS, strerror(errno));
    return 1;
  }
  if (pid == 0) {
    signal(SIGTERM, SIG_DFL);
    signal(SIGINT, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
    argv[0] = (char *)OTC_ASKPASS;
    execv(OTC_ASKPASS, argv);
    fprintf(stderr, "otc: cannot run %s: %s\n", OTC_ASKPASS, strerror(errno));
    _exit(127);
  }
  child = pid;
  int result = 0;
  while (waitpid(pid, &result, 0) < 0 && errno == EINTR) {
  }
  if (fifo >= 0) {
    close(fifo);
    unlink(PASSFIFO);
  }
  if (WIFEXITED(result)) return WEXITSTATUS(result);
  return 128 + (WIFSIGNALED(result) ? WTERMSIG(result) : 0);
}
