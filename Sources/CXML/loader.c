// libxml2, loaded when otc first reads a screen rather than linked (see CXML.h and
// OTCLoader.h).
#include "CXML.h"

#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <string.h>

#include "OTCLoader.h"

#define OTC_XML_FUNCTIONS(X) \
  X(xmlDocPtr, xmlReadMemory, (const char *buffer, int size, const char *URL, const char *encoding, int options), (buffer, size, URL, encoding, options)) \
  X(htmlDocPtr, htmlReadMemory, (const char *buffer, int size, const char *URL, const char *encoding, int options), (buffer, size, URL, encoding, options)) \
  X(void, xmlFreeDoc, (xmlDocPtr cur), (cur)) \
  X(xmlNodePtr, xmlDocGetRootElement, (const xmlDoc *doc), (doc)) \
  X(xmlErrorPtr, xmlGetLastError, (void), ()) \
  X(void, xmlResetLastError, (void), ()) \
  X(void, xmlSetExternalEntityLoader, (xmlExternalEntityLoader f), (f)) \
  X(long, xmlGetLineNo, (const xmlNode *node), (node))

OTC_DEFINE_LOADER(otc_xml_library, "libxml2.so.2", OTC_XML_FUNCTIONS)

/// The loader of every external entity and DTD: none is ever read.
static xmlParserInputPtr refuse(const char *URL, const char *ID, xmlParserCtxtPtr context) {
  (void)URL;
  (void)ID;
  (void)context;
  return NULL;
}

static pthread_once_t guarded = PTHREAD_ONCE_INIT;

static void guard(void) { xmlSetExternalEntityLoader(refuse); }

int otc_xml_load(void) {
  if (!otc_xml_library_load()) return 0;
  pthread_once(&guarded, guard);
  return 1;
}

const char *otc_xml_load_error(void) { return otc_xml_library_load_error(); }

otc_xml_document *otc_xml_parse(const char *bytes, int length, int html, char *error, size_t error_size, long *error_line) {
  xmlResetLastError();
  xmlDocPtr document;
  if (html) {
    int options = HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING;
    document = htmlReadMemory(bytes, length, NULL, "UTF-8", options);
  } else {
    int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING;
    document = xmlReadMemory(bytes, length, NULL, NULL, options);
  }
  xmlErrorPtr last = xmlGetLastError();
  const char *message = last != NULL && last->message != NULL ? last->message : "not a document";
  // XML is refused on any error; HTML, as browsers do, is read past its mistakes, and the
  // last of them is left in `error` for a reader that finds nothing.
  if (document != NULL && (html || last == NULL || last->level < XML_ERR_ERROR)) {
    snprintf(error, error_size, "%s", last != NULL ? message : "");
    size_t end = strlen(error);
    while (end > 0 && (error[end - 1] == '\n' || error[end - 1] == ' ')) error[--end] = '\0';
    return (otc_xml_document *)document;
  }
  if (document != NULL) xmlFreeDoc(document);
  snprintf(error, error_size, "%s", message);
  size_t end = strlen(error);
  while (end > 0 && (error[end - 1] == '\n' || error[end - 1] == ' ')) error[--end] = '\0';
  *error_line = last != NULL ? last->line : 0;
  return NULL;
}

void otc_xml_free(otc_xml_document *document) { xmlFreeDoc((xmlDocPtr)document); }

otc_xml_node *otc_xml_root(otc_xml_document *document) {
  return (otc_xml_node *)xmlDocGetRootElement((xmlDocPtr)document);
}

otc_xml_node *otc_xml_first_child(otc_xml_node *node) { return (otc_xml_node *)((xmlNodePtr)node)->children; }

otc_xml_node *otc_xml_next(otc_xml_node *node) { return (otc_xml_node *)((xmlNodePtr)node)->next; }

int otc_xml_kind(otc_xml_node *node) {
  switch (((xmlNodePtr)node)->type) {
  case XML_ELEMENT_NODE: return 1;
  case XML_TEXT_NODE:
  case XML_CDATA_SECTION_NODE: return 2;
  default: return 0;
  }
}

const char *otc_xml_name(otc_xml_node *node) { return (const char *)((xmlNodePtr)node)->name; }

const char *otc_xml_text(otc_xml_node *node) { return (const char *)((xmlNodePtr)node)->content; }

long otc_xml_line(otc_xml_node *node) { return xmlGetLineNo((xmlNodePtr)node); }

otc_xml_attribute *otc_xml_first_attribute(otc_xml_node *node) {
  return (otc_xml_attribute *)((xmlNodePtr)node)->properties;
}

otc_xml_attribute *otc_xml_next_attribute(otc_xml_attribute *attribute) {
  return (otc_xml_attribute *)((xmlAttrPtr)attribute)->next;
}

const char *otc_xml_attribute_name(otc_xml_attribute *attribute) { return (const char *)((xmlAttrPtr)attribute)->name; }

otc_xml_node *otc_xml_attribute_children(otc_xml_attribute *attribute) {
  return (otc_xml_node *)((xmlAttrPtr)attribute)->children;
}
