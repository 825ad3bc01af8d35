/*
 * puzzles.h - reading every puzzle of a list of files (or stdin), and a
 * cache of solvers, one per size, for the sudoku subcommands.
 */
#ifndef CLI_PUZZLES_H
#define CLI_PUZZLES_H

#include "common.h"
#include "options.h"
#include "sudoku.h"

/*
 * Called for each puzzle read, in input order. Returns an exit code for the
 * puzzle (EXIT_ALL_GOOD, EXIT_UNSOLVED, EXIT_BAD_INPUT), or -1 to stop.
 */
typedef int (*puzzle_fn)(void *user, const char *file, const struct sudoku_record *record);

/*
 * Reads every file ("-" or no files: stdin), reports parse errors on stderr as
 * FILE:LINE:COLUMN: message, and hands each puzzle to fn. With `strict`, the
 * first bad puzzle stops the run. Returns the worst exit code seen.
 */
int for_each_puzzle(char *const *files, int file_count, enum sudoku_input_format format,
                    bool strict, puzzle_fn fn, void *user);

/*
 * for_each_puzzle_complete with a hook that takes each message of the batch
 * itself (a parse error, an unreadable or empty file: one whole line, with
 * its newline) in place of printing it on stderr: -j queues them among the
 * puzzles, so they keep their place. A non-zero return stops the batch.
 */
typedef int (*puzzle_message_fn)(void *user, const char *text);
int for_each_puzzle_hooked(char *const *files, int file_count, enum sudoku_input_format format,
                           bool strict, puzzle_fn fn, puzzle_message_fn message, void *user,
                           bool *complete);

/*
 * for_each_variant_puzzle does the same for variant puzzles: `flags`
 * (SUDOKU_VARIANT_*) is the variant named on the command line, which
 * "# variant:" lines in a file override from there on. Plain puzzles come
 * through as variant records with flags 0. *complete (may be NULL) as for
 * for_each_puzzle_complete.
 */
typedef int (*variant_puzzle_fn)(void *user, const char *file,
                                 const struct sudoku_variant_record *record);
int for_each_variant_puzzle(char *const *files, int file_count, enum sudoku_input_format format,
                            unsigned flags, bool strict, variant_puzzle_fn fn, void *user,
                            bool *complete);
int for_each_variant_puzzle_hooked(char *const *files, int file_count,
                                   enum sudoku_input_format format, unsigned flags, bool strict,
                                   variant_puzzle_fn fn, puzzle_message_fn message,
                                   void *user, bool *complete);

/* A variant record's plain part (its grid, marks, place and error) as a plain record. */
void plain_record_of(const struct sudoku_variant_record *v, struct sudoku_record *record);

/* The message refusing a puzzle of variant `flags` in a command for plain puzzles. */
void variant_refusal(unsigned flags, char *message, size_t size);

/* --variant's reader for the option tables: a value into *(unsigned *)flags
 * (SUDOKU_VARIANT_*); false when unknown. */
bool read_variant(const char *text, void *flags);
#define VARIANT_EXPECTED                                                                   \
	"x, windoku, jigsaw, killer, anti-knight, anti-king, non-consecutive, or some joined by +"
#define VARIANT_OPTION(flags, text)                                                      \
	{.name = "variant", .kind = OPTION_CUSTOM, .destination = (flags), .read = read_variant, \
	 .expected = VARIANT_EXPECTED, .value_name = "V", .help = (text)}

/* Writes a variant grid: the pretty format draws regions, cages, diagonals and windows. */
void write_variant_grid(FILE *stream, const struct sudoku_variant_puzzle *puzzle,
                        const struct sudoku_grid *grid, enum sudoku_output_format format,
                        bool *first);

/*
 * for_each_puzzle, and *complete says whether every input was opened and read to
 * its end with nothing stopping the run (--strict, or fn). A run that is not
 * complete must leave an existing output file as it was.
 */
int for_each_puzzle_complete(char *const *files, int file_count, enum sudoku_input_format format,
                             bool strict, puzzle_fn fn, void *user, bool *complete);

/*
 * Ends a batch's output: commits it after a complete run, drops it (an
 * existing file stays as it was) otherwise. Returns `code`, or EXIT_BAD_INPUT
 * when the output could not be written.
 */
int finish_output(struct output_file *out, bool complete, int code);

/* Prints "FILE:LINE[:COLUMN]: " then the formatted message and a newline on stderr. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
void report(const char *file, long line, int column, const char *fmt, ...);

/* The same on another stream (a puzzle's own buffer under -j). */
#if defined(__GNUC__)
__attribute__((format(printf, 5, 6)))
#endif
void report_to(FILE *stream, const char *file, long line, int column, const char *fmt, ...);

struct solver_cache {
	struct sudoku_solver *by_size[SUDOKU_MAX_SIZE + 1];
};

/* The solver for a size (default boxes), created on first use; NULL when out of memory. */
struct sudoku_solver *solver_for(struct solver_cache *cache, int size);
void solver_cache_finish(struct solver_cache *cache);

/* --input-format's values, in the order of enum sudoku_input_format, and its row. */
extern const char *const input_format_names[];
#define INPUT_FORMAT_OPTION(format)                                                         \
	{.name = "input-format", .kind = OPTION_CHOICE, .destination = (format),                \
	 .choices = input_format_names, .value_name = "F", .help = "auto (default), line or grid"}

/* --strict: what stops the run is the command's to say. */
#define STRICT_OPTION(strict, text) \
	{.name = "strict", .kind = OPTION_FLAG, .destination = (strict), .help = (text)}

/* The -o row every command that writes has. */
#define OUTPUT_OPTION(path)                                                                 \
	{.name = "output", .short_name = 'o', .kind = OPTION_PATH, .destination = (path),       \
	 .value_name = "OUT", .help = "write to OUT (atomically: complete or untouched)"}

/* Writes a grid in a format, with a blank line between multi-line grids. */
void write_grid(FILE *stream, const struct sudoku_shape *shape, const struct sudoku_grid *grid,
                enum sudoku_output_format format, bool *first);

#endif
