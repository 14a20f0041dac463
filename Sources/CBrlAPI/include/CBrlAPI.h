#ifndef OTC_CBRLAPI_H
#define OTC_CBRLAPI_H
// The C API of BrlAPI (Debian: libbrlapi-dev), brltty's interface for programs that write
// to the braille display. Its command codes are function-like macros, which Swift does
// not import: the ones otc reads are named here as constants.
//
// otc does not link libbrlapi: it loads it (otc_brlapi_load) when it looks for a braille
// display, so that where brltty offers no BrlAPI (the initramfs of Debian's brltty hook)
// otc needs neither libbrlapi nor libsystemd and what that needs. The brlapi functions
// otc calls are defined in loader.c and call libbrlapi's own; call them only after
// otc_brlapi_load() returned 1.
#include <brlapi.h>

/// Loads libbrlapi.so.0.8 and finds every function otc calls, once per process (later
/// calls return the first answer). 1 when all were found; 0 otherwise, with the reason in
/// otc_brlapi_load_error().
int otc_brlapi_load(void);

/// Why otc_brlapi_load() returned 0: dlerror()'s words, or NULL after a success.
const char *otc_brlapi_load_error(void);

/// The command block of a routing key; its argument is the cell, from 0.
static const brlapi_keyCode_t otc_brlapi_route = BRLAPI_KEY_TYPE_CMD | BRLAPI_KEY_CMD_ROUTE;
/// Every routing key: the block with any argument.
static const brlapi_keyCode_t otc_brlapi_route_last = BRLAPI_KEY_TYPE_CMD | BRLAPI_KEY_CMD_ROUTE | BRLAPI_KEY_CMD_ARG_MASK;
/// Panning left: one window back.
static const brlapi_keyCode_t otc_brlapi_pan_left = BRLAPI_KEY_TYPE_CMD | BRLAPI_KEY_CMD_FWINLT;
/// Panning right: one window on.
static const brlapi_keyCode_t otc_brlapi_pan_right = BRLAPI_KEY_TYPE_CMD | BRLAPI_KEY_CMD_FWINRT;
/// The command part of a key code from brlapi_expandKeyCode, for a routing key.
static const brlapi_keyCode_t otc_brlapi_command_route = BRLAPI_KEY_CMD_ROUTE;
/// The command part for panning left and right.
static const brlapi_keyCode_t otc_brlapi_command_pan_left = BRLAPI_KEY_CMD_FWINLT;
static const brlapi_keyCode_t otc_brlapi_command_pan_right = BRLAPI_KEY_CMD_FWINRT;
#endif
