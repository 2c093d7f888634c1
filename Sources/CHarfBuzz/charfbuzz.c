#include "CHarfBuzz.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

typedef struct {
  hb_blob_t *(*blob_create)(const char *, unsigned int, hb_memory_mode_t, void *,
                            hb_destroy_func_t);
  void (*blob_destroy)(hb_blob_t *);
  hb_face_t *(*face_create)(hb_blob_t *, unsigned int);
  void (*face_destroy)(hb_face_t *);
  unsigned int (*face_get_glyph_count)(const hb_face_t *);
  unsigned int (*face_get_upem)(const hb_face_t *);
  hb_font_t *(*font_create)(hb_face_t *);
  void (*font_destroy)(hb_font_t *);
  void (*font_set_scale)(hb_font_t *, int, int);
  void (*font_make_immutable)(hb_font_t *);
  hb_bool_t (*font_get_h_extents)(hb_font_t *, hb_font_extents_t *);
  hb_buffer_t *(*buffer_create)(void);
  void (*buffer_destroy)(hb_buffer_t *);
  void (*buffer_add_utf8)(hb_buffer_t *, const char *, int, unsigned int, int);
  void (*buffer_guess_segment_properties)(hb_buffer_t *);
  hb_glyph_info_t *(*buffer_get_glyph_infos)(hb_buffer_t *, unsigned int *);
  hb_glyph_position_t *(*buffer_get_glyph_positions)(hb_buffer_t *, unsigned int *);
  void (*shape)(hb_font_t *, hb_buffer_t *, const hb_feature_t *, unsigned int);
} navspec_harfbuzz_functions;

static navspec_harfbuzz_functions navspec_harfbuzz_table;
static int navspec_harfbuzz_loaded;
static pthread_once_t navspec_harfbuzz_once = PTHREAD_ONCE_INIT;

static void navspec_harfbuzz_load(void) {
  void *library = dlopen("libharfbuzz.so.0", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) return;
  navspec_harfbuzz_functions *t = &navspec_harfbuzz_table;
#define NAVSPEC_HB_FIND(field, name) \
  if ((*(void **)&t->field = dlsym(library, name)) == NULL) return;
  NAVSPEC_HB_FIND(blob_create, "hb_blob_create")
  NAVSPEC_HB_FIND(blob_destroy, "hb_blob_destroy")
  NAVSPEC_HB_FIND(face_create, "hb_face_create")
  NAVSPEC_HB_FIND(face_destroy, "hb_face_destroy")
  NAVSPEC_HB_FIND(face_get_glyph_count, "hb_face_get_glyph_count")
  NAVSPEC_HB_FIND(face_get_upem, "hb_face_get_upem")
  NAVSPEC_HB_FIND(font_create, "hb_font_create")
  NAVSPEC_HB_FIND(font_destroy, "hb_font_destroy")
  NAVSPEC_HB_FIND(font_set_scale, "hb_font_set_scale")
  NAVSPEC_HB_FIND(font_make_immutable, "hb_font_make_immutable")
  NAVSPEC_HB_FIND(font_get_h_extents, "hb_font_get_h_extents")
  NAVSPEC_HB_FIND(buffer_create, "hb_buffer_create")
  NAVSPEC_HB_FIND(buffer_destroy, "hb_buffer_destroy")
  NAVSPEC_HB_FIND(buffer_add_utf8, "hb_buffer_add_utf8")
  NAVSPEC_HB_FIND(buffer_guess_segment_properties, "hb_buffer_guess_segment_properties")
  NAVSPEC_HB_FIND(buffer_get_glyph_infos, "hb_buffer_get_glyph_infos")
  NAVSPEC_HB_FIND(buffer_get_glyph_positions, "hb_buffer_get_glyph_positions")
  NAVSPEC_HB_FIND(shape, "hb_shape")
#undef NAVSPEC_HB_FIND
  navspec_harfbuzz_loaded = 1;
}

int navspec_harfbuzz_available(void) {
  pthread_once(&navspec_harfbuzz_once, navspec_harfbuzz_load);
  return navspec_harfbuzz_loaded;
}

hb_blob_t *navspec_hb_blob_create(const char *data, unsigned int length,
                                                hb_memory_mode_t mode) {
  return navspec_harfbuzz_table.blob_create(data, length, mode, NULL, NULL);
}
void navspec_hb_blob_destroy(hb_blob_t *blob) {
  navspec_harfbuzz_table.blob_destroy(blob);
}
hb_face_t *navspec_hb_face_create(hb_blob_t *blob, unsigned int index) {
  return navspec_harfbuzz_table.face_create(blob, index);
}
void navspec_hb_face_destroy(hb_face_t *face) {
  navspec_harfbuzz_table.face_destroy(face);
}
unsigned int navspec_hb_face_get_glyph_count(const hb_face_t *face) {
  return navspec_harfbuzz_table.face_get_glyph_count(face);
}
unsigned int navspec_hb_face_get_upem(const hb_face_t *face) {
  return navspec_harfbuzz_table.face_get_upem(face);
}
hb_font_t *navspec_hb_font_create(hb_face_t *face) {
  return navspec_harfbuzz_table.font_create(face);
}
void navspec_hb_font_destroy(hb_font_t *font) {
  navspec_harfbuzz_table.font_destroy(font);
}
void navspec_hb_font_set_scale(hb_font_t *font, int x, int y) {
  navspec_harfbuzz_table.font_set_scale(font, x, y);
}
void navspec_hb_font_make_immutable(hb_font_t *font) {
  navspec_harfbuzz_table.font_make_immutable(font);
}
hb_bool_t navspec_hb_font_get_h_extents(hb_font_t *font,
                                                      hb_font_extents_t *extents) {
  return navspec_harfbuzz_table.font_get_h_extents(font, extents);
}
hb_buffer_t *navspec_hb_buffer_create(void) {
  return navspec_harfbuzz_table.buffer_create();
}
void navspec_hb_buffer_destroy(hb_buffer_t *buffer) {
  navspec_harfbuzz_table.buffer_destroy(buffer);
}
void navspec_hb_buffer_add_utf8(hb_buffer_t *buffer, const char *text, int length,
                                              unsigned int offset, int itemLength) {
  navspec_harfbuzz_table.buffer_add_utf8(buffer, text, length, offset, itemLength);
}
void navspec_hb_buffer_guess_segment_properties(hb_buffer_t *buffer) {
  navspec_harfbuzz_table.buffer_guess_segment_properties(buffer);
}
hb_glyph_info_t *navspec_hb_buffer_get_glyph_infos(hb_buffer_t *buffer,
                                                                 unsigned int *count) {
  return navspec_harfbuzz_table.buffer_get_glyph_infos(buffer, count);
}
hb_glyph_position_t *navspec_hb_buffer_get_glyph_positions(hb_buffer_t *buffer,
                                                                         unsigned int *count) {
  return navspec_harfbuzz_table.buffer_get_glyph_positions(buffer, count);
}
void navspec_hb_shape(hb_font_t *font, hb_buffer_t *buffer) {
  navspec_harfbuzz_table.shape(font, buffer, NULL, 0);
}
