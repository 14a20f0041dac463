#ifndef OTC_CSPEECHD_SHIM_H
#define OTC_CSPEECHD_SHIM_H
// The C API of libspeechd (Debian: libspeechd-dev), Speech Dispatcher's client library,
// the one Orca's and Fenrir's bindings wrap. Nothing else lives here.
#include <libspeechd.h>
#endif
