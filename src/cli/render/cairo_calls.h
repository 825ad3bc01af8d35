/*
 * cairo_calls.h - the cairo and fontconfig calls pdf_page.c makes, looked
 * up when a PDF is first drawn rather than linked: linking cairo made
 * every start of the sudoku command load and relocate it and the eighteen
 * libraries it needs (X11, xcb, freetype, png ...), more instructions than
 * reading and solving a thousand easy puzzles (bench/NOTES.md).
 */
#ifndef CLI_CAIRO_CALLS_H
#define CLI_CAIRO_CALLS_H

#include <cairo-pdf.h>
#include <cairo.h>
#include <fontconfig/fontconfig.h>

/* X(library, function) for each call: C for cairo's, F for fontconfig's. */
#define CAIRO_CALLS(X)                                                                           \
	X(C, cairo_create) X(C, cairo_debug_reset_static_data) X(C, cairo_destroy)                \
	X(C, cairo_fill) X(C, cairo_line_to) X(C, cairo_move_to)                                  \
	X(C, cairo_pdf_surface_create_for_stream) X(C, cairo_rectangle) X(C, cairo_scale)         \
	X(C, cairo_select_font_face) X(C, cairo_set_dash) X(C, cairo_set_font_size)               \
	X(C, cairo_set_line_width) X(C, cairo_set_source_rgb) X(C, cairo_show_page)               \
	X(C, cairo_show_text) X(C, cairo_status) X(C, cairo_stroke) X(C, cairo_surface_destroy)   \
	X(C, cairo_surface_finish) X(C, cairo_surface_status) X(C, cairo_text_extents)            \
	X(F, FcFini)

/* A pointer of each function's own type, named as the function. */
struct cairo_calls {
#define CAIRO_CALL_FIELD(library, name) __typeof__(&name) name;
	CAIRO_CALLS(CAIRO_CALL_FIELD)
#undef CAIRO_CALL_FIELD
};

/*
 * The calls, the libraries loaded on the first call and kept for the
 * process; NULL when a library or a function is not there.
 */
const struct cairo_calls *cairo_calls_load(void);

#endif
