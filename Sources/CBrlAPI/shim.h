#ifndef OTC_CBRLAPI_SHIM_H
#define OTC_CBRLAPI_SHIM_H
// The C API of BrlAPI (Debian: libbrlapi-dev), brltty's interface for programs that write
// to the braille display. Its command codes are function-like macros, which Swift does
// not import: the ones otc reads are named here as constants. Nothing else lives here.
#include <brlapi.h>

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
