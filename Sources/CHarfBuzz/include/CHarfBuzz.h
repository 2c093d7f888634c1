#ifndef NAVSPEC_CHARFBUZZ_H
#define NAVSPEC_CHARFBUZZ_H
// The system's HarfBuzz (apt: libharfbuzz-dev), for TextMeasurement's FontFace: the only Swift
// code that imports this module. HarfBuzz shapes a string with a real font file (kerning and
// ligatures included) and reports each glyph's advance, which is how the bubble bar learns
// how wide a title is.
//
// Loaded on first use with dlopen rather than linked: linking HarfBuzz makes every start of
// `navspec` load it and FreeType, GLib, Graphite, libpng, Brotli and PCRE2 with it (about a
// millisecond), while most runs never measure text (docs/cli.md#cold-start). hb.h gives the
// types (included by its path under /usr/include, so no compiler flag is needed); each
// navspec_hb_ function calls the library's function of the same name (charfbuzz.c).
#include <harfbuzz/hb.h>

/// Loads HarfBuzz once (thread-safe); 0 when the library or one of its functions is missing,
/// and then no other navspec_hb_ function may be called.
int navspec_harfbuzz_available(void);

hb_blob_t *navspec_hb_blob_create(const char *data, unsigned int length,
                                                hb_memory_mode_t mode);
void navspec_hb_blob_destroy(hb_blob_t *blob);
hb_face_t *navspec_hb_face_create(hb_blob_t *blob, unsigned int index);
void navspec_hb_face_destroy(hb_face_t *face);
unsigned int navspec_hb_face_get_glyph_count(const hb_face_t *face);
unsigned int navspec_hb_face_get_upem(const hb_face_t *face);
hb_font_t *navspec_hb_font_create(hb_face_t *face);
void navspec_hb_font_destroy(hb_font_t *font);
void navspec_hb_font_set_scale(hb_font_t *font, int x, int y);
void navspec_hb_font_make_immutable(hb_font_t *font);
hb_bool_t navspec_hb_font_get_h_extents(hb_font_t *font,
                                                      hb_font_extents_t *extents);
hb_buffer_t *navspec_hb_buffer_create(void);
void navspec_hb_buffer_destroy(hb_buffer_t *buffer);
void navspec_hb_buffer_add_utf8(hb_buffer_t *buffer, const char *text, int length,
                                              unsigned int offset, int itemLength);
void navspec_hb_buffer_guess_segment_properties(hb_buffer_t *buffer);
hb_glyph_info_t *navspec_hb_buffer_get_glyph_infos(hb_buffer_t *buffer,
                                                                 unsigned int *count);
hb_glyph_position_t *navspec_hb_buffer_get_glyph_positions(hb_buffer_t *buffer,
                                                                         unsigned int *count);
void navspec_hb_shape(hb_font_t *font, hb_buffer_t *buffer);

#endif
