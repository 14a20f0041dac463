#ifndef OTC_CPULSE_SHIM_H
#define OTC_CPULSE_SHIM_H
// PulseAudio's asynchronous client API (Debian: libpulse-dev), for a playback stream with a
// small buffer that can be flushed the moment a key interrupts speech. PipeWire's
// PulseAudio server (pipewire-pulse) speaks the same protocol.
#include <pulse/pulseaudio.h>
#include <pulse/thread-mainloop.h>
#endif
