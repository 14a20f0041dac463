// libbrlapi, loaded when otc looks for a braille display rather than linked (see
// CBrlAPI.h). Each brlapi function otc calls is defined here with BrlAPI's own declaration
// (the compiler checks each against <brlapi.h>) and calls the function of that name in the
// library dlopen found. otc is linked without exporting its symbols, so libbrlapi's calls
// to its own functions never reach these.
#include "CBrlAPI.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

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

// The pointers, filled once by load().
#define OTC_BRLAPI_POINTER(type, name, parameters, arguments) static type(*loaded_##name) parameters;
OTC_BRLAPI_FUNCTIONS(OTC_BRLAPI_POINTER)

// The functions otc calls.
#define OTC_BRLAPI_FORWARD(type, name, parameters, arguments) \
  type BRLAPI_STDCALL name parameters { return loaded_##name arguments; }
OTC_BRLAPI_FUNCTIONS(OTC_BRLAPI_FORWARD)

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded;
static const char *failure;

static void load(void) {
  // RTLD_LOCAL: nothing else in otc sees libbrlapi's names through this handle.
  void *library = dlopen("libbrlapi.so.0.8", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    failure = dlerror();
    return;
  }
#define OTC_BRLAPI_FIND(type, name, parameters, arguments) \
  *(void **)(&loaded_##name) = dlsym(library, #name); \
  if (loaded_##name == NULL) { failure = "libbrlapi.so.0.8 lacks " #name; return; }
  OTC_BRLAPI_FUNCTIONS(OTC_BRLAPI_FIND)
  loaded = 1;
}

int otc_brlapi_load(void) {
  pthread_once(&once, load);
  return loaded;
}

const char *otc_brlapi_load_error(void) {
  pthread_once(&once, load);
  return loaded ? NULL : failure;
}
