/*
 * variant_figure.c - a variant's shapes on a 9x9 grid (see variant_figure.h).
 *
 * A cage is outlined a little inside its cells, so that two cages side by
 * side show two lines and the grid lines stay visible between them. Each
 * cell draws the sides it shares with another cage (or the frame); a side
 * stops short at a corner where the outline turns, and runs to the cell's
 * edge where the cage goes on, to meet its neighbour's side. Where a cage
 * turns inwards (the two cells beside a corner in the cage, the one across
 * it not), the cell draws the two short pieces that join those sides.
 */
#include "variant_figure.h"

#include <stdlib.h>

#define INSET 0.09 /* of a cell: how far inside a cell a cage's outline runs */

static void add_line(struct variant_figure *f, double x1, double y1, double x2, double y2,
                     enum figure_pen pen)
{
	if (f->lines < FIGURE_MAX_LINES)
		f->line[f->lines++] = (struct figure_line){x1, y1, x2, y2, pen};
}

/* Whether the cell at (r, c) is on the grid and in cage `cage`. */
static bool in_cage(const struct svg_rules *rules, int r, int c, int cage)
{
	return r >= 0 && r < 9 && c >= 0 && c < 9 && rules->cage[r * 9 + c] == cage;
}

/*
 * One side of cell (r, c), the one towards (dr, dc), when the cell beyond is
 * not in the cage: a line `inset` inside the cell, along that side.
 */
static void cage_side(struct variant_figure *f, const struct svg_rules *rules, int r, int c,
                      int dr, int dc, double x, double y, double cs)
{
	int cage = rules->cage[r * 9 + c];
	if (in_cage(rules, r + dr, c + dc, cage))
		return;
	double d = INSET * cs, left = x + c * cs, top = y + r * cs;
	/* the side's two ends, left or top first: the neighbours beyond each end */
	int ar = dc != 0, ac = dr != 0; /* the direction along the side */
	double end[2];
	for (int k = 0; k < 2; k++) {
		int s = k ? 1 : -1;
		bool goes_on = in_cage(rules, r + s * ar, c + s * ac, cage);
		end[k] = goes_on ? (k ? cs : 0) : (k ? cs - d : d);
	}
	if (dr != 0) {
		double yy = dr < 0 ? top + d : top + cs - d;
		add_line(f, left + end[0], yy, left + end[1], yy, PEN_CAGE);
	} else {
		double xx = dc < 0 ? left + d : left + cs - d;
		add_line(f, xx, top + end[0], xx, top + end[1], PEN_CAGE);
	}
}

/* The corner of cell (r, c) towards (dr, dc), both +-1: the joining pieces of an inward turn. */
static void cage_corner(struct variant_figure *f, const struct svg_rules *rules, int r, int c,
                        int dr, int dc, double x, double y, double cs)
{
	int cage = rules->cage[r * 9 + c];
	if (!in_cage(rules, r + dr, c, cage) || !in_cage(rules, r, c + dc, cage) ||
	    in_cage(rules, r + dr, c + dc, cage))
		return;
	double d = INSET * cs;
	double cx = x + (c + (dc > 0)) * cs, cy = y + (r + (dr > 0)) * cs; /* the cell's corner */
	double px = cx - dc * d, py = cy - dr * d;                         /* the outline's turn */
	add_line(f, cx, py, px, py, PEN_CAGE);
	add_line(f, px, py, px, cy, PEN_CAGE);
}

static void add_cages(struct variant_figure *f, const struct svg_rules *rules, double x, double y,
                      double cs)
{
	static const int side[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
	static const int corner[4][2] = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
	bool summed[81] = {false};
	for (int cell = 0; cell < 81; cell++) {
		int r = cell / 9, c = cell % 9, cage = rules->cage[cell];
		if (cage < 0 || cage >= rules->cages)
			continue;
		for (int k = 0; k < 4; k++) {
			cage_side(f, rules, r, c, side[k][0], side[k][1], x, y, cs);
			cage_corner(f, rules, r, c, corner[k][0], corner[k][1], x, y, cs);
		}
		if (!summed[cage] && f->sums < 81) { /* the cage's first cell in reading order */
			summed[cage] = true;
			f->sum[f->sums++] = (struct figure_sum){x + (c + 1.5 * INSET) * cs,
			                                        y + (r + 0.3) * cs, cs * 0.2,
			                                        rules->cage_sum[cage]};
		}
	}
}

/* A thick line on every inner side between two regions. */
static void add_regions(struct variant_figure *f, const struct svg_rules *rules, double x,
                        double y, double cs)
{
	for (int r = 0; r < 9; r++)
		for (int c = 0; c < 9; c++) {
			int here = rules->region[r * 9 + c];
			if (c < 8 && rules->region[r * 9 + c + 1] != here)
				add_line(f, x + (c + 1) * cs, y + r * cs, x + (c + 1) * cs, y + (r + 1) * cs,
				         PEN_REGION);
			if (r < 8 && rules->region[(r + 1) * 9 + c] != here)
				add_line(f, x + c * cs, y + (r + 1) * cs, x + (c + 1) * cs, y + (r + 1) * cs,
				         PEN_REGION);
		}
}

/* Whether the rules add anything to a plain grid. */
static bool svg_rules_any(const struct svg_rules *rules)
{
	return rules->jigsaw || rules->diagonals || rules->windows || rules->cages > 0;
}

struct variant_figure *variant_figure_create(const struct svg_rules *rules, double x, double y,
                                             double size)
{
	if (!svg_rules_any(rules))
		return NULL;
	struct variant_figure *figure = malloc(sizeof *figure); /* some 50 KB: not for the stack */
	if (!figure)
		return NULL;
	double cs = size / 9;
	figure->lines = figure->cells = figure->sums = 0;
	if (rules->windows)
		for (int cell = 0; cell < 81; cell++)
			if (rules->window[cell] >= 0)
				figure->cell[figure->cells++] =
				    (struct figure_cell){x + cell % 9 * cs, y + cell / 9 * cs, cs};
	if (rules->jigsaw)
		add_regions(figure, rules, x, y, cs);
	if (rules->diagonals) {
		add_line(figure, x, y, x + size, y + size, PEN_DIAGONAL);
		add_line(figure, x + size, y, x, y + size, PEN_DIAGONAL);
	}
	if (rules->cages > 0)
		add_cages(figure, rules, x, y, cs);
	return figure;
}
