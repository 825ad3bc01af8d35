/*
 * pdf_page.h - the pages of svg_page.h as one multi-page PDF, drawn with
 * cairo: the same A4 sheets, grids placed by page_slot, the same colours.
 * Built only when meson finds cairo (option pdf), whose libraries are
 * loaded when first needed (cairo_calls.h); pdf_available() says whether
 * both hold.
 */
#ifndef CLI_PDF_PAGE_H
#define CLI_PDF_PAGE_H

#include "svg_page.h"

#include <stdbool.h>
#include <stdio.h>

/* Whether this build can write PDF. */
bool pdf_available(void);

/*
 * Writes the grids of each document in turn, per_page a page, every
 * document starting on a new page (puzzles, then their solutions). Returns
 * false when cairo fails (out of memory, a write error) or PDF is not built.
 */
bool pdf_write(const struct svg_doc *const *docs, int doc_count, int per_page, FILE *out);

#endif
