#ifndef OTC_CYAML_H
#define OTC_CYAML_H
// libyaml's event parser (Debian: libyaml-0-2, headers in libyaml-dev), for Playwright's
// ARIA snapshots, which are YAML.
//
// otc does not link libyaml: it loads it (otc_yaml_load) when it first reads a snapshot, so
// that the initramfs never needs it. This header names none of libyaml's types.
#include <stddef.h>

/// A parser over bytes the caller keeps until otc_yaml_close.
typedef struct otc_yaml_parser otc_yaml_parser;

/// What one event is, as otc reads YAML: the rest of libyaml's events (stream and
/// document start and end, aliases) are skipped or refused by the reader.
enum otc_yaml_event_kind {
  OTC_YAML_END = 0,
  OTC_YAML_SCALAR = 1,
  OTC_YAML_SEQUENCE_START = 2,
  OTC_YAML_SEQUENCE_END = 3,
  OTC_YAML_MAPPING_START = 4,
  OTC_YAML_MAPPING_END = 5,
  OTC_YAML_ALIAS = 6,
  OTC_YAML_OTHER = 7,
  OTC_YAML_ERROR = -1,
};

/// One event: a scalar's text (copied into the parser, valid until the next call), and
/// the line (1-based) it began on.
typedef struct otc_yaml_event {
  int kind;
  const char *text;
  size_t length;
  long line;
} otc_yaml_event;

/// Loads libyaml-0.so.2 and finds every function otc calls, once per process. 1 when all
/// were found; 0 otherwise, with the reason in otc_yaml_load_error().
int otc_yaml_load(void);

/// Why otc_yaml_load() returned 0: dlerror()'s words, or NULL after a success.
const char *otc_yaml_load_error(void);

/// A parser over `length` bytes of `bytes`, or NULL when memory runs out.
otc_yaml_parser *otc_yaml_open(const unsigned char *bytes, size_t length);

/// The next event. On OTC_YAML_ERROR, `text` is libyaml's reason and `line` where.
otc_yaml_event otc_yaml_next(otc_yaml_parser *parser);

/// Frees the parser and its last event.
void otc_yaml_close(otc_yaml_parser *parser);
#endif
