#ifndef OTC_CSYSTEM_H
#define OTC_CSYSTEM_H
// libc's declarations for the targets built with Embedded Swift too (CodeEntry, Utterances,
// Wording, Announcer), which has no Glibc overlay: locked pages for a secret (mmap, mlock,
// madvise), wiping them (explicit_bzero), the page size. Nothing else lives here: a target
// that needs more of libc is not one the boot otc's Embedded build can take.
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#endif
