// libxml2, loaded when otc first reads a screen rather than linked (see CXML.h and
// OTCLoader.h).
#include "CXML.h"

#include <libxml/HTMLparser.h>
#include <libxml/SAX2.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <stdlib.h>
#include <string.h>

#include "OTCLoader.h"

#define OTC_XML_FUNCTIONS(X) \
  X(void, xmlInitParser, (void), ()) \
  X(xmlParserCtxtPtr, xmlNewParserCtxt, (void), ()) \
  X(htmlParserCtxtPtr, htmlNewParserCtxt, (void), ()) \
  X(xmlDocPtr, xmlCtxtReadMemory, (xmlParserCtxtPtr ctxt, const char *buffer, int size, const char *URL, const char *encoding, int options), (ctxt, buffer, size, URL, encoding, options)) \
  X(htmlDocPtr, htmlCtxtReadMemory, (htmlParserCtxtPtr ctxt, const char *buffer, int size, const char *URL, const char *encoding, int options), (ctxt, buffer, size, URL, encoding, options)) \
  X(void, xmlStopParser, (xmlParserCtxtPtr ctxt), (ctxt)) \
  X(void, xmlFreeParserCtxt, (xmlParserCtxtPtr ctxt), (ctxt)) \
  X(void, htmlFreeParserCtxt, (htmlParserCtxtPtr ctxt), (ctxt)) \
  X(void, xmlFreeDoc, (xmlDocPtr cur), (cur)) \
  X(xmlErrorPtr, xmlGetLastError, (void), ()) \
  X(void, xmlResetLastError, (void), ()) \
  X(void, xmlSetExternalEntityLoader, (xmlExternalEntityLoader f), (f))

OTC_DEFINE_LOADER(otc_xml_library, "libxml2.so.2", OTC_XML_FUNCTIONS)

/// The loader of every external entity and DTD: none is ever read.
static xmlParserInputPtr refuse(const char *URL, const char *ID, xmlParserCtxtPtr context) {
  (void)URL;
  (void)ID;
  (void)context;
  return NULL;
}

static pthread_once_t guarded = PTHREAD_ONCE_INIT;

static void guard(void) {
  xmlInitParser();
  xmlSetExternalEntityLoader(refuse);
}

int otc_xml_load(void) {
  if (!otc_xml_library_load()) return 0;
  pthread_once(&guarded, guard);
  return 1;
}

const char *otc_xml_load_error(void) { return otc_xml_library_load_error(); }

/// One reading: the parser, the caller's events, and room for attributes.
struct reading {
  xmlParserCtxtPtr parser;
  const otc_xml_events *events;
  int stopped;
  // The attributes of the element being started, handed to `events->start`.
  const char **names;
  const char **values;
  int *lengths;
  size_t *offsets;
  int room;
  // Values decoded from libxml2's form (see decode), one buffer for the element.
  char *decoded;
  size_t decoded_room;
};

/// The reading on this thread. libxml2 also calls the events while it first reads an
/// entity's replacement text, with a parser of its own: only the document's parser is heard,
/// so an entity left unexpanded adds nothing, as it added no node to libxml2's tree.
static _Thread_local struct reading *current;

static struct reading *heard(void *parser) {
  return current != NULL && !current->stopped && parser == (void *)current->parser ? current : NULL;
}

static int make_room(struct reading *reading, int count) {
  if (count <= reading->room) return 1;
  int room = count < 16 ? 16 : count;
  const char **names = realloc(reading->names, room * sizeof *names);
  if (names != NULL) reading->names = names;
  const char **values = realloc(reading->values, room * sizeof *values);
  if (values != NULL) reading->values = values;
  int *lengths = realloc(reading->lengths, room * sizeof *lengths);
  if (lengths != NULL) reading->lengths = lengths;
  size_t *offsets = realloc(reading->offsets, room * sizeof *offsets);
  if (offsets != NULL) reading->offsets = offsets;
  if (names == NULL || values == NULL || lengths == NULL || offsets == NULL) return 0;
  reading->room = room;
  return 1;
}

static void start(struct reading *reading, const xmlChar *name, int count) {
  long line = reading->parser->input != NULL ? reading->parser->input->line : 0;
  if (reading->events->start(reading->events->context, (const char *)name, count, reading->names, reading->values, reading->lengths, line) != 0) {
    reading->stopped = 1;
    xmlStopParser(reading->parser);
  }
}

/// The text an XML attribute's value holds, where libxml2 kept it in its own form because
/// entities are not replaced: "&#38;" for each "&", "&name;" for an entity of the document's
/// (which adds nothing, as it added only an entity node to the tree); any other character
/// as it is. Written at `*at` in the reading's buffer; its length.
static int decode(struct reading *reading, const xmlChar *value, const xmlChar *end, size_t *at) {
  size_t length = (size_t)(end - value);
  if (*at + length + 1 > reading->decoded_room) {
    size_t room = (*at + length + 1) * 2;
    char *decoded = realloc(reading->decoded, room);
    if (decoded == NULL) return -1;
    reading->decoded = decoded;
    reading->decoded_room = room;
  }
  char *out = reading->decoded + *at;
  size_t written = 0;
  for (const xmlChar *p = value; p < end;) {
    if (*p == '&') {
      const xmlChar *semicolon = p + 1;
      while (semicolon < end && *semicolon != ';') semicolon++;
      if (semicolon < end) {
        if (semicolon - p == 4 && memcmp(p, "&#38;", 5) == 0) out[written++] = '&';
        p = semicolon + 1;
        continue;
      }
    }
    out[written++] = (char)*p++;
  }
  out[written] = '\0';
  *at += written + 1;
  return (int)written;
}

static void xml_start(void *parser, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri, int namespaces,
                      const xmlChar **declarations, int count, int defaulted, const xmlChar **attributes) {
  (void)prefix;
  (void)uri;
  (void)namespaces;
  (void)declarations;
  struct reading *reading = heard(parser);
  if (reading == NULL) return;
  // Attributes given only by a DTD's defaults were not put in the tree either.
  if ((reading->parser->loadsubset & XML_COMPLETE_ATTRS) == 0) count -= defaulted;
  if (!make_room(reading, count)) {
    reading->stopped = 1;
    xmlStopParser(reading->parser);
    return;
  }
  // Decoded values first, then their addresses: the buffer may move while it grows.
  size_t at = 0;
  size_t *offsets = reading->offsets;
  for (int index = 0; index < count; index++) {
    const xmlChar *value = attributes[index * 5 + 3], *end = attributes[index * 5 + 4];
    reading->names[index] = (const char *)attributes[index * 5];
    if (*end == 0 && memchr(value, '&', (size_t)(end - value)) != NULL) {
      offsets[index] = at;
      reading->lengths[index] = decode(reading, value, end, &at);
      if (reading->lengths[index] < 0) {
        reading->stopped = 1;
        xmlStopParser(reading->parser);
        return;
      }
    } else {
      offsets[index] = (size_t)-1;
      reading->values[index] = (const char *)value;
      reading->lengths[index] = (int)(end - value);
    }
  }
  for (int index = 0; index < count; index++) {
    if (offsets[index] != (size_t)-1) reading->values[index] = reading->decoded + offsets[index];
  }
  start(reading, name, count);
}

static void xml_end(void *parser, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri) {
  (void)name;
  (void)prefix;
  (void)uri;
  struct reading *reading = heard(parser);
  if (reading != NULL) reading->events->end(reading->events->context);
}

static void html_start(void *parser, const xmlChar *name, const xmlChar **attributes) {
  struct reading *reading = heard(parser);
  if (reading == NULL) return;
  int count = 0;
  while (attributes != NULL && attributes[count * 2] != NULL) count++;
  if (!make_room(reading, count)) {
    reading->stopped = 1;
    xmlStopParser(reading->parser);
    return;
  }
  for (int index = 0; index < count; index++) {
    // A value left out (`<input hidden>`) is the empty one.
    const xmlChar *value = attributes[index * 2 + 1];
    reading->names[index] = (const char *)attributes[index * 2];
    reading->values[index] = value != NULL ? (const char *)value : "";
    reading->lengths[index] = value != NULL ? (int)strlen((const char *)value) : 0;
  }
  start(reading, name, count);
}

static void html_end(void *parser, const xmlChar *name) {
  (void)name;
  struct reading *reading = heard(parser);
  if (reading != NULL) reading->events->end(reading->events->context);
}

static void text(void *parser, const xmlChar *bytes, int length) {
  struct reading *reading = heard(parser);
  if (reading != NULL) reading->events->text(reading->events->context, (const char *)bytes, length);
}

int otc_xml_read(const char *bytes, int length, int html, const otc_xml_events *events, char *error, size_t error_size, long *error_line) {
  xmlResetLastError();
  *error_line = 0;
  xmlParserCtxtPtr parser = html ? htmlNewParserCtxt() : xmlNewParserCtxt();
  if (parser == NULL || parser->sax == NULL) {
    snprintf(error, error_size, "libxml2 could not make a parser");
    if (parser != NULL) html ? htmlFreeParserCtxt(parser) : xmlFreeParserCtxt(parser);
    return 0;
  }
  // libxml2's own handler, as its readers use it (the document's DTD and entities are
  // still declared), but no node is made: the elements and text come here instead.
  xmlSAXHandlerPtr sax = parser->sax;
  sax->comment = NULL;
  sax->processingInstruction = NULL;
  sax->reference = NULL;
  sax->characters = text;
  sax->cdataBlock = text;
  if (html) {
    sax->startElement = html_start;
    sax->endElement = html_end;
  } else {
    sax->startElementNs = xml_start;
    sax->endElementNs = xml_end;
    // Blanks are text in XML, as they were nodes; HTML's parser drops those it finds
    // ignorable, as its tree did.
    sax->ignorableWhitespace = text;
  }
  struct reading reading = {.parser = parser, .events = events};
  current = &reading;
  xmlDocPtr document;
  if (html) {
    int options = HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING;
    document = htmlCtxtReadMemory(parser, bytes, length, NULL, "UTF-8", options);
  } else {
    int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING;
    document = xmlCtxtReadMemory(parser, bytes, length, NULL, NULL, options);
  }
  current = NULL;
  int well_formed = parser->wellFormed;
  if (document != NULL) xmlFreeDoc(document);
  html ? htmlFreeParserCtxt(parser) : xmlFreeParserCtxt(parser);
  free(reading.names);
  free(reading.values);
  free(reading.lengths);
  free(reading.offsets);
  free(reading.decoded);
  if (reading.stopped) return -1;
  xmlErrorPtr last = xmlGetLastError();
  const char *message = last != NULL && last->message != NULL ? last->message : "not a document";
  // XML is refused on any error; HTML, as browsers do, is read past its mistakes, and the
  // last of them is left in `error` for a reader that finds nothing.
  int read = html ? document != NULL : well_formed && (last == NULL || last->level < XML_ERR_ERROR);
  snprintf(error, error_size, "%s", read && last == NULL ? "" : message);
  size_t end = strlen(error);
  while (end > 0 && (error[end - 1] == '\n' || error[end - 1] == ' ')) error[--end] = '\0';
  if (!read) *error_line = last != NULL ? last->line : 0;
  return read;
}
