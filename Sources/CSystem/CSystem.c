// CSystem is declarations only (include/CSystem.h); SwiftPM wants a source in a C target.
#include "CSystem.h"
