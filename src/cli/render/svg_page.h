/*
 * svg_page.h - printable SVG pages of 9x9 grids: givens in black, solved
 * digits in blue, optional candidates in small grey type, and a step's cells
 * highlighted (its placements and the candidates behind it in green, the
 * candidates it removes struck in red), with a title line over each grid;
 * a variant's regions, diagonals, windows and cages (variant_figure.h).
 *
 * Each page is an A4 sheet (210 x 297 mm) holding `per_page` grids;
 * svg_doc_write stacks several pages one under another in one document,
 * svg_doc_write_page writes one page as a document of its own. The PDF
 * pages (pdf_page.h) place their grids with the same page_slot.
 */
#ifndef CLI_SVG_PAGE_H
#define CLI_SVG_PAGE_H

#include "sudoku_logic.h"
#include "variant_figure.h"

#include <stdio.h>

enum svg_mark { SVG_PLAIN, SVG_CAUSE, SVG_ELIMINATED, SVG_PLACED };

/* A chain's link between two candidates (a group's first cell stands for it). */
struct svg_link {
	uint16_t from, to; /* candidates, cell * 9 + digit - 1 */
	bool strong;       /* drawn solid; weak links dashed */
};
#define SVG_MAX_LINKS 256

struct svg_item {
	struct sudoku_pencil pencil;
	bool candidates;   /* draw the candidates of unsolved cells */
	uint8_t mark[729]; /* per candidate: an enum svg_mark */
	char title[160];
	int link_count;    /* arrows drawn over the candidates, in order */
	struct svg_link links[SVG_MAX_LINKS];
	struct svg_rules rules; /* a variant's regions, diagonals, windows, cages */
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

/*
 * Adds a 9x9 variant puzzle drawn by its rules (regions, diagonals, windows,
 * cages), with `solution` filled in when not NULL (givens kept apart), and
 * a title. Returns the item, or NULL when the grid is not 9x9 or memory
 * runs out.
 */
struct svg_item *svg_doc_add_variant(struct svg_doc *doc, const struct sudoku_variant_puzzle *puzzle,
                                     const struct sudoku_grid *solution, const char *title);

/* Marks a step's placements, eliminations and causes on the item, and its chains' links. */
void svg_item_mark_step(struct svg_item *item, const struct sudoku_step *step);

/* Writes the whole document. */
void svg_doc_write(const struct svg_doc *doc, int per_page, FILE *out);

/* Writes page `page` (0-based) alone: its grids numbered as in the whole document. */
void svg_doc_write_page(const struct svg_doc *doc, int per_page, int page, FILE *out);

/* ---- the page layout, in millimetres ---- */
#define PAGE_W 210.0
#define PAGE_H 297.0

/* Pages for `items` grids at per_page a page (one, empty, for none). */
int page_count(int items, int per_page);

/* Where grid `slot` (0-based on its page) goes: its frame's top left corner and side. */
void page_slot(int per_page, int slot, double *x, double *y, double *size);

/* The title's font size over a grid of side `size`, so that it fits the width. */
double title_font_size(const char *title, double size);

/* Where candidate `digit` of `cell` is written in a grid at (x, y) with cells cs wide:
 * the digit's place in a 3x3 of the cell, on the text's baseline (SVG and PDF alike). */
void candidate_spot(int cell, int digit, double x, double y, double cs, double *cx, double *cy);

void svg_doc_finish(struct svg_doc *doc);

#endif
