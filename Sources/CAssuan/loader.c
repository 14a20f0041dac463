// libassuan, loaded when otc serves gpg-agent rather than linked (see CAssuan.h and
// OTCLoader.h).
#include "CAssuan.h"

#include "OTCLoader.h"

#define OTC_ASSUAN_FUNCTIONS(X) \
  X(gpg_error_t, assuan_accept, (assuan_context_t ctx), (ctx)) \
  X(assuan_fd_t, assuan_fdopen, (int fd), (fd)) \
  X(void *, assuan_get_pointer, (assuan_context_t ctx), (ctx)) \
  X(gpg_error_t, assuan_init_pipe_server, (assuan_context_t ctx, assuan_fd_t filedes[2]), (ctx, filedes)) \
  X(gpg_error_t, assuan_new, (assuan_context_t *ctx), (ctx)) \
  X(gpg_error_t, assuan_process, (assuan_context_t ctx), (ctx)) \
  X(gpg_error_t, assuan_register_command, (assuan_context_t ctx, const char *cmd_string, assuan_handler_t handler, const char *help_string), (ctx, cmd_string, handler, help_string)) \
  X(gpg_error_t, assuan_register_option_handler, (assuan_context_t ctx, gpg_error_t (*fnc)(assuan_context_t, const char *, const char *)), (ctx, fnc)) \
  X(void, assuan_release, (assuan_context_t ctx), (ctx)) \
  X(gpg_error_t, assuan_send_data, (assuan_context_t ctx, const void *buffer, size_t length), (ctx, buffer, length)) \
  X(void, assuan_set_gpg_err_source, (gpg_err_source_t errsource), (errsource)) \
  X(void, assuan_set_pointer, (assuan_context_t ctx, void *pointer), (ctx, pointer)) \
  X(gpg_error_t, assuan_write_status, (assuan_context_t ctx, const char *keyword, const char *text), (ctx, keyword, text))

OTC_DEFINE_LOADER(otc_assuan, "libassuan.so.0", OTC_ASSUAN_FUNCTIONS)
