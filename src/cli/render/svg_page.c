/*
 * svg_page.c - drawing grids as SVG (see svg_page.h). Coordinates are in
 * millimetres; a grid's frame is a <rect class="frame"> whose x, y and width
 * place every digit: the digit of row r, column c is centred at
 * (x + (c + 0.5) * width / 9, y + (r + 0.5) * width / 9 + a third of a cell's
 * text height), so a reader can map text back to cells.
 */
#include "svg_page.h"

#include "xml_text.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define MARGIN 12.0
#define TITLE_H 9.0

int page_count(int items, int per_page)
{
	return items ? (items + per_page - 1) / per_page : 1;
}

void page_slot(int per_page, int slot, double *x, double *y, double *size)
{
	int cols = per_page <= 2 ? 1 : 2; /* two grids a page stack; more go two abreast */
	int rows = (per_page + cols - 1) / cols;
	double slot_w = (PAGE_W - 2 * MARGIN) / cols, slot_h = (PAGE_H - 2 * MARGIN) / rows;
	*size = slot_w - 8 < slot_h - TITLE_H - 6 ? slot_w - 8 : slot_h - TITLE_H - 6;
	*x = MARGIN + slot % cols * slot_w + (slot_w - *size) / 2;
	*y = MARGIN + slot / cols * slot_h + TITLE_H;
}

void candidate_spot(int cell, int digit, double x, double y, double cs, double *cx, double *cy)
{
	*cx = x + (cell % 9 + ((digit - 1) % 3 + 0.5) / 3) * cs;
	*cy = y + (cell / 9 + ((digit - 1) / 3 + 0.5) / 3) * cs + cs * 0.09;
}

double title_font_size(const char *title, double size)
{
	/* the title fits the grid's width: about 0.55 em a character */
	double font = TITLE_H * 0.5, fit = size / (0.55 * (double)(strlen(title) + 1));
	return fit < font ? fit : font;
}

struct svg_item *svg_doc_add(struct svg_doc *doc)
{
	if (doc->count == doc->capacity) {
		int capacity = doc->capacity ? doc->capacity * 2 : 8;
		struct svg_item *items = realloc(doc->items, (size_t)capacity * sizeof *items);
		if (!items)
			return NULL;
		doc->items = items;
		doc->capacity = capacity;
	}
	struct svg_item *item = &doc->items[doc->count++];
	memset(item, 0, sizeof *item);
	return item;
}

/* The pencil marks a picture shows: the givens, and the solution's digits (may be NULL) apart. */
static void fill_pencil(struct sudoku_pencil *pencil, const struct sudoku_grid *puzzle,
                        const struct sudoku_grid *solution)
{
	for (int cell = 0; cell < 81; cell++) {
		pencil->given[cell] = puzzle->cell[cell] != 0;
		pencil->value[cell] = pencil->given[cell] || !solution ? puzzle->cell[cell]
		                                                       : solution->cell[cell];
		if (pencil->value[cell])
			pencil->cand[cell] = 0;
	}
}

/* What the pages draw of a 9x9 variant: its regions, diagonals, windows and cages. */
static void rules_of(const struct sudoku_variant_puzzle *p, struct svg_rules *rules)
{
	const struct sudoku_shape *shape = &p->shape;
	*rules = (struct svg_rules){.jigsaw = shape->jigsaw, .diagonals = shape->diagonals,
	                            .windows = shape->windows, .cages = p->cages.count};
	for (int cell = 0; cell < 81; cell++) {
		rules->region[cell] = shape->region[cell];
		rules->window[cell] = (int8_t)sudoku_shape_window(shape, cell);
		rules->cage[cell] = (int16_t)(p->cages.count ? p->cages.cage[cell] : -1);
	}
	for (int k = 0; k < p->cages.count && k < 81; k++)
		rules->cage_sum[k] = (int16_t)p->cages.sum[k];
}

struct svg_item *svg_doc_add_variant(struct svg_doc *doc, const struct sudoku_variant_puzzle *puzzle,
                                     const struct sudoku_grid *solution, const char *title)
{
	if (puzzle->grid.size != 9 || puzzle->shape.size != 9 || (solution && solution->size != 9))
		return NULL;
	struct svg_item *item = svg_doc_add(doc);
	if (!item)
		return NULL;
	fill_pencil(&item->pencil, &puzzle->grid, solution);
	rules_of(puzzle, &item->rules);
	snprintf(item->title, sizeof item->title, "%s", title);
	return item;
}

bool svg_doc_add_solved(struct svg_doc *doc, const struct sudoku_grid *puzzle,
                        const struct sudoku_grid *solution, const char *title)
{
	struct sudoku_pencil pencil;
	if (sudoku_pencil_from_grid(&pencil, puzzle) != 0 || solution->size != 9)
		return false;
	struct svg_item *item = svg_doc_add(doc);
	if (!item)
		return false;
	item->pencil = pencil;
	fill_pencil(&item->pencil, puzzle, solution);
	snprintf(item->title, sizeof item->title, "%s", title);
	return true;
}

void svg_item_mark_step(struct svg_item *item, const struct sudoku_step *step)
{
	for (int k = 0; k < step->cause_count; k++)
		item->mark[step->causes[k]] = SVG_CAUSE;
	for (int k = 0; k < step->elimination_count; k++)
		item->mark[step->eliminations[k]] = SVG_ELIMINATED;
	for (int k = 0; k < step->placement_count; k++)
		item->mark[step->placements[k]] = SVG_PLACED;
	item->link_count = 0;
	for (int c = 0; c < step->chain_count; c++) {
		const struct sudoku_chain *chain = &step->chains[c];
		for (int k = 0; k + 1 < chain->node_count && item->link_count < SVG_MAX_LINKS; k++) {
			int at = chain->first + k;
			const struct sudoku_chain_node *a = &step->nodes[at], *b = &step->nodes[at + 1];
			item->links[item->link_count++] = (struct svg_link){
				(uint16_t)(a->cells[0] * 9 + a->digit - 1), (uint16_t)(b->cells[0] * 9 + b->digit - 1),
				step->links[at] == SUDOKU_LINK_STRONG};
		}
	}
}

void svg_doc_finish(struct svg_doc *doc)
{
	free(doc->items);
	*doc = (struct svg_doc){0};
}

static void draw_highlights(FILE *out, const struct svg_item *item, double x, double y, double cs)
{
	for (int cell = 0; cell < 81; cell++) {
		bool placed = false, cause = false;
		for (int d = 0; d < 9; d++) {
			placed |= item->mark[cell * 9 + d] == SVG_PLACED;
			cause |= item->mark[cell * 9 + d] == SVG_CAUSE;
		}
		if (placed || cause)
			fprintf(out, "<rect class=\"%s\" x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\"/>\n",
			        placed ? "hl-placed" : "hl-cause", x + cell % 9 * cs, y + cell / 9 * cs, cs, cs);
	}
}

/* The grid's lines: every third thick for the boxes, all thin when regions replace them. */
static void draw_lines(FILE *out, double x, double y, double size, bool boxes)
{
	double cs = size / 9;
	for (int k = 1; k < 9; k++) {
		const char *pen = boxes && k % 3 == 0 ? "thick" : "thin";
		fprintf(out,
		        "<line class=\"%s\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>\n"
		        "<line class=\"%s\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>\n",
		        pen, x + k * cs, y, x + k * cs, y + size, pen, x, y + k * cs, x + size, y + k * cs);
	}
	fprintf(out, "<rect class=\"frame\" x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\"/>\n", x,
	        y, size, size);
}

static void draw_candidates(FILE *out, const struct svg_item *item, int cell, double x, double y,
                            double cs)
{
	static const char *const classes[4] = {"cand", "cand-cause", "cand-gone", "cand-placed"};
	for (int d = 1; d <= 9; d++) {
		int mark = item->mark[cell * 9 + d - 1];
		if (!(item->pencil.cand[cell] >> (d - 1) & 1) && mark != SVG_ELIMINATED)
			continue;
		double cx, cy;
		candidate_spot(cell, d, x, y, cs, &cx, &cy);
		fprintf(out, "<text class=\"%s\" x=\"%.2f\" y=\"%.2f\" font-size=\"%.2f\">%d</text>\n",
		        classes[mark], cx, cy, cs * 0.27, d);
	}
}

/* An arrowhead at (x, y) pointing along the unit vector (ux, uy). */
static void draw_head(FILE *out, double x, double y, double ux, double uy, double size)
{
	double bx = x - ux * size, by = y - uy * size, px = -uy * size / 2, py = ux * size / 2;
	fprintf(out, "<path d=\"M%.2f,%.2fL%.2f,%.2fL%.2f,%.2fz\" fill=\"#c05000\"/>\n", x, y,
	        bx + px, by + py, bx - px, by - py);
}

/*
 * The chains' links as arrows from candidate to candidate, strong solid and
 * weak dashed, each cut short at both ends so the digits stay readable.
 * Pages without chains draw nothing here, and so stay as they were.
 */
static void draw_links(FILE *out, const struct svg_item *item, double x, double y, double cs)
{
	double text_drop = cs * 0.09, gap = cs * 0.13; /* candidate_spot's baseline; a digit's radius */
	for (int k = 0; k < item->link_count; k++) {
		const struct svg_link *link = &item->links[k];
		double x1, y1, x2, y2;
		candidate_spot(link->from / 9, link->from % 9 + 1, x, y, cs, &x1, &y1);
		candidate_spot(link->to / 9, link->to % 9 + 1, x, y, cs, &x2, &y2);
		double dx = x2 - x1, dy = y2 - y1, length = sqrt(dx * dx + dy * dy);
		if (length <= 2 * gap)
			continue; /* one spot: nothing to draw */
		double ux = dx / length, uy = dy / length;
		y1 -= text_drop;
		y2 -= text_drop;
		fprintf(out, "<line class=\"link-%s\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" "
		        "stroke=\"#c05000\" stroke-width=\"0.35\"%s/>\n",
		        link->strong ? "strong" : "weak", x1 + ux * gap, y1 + uy * gap, x2 - ux * gap,
		        y2 - uy * gap, link->strong ? "" : " stroke-dasharray=\"1,0.8\"");
		draw_head(out, x2 - ux * gap, y2 - uy * gap, ux, uy, cs * 0.12);
	}
}

/* Windows shaded under the lines; regions, diagonals and cages over them. */
static void draw_rules(FILE *out, const struct svg_rules *rules, double x, double y, double size,
                       bool under)
{
	static const char *const pens[] = {"region", "diagonal", "cage"};
	struct variant_figure *figure = variant_figure_create(rules, x, y, size);
	if (!figure)
		return; /* a plain grid; or, out of memory, the grid without its marks */
	for (int k = 0; under && k < figure->cells; k++)
		fprintf(out, "<rect class=\"window\" x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" "
		        "height=\"%.2f\"/>\n", figure->cell[k].x, figure->cell[k].y, figure->cell[k].size,
		        figure->cell[k].size);
	for (int k = 0; !under && k < figure->lines; k++) {
		const struct figure_line *l = &figure->line[k];
		fprintf(out, "<line class=\"%s\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>\n",
		        pens[l->pen], l->x1, l->y1, l->x2, l->y2);
	}
	for (int k = 0; !under && k < figure->sums; k++)
		fprintf(out, "<text class=\"cage-sum\" x=\"%.2f\" y=\"%.2f\" font-size=\"%.2f\">%d</text>\n",
		        figure->sum[k].x, figure->sum[k].y, figure->sum[k].font, figure->sum[k].value);
	free(figure);
}

static void draw_grid(FILE *out, const struct svg_item *item, double x, double y, double size)
{
	double cs = size / 9;
	fprintf(out, "<text class=\"title\" x=\"%.2f\" y=\"%.2f\" font-size=\"%.2f\">", x, y - 2.5,
	        title_font_size(item->title, size));
	xml_escaped(out, item->title);
	fputs("</text>\n", out);
	draw_highlights(out, item, x, y, cs);
	draw_rules(out, &item->rules, x, y, size, true);
	draw_lines(out, x, y, size, !item->rules.jigsaw);
	draw_rules(out, &item->rules, x, y, size, false);
	for (int cell = 0; cell < 81; cell++) {
		int v = item->pencil.value[cell];
		if (v)
			fprintf(out, "<text class=\"%s\" x=\"%.2f\" y=\"%.2f\" font-size=\"%.2f\">%d</text>\n",
			        item->pencil.given[cell] ? "given" : "solved", x + (cell % 9 + 0.5) * cs,
			        y + (cell / 9 + 0.5) * cs + cs * 0.7 / 3, cs * 0.7, v);
		else if (item->candidates)
			draw_candidates(out, item, cell, x, y, cs);
	}
	draw_links(out, item, x, y, cs);
}

static const char style[] =
	"<style>\n"
	"text { font-family: 'DejaVu Sans', Helvetica, Arial, sans-serif; text-anchor: middle; }\n"
	".title { text-anchor: start; fill: #222; }\n"
	".given { fill: #000; font-weight: bold; }\n"
	".solved { fill: #1f5fbf; }\n"
	".cand { fill: #777; }\n"
	".cand-cause { fill: #0a7a2a; font-weight: bold; }\n"
	".cand-gone { fill: #c0392b; text-decoration: line-through; }\n"
	".cand-placed { fill: #0a7a2a; font-weight: bold; }\n"
	".thin { stroke: #888; stroke-width: 0.25; }\n"
	".thick { stroke: #000; stroke-width: 0.8; }\n"
	".frame { fill: none; stroke: #000; stroke-width: 1.2; }\n"
	".hl-cause { fill: #fff3b0; }\n"
	".hl-placed { fill: #c8f0c8; }\n"
	".region { stroke: #000; stroke-width: 0.8; }\n"
	".diagonal { stroke: #999; stroke-width: 0.4; }\n"
	".cage { stroke: #444; stroke-width: 0.3; stroke-dasharray: 1,0.6; }\n"
	".cage-sum { text-anchor: start; fill: #222; }\n"
	".window { fill: #e4e4e4; }\n"
	"</style>\n";

static void write_head(FILE *out, int pages)
{
	fprintf(out,
	        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%gmm\" height=\"%gmm\" "
	        "viewBox=\"0 0 %g %g\">\n%s<rect x=\"0\" y=\"0\" width=\"%g\" height=\"%g\" fill=\"#fff\"/>\n",
	        PAGE_W, PAGE_H * pages, PAGE_W, PAGE_H * pages, style, PAGE_W, PAGE_H * pages);
}

/* Items first..end-1 of doc, the first at the top of the page that starts at top. */
static void write_items(const struct svg_doc *doc, int per_page, int first, int end, double top,
                        FILE *out)
{
	for (int k = first; k < end; k++) {
		int page = (k - first) / per_page;
		double x, y, size;
		page_slot(per_page, (k - first) % per_page, &x, &y, &size);
		fprintf(out, "<g class=\"puzzle\" id=\"puzzle-%d\">\n", k + 1);
		draw_grid(out, &doc->items[k], x, top + page * PAGE_H + y, size);
		fputs("</g>\n", out);
	}
}

void svg_doc_write(const struct svg_doc *doc, int per_page, FILE *out)
{
	write_head(out, page_count(doc->count, per_page));
	write_items(doc, per_page, 0, doc->count, 0, out);
	fputs("</svg>\n", out);
}

void svg_doc_write_page(const struct svg_doc *doc, int per_page, int page, FILE *out)
{
	int first = page * per_page, end = first + per_page < doc->count ? first + per_page : doc->count;
	write_head(out, 1);
	write_items(doc, per_page, first, end, 0, out);
	fputs("</svg>\n", out);
}
