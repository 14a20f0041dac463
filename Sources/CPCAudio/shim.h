#ifndef OTC_CPCAUDIO_SHIM_H
#define OTC_CPCAUDIO_SHIM_H
// The C API of pcaudiolib (Debian: libpcaudio-dev): PulseAudio, ALSA or OSS playback.
#include <pcaudiolib/audio.h>
#endif
