#ifndef OTC_CPULSE_H
#define OTC_CPULSE_H
// PulseAudio's asynchronous client API (Debian: libpulse-dev), for a playback stream with a
// small buffer that can be flushed the moment a key interrupts speech. PipeWire's
// PulseAudio server (pipewire-pulse) speaks the same protocol.
//
// otc does not link libpulse: it loads it (otc_pulse_load) when it looks for a sound
// server, so that where none can run (the initramfs) otc needs neither libpulse nor the
// dozen libraries libpulse needs. The pa_* functions otc calls are defined in loader.c and
// call libpulse's own; call them only after otc_pulse_load() returned 1.
#include <pulse/pulseaudio.h>
#include <pulse/thread-mainloop.h>

/// Loads libpulse.so.0 and finds every function otc calls, once per process (later calls
/// return the first answer). 1 when all were found; 0 otherwise, with the reason in
/// otc_pulse_load_error().
int otc_pulse_load(void);

/// Why otc_pulse_load() returned 0: dlerror()'s words, or NULL after a success.
const char *otc_pulse_load_error(void);
#endif
