// libbrlapi, loaded when otc looks for a braille display rather than linked (see
// CBrlAPI.h and OTCLoader.h).
#include "CBrlAPI.h"

#include "OTCLoader.h"

#define OTC_BRLAPI_FUNCTIONS(X) \
  X(int, brlapi__acceptKeyRanges, (brlapi_handle_t *handle, const brlapi_range_t ranges[], unsigned int count), (handle, ranges, count)) \
  X(void, brlapi__closeConnection, (brlapi_handle_t *handle), (handle)) \
  X(int, brlapi__enterTtyMode, (brlapi_handle_t *handle, int tty, const char *driver), (handle, tty, driver)) \
  X(int, brlapi__enterTtyModeWithPath, (brlapi_handle_t *handle, const int *ttys, int count, const char *driver), (handle, ttys, count, driver)) \
  X(int, brlapi__getDisplaySize, (brlapi_handle_t *handle, unsigned int *x, unsigned int *y), (handle, x, y)) \
  X(int, brlapi__ignoreKeys, (brlapi_handle_t *handle, brlapi_rangeType_t type, const brlapi_keyCode_t keys[], unsigned int count), (handle, type, keys, count)) \
  X(int, brlapi__leaveTtyMode, (brlapi_handle_t *handle), (handle)) \
  X(brlapi_fileDescriptor, brlapi__openConnection, (brlapi_handle_t *handle, const brlapi_connectionSettings_t *desiredSettings, brlapi_connectionSettings_t *actualSettings), (handle, desiredSettings, actualSettings)) \
  X(int, brlapi__readKey, (brlapi_handle_t *handle, int wait, brlapi_keyCode_t *code), (handle, wait, code)) \
  X(brlapi__exceptionHandler_t, brlapi__setExceptionHandler, (brlapi_handle_t *handle, brlapi__exceptionHandler_t handler), (handle, handler)) \
  X(int, brlapi__writeWText, (brlapi_handle_t *handle, int cursor, const wchar_t *text), (handle, cursor, text)) \
  X(brlapi_error_t *, brlapi_error_location, (void), ()) \
  X(int, brlapi_expandKeyCode, (brlapi_keyCode_t code, brlapi_expandedKeyCode_t *expansion), (code, expansion)) \
  X(size_t, brlapi_getHandleSize, (void), ()) \
  X(size_t, brlapi_strerror_r, (const brlapi_error_t *error, char *buf, size_t buflen), (error, buf, buflen))

OTC_DEFINE_LOADER(otc_brlapi, "libbrlapi.so.0.8", OTC_BRLAPI_FUNCTIONS)
