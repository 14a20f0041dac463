#ifndef OTC_CESPEAKNG_SHIM_H
#define OTC_CESPEAKNG_SHIM_H
// The C API of libespeak-ng (Debian: libespeak-ng-dev). Nothing else lives here.
#include <espeak-ng/speak_lib.h>
#include <espeak-ng/espeak_ng.h>
#endif
