/*
 * pdf_page.c - drawing the grids of svg_page.c on PDF pages with cairo.
 *
 * Cairo works in points; the page is scaled so that one unit is a
 * millimetre, and every position comes from page_slot, as in the SVG, so
 * the two formats show the same page. Text is centred on its cell with
 * cairo's text extents, which places it as the SVG's text-anchor does.
 */
#include "pdf_page.h"

#ifdef HAVE_CAIRO

#include "cairo_calls.h"

#include <stdlib.h>

#define POINTS_PER_MM (72.0 / 25.4)

/* The cairo calls of the PDF being drawn (cairo_calls.h): set by pdf_write. */
static const struct cairo_calls *api;

bool pdf_available(void) { return cairo_calls_load() != NULL; }

static void set_rgb(cairo_t *cr, unsigned rgb)
{
	api->cairo_set_source_rgb(cr, (rgb >> 16 & 0xff) / 255.0, (rgb >> 8 & 0xff) / 255.0,
	                          (rgb & 0xff) / 255.0);
}

/* Text centred on x, its baseline at y. */
static void centred(cairo_t *cr, const char *text, double x, double y)
{
	cairo_text_extents_t e;
	api->cairo_text_extents(cr, text, &e);
	api->cairo_move_to(cr, x - e.x_advance / 2, y);
	api->cairo_show_text(cr, text);
}

static void line(cairo_t *cr, double x1, double y1, double x2, double y2, double width,
                 unsigned rgb)
{
	set_rgb(cr, rgb);
	api->cairo_set_line_width(cr, width);
	api->cairo_move_to(cr, x1, y1);
	api->cairo_line_to(cr, x2, y2);
	api->cairo_stroke(cr);
}

static void draw_highlights(cairo_t *cr, const struct svg_item *item, double x, double y,
                            double cs)
{
	for (int cell = 0; cell < 81; cell++) {
		bool placed = false, cause = false;
		for (int d = 0; d < 9; d++) {
			placed |= item->mark[cell * 9 + d] == SVG_PLACED;
			cause |= item->mark[cell * 9 + d] == SVG_CAUSE;
		}
		if (!placed && !cause)
			continue;
		set_rgb(cr, placed ? 0xc8f0c8 : 0xfff3b0);
		api->cairo_rectangle(cr, x + cell % 9 * cs, y + cell / 9 * cs, cs, cs);
		api->cairo_fill(cr);
	}
}

/* The grid's lines: every third thick for the boxes, all thin when regions replace them. */
static void draw_lines(cairo_t *cr, double x, double y, double size, bool boxes)
{
	double cs = size / 9;
	for (int k = 1; k < 9; k++) {
		bool thick = boxes && k % 3 == 0;
		line(cr, x + k * cs, y, x + k * cs, y + size, thick ? 0.8 : 0.25, thick ? 0 : 0x888888);
		line(cr, x, y + k * cs, x + size, y + k * cs, thick ? 0.8 : 0.25, thick ? 0 : 0x888888);
	}
	set_rgb(cr, 0);
	api->cairo_set_line_width(cr, 1.2);
	api->cairo_rectangle(cr, x, y, size, size);
	api->cairo_stroke(cr);
}

static void draw_candidates(cairo_t *cr, const struct svg_item *item, int cell, double x,
                            double y, double cs)
{
	static const unsigned colour[4] = {0x777777, 0x0a7a2a, 0xc0392b, 0x0a7a2a};
	api->cairo_set_font_size(cr, cs * 0.27);
	for (int d = 1; d <= 9; d++) {
		int mark = item->mark[cell * 9 + d - 1];
		if (!(item->pencil.cand[cell] >> (d - 1) & 1) && mark != SVG_ELIMINATED)
			continue;
		double cx, cy;
		candidate_spot(cell, d, x, y, cs, &cx, &cy);
		char text[2] = {(char)('0' + d), '\0'};
		set_rgb(cr, colour[mark]);
		centred(cr, text, cx, cy);
		if (mark == SVG_ELIMINATED) /* struck through, as the SVG's line-through */
			line(cr, cx - cs * 0.08, cy - cs * 0.07, cx + cs * 0.08, cy - cs * 0.07, 0.2,
			     colour[mark]);
	}
}

/* A variant's lines, as the SVG's classes region, diagonal and cage draw them. */
static void draw_figure_line(cairo_t *cr, const struct figure_line *l)
{
	static const double widths[] = {0.8, 0.4, 0.3};
	static const unsigned colours[] = {0x000000, 0x999999, 0x444444};
	static const double dash[] = {1, 0.6};
	api->cairo_set_dash(cr, dash, l->pen == PEN_CAGE ? 2 : 0, 0);
	line(cr, l->x1, l->y1, l->x2, l->y2, widths[l->pen], colours[l->pen]);
	api->cairo_set_dash(cr, dash, 0, 0);
}

/* Windows shaded under the lines; regions, diagonals and cages over them. */
static void draw_rules(cairo_t *cr, const struct svg_rules *rules, double x, double y,
                       double size, bool under)
{
	struct variant_figure *figure = variant_figure_create(rules, x, y, size);
	if (!figure)
		return; /* a plain grid; or, out of memory, the grid without its marks */
	set_rgb(cr, 0xe4e4e4);
	for (int k = 0; under && k < figure->cells; k++) {
		api->cairo_rectangle(cr, figure->cell[k].x, figure->cell[k].y, figure->cell[k].size,
		                     figure->cell[k].size);
		api->cairo_fill(cr);
	}
	for (int k = 0; !under && k < figure->lines; k++)
		draw_figure_line(cr, &figure->line[k]);
	set_rgb(cr, 0x222222);
	for (int k = 0; !under && k < figure->sums; k++) {
		char text[8];
		snprintf(text, sizeof text, "%d", figure->sum[k].value);
		api->cairo_set_font_size(cr, figure->sum[k].font);
		api->cairo_move_to(cr, figure->sum[k].x, figure->sum[k].y);
		api->cairo_show_text(cr, text);
	}
	free(figure);
}

static void draw_grid(cairo_t *cr, const struct svg_item *item, double x, double y, double size)
{
	double cs = size / 9;
	api->cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
	api->cairo_set_font_size(cr, title_font_size(item->title, size));
	set_rgb(cr, 0x222222);
	api->cairo_move_to(cr, x, y - 2.5);
	api->cairo_show_text(cr, item->title);
	draw_highlights(cr, item, x, y, cs);
	draw_rules(cr, &item->rules, x, y, size, true);
	draw_lines(cr, x, y, size, !item->rules.jigsaw);
	draw_rules(cr, &item->rules, x, y, size, false);
	for (int cell = 0; cell < 81; cell++) {
		int v = item->pencil.value[cell];
		if (!v) {
			if (item->candidates)
				draw_candidates(cr, item, cell, x, y, cs);
			continue;
		}
		bool given = item->pencil.given[cell];
		api->cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
		                            given ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
		api->cairo_set_font_size(cr, cs * 0.7);
		set_rgb(cr, given ? 0 : 0x1f5fbf);
		char text[2] = {(char)('0' + v), '\0'};
		centred(cr, text, x + (cell % 9 + 0.5) * cs, y + (cell / 9 + 0.5) * cs + cs * 0.7 / 3);
		api->cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
		                            CAIRO_FONT_WEIGHT_NORMAL);
	}
}

static cairo_status_t write_stream(void *closure, const unsigned char *data, unsigned int length)
{
	return fwrite(data, 1, length, closure) == length ? CAIRO_STATUS_SUCCESS
	                                                 : CAIRO_STATUS_WRITE_ERROR;
}

/* One document's pages; false when cairo reports an error. */
static bool draw_doc(cairo_t *cr, const struct svg_doc *doc, int per_page, bool *first_page)
{
	for (int page = 0; page < page_count(doc->count, per_page); page++) {
		if (!*first_page)
			api->cairo_show_page(cr);
		*first_page = false;
		for (int slot = 0; slot < per_page && page * per_page + slot < doc->count; slot++) {
			double x, y, size;
			page_slot(per_page, slot, &x, &y, &size);
			draw_grid(cr, &doc->items[page * per_page + slot], x, y, size);
		}
	}
	return api->cairo_status(cr) == CAIRO_STATUS_SUCCESS;
}

bool pdf_write(const struct svg_doc *const *docs, int doc_count, int per_page, FILE *out)
{
	api = cairo_calls_load();
	if (!api)
		return false;
	cairo_surface_t *surface = api->cairo_pdf_surface_create_for_stream(
	    write_stream, out, PAGE_W * POINTS_PER_MM, PAGE_H * POINTS_PER_MM);
	cairo_t *cr = api->cairo_create(surface);
	api->cairo_scale(cr, POINTS_PER_MM, POINTS_PER_MM);
	bool ok = true, first_page = true;
	for (int k = 0; k < doc_count && ok; k++)
		ok = draw_doc(cr, docs[k], per_page, &first_page);
	api->cairo_destroy(cr);
	api->cairo_surface_finish(surface);
	ok = ok && api->cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS;
	api->cairo_surface_destroy(surface);
	/* the process draws one document: give back the font caches, so that a
	   leak checker sees only what is really lost */
	api->cairo_debug_reset_static_data();
	api->FcFini();
	return ok;
}

#else

bool pdf_available(void) { return false; }

bool pdf_write(const struct svg_doc *const *docs, int doc_count, int per_page, FILE *out)
{
	(void)docs, (void)doc_count, (void)per_page, (void)out;
	return false;
}

#endif
