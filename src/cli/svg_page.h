/*
 * svg_page.h - printable SVG pages of 9x9 grids: givens in black, solved
 * digits in blue, optional candidates in small grey type, and a step's cells
 * highlighted (its placements and the candidates behind it in green, the
 * candidates it removes struck in red), with a title line over each grid.
 *
 * Each page is an A4 sheet (210 x 297 mm) holding `per_page` grids; several
 * pages are stacked one under another in one document.
 */
#ifndef CLI_SVG_PAGE_H
#define CLI_SVG_PAGE_H

#include "sudoku_logic.h"

#include <stdio.h>

enum svg_mark { SVG_PLAIN, SVG_CAUSE, SVG_ELIMINATED, SVG_PLACED };

struct svg_item {
	struct sudoku_pencil pencil;
	bool candidates;   /* draw the candidates of unsolved cells */
	uint8_t mark[729]; /* per candidate: an enum svg_mark */
	char title[160];
};

/* A growing list of grids to draw. */
struct svg_doc {
	struct svg_item *items;
	int count, capacity;
};

/* A new item at the end of doc (zeroed), or NULL when memory runs out. */
struct svg_item *svg_doc_add(struct svg_doc *doc);

/*
 * Adds a 9x9 puzzle with its solution filled in (givens kept apart) and a
 * title. Returns false when the grid is not 9x9 or memory runs out.
 */
bool svg_doc_add_solved(struct svg_doc *doc, const struct sudoku_grid *puzzle,
                        const struct sudoku_grid *solution, const char *title);

/* Marks a step's placements, eliminations and causes on the item. */
void svg_item_mark_step(struct svg_item *item, const struct sudoku_step *step);

/* Writes the whole document. */
void svg_doc_write(const struct svg_doc *doc, int per_page, FILE *out);

void svg_doc_finish(struct svg_doc *doc);

#endif
