/*
 * Cairo, loaded when pixels are first asked for. Debian's libcairo brings
 * pixman, libpng, FreeType, fontconfig and X11's client libraries with it;
 * loading them at every start would cost a luaui process more than a whole
 * `lua5.4 -e ''` does, and only snapshots need them. The header gives the
 * types and the prototypes; the functions are reached through the table
 * luaui_cairo() returns, never by their names (nothing links libcairo, so a
 * direct call fails to link rather than loading it early).
 */
#ifndef LAZY_CAIRO_H
#define LAZY_CAIRO_H

#include <cairo/cairo.h>

/* Every libcairo function the engine calls, by its name without `cairo_`. */
#define LUAUI_CAIRO_FUNCTIONS(X) \
    X(image_surface_create) X(image_surface_create_from_png) X(image_surface_get_data) \
    X(image_surface_get_width) X(image_surface_get_height) X(image_surface_get_stride) \
    X(image_surface_get_format) X(surface_destroy) X(surface_flush) X(surface_mark_dirty) \
    X(surface_status) X(surface_write_to_png) X(surface_write_to_png_stream) \
    X(image_surface_create_from_png_stream) X(image_surface_create_for_data) X(format_stride_for_width) \
    X(create) X(destroy) X(status) X(status_to_string) X(save) X(restore) \
    X(push_group) X(push_group_with_content) X(pop_group_to_source) X(set_operator) \
    X(set_source_rgba) X(set_source_surface) X(set_source) X(get_source) X(get_target) X(paint) X(paint_with_alpha) \
    X(mask) X(mask_surface) X(fill) X(fill_preserve) X(stroke) X(stroke_preserve) \
    X(clip) X(clip_preserve) X(reset_clip) X(new_path) X(new_sub_path) X(close_path) \
    X(move_to) X(line_to) X(curve_to) X(arc) X(arc_negative) X(rectangle) \
    X(set_line_width) X(set_line_cap) X(set_line_join) X(set_miter_limit) X(set_dash) \
    X(set_fill_rule) X(set_antialias) X(translate) X(scale) X(rotate) X(transform) \
    X(set_matrix) X(get_matrix) X(identity_matrix) \
    X(pattern_create_linear) X(pattern_create_radial) X(pattern_create_for_surface) \
    X(pattern_add_color_stop_rgba) X(pattern_destroy) X(pattern_set_extend) \
    X(pattern_set_filter) X(pattern_set_matrix) \
    X(set_font_face) X(set_font_size) X(set_font_options) X(font_options_create) \
    X(font_options_destroy) X(font_options_set_antialias) X(font_options_set_hint_style) \
    X(font_options_set_hint_metrics) X(show_text) X(text_extents) X(font_face_destroy) \
    X(font_face_status)

#define LUAUI_CAIRO_FIELD(name) __typeof__(cairo_##name) *_Nonnull name;

/* libcairo's functions, resolved together. */
typedef struct luaui_cairo_functions {
    LUAUI_CAIRO_FUNCTIONS(LUAUI_CAIRO_FIELD)
} luaui_cairo_functions;

#undef LUAUI_CAIRO_FIELD

/* Loads libcairo on the first call and resolves every function; NULL if it
   cannot, with the reason in *error (a static string). */
const luaui_cairo_functions *_Nullable luaui_cairo(const char *_Nullable *_Nonnull error);

/* A font face for the font file at `path`, through FreeType (loaded with
   it), unhinted; NULL with the reason in *error. Faces are made once per
   path and live as long as the process. */
cairo_font_face_t *_Nullable luaui_cairo_font_face(const char *_Nonnull path,
                                                   const char *_Nullable *_Nonnull error);

#endif
