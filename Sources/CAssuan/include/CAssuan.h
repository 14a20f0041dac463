#ifndef OTC_CASSUAN_H
#define OTC_CASSUAN_H
// The C API of libassuan (Debian: libassuan-dev), the Assuan protocol library that
// gpg-agent and pinentry are built on, for otc pinentry.
//
// otc does not link libassuan: it loads it (otc_assuan_load) when it serves gpg-agent, so
// that the initramfs, where no gpg-agent runs, needs neither libassuan nor libgpg-error.
// The assuan_* functions otc calls are defined in loader.c and call libassuan's own; call
// them only after otc_assuan_load() returned 1.
#include <assuan.h>

/// Loads libassuan.so.0 and finds every function otc calls, once per process (later calls
/// return the first answer). 1 when all were found; 0 otherwise, with the reason in
/// otc_assuan_load_error().
int otc_assuan_load(void);

/// Why otc_assuan_load() returned 0: dlerror()'s words, or NULL after a success.
const char *otc_assuan_load_error(void);
#endif
