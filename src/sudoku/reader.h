/*
 * reader.h - private: the one queue of records that every reading of
 * puzzles fills. The plain reader (text.c) owns it; the variant reader
 * (variant_text.c) feeds the plain reader and shares its queue, so records
 * leave in the order their text came, whichever reader made them.
 *
 * A slot holds a variant record, the larger of the two public forms: the
 * plain reader's sudoku_reader_next copies out what a plain record has.
 * Records the plain reader makes from its lines are "fresh": the variant
 * reader gives each its variant's shape (reader_wrap_fresh) right after
 * the line that made it, while the variant is still the one in force.
 */
#ifndef SUDOKU_READER_H
#define SUDOKU_READER_H

#include "sudoku.h"

#include <stdarg.h>

/* A blank record at the end of the queue, not fresh; the oldest is dropped when it is full. */
struct sudoku_variant_record *reader_push(struct sudoku_reader *reader);

/* reader_push, then the record is an error at line and column (1-based; 0: the whole line). */
void reader_push_error(struct sudoku_reader *reader, long line, int column, const char *fmt,
                       va_list args);

/* Calls wrap on each fresh record, oldest first, and marks it no longer fresh. */
void reader_wrap_fresh(struct sudoku_reader *reader,
                       void (*wrap)(void *user, struct sudoku_variant_record *record), void *user);

/* The oldest record, or NULL when the queue is empty; reader_drop takes it off. */
const struct sudoku_variant_record *reader_front(const struct sudoku_reader *reader);
void reader_drop(struct sudoku_reader *reader);

/*
 * Reads every line from now on the general way, without the fast path for
 * a 9x9 puzzle on one line: for tests that compare the two.
 */
void reader_use_general_only(struct sudoku_reader *reader);

#endif
