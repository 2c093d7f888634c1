#ifndef NAVSPEC_CHARFBUZZ_SHIM_H
#define NAVSPEC_CHARFBUZZ_SHIM_H
// The system's HarfBuzz (apt: libharfbuzz-dev), for TextMeasurement's FontFile: the only Swift
// code that imports this module. HarfBuzz shapes a string with a real font file (kerning and
// ligatures included) and reports each glyph's advance, which is how the bubble bar learns
// how wide a title is. Nothing here is variadic, so the header is used as it is.
#include <hb.h>

#endif
