#ifndef OTC_CXML_H
#define OTC_CXML_H
// libxml2's XML and HTML parsers (Debian: libxml2, headers in libxml2-dev), for the screens
// otc reads: uiautomator dumps (XML) and web pages (HTML).
//
// otc does not link libxml2: it loads it (otc_xml_load) when it first reads a screen, as it
// loads libpulse, since libxml2 needs ICU, which otc keeps out of its process otherwise and
// out of the initramfs. This header names none of libxml2's types: the tree is walked with
// the functions below, which loader.c defines over libxml2's own structures.
#include <stddef.h>

/// A parsed document (libxml2's xmlDoc), freed with otc_xml_free.
typedef struct otc_xml_document otc_xml_document;
/// A node of a document (xmlNode); valid until the document is freed.
typedef struct otc_xml_node otc_xml_node;
/// An attribute of an element (xmlAttr); valid until the document is freed.
typedef struct otc_xml_attribute otc_xml_attribute;

/// Loads libxml2.so.2 and finds every function otc calls, once per process (later calls
/// return the first answer), and makes libxml2 refuse every external entity and DTD: a
/// screen never makes otc open a file or the network. 1 when all were found; 0 otherwise,
/// with the reason in otc_xml_load_error().
int otc_xml_load(void);

/// Why otc_xml_load() returned 0: dlerror()'s words, or NULL after a success.
const char *otc_xml_load_error(void);

/// Parses `length` bytes as XML (`html` 0) or HTML (`html` 1) with no network, no external
/// entity, no DTD loaded, entities left unexpanded, and libxml2's own limits on depth and
/// entity amplification, writing nothing to stderr. NULL when the bytes are not a
/// document, with libxml2's reason in `error` and its line in `error_line`. HTML is read
/// past its mistakes, as browsers read it: the last one is left in `error` ("" for none).
otc_xml_document *otc_xml_parse(const char *bytes, int length, int html, char *error, size_t error_size, long *error_line);

/// Frees a document and every node and attribute of it.
void otc_xml_free(otc_xml_document *document);

/// The document's root element, or NULL.
otc_xml_node *otc_xml_root(otc_xml_document *document);
/// The node's first child, or NULL.
otc_xml_node *otc_xml_first_child(otc_xml_node *node);
/// The node's next sibling, or NULL.
otc_xml_node *otc_xml_next(otc_xml_node *node);
/// 1 for an element, 2 for text or CDATA, 0 for anything else (a comment, an entity).
int otc_xml_kind(otc_xml_node *node);
/// An element's name as written (HTML's in lower case), or NULL.
const char *otc_xml_name(otc_xml_node *node);
/// A text node's text, or NULL.
const char *otc_xml_text(otc_xml_node *node);
/// The line of the document the node began on, 0 when not known.
long otc_xml_line(otc_xml_node *node);
/// The element's first attribute, or NULL.
otc_xml_attribute *otc_xml_first_attribute(otc_xml_node *node);
/// The next attribute of the same element, or NULL.
otc_xml_attribute *otc_xml_next_attribute(otc_xml_attribute *attribute);
/// The attribute's name.
const char *otc_xml_attribute_name(otc_xml_attribute *attribute);
/// The attribute's value as nodes: text, and any entity left unexpanded; NULL when empty.
otc_xml_node *otc_xml_attribute_children(otc_xml_attribute *attribute);
#endif
