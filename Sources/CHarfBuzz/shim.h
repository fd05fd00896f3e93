// HarfBuzz's shaping and OpenType font functions (Debian: libharfbuzz-dev). layoutd reads
// fonts through HarfBuzz's own OpenType tables, not FreeType.
#include <hb.h>
#include <hb-ot.h>
