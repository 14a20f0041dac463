// libpcaudio.so.0 for the initramfs: pcaudiolib's interface, played through ALSA alone.
//
// Debian's libespeak-ng links pcaudiolib, and Debian's pcaudiolib links PulseAudio's
// client library, which brings libsndfile, FLAC, Vorbis, Opus, mpg123, LAME, X11 and D-Bus:
// 5.7 MB that can never play at boot, where no sound server runs. otc's hook puts this
// library in the image in its place; espeak-ng (which otc runs in synchronous mode, so it
// never plays anything itself) loads it, and otc's DeviceSink plays through it. After
// boot, Debian's pcaudiolib is the one loaded; this file is never installed where the
// system's loader looks. Opening a device on a card also unmutes the card (unmute_card).
//
// Built by the Makefile (boot-lib) with the C compiler of Swift's toolchain, installed as
// /usr/lib/otc/boot/libpcaudio.so.0. The device is ALSA's "default" unless one is named; while "default" is otc's own
// (the hook's /etc/asound.conf), the card with a speaker (choose_device). Written from pcaudiolib's header and ALSA's
// manual.
#include <pcaudiolib/audio.h>

#include <alsa/asoundlib.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct audio_object {
  snd_pcm_t *pcm;
  char *device;
  unsigned int channels;
  size_t frame_bytes;
};

// A quarter of a second of buffer: short enough that a flushed utterance stops at once.
static const unsigned int latency_microseconds = 250000;

// A card's mixer at a cold boot: no saved state has been restored (alsactl runs after
// boot), so its outputs may start muted or at their lowest. Every playback control that
// is not an input's (a microphone's, a line in's, the beep's) is switched on, and a volume
// under half its range is raised to three quarters of it: loud enough to hear, never
// lowered. Nothing else changes.
static bool is_input(const char *name) {
  static const char *const inputs[] = {"Mic", "Capture", "Line In", "Beep", "Loopback", "Input", "Aux", "CD", "Video", "Phone"};
  for (size_t index = 0; index < sizeof inputs / sizeof inputs[0]; index++) {
    if (strstr(name, inputs[index]) != NULL) return true;
  }
  return false;
}

static void unmute_card(int card) {
  // Once a process: otc opens the device for each utterance.
  static int unmuted = -1;
  if (__atomic_exchange_n(&unmuted, card, __ATOMIC_SEQ_CST) == card) return;
  char name[32];
  snprintf(name, sizeof name, "hw:%d", card);
  snd_mixer_t *mixer = NULL;
  if (snd_mixer_open(&mixer, 0) < 0) return;
  if (snd_mixer_attach(mixer, name) < 0 || snd_mixer_selem_register(mixer, NULL, NULL) < 0 || snd_mixer_load(mixer) < 0) {
    snd_mixer_close(mixer);
    return;
  }
  for (snd_mixer_elem_t *element = snd_mixer_first_elem(mixer); element != NULL; element = snd_mixer_elem_next(element)) {
    if (!snd_mixer_selem_is_active(element) || is_input(snd_mixer_selem_get_name(element))) continue;
    if (snd_mixer_selem_has_playback_switch(element)) snd_mixer_selem_set_playback_switch_all(element, 1);
    if (!snd_mixer_selem_has_playback_volume(element)) continue;
    long minimum = 0, maximum = 0, volume = 0;
    if (snd_mixer_selem_get_playback_volume_range(element, &minimum, &maximum) < 0 || maximum <= minimum) continue;
    for (int channel = 0; channel <= SND_MIXER_SCHN_LAST; channel++) {
      if (!snd_mixer_selem_has_playback_channel(element, (snd_mixer_selem_channel_id_t)channel)) continue;
      if (snd_mixer_selem_get_playback_volume(element, (snd_mixer_selem_channel_id_t)channel, &volume) < 0) continue;
      if (volume < minimum + (maximum - minimum) / 2) {
        snd_mixer_selem_set_playback_volume(element, (snd_mixer_selem_channel_id_t)channel, minimum + (maximum - minimum) * 3 / 4);
      }
    }
  }
  snd_mixer_close(mixer);
}

// The device otc plays on at boot. The image's /etc/asound.conf (otc_asound_conf) sends
// ALSA's "default" to hw:0,0, and on many laptops the first card is the graphics chip's
// HDMI or DisplayPort codec, which has no speaker: otc would speak to a screen that is not
// listening, or hw:0,0 would not exist. So while "default" is otc's own (its first line is
// otc's), the library chooses as a desktop's sound settings would: card by card, device by
// device, the first playback device that is not digital (HDMI, DisplayPort, S/PDIF) on a
// card whose mixer has a speaker or headphone output; else one whose mixer has any analog
// output (Master, Front, Line Out, PCM); else "default" as it is. An image with its own
// asound.conf keeps its choice.
static const char *const otc_default_marker = "# otc at boot";

static bool default_is_otcs(void) {
  FILE *file = fopen("/etc/asound.conf", "re");
  if (file == NULL) return false;
  char line[64] = "";
  bool ours = fgets(line, sizeof line, file) != NULL && strncmp(line, otc_default_marker, strlen(otc_default_marker)) == 0;
  fclose(file);
  return ours;
}

static bool names_any(const char *name, const char *const *words, size_t count) {
  for (size_t index = 0; index < count; index++) {
    if (strstr(name, words[index]) != NULL) return true;
  }
  return false;
}

// 2: a speaker or headphone output; 1: another analog output; 0: none (a loopback, a
// card made for HDMI alone).
static int card_outputs(int card) {
  static const char *const personal[] = {"Speaker", "Headphone"};
  static const char *const analog[] = {"Master", "Front", "Line Out", "PCM"};
  char name[32];
  snprintf(name, sizeof name, "hw:%d", card);
  snd_mixer_t *mixer = NULL;
  if (snd_mixer_open(&mixer, 0) < 0) return 0;
  int best = 0;
  if (snd_mixer_attach(mixer, name) == 0 && snd_mixer_selem_register(mixer, NULL, NULL) == 0 && snd_mixer_load(mixer) == 0) {
    for (snd_mixer_elem_t *element = snd_mixer_first_elem(mixer); element != NULL; element = snd_mixer_elem_next(element)) {
      if (!snd_mixer_selem_has_playback_switch(element) && !snd_mixer_selem_has_playback_volume(element)) continue;
      const char *control = snd_mixer_selem_get_name(element);
      if (names_any(control, personal, 2)) best = 2;
      else if (best < 1 && names_any(control, analog, 4)) best = 1;
    }
  }
  snd_mixer_close(mixer);
  return best;
}

// Writes "plughw:C,D" for the device chosen into `device`; false when none is better than
// "default".
static bool choose_device(char *device, size_t size) {
  static const char *const digital[] = {"HDMI", "DisplayPort", "IEC958", "S/PDIF", "SPDIF", "Digital"};
  int chosen_card = -1, chosen_device = -1, chosen_score = 0;
  snd_pcm_info_t *info = NULL;
  if (snd_pcm_info_malloc(&info) < 0) return false;
  for (int card = -1; snd_card_next(&card) == 0 && card >= 0;) {
    int score = card_outputs(card);
    if (score <= chosen_score) continue;
    char name[32];
    snprintf(name, sizeof name, "hw:%d", card);
    snd_ctl_t *control = NULL;
    if (snd_ctl_open(&control, name, 0) < 0) continue;
    for (int number = -1; snd_ctl_pcm_next_device(control, &number) == 0 && number >= 0;) {
      snd_pcm_info_set_device(info, (unsigned int)number);
      snd_pcm_info_set_subdevice(info, 0);
      snd_pcm_info_set_stream(info, SND_PCM_STREAM_PLAYBACK);
      if (snd_ctl_pcm_info(control, info) < 0) continue;
      if (names_any(snd_pcm_info_get_id(info), digital, 6) || names_any(snd_pcm_info_get_name(info), digital, 6)) continue;
      chosen_card = card;
      chosen_device = number;
      chosen_score = score;
      break;
    }
    snd_ctl_close(control);
  }
  snd_pcm_info_free(info);
  if (chosen_card < 0) return false;
  snprintf(device, size, "plughw:%d,%d", chosen_card, chosen_device);
  return true;
}

struct audio_object *create_audio_device_object(const char *device, const char *application_name,
                                                const char *description) {
  (void)application_name;
  (void)description;
  struct audio_object *object = calloc(1, sizeof *object);
  if (object == NULL) return NULL;
  char chosen[32];
  if ((device == NULL || strcmp(device, "default") == 0) && default_is_otcs() && choose_device(chosen, sizeof chosen)) {
    device = chosen;
  }
  object->device = strdup(device != NULL ? device : "default");
  if (object->device == NULL) {
    free(object);
    return NULL;
  }
  return object;
}

static int alsa_format(enum audio_object_format format, size_t *sample_bytes) {
  switch (format) {
  case AUDIO_OBJECT_FORMAT_S8: *sample_bytes = 1; return SND_PCM_FORMAT_S8;
  case AUDIO_OBJECT_FORMAT_U8: *sample_bytes = 1; return SND_PCM_FORMAT_U8;
  case AUDIO_OBJECT_FORMAT_S16LE: *sample_bytes = 2; return SND_PCM_FORMAT_S16_LE;
  case AUDIO_OBJECT_FORMAT_S16BE: *sample_bytes = 2; return SND_PCM_FORMAT_S16_BE;
  case AUDIO_OBJECT_FORMAT_S32LE: *sample_bytes = 4; return SND_PCM_FORMAT_S32_LE;
  case AUDIO_OBJECT_FORMAT_FLOAT32LE: *sample_bytes = 4; return SND_PCM_FORMAT_FLOAT_LE;
  default: return SND_PCM_FORMAT_UNKNOWN;
  }
}

int audio_object_open(struct audio_object *object, enum audio_object_format format, uint32_t rate,
                      uint8_t channels) {
  if (object == NULL) return -EINVAL;
  if (object->pcm != NULL) return 0;
  size_t sample_bytes = 0;
  int alsa = alsa_format(format, &sample_bytes);
  if (alsa == SND_PCM_FORMAT_UNKNOWN || channels == 0) return -EINVAL;
  int status = snd_pcm_open(&object->pcm, object->device, SND_PCM_STREAM_PLAYBACK, 0);
  if (status < 0) {
    object->pcm = NULL;
    return status;
  }
  // Resampling allowed: "plug" (or the card itself) takes espeak-ng's 22,050 Hz.
  status = snd_pcm_set_params(object->pcm, (snd_pcm_format_t)alsa, SND_PCM_ACCESS_RW_INTERLEAVED, channels, rate, 1,
                              latency_microseconds);
  if (status < 0) {
    snd_pcm_close(object->pcm);
    object->pcm = NULL;
    return status;
  }
  object->channels = channels;
  object->frame_bytes = sample_bytes * channels;
  // The card this device plays on, when it is one (not a file or the null device).
  snd_pcm_info_t *info = NULL;
  if (snd_pcm_info_malloc(&info) == 0) {
    if (snd_pcm_info(object->pcm, info) == 0 && snd_pcm_info_get_card(info) >= 0) unmute_card(snd_pcm_info_get_card(info));
    snd_pcm_info_free(info);
  }
  return 0;
}

void audio_object_close(struct audio_object *object) {
  if (object == NULL || object->pcm == NULL) return;
  snd_pcm_close(object->pcm);
  object->pcm = NULL;
}

void audio_object_destroy(struct audio_object *object) {
  if (object == NULL) return;
  audio_object_close(object);
  free(object->device);
  free(object);
}

int audio_object_write(struct audio_object *object, const void *data, size_t bytes) {
  if (object == NULL || object->pcm == NULL) return -EBADF;
  const char *next = data;
  snd_pcm_uframes_t left = bytes / object->frame_bytes;
  while (left > 0) {
    snd_pcm_sframes_t written = snd_pcm_writei(object->pcm, next, left);
    // A flush from another thread (a key) dropped what was queued: so is the rest of this.
    if (written == -EBADFD) return 0;
    if (written < 0) {
      // An underrun (the card played all it had) or a suspend: prepared again, then on.
      int status = snd_pcm_recover(object->pcm, (int)written, 1);
      if (status < 0) return status;
      continue;
    }
    next += (size_t)written * object->frame_bytes;
    left -= (snd_pcm_uframes_t)written;
  }
  return 0;
}

int audio_object_drain(struct audio_object *object) {
  if (object == NULL || object->pcm == NULL) return 0;
  int status = snd_pcm_drain(object->pcm);
  return status < 0 ? status : 0;
}

int audio_object_flush(struct audio_object *object) {
  if (object == NULL || object->pcm == NULL) return 0;
  // What the card had not played yet is dropped; the device is then ready for more.
  int status = snd_pcm_drop(object->pcm);
  if (status < 0) return status;
  status = snd_pcm_prepare(object->pcm);
  return status < 0 ? status : 0;
}

const char *audio_object_strerror(struct audio_object *object, int error) {
  (void)object;
  return snd_strerror(error);
}
