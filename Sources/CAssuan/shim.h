#ifndef OTC_CASSUAN_SHIM_H
#define OTC_CASSUAN_SHIM_H
// The C API of libassuan (Debian: libassuan-dev), the Assuan protocol library that
// gpg-agent and pinentry are built on. Nothing else lives here.
#include <assuan.h>
#endif
