// libpulse, loaded when otc looks for a sound server rather than linked (see CPulse.h and
// OTCLoader.h).
#include "CPulse.h"

#include "OTCLoader.h"

#define OTC_PULSE_FUNCTIONS(X) \
  X(int, pa_context_connect, (pa_context *c, const char *server, pa_context_flags_t flags, const pa_spawn_api *api), (c, server, flags, api)) \
  X(void, pa_context_disconnect, (pa_context *c), (c)) \
  X(int, pa_context_errno, (const pa_context *c), (c)) \
  X(pa_context_state_t, pa_context_get_state, (const pa_context *c), (c)) \
  X(pa_context *, pa_context_new_with_proplist, (pa_mainloop_api *mainloop, const char *name, const pa_proplist *proplist), (mainloop, name, proplist)) \
  X(pa_time_event *, pa_context_rttime_new, (const pa_context *c, pa_usec_t usec, pa_time_event_cb_t cb, void *userdata), (c, usec, cb, userdata)) \
  X(void, pa_context_set_state_callback, (pa_context *c, pa_context_notify_cb_t cb, void *userdata), (c, cb, userdata)) \
  X(void, pa_context_unref, (pa_context *c), (c)) \
  X(void, pa_operation_cancel, (pa_operation *o), (o)) \
  X(pa_operation_state_t, pa_operation_get_state, (const pa_operation *o), (o)) \
  X(void, pa_operation_unref, (pa_operation *o), (o)) \
  X(void, pa_proplist_free, (pa_proplist *p), (p)) \
  X(pa_proplist *, pa_proplist_new, (void), ()) \
  X(int, pa_proplist_sets, (pa_proplist *p, const char *key, const char *value), (p, key, value)) \
  X(pa_usec_t, pa_rtclock_now, (void), ()) \
  X(int, pa_stream_connect_playback, (pa_stream *s, const char *dev, const pa_buffer_attr *attr, pa_stream_flags_t flags, const pa_cvolume *volume, pa_stream *sync_stream), (s, dev, attr, flags, volume, sync_stream)) \
  X(pa_operation *, pa_stream_cork, (pa_stream *s, int b, pa_stream_success_cb_t cb, void *userdata), (s, b, cb, userdata)) \
  X(int, pa_stream_disconnect, (pa_stream *s), (s)) \
  X(pa_operation *, pa_stream_drain, (pa_stream *s, pa_stream_success_cb_t cb, void *userdata), (s, cb, userdata)) \
  X(pa_operation *, pa_stream_flush, (pa_stream *s, pa_stream_success_cb_t cb, void *userdata), (s, cb, userdata)) \
  X(const pa_buffer_attr *, pa_stream_get_buffer_attr, (pa_stream *s), (s)) \
  X(int, pa_stream_get_latency, (pa_stream *s, pa_usec_t *r_usec, int *negative), (s, r_usec, negative)) \
  X(pa_stream_state_t, pa_stream_get_state, (const pa_stream *p), (p)) \
  X(pa_stream *, pa_stream_new, (pa_context *c, const char *name, const pa_sample_spec *ss, const pa_channel_map *map), (c, name, ss, map)) \
  X(void, pa_stream_set_state_callback, (pa_stream *s, pa_stream_notify_cb_t cb, void *userdata), (s, cb, userdata)) \
  X(void, pa_stream_set_underflow_callback, (pa_stream *p, pa_stream_notify_cb_t cb, void *userdata), (p, cb, userdata)) \
  X(void, pa_stream_set_write_callback, (pa_stream *p, pa_stream_request_cb_t cb, void *userdata), (p, cb, userdata)) \
  X(pa_operation *, pa_stream_trigger, (pa_stream *s, pa_stream_success_cb_t cb, void *userdata), (s, cb, userdata)) \
  X(void, pa_stream_unref, (pa_stream *s), (s)) \
  X(pa_operation *, pa_stream_update_timing_info, (pa_stream *p, pa_stream_success_cb_t cb, void *userdata), (p, cb, userdata)) \
  X(size_t, pa_stream_writable_size, (const pa_stream *p), (p)) \
  X(int, pa_stream_write, (pa_stream *p, const void *data, size_t nbytes, pa_free_cb_t free_cb, int64_t offset, pa_seek_mode_t seek), (p, data, nbytes, free_cb, offset, seek)) \
  X(const char *, pa_strerror, (int error), (error)) \
  X(void, pa_threaded_mainloop_free, (pa_threaded_mainloop *m), (m)) \
  X(pa_mainloop_api *, pa_threaded_mainloop_get_api, (pa_threaded_mainloop *m), (m)) \
  X(void, pa_threaded_mainloop_lock, (pa_threaded_mainloop *m), (m)) \
  X(pa_threaded_mainloop *, pa_threaded_mainloop_new, (void), ()) \
  X(void, pa_threaded_mainloop_signal, (pa_threaded_mainloop *m, int wait_for_accept), (m, wait_for_accept)) \
  X(int, pa_threaded_mainloop_start, (pa_threaded_mainloop *m), (m)) \
  X(void, pa_threaded_mainloop_stop, (pa_threaded_mainloop *m), (m)) \
  X(void, pa_threaded_mainloop_unlock, (pa_threaded_mainloop *m), (m)) \
  X(void, pa_threaded_mainloop_wait, (pa_threaded_mainloop *m), (m)) \
  X(size_t, pa_usec_to_bytes, (pa_usec_t t, const pa_sample_spec *spec), (t, spec))

OTC_DEFINE_LOADER(otc_pulse, "libpulse.so.0", OTC_PULSE_FUNCTIONS)
