#ifndef OTC_CXML_H
#define OTC_CXML_H
// libxml2's XML and HTML parsers (Debian: libxml2, headers in libxml2-dev), for the screens
// otc reads: uiautomator dumps (XML) and web pages (HTML).
//
// otc does not link libxml2: it loads it (otc_xml_load) when it first reads a screen, as it
// loads libpulse, since libxml2 needs ICU, which otc keeps out of its process otherwise and
// out of the initramfs. This header names none of libxml2's types: a document is read as
// events (an element begins, text, it ends), which loader.c makes from libxml2's SAX2
// handler, so that no tree of libxml2's is ever built beside otc's own.
#include <stddef.h>

/// What a reading tells as it goes, in document order. `context` is handed back to each.
typedef struct otc_xml_events {
  void *context;
  /// An element begins: its name as written (HTML's in lower case), its `count`
  /// attributes (`names[i]`, and `values[i]` of `lengths[i]` bytes, valid only during the
  /// call), and the line its start tag ended on. Returns 0 to read on, anything else to
  /// stop the reading at once.
  int (*start)(void *context, const char *name, int count, const char *const *names, const char *const *values,
               const int *lengths, long line);
  /// The element begun last and not yet ended ends.
  void (*end)(void *context);
  /// Text (or CDATA) inside the element begun last: `length` bytes, in one or more calls.
  void (*text)(void *context, const char *bytes, int length);
} otc_xml_events;

/// Loads libxml2.so.2 and finds every function otc calls, once per process (later calls
/// return the first answer), and makes libxml2 refuse every external entity and DTD: a
/// screen never makes otc open a file or the network. 1 when all were found; 0 otherwise,
/// with the reason in otc_xml_load_error().
int otc_xml_load(void);

/// Why otc_xml_load() returned 0: dlerror()'s words, or NULL after a success.
const char *otc_xml_load_error(void);

/// Reads `length` bytes as XML (`html` 0) or HTML (`html` 1) with no network, no external
/// entity, no DTD loaded, entities left unexpanded, and libxml2's own limits on depth and
/// entity amplification, writing nothing to stderr, telling `events` what it meets and
/// building no tree: the document is never held twice. 1 when the bytes were a document;
/// 0 when they are not, with libxml2's reason in `error` and its line in `error_line`; -1
/// when `events->start` stopped the reading (or libxml2 ran out of memory). HTML is read
/// past its mistakes, as browsers read it: the last one is left in `error` ("" for none).
int otc_xml_read(const char *bytes, int length, int html, const otc_xml_events *events, char *error, size_t error_size,
                 long *error_line);
#endif
