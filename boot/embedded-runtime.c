// What the boot otc's Embedded Swift calls and neither its runtime nor glibc provides.
#define _GNU_SOURCE
#include <locale.h>
#include <stdlib.h>

// Double(String) in Embedded Swift: the text as C reads a number in the "C" locale, where
// the point is always a point. Its one caller in otc reads OTC_SPEECH_DEADLINE and
// OTC_BRAILLE_DEADLINE (Basics' deadline). The standard library's own, in the whole otc,
// does the same. Returns where the number ended.
const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
  static locale_t c_locale;
  if (!c_locale) c_locale = newlocale(LC_ALL_MASK, "C", (locale_t)0);
  char *end = (char *)text;
  *result = c_locale ? strtod_l(text, &end, c_locale) : strtod(text, &end);
  return end;
}
