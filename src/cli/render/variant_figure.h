/*
 * variant_figure.h - what a variant adds to a printed 9x9 grid, worked out
 * once as plain shapes (lines, filled cells, small numbers) in the page's
 * millimetres, so that the SVG and the PDF pages draw the same picture:
 * jigsaw region borders, the X diagonals, the windoku windows shaded, and
 * killer cages as dashed outlines inside their cells with each cage's sum
 * in the top left corner of its first cell.
 */
#ifndef CLI_VARIANT_FIGURE_H
#define CLI_VARIANT_FIGURE_H

#include <stdbool.h>
#include <stdint.h>

/* A variant's rules as the pages draw them; all zero for a plain puzzle. */
struct svg_rules {
	bool jigsaw;         /* region[] replaces the boxes */
	bool diagonals;      /* X */
	bool windows;        /* window[] >= 0 marks the window cells */
	int cages;           /* killer cages 0..cages-1; 0: none */
	uint8_t region[81];  /* region of each cell, when jigsaw */
	int8_t window[81];   /* window of each cell, or -1 */
	int16_t cage[81];    /* cage of each cell, when cages */
	int16_t cage_sum[81]; /* each cage's sum */
};

enum figure_pen {
	PEN_REGION,   /* a jigsaw border, as thick as a box line */
	PEN_DIAGONAL, /* an X diagonal, light */
	PEN_CAGE,     /* a cage outline, thin and dashed */
};

struct figure_line {
	double x1, y1, x2, y2;
	enum figure_pen pen;
};

struct figure_cell {
	double x, y, size; /* a window cell to shade */
};

struct figure_sum {
	double x, y, font; /* the text's left end on its baseline */
	int value;
};

/* Room for the most a 9x9 grid can need: four outline sides and four corners a cell. */
#define FIGURE_MAX_LINES (81 * 12 + 2 * 9 * 8 + 2)

struct variant_figure {
	int lines, cells, sums;
	struct figure_line line[FIGURE_MAX_LINES];
	struct figure_cell cell[81];
	struct figure_sum sum[81];
};

/*
 * The shapes for the rules on a grid whose frame is at (x, y), `size` wide,
 * for the caller to free(); NULL when the rules add nothing (a plain grid,
 * whose page stays as it was) or memory runs out.
 */
struct variant_figure *variant_figure_create(const struct svg_rules *rules, double x, double y,
                                             double size);

#endif
