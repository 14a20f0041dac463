#include "CDumpable.h"
#include <sys/prctl.h>
#include <sys/resource.h>

int otc_forbid_core_dumps(void) {
  struct rlimit none = {0, 0};
  int limited = setrlimit(RLIMIT_CORE, &none);
  int hidden = prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
  return (limited == 0 && hidden == 0) ? 0 : -1;
}
