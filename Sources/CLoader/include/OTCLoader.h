#ifndef OTC_LOADER_H
#define OTC_LOADER_H
// A library loaded when otc first needs it rather than linked (libpulse, libbrlapi,
// libassuan): where it cannot serve, as in the initramfs, otc needs neither it nor what it
// needs. A loader lists the functions otc calls as X(type, name, (parameters), (arguments))
// with the library's own declarations (the compiler checks each against its header), and
// OTC_DEFINE_LOADER defines each of them to call the function of that name in the library
// dlopen found, with NAME_load() and NAME_load_error() to load it once per process. otc is
// linked without exporting its symbols, so the library's calls to its own functions never
// reach these.
//
// A library is loaded by the path Debian installs it at, never searched for by name:
// LD_LIBRARY_PATH, or a folder an RPATH names, would otherwise choose the code that parses
// a hostile file or talks to a sound server in a process that runs as root.
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>

// Debian's multiarch folder for this architecture, where its packages put their libraries.
#if defined(__x86_64__)
#define OTC_MULTIARCH "x86_64-linux-gnu"
#elif defined(__aarch64__)
#define OTC_MULTIARCH "aarch64-linux-gnu"
#elif defined(__i386__)
#define OTC_MULTIARCH "i386-linux-gnu"
#elif defined(__arm__) && defined(__ARM_PCS_VFP)
#define OTC_MULTIARCH "arm-linux-gnueabihf"
#elif defined(__powerpc64__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define OTC_MULTIARCH "powerpc64le-linux-gnu"
#elif defined(__s390x__)
#define OTC_MULTIARCH "s390x-linux-gnu"
#elif defined(__riscv) && __riscv_xlen == 64
#define OTC_MULTIARCH "riscv64-linux-gnu"
#else
#error "Debian's multiarch folder for this architecture is not known: add it to OTCLoader.h"
#endif
/// The folder the libraries are loaded from.
#define OTC_LIBRARY_DIR "/usr/lib/" OTC_MULTIARCH "/"

#define OTC_LOADER_POINTER(type, name, parameters, arguments) static type(*loaded_##name) parameters;
#define OTC_LOADER_FORWARD(type, name, parameters, arguments) \
  type name parameters { return loaded_##name arguments; }
#define OTC_LOADER_FIND(type, name, parameters, arguments) \
  *(void **)(&loaded_##name) = dlsym(library, #name); \
  if (loaded_##name == NULL) { missing = #name; goto lacking; }

/// Defines FUNCTIONS' forwarders and `int prefix_load(void)` (1 once `soname` is loaded
/// from OTC_LIBRARY_DIR with every function found, else 0; the first answer stands for
/// the process) and
/// `const char *prefix_load_error(void)` (dlerror()'s words, or NULL after a success).
#define OTC_DEFINE_LOADER(prefix, soname, FUNCTIONS) \
  FUNCTIONS(OTC_LOADER_POINTER) \
  FUNCTIONS(OTC_LOADER_FORWARD) \
  static pthread_once_t once = PTHREAD_ONCE_INIT; \
  static int loaded; \
  static const char *failure; \
  static char message[128]; \
  static void load(void) { \
    /* RTLD_LOCAL: nothing else in otc sees the library's names through this handle. */ \
    void *library = dlopen(OTC_LIBRARY_DIR soname, RTLD_NOW | RTLD_LOCAL); \
    if (library == NULL) { failure = dlerror(); return; } \
    const char *missing; \
    FUNCTIONS(OTC_LOADER_FIND) \
    loaded = 1; \
    return; \
  lacking: \
    snprintf(message, sizeof message, "%s lacks %s", soname, missing); \
    failure = message; \
  } \
  int prefix##_load(void) { pthread_once(&once, load); return loaded; } \
  const char *prefix##_load_error(void) { pthread_once(&once, load); return loaded ? NULL : failure; }
#endif
