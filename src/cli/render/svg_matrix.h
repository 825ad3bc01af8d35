/*
 * svg_matrix.h - `dlx --svg-matrix OUT.svg --step K`: a picture of the
 * matrix at one step of the search. Step K is the state after the first K
 * steps of the trace (choose, try, solution, back up), step 0 the state
 * before the search: covered items and hidden options greyed, the options
 * of the partial solution highlighted, the one just tried the most.
 */
#ifndef CLI_SVG_MATRIX_H
#define CLI_SVG_MATRIX_H

#include "dlx_format.h"

#include <stdint.h>
#include <stdio.h>

/* Problems larger than this are refused: the picture would be unreadable. */
#define SVG_MAX_ITEMS 200
#define SVG_MAX_OPTIONS 2000

/*
 * Searches the problem up to step `step` and writes the picture to `out`.
 * Returns 0 when written, 1 when the whole search has fewer steps (their
 * number in *steps; nothing written), or DLX_ENOMEM.
 */
int svg_matrix_write(FILE *out, const struct dlx_format *format, uint64_t step, uint64_t *steps);

#endif
