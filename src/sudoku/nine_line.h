/*
 * nine_line.h - the usual one-line 9x9 puzzle: 81 cell symbols, read eight
 * bytes a word.
 */
#ifndef SUDOKU_NINE_LINE_H
#define SUDOKU_NINE_LINE_H

#include <stdbool.h>
#include <stdint.h>

#define NINE_LINE_CELLS 81

/*
 * The values of `text`'s 81 bytes into value[0..80] when each is a 9x9
 * cell symbol ('.', '0' and '_' empty, as 0; '1'-'9' as 1-9); false for
 * any other byte, value[] then undefined. text needs 81 readable bytes.
 */
bool nine_line_read(const char *text, uint8_t value[NINE_LINE_CELLS]);

#endif
