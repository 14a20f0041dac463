// libyaml, loaded when otc first reads an ARIA snapshot rather than linked (see CYAML.h
// and OTCLoader.h).
#include "CYAML.h"

#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "OTCLoader.h"

#define OTC_YAML_FUNCTIONS(X) \
  X(int, yaml_parser_initialize, (yaml_parser_t *parser), (parser)) \
  X(void, yaml_parser_delete, (yaml_parser_t *parser), (parser)) \
  X(void, yaml_parser_set_input_string, (yaml_parser_t *parser, const unsigned char *input, size_t size), (parser, input, size)) \
  X(int, yaml_parser_parse, (yaml_parser_t *parser, yaml_event_t *event), (parser, event)) \
  X(void, yaml_event_delete, (yaml_event_t *event), (event))

OTC_DEFINE_LOADER(otc_yaml, "libyaml-0.so.2", OTC_YAML_FUNCTIONS)

struct otc_yaml_parser {
  yaml_parser_t parser;
  yaml_event_t event;
  int holds_event;
};

otc_yaml_parser *otc_yaml_open(const unsigned char *bytes, size_t length) {
  otc_yaml_parser *parser = calloc(1, sizeof *parser);
  if (parser == NULL) return NULL;
  if (!yaml_parser_initialize(&parser->parser)) {
    free(parser);
    return NULL;
  }
  yaml_parser_set_input_string(&parser->parser, bytes, length);
  return parser;
}

otc_yaml_event otc_yaml_next(otc_yaml_parser *parser) {
  otc_yaml_event result = {OTC_YAML_OTHER, NULL, 0, 0};
  if (parser->holds_event) {
    yaml_event_delete(&parser->event);
    parser->holds_event = 0;
  }
  if (!yaml_parser_parse(&parser->parser, &parser->event)) {
    result.kind = OTC_YAML_ERROR;
    result.text = parser->parser.problem != NULL ? parser->parser.problem : "not YAML";
    result.length = strlen(result.text);
    result.line = (long)parser->parser.problem_mark.line + 1;
    return result;
  }
  parser->holds_event = 1;
  yaml_event_t *event = &parser->event;
  result.line = (long)event->start_mark.line + 1;
  switch (event->type) {
  case YAML_STREAM_END_EVENT: result.kind = OTC_YAML_END; break;
  case YAML_SCALAR_EVENT:
    result.kind = OTC_YAML_SCALAR;
    result.text = (const char *)event->data.scalar.value;
    result.length = event->data.scalar.length;
    break;
  case YAML_SEQUENCE_START_EVENT: result.kind = OTC_YAML_SEQUENCE_START; break;
  case YAML_SEQUENCE_END_EVENT: result.kind = OTC_YAML_SEQUENCE_END; break;
  case YAML_MAPPING_START_EVENT: result.kind = OTC_YAML_MAPPING_START; break;
  case YAML_MAPPING_END_EVENT: result.kind = OTC_YAML_MAPPING_END; break;
  case YAML_ALIAS_EVENT: result.kind = OTC_YAML_ALIAS; break;
  default: result.kind = OTC_YAML_OTHER; break;
  }
  return result;
}

void otc_yaml_close(otc_yaml_parser *parser) {
  if (parser == NULL) return;
  if (parser->holds_event) yaml_event_delete(&parser->event);
  yaml_parser_delete(&parser->parser);
  free(parser);
}
